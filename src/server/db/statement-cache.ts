/**
 * better-sqlite3 prepares a statement anew on every call of `prepare`, and Kysely's SQLite driver calls it for
 * every query: about a fifth of a simple read's time (issue 10). This keeps the most recently used prepared
 * statements by their SQL text, so a query the server runs again reuses its statement. A statement is reused only
 * by the one connection it belongs to, one query at a time (Kysely's SQLite driver runs queries one after another);
 * SQLite re-prepares a cached statement by itself after a schema change.
 */
import type { Database, Statement } from 'better-sqlite3';

/** How many statements are kept: the server's distinct hot queries fit many times over. */
export const STATEMENT_CACHE_SIZE = 500;

export function cacheStatements(database: Database, size = STATEMENT_CACHE_SIZE): Database {
  const prepare = database.prepare.bind(database);
  const cache = new Map<string, Statement>();
  database.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      // Most recently used last: the first key is the one to drop.
      cache.delete(source);
    } else {
      statement = prepare(source);
      if (cache.size >= size) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, statement);
    return statement;
  }) as Database['prepare'];
  return database;
}
