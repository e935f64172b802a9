/**
 * Fixed-shape reads compiled once (db/compiled.ts): a list of ids of any length is one parameter, and on
 * PostgreSQL each such read is a named prepared statement on its connection (db/prepared-statements.ts), while
 * searches stay unnamed. The lists are read with the speed-ups as DB_SPEEDUPS says; the named statements are
 * looked for with them on.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postCanoe } from '../../../tests/setup/canoes.ts';
import { createTestApp, openWithSpeedups, testDialect, type TestApp } from '../../../tests/setup/test-app.ts';
import {
  findCanoeSummary,
  listCanoeSummariesByIds,
  listCanoeSummaries,
} from '../modules/canoes/canoe.repository.ts';
import { statementName } from './prepared-statements.ts';
import { EVERYTHING } from '../core/viewer.ts';
import type { Db } from './database.ts';

let t: TestApp;
/** Canoe ids by name; the names sort as `Waʻa 01` … `Waʻa 12`. */
const byName = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  // Made out of name order, so the ids' order is not the names' order.
  for (const n of [7, 3, 12, 1, 9, 5, 11, 2, 8, 4, 10, 6]) {
    const name = `Waʻa ${String(n).padStart(2, '0')}`;
    byName.set(name, (await postCanoe(t, { name, hull_id: `C-${n}` })).canoe_id);
  }
});
afterAll(() => t.close());

const idOf = (n: number) => byName.get(`Waʻa ${String(n).padStart(2, '0')}`)!;

describe('summaries by a list of ids', () => {
  it('gives the listed canoes in name order, whatever the length of the list', async () => {
    for (const list of [[5], [12, 1], [9, 3, 7, 11], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]]) {
      const rows = await listCanoeSummariesByIds(t.db.kysely, list.map(idOf).reverse());
      expect(rows.map((r) => r.current_name)).toEqual(
        [...list].sort((a, b) => a - b).map((n) => `Waʻa ${String(n).padStart(2, '0')}`),
      );
    }
  });

  it('leaves out ids no canoe has, and answers an empty list with no rows', async () => {
    const rows = await listCanoeSummariesByIds(t.db.kysely, [idOf(4), 987_654, idOf(2)]);
    expect(rows.map((r) => r.canoe_id)).toEqual([idOf(2), idOf(4)]);
    expect(await listCanoeSummariesByIds(t.db.kysely, [])).toEqual([]);
  });
});

describe.runIf(testDialect() === 'postgres')('PostgreSQL prepared statements', () => {
  let fast: Db;
  beforeAll(() => {
    fast = openWithSpeedups(t.db);
  });
  afterAll(() => fast.close());

  /** The named statements prepared on one connection, after `run` used it. */
  function preparedAfter(run: (conn: typeof t.db.kysely) => Promise<unknown>) {
    return fast.kysely.connection().execute(async (conn) => {
      await run(conn);
      const { rows } = await sql<{
        name: string;
        statement: string;
        generic_plans: string;
        custom_plans: string;
      }>`
        select name, statement, generic_plans, custom_plans
        from pg_prepared_statements where name like 'koa_prepared_%'`.execute(conn);
      return rows;
    });
  }

  it('prepares the canoe summary once per connection and runs it by name after', async () => {
    const rows = await preparedAfter(async (conn) => {
      for (let i = 1; i <= 8; i++)
        expect((await findCanoeSummary(conn, idOf(i)))?.current_name).toMatch(/^Waʻa/);
    });
    const summary = rows.filter((r) => r.statement.includes('"c"."canoe_id" = $'));
    expect(summary).toHaveLength(1);
    expect(statementName(summary[0].statement)).toBe(summary[0].name);
  });

  it('keeps one plan for a short list of ids instead of planning it on every run', async () => {
    const rows = await preparedAfter(async (conn) => {
      for (let i = 1; i <= 9; i++) {
        const found = await listCanoeSummariesByIds(conn, [idOf(i)]);
        expect(found.map((r) => r.current_name)).toEqual([`Waʻa 0${i}`]);
      }
    });
    const list = rows.filter((r) => r.statement.includes('= any('));
    expect(list).toHaveLength(1);
    // PostgreSQL plans the first five runs for their values, then keeps the generic plan when it is no dearer.
    expect(Number(list[0].generic_plans)).toBeGreaterThanOrEqual(4);
  });

  // An administrator's: a visitor's search box goes through each canoe's text (decision 025).
  it('runs the search box by name when each pattern holds a trigram, and keeps other searches unnamed', async () => {
    const rows = await preparedAfter(async (conn) => {
      for (let i = 0; i < 7; i++) {
        const page = await listCanoeSummaries(conn, { limit: 24, offset: 0 }, { q: 'waa 1' }, EVERYTHING);
        expect(page.rows.map((r) => r.current_name)).toEqual(['Waʻa 10', 'Waʻa 11', 'Waʻa 12']);
      }
      // Too short for a trigram, and the search box with another filter: planned for each pattern, unnamed.
      const short = await listCanoeSummaries(conn, { limit: 24, offset: 0 }, { q: '12' }, EVERYTHING);
      expect(short.rows.map((r) => r.current_name)).toContain('Waʻa 12');
      const filtered = await listCanoeSummaries(
        conn,
        { limit: 24, offset: 0 },
        { q: 'waa 1', type_id: 2 },
        EVERYTHING,
      );
      expect(filtered.rows).toEqual([]);
    });
    const searches = rows.filter((r) => r.statement.includes(' like '));
    expect(searches).toHaveLength(1);
    expect(searches[0].statement).toContain('/* named: every pattern has a trigram */');
    expect(Number(searches[0].generic_plans) + Number(searches[0].custom_plans)).toBe(7);
    expect(searches[0].statement).not.toContain('type_id');
    // The page's summaries are the list query, prepared.
    expect(rows.some((r) => r.statement.includes('= any('))).toBe(true);
  });
});
