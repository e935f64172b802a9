/**
 * Migration 017 (uncertain dates) on a database made by the version before it (every other migration), with
 * dates of every kind in it: on both databases.
 */
import type { Kysely } from 'kysely';
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { loadMigrations, migrate, type Db } from './database.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tables as they were before this migration */
let db: Db;
let drop: () => Promise<void>;
let old: Kysely<any>;
const ids: Record<string, number> = {};

async function migrateAsTheVersionBefore(db: Db) {
  const migrations = await loadMigrations(db.dialect, db.migrationTools);
  delete migrations['017-uncertain-dates'];
  // And the later ones built on its columns (the build spans' index reads `build_date_latest`): run after it.
  delete migrations['042-build-spans'];
  const { error } = await new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: db.schema,
    allowUnorderedMigrations: true,
  }).migrateToLatest();
  if (error) throw error;
}

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await migrateAsTheVersionBefore(db);
  old = db.kysely as unknown as Kysely<any>;
  const now = new Date().toISOString();
  const canoe = async (hull_id: string, build_date: string | null) =>
    (
      await old
        .insertInto('canoes')
        .values({ hull_id, build_date, created_at: now, updated_at: now })
        .returning('canoe_id')
        .executeTakeFirstOrThrow()
    ).canoe_id as number;
  ids.year = await canoe('Y-1', '1990-01-01');
  ids.day = await canoe('D-1', '1990-05-12');
  ids.none = await canoe('N-1', null);
  await old
    .insertInto('canoe_names')
    .values([
      {
        canoe_id: ids.year,
        name: 'Kaimana',
        name_folded: 'kaimana',
        start_date: '1962-01-01',
        end_date: '1978-01-01',
      },
      { canoe_id: ids.year, name: 'Hōkū', name_folded: 'hoku', start_date: '1978-01-01', end_date: null },
    ])
    .execute();
  const { owner_id } = await old
    .insertInto('owners')
    .values({ name: 'Hui Waʻa', name_folded: 'hui waa', founded: 1950, created_at: now, updated_at: now })
    .returning('owner_id')
    .executeTakeFirstOrThrow();
  ids.owner = owner_id;
  await old
    .insertInto('ownerships')
    .values({ canoe_id: ids.year, owner_id, start_date: '1980-01-01', end_date: null })
    .execute();
  await old
    .insertInto('restorations')
    .values({ canoe_id: ids.day, restoration_date: '1995-06-01', description: 'Re-lashed' })
    .execute();
  await old
    .insertInto('races')
    .values({ name: 'Molokaʻi Hoe', name_folded: 'molokai hoe', date: '1990-10-14' })
    .execute();
  const { image_id } = await old
    .insertInto('images')
    .values({
      mime_type: 'image/webp',
      source_type: 'image/jpeg',
      width: 1,
      height: 1,
      display: Buffer.from([1]),
      thumbnail: Buffer.from([1]),
      thumbnail_mime_type: 'image/webp',
      etag: 'e',
      byte_size: 1,
      created_at: now,
    })
    .returning('image_id')
    .executeTakeFirstOrThrow();
  await old
    .insertInto('canoe_media')
    .values(
      ['1976', '1976-02', '1998-06-14', null].map((date_taken, i) => ({
        canoe_id: ids.day,
        image_id,
        file_name: `p${i}.jpg`,
        date_taken,
        uploaded_by: 'Kawika Nāone',
        uploaded_at: now,
      })),
    )
    .execute();
  await migrate(db);
});
afterAll(() => drop());

