import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { migrate, openDatabase, type Db } from './database.ts';
import { describeFault, isDatabaseUnavailable } from './faults.ts';

export interface OpenOptions {
  /**
   * Wait for a database that cannot be reached, trying again after 1 s, then twice as long each time up to 30 s,
   * and say so through this each time (the server's start). Without it, an unreachable database is an error at
   * once (the command line).
   */
  waiting?: (message: string) => void;
  /** The longest wait between attempts, in milliseconds (tests). Default 30 s. */
  longestWaitMs?: number;
}

/** The error of a database that cannot be reached: never a migration's failure, which calls for a restore. */
export class DatabaseUnreachableError extends Error {}

const unreachable = (db: Db, error: unknown) =>
  `The database at ${db.location} cannot be reached (${describeFault(error)})`;

/**
 * The server's database: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR; migrated. A database
 * that cannot be reached (not started yet, restarting, a network away) is waited for with `waiting`, and is
 * otherwise a DatabaseUnreachableError, whose message says so and where (password hidden).
 */
export async function openServerDatabase(config: Config, options: OpenOptions = {}): Promise<Db> {
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'registry.sqlite'),
    speedups: config.dbSpeedups,
  });
  let wait = 1000;
  for (;;) {
    try {
      await sql`select 1`.execute(db.kysely);
      await migrate(db);
      return db;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) {
        await db.close().catch(() => undefined);
        throw error;
      }
      if (!options.waiting) {
        await db.close().catch(() => undefined);
        throw new DatabaseUnreachableError(unreachable(db, error), { cause: error });
      }
      options.waiting(`${unreachable(db, error)}: trying again in ${wait / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, options.longestWaitMs ?? 30_000);
    }
  }
}
