import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, sql, type Migration } from 'kysely';
import type { Database } from './tables.ts';
import { pathToFileURL } from 'node:url';
import { postgresDialect, speedupsFromEnv, sqliteDialect } from './speedups.ts';
import { mergeSearchSegments } from './search-index-upkeep.ts';
import { postgresDataVersion, sqliteDataVersion, WriteCounter, type DataVersion } from './data-changes.ts';
import { DiskState } from './faults.ts';
import { guardedDialect } from './guarded-dialect.ts';
import { withSearchPathIntrospector } from './schema-introspector.ts';

import type { Dialect } from './dialect.ts';
import type { MigrationTools } from './migration-tools.ts';

export type { Dialect };

/** What queries run on: the database or a transaction (a Transaction is a Kysely). */
export type Executor = Kysely<Database>;

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** Where the data lives, for the start-up message (password hidden). */
  location: string;
  /** PostgreSQL schema in use when not the default (tests use one per file). */
  schema?: string;
  /**
   * Changes whenever this process writes to the archive's data or another connection has committed a change to
   * it; null while that cannot be told (db/data-changes.ts).
   */
  dataVersion(): string | null;
  /** Starts watching for other connections' changes; resolves once `dataVersion` can answer (or cannot). */
  watchDataChanges(): Promise<void>;
  close(): Promise<void>;
  /** SQLite: merges the search index's segments (db/search-index-upkeep.ts); false when another process held it. */
  mergeSearchSegments?: () => Promise<boolean>;
  /** What a migration may need beyond SQL (SQLite: editing a check constraint in place). */
  migrationTools?: MigrationTools;
  /** Whether the last write failed for want of disk space (db/faults.ts); reported by readiness. */
  disk: DiskState;
}

export interface DbOptions {
  /** `postgres://…`; null for SQLite. */
  databaseUrl: string | null;
  /** SQLite file path (ignored for PostgreSQL). */
  sqliteFile?: string;
  /** PostgreSQL schema to use (tests use one per file). */
  pgSchema?: string;
  /** The speed-ups (db/speedups.ts); off runs every query as Kysely and the driver do. Default: DB_SPEEDUPS. */
  speedups?: boolean;
}

// PostgreSQL returns int8/numeric as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

function versionOf(writes: WriteCounter, others: DataVersion): string | null {
  const version = others.current();
  return version === null ? null : `${writes.count}:${version}`;
}

export function openDatabase(options: DbOptions): Db {
  const speedups = options.speedups ?? speedupsFromEnv();
  if (options.databaseUrl) {
    const connection = {
      connectionString: options.databaseUrl,
      options: options.pgSchema ? `-c search_path=${options.pgSchema}` : undefined,
    };
    const pool = new pg.Pool({
      ...connection,
      max: 10,
      // Named, so an operator (or a test) can tell this process's connections among the server's.
      application_name: `koa registry ${options.pgSchema ?? ''}`.trim().slice(0, 63),
      // A database that does not answer (a host gone, not a refused port) fails a request within this, not never.
      connectionTimeoutMillis: 5000,
    });
    // A connection that dies (a PostgreSQL restart, a failover, pg_terminate_backend, a pooler's idle timeout)
    // emits 'error': the pool's own while it is idle, the client's while a request holds it between statements.
    // Unhandled, either one ends the process. The pool drops a dead connection by itself and the next
    // request opens another; the request that was using it fails with the error, answered 503 (http/errors.ts).
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      client.on('error', () => {});
    });
    const writes = new WriteCounter();
    const disk = new DiskState();
    const kysely = new Kysely<Database>({
      dialect: withSearchPathIntrospector(guardedDialect(postgresDialect(pool, speedups), { disk })),
      plugins: [writes],
    });
    const changes = postgresDataVersion(connection, options.pgSchema ?? 'public');
    const url = new URL(options.databaseUrl);
    if (url.password) url.password = '***';
    return {
      kysely,
      dialect: 'postgres',
      location: url.toString(),
      schema: options.pgSchema,
      dataVersion: () => versionOf(writes, changes),
      watchDataChanges: changes.start,
      disk,
      close: async () => {
        await changes.close();
        await kysely.destroy();
      },
    };
  }
  const file = options.sqliteFile ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Table statistics for the query planner (analysed where missing or stale, within a bounded effort), as SQLite
  // advises on opening: without them the registry's filters may walk the wrong index (docs/performance.md).
  sqlite.pragma('optimize = 0x10002');
  const writes = new WriteCounter();
  const disk = new DiskState();
  const kysely = new Kysely<Database>({
    dialect: guardedDialect(sqliteDialect(sqlite, speedups), {
      disk,
      inTransaction: () => sqlite.open && sqlite.inTransaction,
    }),
    plugins: [writes],
  });
  const changes = sqliteDataVersion(sqlite);
  return {
    kysely,
    dialect: 'sqlite',
    location: file,
    dataVersion: () => versionOf(writes, changes),
    watchDataChanges: changes.start,
    disk,
    close: () => kysely.destroy(),
    mergeSearchSegments: () =>
      mergeSearchSegments(sqlite, (step) => kysely.connection().execute(async () => step())),
    migrationTools: {
      // better-sqlite3 opens databases in defensive mode, which forbids writing sqlite_schema even with
      // writable_schema on; it is lifted only for the length of the edit.
      async editSqliteSchema(edit) {
        sqlite.unsafeMode(true);
        try {
          await edit();
        } finally {
          sqlite.unsafeMode(false);
        }
      },
    },
  };
}

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

/**
 * Every `migrations/NNN-name.ts` in name order, each exporting `migration(dialect)`: a new migration is a new
 * file and nothing else. The file name (without `.ts`) is the name Kysely records, so never rename a shipped one.
 * The compiled server (scripts/build-server.ts) finds them as `NNN-name.js` beside its main.js.
 */
export async function loadMigrations(
  dialect: Dialect,
  tools: MigrationTools = {},
): Promise<Record<string, Migration>> {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{3}-[a-z0-9-]+\.[jt]s$/.test(file))
    .sort();
  const migrations: Record<string, Migration> = {};
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as {
      migration?: (dialect: Dialect, tools: MigrationTools) => Migration;
    };
    if (typeof module.migration !== 'function') {
      throw new Error(`Migration ${file} must export a function named migration`);
    }
    migrations[file.replace(/\.[jt]s$/, '')] = module.migration(dialect, tools);
  }
  return migrations;
}

export async function migrate(db: Db): Promise<void> {
  const migrations = await loadMigrations(db.dialect, db.migrationTools);
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    // Kysely looks for its migration tables in every schema unless told which one (tests run one schema per file).
    migrationTableSchema: db.schema,
    // Numbers are handed out to work done side by side, so one merged later may carry a lower number than one a
    // database has already run (015 after 016): it runs then, in name order with any others pending. Each
    // migration therefore stands on its own and never assumes a higher-numbered one has not run.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    // The cause is kept: a database that went away meanwhile is not a failed migration (db/open.ts).
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, {
      cause: error,
    });
  }
}

/** True when the database answers a trivial query. */
export async function ping(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db.kysely);
    return true;
  } catch {
    return false;
  }
}

/** Is this error a unique-constraint violation (on either dialect)? */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Is this error a foreign-key violation (on either dialect)? */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (e?.code === '23503' || e?.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return true;
  // SQLite reports an ON DELETE RESTRICT refusal as a trigger constraint.
  return e?.code === 'SQLITE_CONSTRAINT_TRIGGER' && /FOREIGN KEY constraint failed/.test(e.message ?? '');
}

export function nowIso(): string {
  return new Date().toISOString();
}
