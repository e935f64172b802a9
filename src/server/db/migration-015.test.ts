/**
 * Migration 015 on a database made by the version before it (every migration up to 014, and 016), with photos in
 * it: on both databases.
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

/** The version before this one: every migration but 015 (016 was merged first, so databases have run it). */
async function migrateAsTheVersionBefore(db: Db) {
  const migrations = await loadMigrations(db.dialect, db.migrationTools);
  delete migrations['015-photo-credits'];
  const { error } = await new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: db.schema,
  }).migrateToLatest();
  if (error) throw error;
}

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase());
  await migrateAsTheVersionBefore(db);
  old = db.kysely as unknown as Kysely<any>;
  const now = new Date().toISOString();
  const { canoe_id } = await old
    .insertInto('canoes')
    .values({ hull_id: 'M-15', created_at: now, updated_at: now })
    .returning('canoe_id')
    .executeTakeFirstOrThrow();
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
  const photo = (
    file_name: string,
    description: string | null,
    caption: string | null,
    date_taken: string | null,
  ) => ({
    canoe_id,
    image_id,
    file_name,
    description,
    caption,
    date_taken,
    uploaded_by: 'Kawika Nāone',
    uploaded_by_user_id: null,
    uploaded_at: now,
  });
  await old
    .insertInto('canoe_media')
    .values([
      photo('kualoa.jpg', 'Hōkūleʻa leaving Kualoa at dawn', null, '1976-05-01'),
      photo('IMG_0042.jpg', 'IMG_0042', null, null),
      photo('launch.png', 'launch.png', null, null),
      photo('hilo.jpg', 'The hull at Hilo', 'Launch day at Hilo', '1998-06-14'),
      photo('blank.jpg', null, null, null),
    ])
    .execute();
  await migrate(db);
});
afterAll(() => drop());

describe('migration 015: photo credits and rights', () => {
  it('runs on a database that has run 016 already, and leaves no migration pending', async () => {
    const migrations = await new Migrator({
      db: db.kysely,
      provider: { getMigrations: () => loadMigrations(db.dialect, db.migrationTools) },
      migrationTableSchema: db.schema,
      allowUnorderedMigrations: true,
    }).getMigrations();
    expect(migrations.find((m) => m.name === '015-photo-credits')?.executedAt).toBeInstanceOf(Date);
    expect(migrations.filter((m) => !m.executedAt).map((m) => m.name)).toEqual([]);
    // Starting again changes nothing.
    await expect(migrate(db)).resolves.toBeUndefined();
  });

  it('adds credit and licence, empty, and keeps every photo and its date as it was', async () => {
    const rows = await db.kysely
      .selectFrom('canoe_media')
      .select(['file_name', 'caption', 'description', 'credit', 'licence', 'date_taken', 'uploaded_by'])
      .orderBy('media_id')
      .execute();
    expect(rows).toEqual([
      {
        file_name: 'kualoa.jpg',
        // A photo with no caption takes its description as one.
        caption: 'Hōkūleʻa leaving Kualoa at dawn',
        description: 'Hōkūleʻa leaving Kualoa at dawn',
        credit: null,
        licence: null,
        date_taken: '1976-05-01',
        uploaded_by: 'Kawika Nāone',
      },
      // A description that is only the file name (the photos page's old default) is no caption.
      expect.objectContaining({ file_name: 'IMG_0042.jpg', caption: null, description: 'IMG_0042' }),
      expect.objectContaining({ file_name: 'launch.png', caption: null, description: 'launch.png' }),
      // A caption of its own is kept.
      expect.objectContaining({
        file_name: 'hilo.jpg',
        caption: 'Launch day at Hilo',
        date_taken: '1998-06-14',
      }),
      expect.objectContaining({ file_name: 'blank.jpg', caption: null, description: null }),
    ]);
  });

  it('lets the database refuse a licence outside the list', async () => {
    const first = await db.kysely.selectFrom('canoe_media').select('media_id').executeTakeFirstOrThrow();
    const set = (licence: string) =>
      (db.kysely as unknown as Kysely<any>)
        .updateTable('canoe_media')
        .set({ licence })
        .where('media_id', '=', first.media_id)
        .execute();
    await expect(set('cc-by-4.0')).resolves.toBeDefined();
    await expect(set('CC BY 4.0')).rejects.toThrow(/check/i);
  });
});
