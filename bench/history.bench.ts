/**
 * What the change history costs: 1,000 canoe edits (the edit form: the canoe's fields and its current name)
 * with the history recorded and 1,000 without, alternating in rounds in the same run so both see the same
 * machine; then the storage each recorded change takes, and what a canoe's delete with its rows takes.
 *   npx tsx bench/history.bench.ts [--updates 1000] [--postgres postgres://…]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { migrate, openDatabase, type Db } from '../src/server/db/database.ts';
import { runWithChangeContext, withoutHistory, type ChangeContext } from '../src/server/db/change-context.ts';
import { deleteCanoe, updateCanoe } from '../src/server/modules/canoes/canoe.service.ts';
import { createUser } from '../src/server/modules/auth/accounts.service.ts';
import {
  buildCanoe,
  buildCanoeMaker,
  buildOwner,
  buildParticipation,
  buildPhoto,
  buildRestoration,
} from '../src/server/record-builders/index.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const UPDATES = Number(arg('updates') ?? 1_000);
const ROUNDS = 10;
const CANOES = 100;
const PG_URL = arg('postgres');

let EDITOR: ChangeContext;

async function open(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (PG_URL) {
    const schema = `bench_history_${Date.now()}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    const db = openDatabase({ databaseUrl: PG_URL, pgSchema: schema });
    return {
      db,
      close: async () => {
        await db.close();
        const d = new pg.Client({ connectionString: PG_URL });
        await d.connect();
        await d.query(`drop schema ${schema} cascade`);
        await d.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-bench-history-'));
  const db = openDatabase({ databaseUrl: null, sqliteFile: path.join(dir, 'bench.sqlite') });
  return { db, close: async () => (await db.close(), fs.rmSync(dir, { recursive: true, force: true })) };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  return { total, mean: total / times.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** Bytes the history's tables and their indexes take. */
async function historyBytes(db: Db): Promise<number> {
  const tables = ['changes', 'change_rows', 'change_subjects', 'change_images'];
  if (db.dialect === 'postgres') {
    let total = 0;
    for (const table of tables) {
      const row = await sql<{
        n: number;
      }>`select pg_total_relation_size(${table}::regclass)::bigint as n`.execute(db.kysely);
      total += Number(row.rows[0].n);
    }
    return total;
  }
  const row = await sql<{ n: number }>`
    select coalesce(sum(pgsize - unused), 0) as n from dbstat
    where name in ('changes', 'change_rows', 'change_subjects', 'change_images')
       or name in (select name from sqlite_master where type = 'index'
                   and tbl_name in ('changes', 'change_rows', 'change_subjects', 'change_images'))`.execute(
    db.kysely,
  );
  return Number(row.rows[0].n);
}

