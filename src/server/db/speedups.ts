/**
 * The database's speed-ups, and the one switch that turns them all off: `DB_SPEEDUPS=off`. Each one changes how a
 * query runs, never what it answers:
 *
 * - the handle Kysely's driver is given: on SQLite it keeps prepared statements by their text
 *   (statement-cache.ts); on PostgreSQL its connections run the fixed-shape reads as named prepared statements
 *   (prepared-statements.ts);
 * - fixed-shape reads are built and compiled once and then run with each id or list of ids, a short list padded
 *   to the length PostgreSQL plans it for (compiled.ts);
 * - a text search asks its trigram index for the text's rarest trigrams only, chosen by a sample of the column
 *   (trigram-sample.ts), and the search box on PostgreSQL runs as a named statement or through `canoe_search_ids`,
 *   whose one plan is kept (migration 024);
 * - a common search (one text list alone passes the cap) is answered by a walk of the registry in name order,
 *   its total reported capped (canoe.repository.ts `commonSearch`, decision 022).
 *
 * With the switch off every query is built, compiled, prepared and planned the way Kysely and the driver do by
 * themselves. The search and repository tests pass both ways (`DB_SPEEDUPS=off npx vitest run …`), which shows
 * that the speed-ups change nothing but speed.
 */
import type pg from 'pg';
import type { Database as SqliteDatabase } from 'better-sqlite3';
import { PostgresDialect, SqliteDialect, type Dialect, type Kysely } from 'kysely';
import type { Database } from './tables.ts';
import { namingPool } from './prepared-statements.ts';
import { cachingDatabase } from './statement-cache.ts';

/** The environment variable that turns the speed-ups off. */
export const SPEEDUPS_VARIABLE = 'DB_SPEEDUPS';

/** Whether the environment leaves the speed-ups on: unset or "on" (also true/1/yes), or "off" (false/0/no). */
export function speedupsFromEnv(env: Record<string, string | undefined> = process.env): boolean {
  const raw = env[SPEEDUPS_VARIABLE]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return true;
  if (['on', 'true', '1', 'yes'].includes(raw)) return true;
  if (['off', 'false', '0', 'no'].includes(raw)) return false;
  throw new Error(`${SPEEDUPS_VARIABLE} must be "on" or "off"; got "${env[SPEEDUPS_VARIABLE]}"`);
}

/**
 * The adapters of the databases opened with the speed-ups on. A database's Kysely, its transactions and its
 * connections share one adapter, so any executor tells which database it belongs to.
 */
const fast = new WeakSet<object>();

/** Are the speed-ups on for the database this executor (a Kysely, a transaction, a connection) runs on? */
export function speedupsOn(db: Kysely<Database>): boolean {
  return fast.has(db.getExecutor().adapter);
}

/** The dialect with its adapter known as the speed-ups' own, when they are on. */
function marked(dialect: Dialect, on: boolean): Dialect {
  if (!on) return dialect;
  return {
    createAdapter: () => {
      const adapter = dialect.createAdapter();
      fast.add(adapter);
      return adapter;
    },
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/** Kysely's PostgreSQL dialect on the pool; with the speed-ups, its connections run named statements by name. */
export function postgresDialect(pool: pg.Pool, on: boolean): Dialect {
  return marked(new PostgresDialect({ pool: on ? namingPool(pool) : pool }), on);
}

/** Kysely's SQLite dialect on the database; with the speed-ups, prepared statements are kept by their text. */
export function sqliteDialect(database: SqliteDatabase, on: boolean): Dialect {
  return marked(new SqliteDialect({ database: on ? cachingDatabase(database) : database }), on);
}
