/**
 * The data version (db/data-changes.ts) on both databases: it moves with this process's writes to the archive's
 * data and with other connections' commits, not with private writes; every table is either public (and, on
 * PostgreSQL, notifies) or named private here, so a new table cannot be forgotten.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { buildCanoe } from '../record-builders/index.ts';
import { PUBLIC_TABLES, readsOnly } from './data-changes.ts';
import { openDatabase, type Db } from './database.ts';

/** Tables no visitor reads, whose writes need not drop visitors' kept answers. */
const PRIVATE_TABLES = new Set([
  'subscribers',
  // Who belongs to a protocol changes what its members see, never what a visitor's kept answer holds.
  'protocol_members',
  'users',
  'sessions',
  'api_tokens',
  'password_resets',
  'registrations',
  'oidc_logins',
  // The history's detail, written only with a row of `changes`; the kept count, only with a canoe.
  'change_rows',
  'change_subjects',
  'change_images',
  'row_counts',
  // Where an image's bytes are kept: its URLs and ETag (all a kept answer holds) stay the same wherever they are.
  'image_objects',
  'image_object_deletions',
  // Community submissions wait for review unseen; only what an approval writes (stories, photos) is public.
  'submissions',
  'submission_photos',
  'submission_recordings',
  'shared_recording_uploads',
  'site_secrets',
  'spent_challenges',
  // Messages waiting to be sent (decision 032): nothing a visitor reads.
  'mail_outbox',
  'followers',
  'follows',
  // A recording's file is written whole before any recording names it, and never changed (decision 035); the
  // change history's list of the files its changes name, as change_images.
  'recording_files',
  'recording_file_parts',
  'change_recording_files',
]);

let db: Db;
let other: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
  await db.watchDataChanges();
  other =
    db.dialect === 'postgres'
      ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: db.schema })
      : openDatabase({ databaseUrl: null, sqliteFile: db.location });
});
afterAll(async () => {
  await other.close();
  await drop();
});

async function tables(): Promise<string[]> {
  if (db.dialect === 'postgres') {
    const result = await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = ${db.schema ?? 'public'} and table_type = 'BASE TABLE'`.execute(db.kysely);
    return result.rows.map((row) => row.name);
  }
  const result = await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(
    db.kysely,
  );
  return result.rows.map((row) => row.name);
}

/** Waits for the version to move (PostgreSQL's notice arrives after the commit). */
async function movedFrom(version: string | null) {
  const until = Date.now() + 3000;
  while (db.dataVersion() === version && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return db.dataVersion() !== version;
}

describe('the data version', () => {
  it('knows every table as public or private', async () => {
    const all = await tables();
    expect(all).toContain('canoes');
    const unknown = all.filter(
      (name) =>
        !PUBLIC_TABLES.has(name) &&
        !PRIVATE_TABLES.has(name) &&
        !name.startsWith('kysely_') &&
        // SQLite's trigram indexes of public tables (migration 011), written only with them.
        !/_fts(?:_\w+)?$/.test(name) &&
        // Each canoe's text for a visitor's search (migration 030), written only by triggers on public tables.
        name !== 'canoe_search_texts' &&
        // SQLite's R-tree of the canoes' build spans (migration 042), written only by triggers on canoes.
        !name.startsWith('canoe_build_spans') &&
        !name.startsWith('sqlite_'),
    );
    expect(unknown, 'add each table to PUBLIC_TABLES (with its trigger) or to PRIVATE_TABLES').toEqual([]);
  });

  it('has, on PostgreSQL, a notifying trigger on every public table', async () => {
    if (db.dialect !== 'postgres') return;
    const result = await sql<{ table: string }>`select c.relname as table from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${db.schema ?? 'public'} and t.tgname like '%_data_changed'`.execute(db.kysely);
    expect(new Set(result.rows.map((row) => row.table))).toEqual(new Set(PUBLIC_TABLES));
  });

  it('moves with this process’s writes to public tables, not with private ones', async () => {
    expect(await movedFrom(null)).toBe(true);
    const start = db.dataVersion();
    await db.kysely
      .insertInto('subscribers')
      .values({ email: 'kai@example.org', email_normalized: 'kai@example.org', created_at: '2026-01-01' })
      .execute();
    expect(db.dataVersion()).toBe(start);
    await buildCanoe(db, { name: 'Hōkūleʻa' });
    expect(db.dataVersion()).not.toBe(start);
  });

  it('moves when another connection commits a change', async () => {
    // Let the notices of this file's own writes arrive first.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const start = db.dataVersion();
    expect(start).not.toBeNull();
    await buildCanoe(other, { name: 'Makaliʻi' });
    expect(await movedFrom(start)).toBe(true);
  });

  it('on PostgreSQL, listens again after its connection is lost, and sees what changed meanwhile', async () => {
    if (db.dialect !== 'postgres') return;
    const start = db.dataVersion();
    const killed = await sql<{ pid: number }>`select pg_terminate_backend(pid) as pid from pg_stat_activity
      where application_name = ${`koa data changes ${db.schema}`.slice(0, 63)}`.execute(other.kysely);
    expect(killed.rows).toHaveLength(1);
    await buildCanoe(other, { name: 'Kamahele' });
    // Down: nothing can be told; then back, with a version unlike any before.
    expect(await movedFrom(start)).toBe(true);
    const until = Date.now() + 5000;
    while (db.dataVersion() === null && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(db.dataVersion()).not.toBeNull();
    expect(db.dataVersion()).not.toBe(start);
  });
});

describe('a raw statement', () => {
  it('is a read when it selects, or its `with` writes nothing; anything else may write', () => {
    expect(readsOnly(['select count(*) from canoes'])).toBe(true);
    expect(readsOnly(['\n  with recursive runs(n) as (select 1) select n from runs where n < ', ''])).toBe(
      true,
    );
    expect(
      readsOnly(['with gone as (delete from sessions where expires_at < ', ') select count(*) from gone']),
    ).toBe(false);
    expect(readsOnly(['', ' limit ', ''])).toBe(false);
    expect(readsOnly(['update canoes set notes = ', ''])).toBe(false);
  });
});