async function counts(db: Db) {
  const [changes, rows] = await Promise.all([
    db.kysely
      .selectFrom('changes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db.kysely
      .selectFrom('change_rows')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        sql<number>`coalesce(sum(length(before_json)), 0) + coalesce(sum(length(after_json)), 0)`.as('json'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return { changes: Number(changes.n), rows: Number(rows.n), json: Number(rows.json) };
}

async function main() {
  const { db, close } = await open();
  try {
    await migrate(db);
    const editor = await withoutHistory(() =>
      createUser(db, { email: 'kawika@example.org', name: 'Kawika Nāone', groups: ['admin'] }),
    );
    EDITOR = {
      actor: { userId: editor.user_id, name: 'Kawika Nāone', kind: 'user' },
      reason: 'Measured at the hālau, 2026',
      record: true,
    };
    const owner = await withoutHistory(() => buildOwner(db, { name: 'Hui Waʻa' }));
    const canoes: number[] = [];
    await withoutHistory(async () => {
      for (let i = 0; i < CANOES; i++) {
        const canoe = await buildCanoe(db, {
          name: `Hōkūleʻa ${i}`,
          notes: '<p>Built of <strong>koa</strong> from the slopes of Mauna Kea.</p>',
          ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01' }],
        });
        canoes.push(canoe.canoe_id);
      }
    });

    const edit = (n: number) =>
      updateCanoe(db, canoes[n % CANOES], {
        hull_id: `H-${n}`,
        length: 40 + (n % 17),
        notes: `<p>Built of <strong>koa</strong>; edit ${n}.</p>`,
        name: `Hōkūleʻa ${n % CANOES} (${n})`,
      });

    // Warm up both paths, then alternate rounds so both see the same machine.
    for (let n = 0; n < 20; n++) {
      await runWithChangeContext(EDITOR, () => edit(n));
      await withoutHistory(() => edit(n));
    }
    const storageBefore = await historyBytes(db);
    const countsBefore = await counts(db);
    const times = { with: [] as number[], without: [] as number[] };
    const perRound = Math.ceil(UPDATES / ROUNDS);
    let n = 1000;
    for (let round = 0; round < ROUNDS; round++) {
      for (const mode of round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
        const context = mode === 'with' ? EDITOR : { ...EDITOR, record: false };
        for (let i = 0; i < perRound && times[mode].length < UPDATES; i++) {
          const started = performance.now();
          await runWithChangeContext(context, () => edit(n++));
          times[mode].push(performance.now() - started);
        }
      }
    }
    const recorded = await counts(db);
    const storage = (await historyBytes(db)) - storageBefore;
    const changes = recorded.changes - countsBefore.changes;
    const rows = recorded.rows - countsBefore.rows;

    // A canoe deleted with its rows: one change holding all of them.
    const big = await withoutHistory(async () => {
      const canoe = await buildCanoe(db, {
        names: [
          { name: 'Kaʻiulani', start_date: '1950-01-01', end_date: '1975-01-01' },
          { name: 'Hōkūleʻa', start_date: '1975-01-01' },
        ],
        ownerships: [
          { ownerId: owner.owner_id, start_date: '1950-01-01', end_date: '1980-01-01' },
          { ownerId: owner.owner_id, start_date: '1980-01-01' },
        ],
      });
      await buildCanoeMaker(db, { canoeId: canoe.canoe_id });
      await buildRestoration(db, { canoeId: canoe.canoe_id });
      for (let i = 0; i < 3; i++) await buildParticipation(db, { canoeId: canoe.canoe_id });
      for (let i = 0; i < 2; i++) await buildPhoto(db, { canoeId: canoe.canoe_id });
      return canoe.canoe_id;
    });
    const beforeDelete = await counts(db);
    const deleteStarted = performance.now();
    await runWithChangeContext(EDITOR, () => deleteCanoe(db, big));
    const deleteMs = performance.now() - deleteStarted;
    const afterDelete = await counts(db);
    const deleteRows = afterDelete.rows - beforeDelete.rows;
    const deleteJson = afterDelete.json - beforeDelete.json;

    const w = summary(times.with);
    const wo = summary(times.without);
    const ms = (v: number) => v.toFixed(2);
    console.log(
      `${db.dialect}: ${UPDATES} canoe edits each way (edit form: fields and current name), ${ROUNDS} alternating rounds`,
    );
    console.log('| history  | total ms | mean ms | p50 ms | p95 ms |');
    console.log('| -------- | -------- | ------- | ------ | ------ |');
    console.log(`| recorded | ${w.total.toFixed(0)} | ${ms(w.mean)} | ${ms(w.p50)} | ${ms(w.p95)} |`);
    console.log(`| off      | ${wo.total.toFixed(0)} | ${ms(wo.mean)} | ${ms(wo.p50)} | ${ms(wo.p95)} |`);
    console.log(
      `cost of recording: +${ms(w.mean - wo.mean)} ms per edit (${(((w.mean - wo.mean) / wo.mean) * 100).toFixed(0)} %)`,
    );
    console.log(
      `storage: ${changes} changes, ${rows} rows, ${(storage / changes).toFixed(0)} bytes per change with indexes ` +
        `(${((recorded.json - countsBefore.json) / changes).toFixed(0)} bytes of JSON)`,
    );
    console.log(
      `a canoe deleted with 11 rows of its own (names, stewards, a maker, a restoration, results, photos): ` +
        `one change of ${deleteRows} rows, ${deleteJson} bytes of JSON, ${ms(deleteMs)} ms`,
    );
  } finally {
    await close();
  }
}

await main();
