/**
 * The search box on PostgreSQL runs through `canoe_search_ids` (migration 024) when its text gives each folded-name
 * list two trigrams of its own, and keeps one plan made without the values: it must find what the search built for
 * its values finds (names, former names, the current steward, the bow number), on both databases. The searches run
 * with the speed-ups as DB_SPEEDUPS says; the function's own runs are counted with them on.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, openWithSpeedups, testDialect } from '../../../tests/setup/test-app.ts';
import { buildCanoe, buildOwner, buildOwnership, buildProtocol, keepFor } from '../record-builders/index.ts';
import { EVERYTHING, VISITOR, type Viewer } from '../core/viewer.ts';
import { listCanoeSummaries } from '../modules/canoes/canoe.repository.ts';
import { type Db } from './database.ts';

let db: Db;
let drop: () => Promise<void>;
/** Canoe ids by what they stand for in the searches below. */
const ids: Record<string, number> = {};

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
  // Most canoes are named "Kaʻole …" with no bow number: `kao`, `aol` and `ole` are common, `ike` and `kem` rare.
  for (let i = 1; i <= 150; i++) await buildCanoe(db, { name: `Kaʻole ${i}`, hullId: null });
  // Enough stewards that a trigram in one of them is rare among them.
  for (let i = 1; i <= 60; i++) await buildOwner(db, { name: `Hui Kaʻole ${i}` });
  ids.named = (await buildCanoe(db, { name: 'Kūʻikemoʻole 5001', hullId: null })).canoe_id;
  ids.formerlyNamed = (
    await buildCanoe(db, {
      hullId: null,
      names: [
        { name: 'Kūʻikemoʻole 5002', start_date: '1950-01-01', end_date: '1970-01-01' },
        { name: 'Kaʻole Kahiko', start_date: '1970-01-01' },
      ],
    })
  ).canoe_id;
  const steward = await buildOwner(db, { name: 'Hui Kūʻikemoʻole Lāhui' });
  ids.stewarded = (await buildCanoe(db, { name: 'Kaʻole Nui', hullId: null })).canoe_id;
  await buildOwnership(db, { canoeId: ids.stewarded, ownerId: steward.owner_id, start_date: '1990-01-01' });
  // A steward no more: not found by the steward's name.
  ids.formerlyStewarded = (await buildCanoe(db, { name: 'Kaʻole Hou', hullId: null })).canoe_id;
  await buildOwnership(db, {
    canoeId: ids.formerlyStewarded,
    ownerId: steward.owner_id,
    start_date: '1960-01-01',
    end_date: '1980-01-01',
  });
  ids.bowNumber = (await buildCanoe(db, { name: 'Kaʻole Lua', hullId: 'KM-5001-X' })).canoe_id;
  // A public canoe whose current name is kept for a protocol on its own, and one whose current steward is.
  const protocol = await buildProtocol(db, { name: 'Kahananui ʻohana' });
  const keptName = await buildCanoe(db, {
    hullId: null,
    names: [
      { name: 'Kaʻole Mua', start_date: '1950-01-01', end_date: '1970-01-01' },
      { name: 'Pōhaku Ikemoʻole 5009', start_date: '1970-01-01' },
    ],
  });
  ids.keptName = keptName.canoe_id;
  await keepFor(db, 'name', keptName.names[1].canoe_name_id, [protocol.id]);
  const keptSteward = await buildOwner(db, { name: 'Hui ʻIkemoʻole Huna' });
  ids.keptSteward = (await buildCanoe(db, { name: 'Kaʻole Huna', hullId: null })).canoe_id;
  const ownership = await buildOwnership(db, {
    canoeId: ids.keptSteward,
    ownerId: keptSteward.owner_id,
    start_date: '1990-01-01',
  });
  await keepFor(db, 'ownership', ownership.ownership_id, [protocol.id]);
  const { protection_id } = await db.kysely
    .selectFrom('canoe_names')
    .select('protection_id')
    .where('canoe_name_id', '=', keptName.names[1].canoe_name_id)
    .executeTakeFirstOrThrow();
  member = { ...VISITOR, protections: [protection_id!], memberOf: [protocol.id] };
}, 180_000);
afterAll(() => drop());

/** A member of the protocol that keeps a name and a steward (set above). */
let member: Viewer;

/** The canoes a search for `q` finds, by id, and how many it says match. */
async function found(q: string, paging = { limit: 24, offset: 0 }, viewer: Viewer = VISITOR) {
  const page = await listCanoeSummaries(db.kysely, paging, { q }, viewer);
  return { ids: page.rows.map((r) => r.canoe_id).sort((a, b) => a - b), total: page.total };
}

const sorted = (...list: number[]) => [...list].sort((a, b) => a - b);

