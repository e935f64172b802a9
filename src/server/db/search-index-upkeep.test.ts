/**
 * The SQLite search index's segments are merged (db/search-index-upkeep.ts): a search then reads a handful of
 * segments however many edits made them, finds what it found before, and the server does it by itself at start
 * and after changes. PostgreSQL's trigram indexes have no segments: nothing to do there.
 */
import os from 'node:os';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Db } from './database.ts';
import { registerSearchIndexUpkeep } from './search-index-upkeep.ts';

let db: Db;
let drop: () => Promise<void>;

beforeEach(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
});

afterEach(async () => {
  await drop();
});

/** Stewards added one at a time, as editors add them: each write leaves a new segment in the index. */
async function addStewards(count: number, from = 0) {
  for (let i = from; i < from + count; i++) {
    await db.kysely
      .insertInto('owners')
      .values({
        name: `Hui Waʻa ${i}`,
        name_folded: `hui waa ${i}`,
        owner_type: 'club',
        description_folded: '',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
      })
      .execute();
  }
}

/**
 * Whether a merge of the stewards' index would still find work, asked on a second connection inside a
 * transaction that is rolled back, so the question changes nothing.
 */
function stewardsIndexNeedsMerging(): boolean {
  const other = new SQLite(db.location);
  try {
    other.exec('begin immediate');
    const changes = other.prepare('select total_changes()').pluck();
    const before = changes.get() as number;
    other.exec(`insert into owners_fts(owners_fts, rank) values ('merge', 16)`);
    const worked = (changes.get() as number) - before >= 2;
    other.exec('rollback');
    return worked;
  } finally {
    other.close();
  }
}

const stewardsMatching = async (text: string) =>
  (
    await sql<{
      id: number;
    }>`select rowid as id from owners_fts where owners_fts match ${`"${text}"`} order by rowid`.execute(
      db.kysely,
    )
  ).rows.map((row) => row.id);

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (check()) {
    if (Date.now() > deadline) throw new Error(`still ${what} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the search index’s segments', () => {
  it('are merged, and every search finds what it found before', async ({ skip }) => {
    if (db.dialect !== 'sqlite') {
      expect(db.mergeSearchSegments).toBeUndefined();
      skip();
    }
    await addStewards(120);
    expect(stewardsIndexNeedsMerging()).toBe(true);
    const before = { all: await stewardsMatching('hui waa'), some: await stewardsMatching('waa 11') };
    expect(before.all).toHaveLength(120);

    expect(await db.mergeSearchSegments!()).toBe(true);

    expect(stewardsIndexNeedsMerging()).toBe(false);
    expect(await stewardsMatching('hui waa')).toEqual(before.all);
    expect(await stewardsMatching('waa 11')).toEqual(before.some);
    // Migration 023: a merge takes every level that holds two segments.
    const config = await sql<{ k: string; v: unknown }>`select k, v from owners_fts_config`.execute(
      db.kysely,
    );
    expect(config.rows).toContainEqual({ k: 'usermerge', v: 2 });
  });

  it('waits for nobody: while another process holds the database it stops, and the next run merges', async ({
    skip,
  }) => {
    if (db.dialect !== 'sqlite') skip();
    await addStewards(60);
    const other = new SQLite(db.location);
    other.exec('begin immediate');
    const started = Date.now();
    expect(await db.mergeSearchSegments!()).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    other.exec('rollback');
    other.close();
    expect(await db.mergeSearchSegments!()).toBe(true);
    expect(stewardsIndexNeedsMerging()).toBe(false);
  });

  it('are merged by the server at start and again after the archive changes', async ({ skip }) => {
    if (db.dialect !== 'sqlite') skip();
    await addStewards(60);
    const app = Fastify();
    registerSearchIndexUpkeep(app, db, 50);
    await app.ready();
    try {
      await until(stewardsIndexNeedsMerging, 'unmerged at start');
      await addStewards(60, 60);
      expect(stewardsIndexNeedsMerging()).toBe(true);
      await until(stewardsIndexNeedsMerging, 'unmerged after the change');
      expect(await stewardsMatching('hui waa')).toHaveLength(120);
    } finally {
      await app.close();
    }
  });
});

describe('the registry server', () => {
  it('merges the search index when it starts', async ({ skip }) => {
    if (db.dialect !== 'sqlite') skip();
    await addStewards(60);
    expect(stewardsIndexNeedsMerging()).toBe(true);
    const config = loadConfig({ DATA_DIR: os.tmpdir(), DEMO_DATA: 'off' });
    const app = await buildApp({ config, db }, { logger: false });
    await app.ready();
    try {
      await until(stewardsIndexNeedsMerging, 'unmerged after the server started');
    } finally {
      await app.close();
    }
  });
});
