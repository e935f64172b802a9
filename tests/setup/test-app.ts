/**
 * A fresh, migrated database and app for one test file. SQLite by default (a temporary file);
 * PostgreSQL when the `postgres` test project runs (a fresh schema in TEST_DATABASE_URL). With DB_SPEEDUPS=off in
 * the environment the databases run without their speed-ups (src/server/db/speedups.ts): the same tests then show
 * that the speed-ups change nothing but speed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse as LightResponse } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { migrate, openDatabase, type Db } from '../../src/server/db/database.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** Bearer tokens: admin (groups ["admin"]), editor (["canoe-admins"]: admin but not People), user (no group). */
  tokens: { admin: string; editor: string; user: string };
  /** `app.inject` with the given caller's bearer token ("anonymous" sends none). */
  request(as: 'admin' | 'editor' | 'user' | 'anonymous', options: InjectOptions): Promise<LightResponse>;
  close(): Promise<void>;
}

export const testDialect = (): 'sqlite' | 'postgres' =>
  process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * The migrated schema every test file starts from, made once per set of migrations and copied per file: a SQLite
 * file copied beside the test's own (the copy takes a millisecond where migrating takes a third of a second).
 * Named by a hash of the database code, so a changed migration makes a new template and concurrent workers that
 * both build it write the same thing (each renames its own finished copy into place).
 */
function migrationsHash(): string {
  // The migrations and the database code they build on (history tables, triggers, text search).
  const dir = path.join(import.meta.dirname, '../../src/server/db');
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

let sqliteTemplate: Promise<string> | undefined;

function sqliteTemplateFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `koa-test-template-${migrationsHash()}.sqlite`);
    if (fs.existsSync(file)) return file;
    const building = `${file}.${process.pid}.${randomUUID()}`;
    const db = openDatabase({ databaseUrl: null, sqliteFile: building });
    await migrate(db);
    // Closing checkpoints the write-ahead log into the file, so the file alone is the whole database.
    await db.close();
    fs.renameSync(building, file);
    return file;
  })();
  return sqliteTemplate;
}

/**
 * The same test database opened a second time with the speed-ups off (db/speedups.ts), for tests that compare every
 * answer both ways. Closed by the caller; the database itself goes with the first one's `drop`.
 */
export function reopenWithoutSpeedups(db: Db): Db {
  return db.dialect === 'postgres'
    ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: db.schema, speedups: false })
    : openDatabase({ databaseUrl: null, sqliteFile: db.location, speedups: false });
}

/**
 * A database of its own for one test file: empty, or `migrated` (the schema of every migration, copied from the
 * template; a test of migrating itself asks for an empty one); `speedups` as DB_SPEEDUPS says unless given.
 */
export async function openTestDatabase(
  options: { migrated?: boolean; speedups?: boolean } = {},
): Promise<{ db: Db; drop: () => Promise<void> }> {
  if (testDialect() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL must be set for the postgres test project');
    const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const db = openDatabase({ databaseUrl: url, pgSchema: schema, speedups: options.speedups });
    if (options.migrated) await migrate(db);
    return {
      db,
      drop: async () => {
        await db.close();
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-test-'));
  const file = path.join(dir, 'registry.sqlite');
  if (options.migrated) fs.copyFileSync(await sqliteTemplateFile(), file);
  const db = openDatabase({ databaseUrl: null, sqliteFile: file, speedups: options.speedups });
  return {
    db,
    drop: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { db, drop } = await openTestDatabase({ migrated: true });
  const config = loadConfig({ DATA_DIR: os.tmpdir(), DEMO_DATA: 'off', MAX_IMAGE_MB: '2', ...env });
  const app = await buildApp({ config, db }, { logger: false });
  await app.ready();

  await createUser(db, {
    email: 'admin@example.org',
    name: 'Test Admin',
    password: 'admin-password-1',
    groups: ['admin'],
  });
  await createUser(db, {
    email: 'editor@example.org',
    name: 'Test Editor',
    password: 'editor-password-1',
    groups: ['Canoe-Admins'],
  });
  await createUser(db, {
    email: 'user@example.org',
    name: 'Test User',
    password: 'user-password-1',
    groups: [],
  });
  const tokens = {
    admin: await createApiToken(db, 'admin@example.org'),
    editor: await createApiToken(db, 'editor@example.org'),
    user: await createApiToken(db, 'user@example.org'),
  };

  return {
    app,
    db,
    config,
    tokens,
    request(as, options) {
      const headers = { ...(options.headers ?? {}) } as Record<string, string>;
      if (as !== 'anonymous') headers.authorization = `Bearer ${tokens[as]}`;
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * The test's PostgreSQL database opened again with the speed-ups on, whatever DB_SPEEDUPS says: for the tests of
 * the speed-ups themselves (named statements, kept plans). Close it before the test's own database.
 */
export function openWithSpeedups(db: Db): Db {
  const url = process.env.TEST_DATABASE_URL;
  if (db.dialect !== 'postgres' || !url)
    throw new Error('openWithSpeedups opens the PostgreSQL test database');
  return openDatabase({ databaseUrl: url, pgSchema: db.schema, speedups: true });
}

/** Count the rows of a table: "the database is unchanged" checks. */
export async function countRows(db: Db, table: string): Promise<number> {
  const row = await db.kysely
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    .selectFrom(table as any)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