describe('migration 017: uncertain dates', () => {
  it('leaves no migration pending, and starting again changes nothing', async () => {
    const migrations = await new Migrator({
      db: db.kysely,
      provider: { getMigrations: () => loadMigrations(db.dialect, db.migrationTools) },
      migrationTableSchema: db.schema,
      allowUnorderedMigrations: true,
    }).getMigrations();
    expect(migrations.filter((m) => !m.executedAt).map((m) => m.name)).toEqual([]);
    await expect(migrate(db)).resolves.toBeUndefined();
  });

  it('turns the January 1 the forms wrote for a year into that year, and keeps any other day', async () => {
    const canoes = await db.kysely
      .selectFrom('canoes')
      .select(['hull_id', 'build_date', 'build_date_edtf', 'build_date_latest'])
      .orderBy('canoe_id')
      .execute();
    expect(canoes).toEqual([
      { hull_id: 'Y-1', build_date: '1990-01-01', build_date_edtf: '1990', build_date_latest: '1990-12-31' },
      {
        hull_id: 'D-1',
        build_date: '1990-05-12',
        build_date_edtf: '1990-05-12',
        build_date_latest: '1990-05-12',
      },
      { hull_id: 'N-1', build_date: null, build_date_edtf: null, build_date_latest: null },
    ]);
    const names = await db.kysely
      .selectFrom('canoe_names')
      .select(['name', 'start_date_edtf', 'end_date', 'end_date_edtf', 'end_date_latest'])
      .orderBy('canoe_name_id')
      .execute();
    expect(names).toEqual([
      {
        name: 'Kaimana',
        start_date_edtf: '1962',
        end_date: '1978-01-01',
        end_date_edtf: '1978',
        end_date_latest: '1978-12-31',
      },
      { name: 'Hōkū', start_date_edtf: '1978', end_date: null, end_date_edtf: null, end_date_latest: null },
    ]);
    expect(
      await db.kysely
        .selectFrom('ownerships')
        .select(['start_date', 'start_date_edtf', 'start_date_latest'])
        .execute(),
    ).toEqual([{ start_date: '1980-01-01', start_date_edtf: '1980', start_date_latest: '1980-12-31' }]);
    expect(
      await db.kysely.selectFrom('restorations').select(['restoration_date_edtf', 'end_date_edtf']).execute(),
    ).toEqual([{ restoration_date_edtf: '1995-06-01', end_date_edtf: null }]);
    expect(
      await db.kysely.selectFrom('races').select(['date', 'date_edtf', 'date_latest']).execute(),
    ).toEqual([{ date: '1990-10-14', date_edtf: '1990-10-14', date_latest: '1990-10-14' }]);
    expect(
      await db.kysely
        .selectFrom('owners')
        .select(['founded', 'founded_edtf', 'founded_earliest', 'founded_latest'])
        .execute(),
    ).toEqual([
      { founded: 1950, founded_edtf: '1950', founded_earliest: '1950-01-01', founded_latest: '1950-12-31' },
    ]);
  });

  it('keeps a photo date as precise as given, with its earliest and latest day', async () => {
    const photos = await db.kysely
      .selectFrom('canoe_media')
      .select(['date_taken', 'date_taken_edtf', 'date_taken_latest'])
      .orderBy('media_id')
      .execute();
    expect(photos).toEqual([
      { date_taken: '1976-01-01', date_taken_edtf: '1976', date_taken_latest: '1976-12-31' },
      { date_taken: '1976-02-01', date_taken_edtf: '1976-02', date_taken_latest: '1976-02-29' },
      { date_taken: '1998-06-14', date_taken_edtf: '1998-06-14', date_taken_latest: '1998-06-14' },
      { date_taken: null, date_taken_edtf: null, date_taken_latest: null },
    ]);
  });

  it('lets the database take years from 1000, and still refuses earlier ones', async () => {
    const setBuild = (build_date: string) =>
      old.updateTable('canoes').set({ build_date }).where('canoe_id', '=', ids.none).execute();
    await expect(setBuild('1000-01-01')).resolves.toBeDefined();
    await expect(setBuild('0999-12-31')).rejects.toThrow(/check/i);
    const setFounded = (founded: number) =>
      old.updateTable('owners').set({ founded }).where('owner_id', '=', ids.owner).execute();
    await expect(setFounded(1000)).resolves.toBeDefined();
    await expect(setFounded(999)).rejects.toThrow(/check/i);
    const setStart = (start_date: string) =>
      old.updateTable('canoe_names').set({ start_date }).where('name', '=', 'Hōkū').execute();
    await expect(setStart('1500-06-01')).resolves.toBeDefined();
    await expect(setStart('0999-06-01')).rejects.toThrow(/check/i);
    // The other rules of the tables are still there: a second open ownership is refused.
    await expect(
      old
        .insertInto('ownerships')
        .values({ canoe_id: ids.year, owner_id: ids.owner, start_date: '1990-01-01' })
        .execute(),
    ).rejects.toThrow(/unique/i);
  });
});
