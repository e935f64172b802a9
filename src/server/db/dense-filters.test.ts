/**
 * The registry's filters other than the search box (issue 33): a filter more canoes pass than a search counts (a
 * type, a wide year or length range, a common bow number prefix) answers its page from a walk of the registry in name
 * order, and the year filter asks the index of the canoes' build spans (migration 042: SQLite's R-tree, PostgreSQL's
 * GiST range index), kept by triggers. Both are speed-ups: every answer must be what the search built plainly finds.
 * The archive is opened twice, with the speed-ups on and off, and every answer compared, before and after the
 * build dates change.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CanoeSearch } from '../../shared/api/canoes.ts';
import { parseEdtf } from '../../shared/date-words.ts';
import { foldText } from '../../shared/text.ts';
import { openTestDatabase, reopenWithoutSpeedups } from '../../../tests/setup/test-app.ts';
import { EVERYTHING, VISITOR } from '../core/viewer.ts';
import { listCanoeSummaries, SEARCH_COUNT_CAP } from '../modules/canoes/canoe.repository.ts';
import type { Db } from './database.ts';

const CANOES = SEARCH_COUNT_CAP + 400;
/** Build dates as keepers enter them: a year, a decade, about a year, a day, a span of years, none. */
const DATES = ['1962', '196X', '1975~', '1988-05-14', '1931/1945', '190X', '2001', null, '1899', '1950/1990'];

let on: Db;
let off: Db;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase({ migrated: true, speedups: true });
  on = opened.db;
  drop = opened.drop;
  off = reopenWithoutSpeedups(on);
  const now = new Date().toISOString();
  await on.kysely.transaction().execute(async (trx) => {
    for (let start = 0; start < CANOES; start += 200) {
      const numbers = Array.from({ length: Math.min(200, CANOES - start) }, (_, k) => start + k);
      const canoes = await trx
        .insertInto('canoes')
        .values(
          numbers.map((i) => {
            const date = DATES[i % DATES.length];
            const parsed = date ? parseEdtf(date) : null;
            return {
              type_id: 1 + (i % 3),
              hull_id: i % 4 === 0 ? `HCRA-${i}` : `KC-${i}`,
              origin_folded: '',
              length: i % 9 === 0 ? null : 30 + (i % 17) * 0.5,
              build_date: parsed?.earliest ?? null,
              build_date_edtf: parsed?.edtf ?? null,
              build_date_latest: parsed?.latest ?? null,
              name_sort_group: 0,
              name_sort: foldText(`Waʻa ${String((i * 7919) % CANOES).padStart(5, '0')}`),
              created_at: now,
              updated_at: now,
            };
          }),
        )
        .returning('canoe_id')
        .execute();
      await trx
        .insertInto('canoe_names')
        .values(
          canoes.map(({ canoe_id }, k) => {
            const name = `Waʻa ${String((numbers[k] * 7919) % CANOES).padStart(5, '0')}`;
            return { canoe_id, name, name_folded: foldText(name), start_date: null, end_date: null };
          }),
        )
        .execute();
    }
  });
}, 120_000);

afterAll(async () => {
  await off?.close();
  await drop?.();
});

const SEARCHES: CanoeSearch[] = [
  { type_id: 2 },
  { year_min: 1965, year_max: 1965 },
  { year_min: 1960, year_max: 1969 },
  { year_min: 1940 },
  { year_max: 1905 },
  { year_min: 1800, year_max: 2100 },
  { year_min: 1976, year_max: 1987 },
  { length_min: 31, length_max: 34 },
  { length_min: 36.5, length_max: 36.5 },
  { hull_id: 'hcra' },
  { hull_id: 'KC-10' },
  { type_id: 1, year_min: 1930, year_max: 1970, length_min: 32 },
  { q: 'waʻa 001', year_min: 1950 },
  // A text too short for the trigram indexes, with filters: its bow numbers tested on the rows the filters pass.
  { q: 'hc', type_id: 1 },
  { q: '-1', year_min: 1960, year_max: 1970 },
  { q: 'wa', length_min: 35 },
];

async function compare() {
  for (const viewer of [VISITOR, EVERYTHING]) {
    for (const search of SEARCHES) {
      for (const paging of [
        { limit: 24, offset: 0 },
        { limit: 24, offset: 480 },
        { limit: 24, offset: SEARCH_COUNT_CAP - 12 },
      ]) {
        const label = `${viewer.all ? 'admin' : 'visitor'} ${JSON.stringify(search)} from ${paging.offset}`;
        const fast = await listCanoeSummaries(on.kysely, paging, search, viewer);
        const plain = await listCanoeSummaries(off.kysely, paging, search, viewer);
        expect(
          { ids: fast.rows.map((r) => r.canoe_id), total: fast.total, capped: fast.capped },
          label,
        ).toEqual({ ids: plain.rows.map((r) => r.canoe_id), total: plain.total, capped: plain.capped });
      }
    }
  }
}

describe('filters most canoes pass, and the year filter through the build spans', () => {
  it('find what the plainly built search finds, every page', async () => {
    // A dense filter and a rare one, so both ways are taken.
    expect((await listCanoeSummaries(on.kysely, { limit: 24, offset: 0 }, { type_id: 2 })).capped).toBe(
      false,
    );
    expect(
      (await listCanoeSummaries(on.kysely, { limit: 24, offset: 0 }, { year_min: 1800, year_max: 2100 }))
        .capped,
    ).toBe(true);
    await compare();
  });

  it('still do once build dates are changed, cleared and set, and canoes deleted', async () => {
    const ids = (await on.kysely.selectFrom('canoes').select('canoe_id').orderBy('canoe_id').execute()).map(
      (row) => row.canoe_id,
    );
    const set = async (id: number, edtf: string | null) => {
      const parsed = edtf ? parseEdtf(edtf) : null;
      await on.kysely
        .updateTable('canoes')
        .set({
          build_date: parsed?.earliest ?? null,
          build_date_edtf: parsed?.edtf ?? null,
          build_date_latest: parsed?.latest ?? null,
        })
        .where('canoe_id', '=', id)
        .execute();
    };
    for (const id of ids.slice(0, 60)) await set(id, '1965');
    for (const id of ids.slice(60, 90)) await set(id, null);
    for (const id of ids.slice(90, 120).filter((_, k) => k % 2 === 0)) await set(id, '1907');
    await on.kysely.deleteFrom('canoe_names').where('canoe_id', 'in', ids.slice(120, 140)).execute();
    await on.kysely.deleteFrom('canoes').where('canoe_id', 'in', ids.slice(120, 140)).execute();
    const in1965 = await listCanoeSummaries(
      on.kysely,
      { limit: CANOES, offset: 0 },
      { year_min: 1965, year_max: 1965 },
    );
    expect(in1965.rows.map((row) => row.canoe_id)).toEqual(expect.arrayContaining(ids.slice(0, 60)));
    await compare();
  });
});
