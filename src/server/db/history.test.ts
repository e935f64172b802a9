/**
 * The recording helper against the schema, on both databases: every row the database deletes by cascade with a
 * recorded row is listed in CASCADES (so it is captured before the delete), an image a change names cannot be
 * deleted, a transaction writes one change, and writes without a context are the system's.
 */
import { SQLITE_TRIGRAM_TABLES } from './migrations/011-trigram-search.ts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { buildCanoe, buildOwner, buildPhoto } from '../record-builders/index.ts';
import { isForeignKeyViolation, type Db } from './database.ts';
import { CASCADES, TRACKED_TABLES, type TrackedTable } from './history-tables.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from './history.ts';
import { runWithChangeContext, withoutHistory } from './change-context.ts';
import { deleteImageRows } from '../modules/media/image.repository.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
});
afterAll(() => drop());

/** [child table, column, parent table] of every ON DELETE CASCADE foreign key. */
async function cascadingKeys(): Promise<[string, string, string][]> {
  if (db.dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
      db.kysely,
    );
    const keys: [string, string, string][] = [];
    for (const { name } of tables.rows) {
      const fks = await sql<{ table: string; from: string; on_delete: string }>`
        select * from pragma_foreign_key_list(${name})`.execute(db.kysely);
      for (const fk of fks.rows) if (fk.on_delete === 'CASCADE') keys.push([name, fk.from, fk.table]);
    }
    return keys;
  }
  const result = await sql<{ child: string; column_name: string; parent: string }>`
    select kcu.table_name as child, kcu.column_name, ccu.table_name as parent
    from information_schema.referential_constraints rc
    join information_schema.key_column_usage kcu
      on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
    join information_schema.constraint_column_usage ccu
      on ccu.constraint_name = rc.constraint_name and ccu.constraint_schema = rc.constraint_schema
    where rc.delete_rule = 'CASCADE' and rc.constraint_schema = current_schema()`.execute(db.kysely);
  return result.rows.map((row) => [row.child, row.column_name, row.parent]);
}

const lastChange = () =>
  db.kysely.selectFrom('changes').selectAll().orderBy('change_id', 'desc').limit(1).executeTakeFirstOrThrow();

