/**
 * better-sqlite3 prepares a statement anew on every call of `prepare`, and Kysely's SQLite driver calls it for
 * every query: a large share of a simple read's time. The database handle given to the driver (speedups.ts) keeps
 * the most recently used prepared statements by their SQL text, so a query the server runs again reuses its
 * statement. A statement is reused only by the one connection it belongs to, one query at a time (Kysely's SQLite
 * driver runs queries one after another); SQLite re-prepares a cached statement by itself after a schema change.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many statements are kept: the server's distinct hot queries fit many times over. */
export const STATEMENT_CACHE_SIZE = 500;

/** The database as Kysely's SQLite driver uses it, its prepared statements kept by their text. */
export function cachingDatabase(database: Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => database.close(),
    prepare(source: string) {
      let statement = cache.get(source);
      if (statement) {
        // Most recently used last: the first key is the one to drop.
        cache.delete(source);
      } else {
        statement = database.prepare(source);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(source, statement);
      return statement;
    },
  };
}