describe('the search box', () => {
  it('finds a name, a former name and the current steward’s name, not a former steward’s', async () => {
    expect(await found('kuikemoole 500')).toEqual({
      ids: sorted(ids.named, ids.formerlyNamed),
      total: 2,
    });
    expect(await found('Kūʻikemoʻole')).toEqual({
      ids: sorted(ids.named, ids.formerlyNamed, ids.stewarded),
      total: 3,
    });
    expect(await found('ikemoole lahui')).toEqual({ ids: [ids.stewarded], total: 1 });
  });

  it('finds a bow number, whatever its case', async () => {
    expect(await found('km-5001')).toEqual({ ids: [ids.bowNumber], total: 1 });
    expect(await found('KM-5001-x')).toEqual({ ids: [ids.bowNumber], total: 1 });
  });

  it('pages through the matches in name order and counts them all', async () => {
    const first = await listCanoeSummaries(db.kysely, { limit: 2, offset: 0 }, { q: 'kuikemoole' });
    const second = await listCanoeSummaries(db.kysely, { limit: 2, offset: 2 }, { q: 'kuikemoole' });
    expect([...first.rows, ...second.rows].map((r) => r.current_name)).toEqual([
      'Kaʻole Kahiko',
      'Kaʻole Nui',
      'Kūʻikemoʻole 5001',
    ]);
    expect([first.total, second.total]).toEqual([3, 3]);
    // Past the last match: no row, and still how many there are.
    const past = await listCanoeSummaries(db.kysely, { limit: 2, offset: 10 }, { q: 'kuikemoole' });
    expect([past.rows, past.total]).toEqual([[], 3]);
  });

  it('finds a canoe by a name or steward kept on its own only for who may see them', async () => {
    expect(await found('pohaku ikemoole 5009')).toEqual({ ids: [], total: 0 });
    expect(await found('pohaku ikemoole 5009', undefined, member)).toEqual({ ids: [ids.keptName], total: 1 });
    expect(await found('ikemoole huna')).toEqual({ ids: [], total: 0 });
    expect(await found('ikemoole huna', undefined, member)).toEqual({ ids: [ids.keptSteward], total: 1 });
    expect(await found('ikemoole huna', undefined, EVERYTHING)).toEqual({ ids: [ids.keptSteward], total: 1 });
  });

  it('finds nothing for a text no name holds, even when its trigrams are there', async () => {
    expect(await found('ikemoole 5003')).toEqual({ ids: [], total: 0 });
    expect(await found('moole kui')).toEqual({ ids: [], total: 0 });
  });
});

describe.runIf(testDialect() === 'postgres')('on PostgreSQL', () => {
  let fast: Db;
  beforeAll(() => {
    fast = openWithSpeedups(db);
  });
  afterAll(() => fast.close());

  /** How many times one connection ran the search box's function by name while `run` used it. */
  function functionRunsDuring(run: (conn: typeof db.kysely) => Promise<unknown>) {
    return fast.kysely.connection().execute(async (conn) => {
      const runs = async () => {
        const { rows } = await sql<{ plans: string }>`
          select coalesce(sum(generic_plans + custom_plans), 0) as plans from pg_prepared_statements
          where statement like '%canoe_search_ids%'`.execute(conn);
        return Number(rows[0].plans);
      };
      const before = await runs();
      await run(conn);
      return (await runs()) - before;
    });
  }

  // A visitor's search box goes through each canoe's text instead (decision 025): members' and keepers' remain.
  it('runs a text with rare trigrams through canoe_search_ids, and a common or short one as before', async () => {
    const runs = await functionRunsDuring(async (conn) => {
      for (const q of ['kuikemoole 500', 'Kūʻikemoʻole', 'km-5001', 'ikemoole lahui']) {
        const page = await listCanoeSummaries(conn, { limit: 24, offset: 0 }, { q }, member);
        expect(page.rows.length).toBeGreaterThan(0);
      }
      // A name kept on its own, for its protocol's member (the function) and for a visitor (the canoe's text).
      for (const viewer of [member, VISITOR]) {
        const page = await listCanoeSummaries(
          conn,
          { limit: 24, offset: 0 },
          { q: 'pohaku ikemoole' },
          viewer,
        );
        expect(page.rows.map((row) => row.canoe_id)).toEqual(viewer === member ? [ids.keptName] : []);
      }
      // Every trigram common, too short for one, a record id: built and planned for their values.
      for (const q of ['kaole', 'ka', '151']) {
        await listCanoeSummaries(conn, { limit: 24, offset: 0 }, { q }, member);
      }
    });
    expect(runs).toBe(5);
  });

  it('keeps one plan made without the values, and reads them when it runs', async () => {
    // A connection of its own, whose log lines (auto_explain's plans) come to it as notices.
    const client = new pg.Client({
      connectionString: process.env.TEST_DATABASE_URL,
      options: `-c search_path=${db.schema}`,
    });
    await client.connect();
    try {
      const config = await client.query(`select proconfig from pg_proc where proname = 'canoe_search_ids'
        and pronamespace = to_regnamespace(current_schema())`);
      expect(config.rows[0].proconfig).toContain('plan_cache_mode=force_generic_plan');
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.query(`load 'auto_explain'`);
      await client.query(`set auto_explain.log_min_duration = 0`);
      await client.query(`set auto_explain.log_nested_statements = on`);
      await client.query(`set client_min_messages = log`);
      const found = await client.query<{ canoe_id: number }>(
        'select canoe_id from canoe_search_ids($1, $2, $3, $4, $5, $6, 24, 0, null, false)',
        ['%ike%', '%kem%', '%ike%', '%kem%', 'kuikemoole', '%kuikemoole%'],
      );
      expect(found.rows.map((r) => r.canoe_id).sort((a, b) => a - b)).toEqual(
        sorted(ids.named, ids.formerlyNamed, ids.stewarded),
      );
      // The function's query as it ran: its patterns are parameters, not the values given.
      const plan = plans.find((text) => text.includes('from canoe_names'));
      expect(plan).toBeDefined();
      expect(plan).toMatch(/name_folded ~~ like_escape\(\$1/);
      expect(plan).not.toContain('%ike%');
    } finally {
      await client.end();
    }
  });
});