describe('recording', () => {
  it('lists every cascade from a recorded table to a recorded table', async () => {
    const tracked = new Set(Object.keys(TRACKED_TABLES));
    const found = (await cascadingKeys())
      .filter(([child, , parent]) => tracked.has(child) && tracked.has(parent))
      .map(([child, column, parent]) => `${parent} → ${child}.${column}`)
      .sort();
    const listed = Object.entries(CASCADES)
      .flatMap(([parent, children]) => children.map(([child, column]) => `${parent} → ${child}.${column}`))
      .sort();
    expect(listed).toEqual(found);
    expect(listed.length).toBeGreaterThan(5);
  });

  it('writes one change per transaction, as the context says, and none without history', async () => {
    const before = await lastChange().catch(() => null);
    const actor = { userId: null, name: 'Kawika Nāone', kind: 'cli' as const };
    await runWithChangeContext({ actor, reason: 'Kahului ʻohana', record: true }, () =>
      db.kysely.transaction().execute(async (trx) => {
        const race = await trackedInsert(trx, 'races', { name: 'Molokaʻi Hoe', name_folded: 'molokai hoe' });
        await trackedUpdate(trx, 'races', { race_id: race.race_id }, { location: 'Kaʻiwi' });
        // An update that changes nothing is no row of the change.
        await trackedUpdate(trx, 'races', { race_id: race.race_id }, { location: 'Kaʻiwi' });
      }),
    );
    const change = await lastChange();
    expect(change.change_id).toBeGreaterThan(before?.change_id ?? 0);
    expect(change).toMatchObject({
      actor_name: 'Kawika Nāone',
      actor_kind: 'cli',
      reason: 'Kahului ʻohana',
      action: 'create',
      record_type: 'race',
      summary: 'added the race Molokaʻi Hoe',
    });
    const rows = await db.kysely
      .selectFrom('change_rows')
      .select(['op', 'table_name'])
      .where('change_id', '=', change.change_id)
      .orderBy('change_row_id')
      .execute();
    expect(rows).toEqual([
      { op: 'create', table_name: 'races' },
      { op: 'update', table_name: 'races' },
    ]);

    // Outside any context a write is the system's, in a transaction of its own.
    const owner = await buildOwner(db, { name: 'Hui Waʻa' });
    expect(await lastChange()).toMatchObject({
      actor_kind: 'system',
      actor_name: 'System',
      record_id: owner.owner_id,
    });
    const last = (await lastChange()).change_id;
    await withoutHistory(() => trackedDelete(db.kysely, 'owners', { owner_id: owner.owner_id }));
    expect((await lastChange()).change_id).toBe(last);
  });

  it('keeps an image a change names: the database refuses to delete it, and deleteImageRows leaves it', async () => {
    const canoe = await buildCanoe(db);
    const photo = await buildPhoto(db, { canoeId: canoe.canoe_id });
    await trackedDelete(db.kysely, 'canoe_media', { media_id: photo.media_id });
    await deleteImageRows(db.kysely, [photo.image_id]);
    const kept = await db.kysely
      .selectFrom('images')
      .select('image_id')
      .where('image_id', '=', photo.image_id)
      .executeTakeFirst();
    expect(kept).toEqual({ image_id: photo.image_id });
    let refused: unknown;
    try {
      await db.kysely.deleteFrom('images').where('image_id', '=', photo.image_id).execute();
    } catch (error) {
      refused = error;
    }
    expect(isForeignKeyViolation(refused)).toBe(true);

    // Without history nothing names it, and it goes with its photo.
    const other = await withoutHistory(() => buildPhoto(db, { canoeId: canoe.canoe_id }));
    await withoutHistory(async () => {
      await trackedDelete(db.kysely, 'canoe_media', { media_id: other.media_id });
      await deleteImageRows(db.kysely, [other.image_id]);
    });
    const gone = await db.kysely
      .selectFrom('images')
      .select('image_id')
      .where('image_id', '=', other.image_id)
      .executeTakeFirst();
    expect(gone).toBeUndefined();
  });

  it('records every table the archive keeps except sessions, tokens, subscribers and sign-in state', async () => {
    const all = await (
      db.dialect === 'sqlite'
        ? sql<{
            name: string;
          }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
        : sql<{
            name: string;
          }>`select table_name as name from information_schema.tables where table_schema = current_schema()`
    ).execute(db.kysely);
    const unrecorded = all.rows
      .map((row) => row.name)
      .filter((name) => !(name in TRACKED_TABLES))
      // SQLite's search indexes (migration 011) are kept from the recorded tables by triggers.
      .filter((name) => !SQLITE_TRIGRAM_TABLES.some(([fts]) => name.startsWith(fts)))
      // So is each canoe's text for a visitor's search and its index (migration 030).
      .filter((name) => !name.startsWith('canoe_search_texts'))
      // And SQLite's R-tree of the canoes' build spans (migration 042).
      .filter((name) => !name.startsWith('canoe_build_spans'))
      .sort();
    expect(unrecorded).toEqual(
      [
        'api_tokens',
        'canoe_types',
        'change_images',
        'change_rows',
        'change_subjects',
        'changes',
        'images',
        // Where an image's bytes are kept (the database or the bucket), not what they are (migration 020).
        'image_object_deletions',
        'image_objects',
        'kysely_migration',
        'kysely_migration_lock',
        // Messages waiting to be sent (decision 032): the server's work, not the archive's.
        'mail_outbox',
        // Who follows what by email (decision 033), as the mailing list.
        'followers',
        'follows',
        'oidc_logins',
        'password_resets',
        // A recording's bytes, as an image's: the recording names its file, and a change names it too (decision 035).
        'recording_files',
        'recording_file_parts',
        'change_recording_files',
        // Protections are values, written once and shared; a record's change of protection is recorded on its row.
        'protection_protocols',
        'protections',
        'registrations',
        // Kept by triggers from the recorded canoes (migration 012).
        'row_counts',
        'sessions',
        // Community submissions are private until approved; what an approval writes is recorded (migration 021).
        'site_secrets',
        'shared_recording_uploads',
        'spent_challenges',
        'submission_photos',
        'submission_recordings',
        'submissions',
        'subscribers',
      ].sort(),
    );
    expect(Object.keys(TRACKED_TABLES) as TrackedTable[]).toContain('users');
  });
});
