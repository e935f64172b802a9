import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { SQLITE_TRIGRAM_TABLES } from './011-trigram-search.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * SQLite: the FTS5 trigram tables (migration 011) merge a level of their index as soon as it holds two segments
 * when asked to merge (`usermerge = 2`, FTS5's default being 4), so the server's merges after changes
 * (db/search-index-upkeep.ts) leave one segment per level, and a search reads a handful of segments. A setting
 * kept in each table's own config; PostgreSQL has nothing of the kind.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect !== 'sqlite') return;
      for (const [fts] of SQLITE_TRIGRAM_TABLES) {
        const table = sql.id(fts);
        await sql`insert into ${table}(${table}, rank) values ('usermerge', 2)`.execute(db);
      }
    },
  };
}
