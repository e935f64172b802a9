import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** Migration 011's PostgreSQL trigram indexes (absent where pg_trgm could not be created). */
const TRIGRAM_INDEXES = ['canoe_names_folded_trgm', 'owners_name_trgm', 'canoes_hull_trgm'];

/**
 * PostgreSQL: the registry's trigram indexes (migration 011) without GIN's pending list (`fastupdate = off`), and
 * the list they had moved into the index now. With it, rows written since the last VACUUM wait in an unordered list
 * (up to 4 MB) that every search reads through: at 100,000 canoes seeded in bulk, 393 pages of bow numbers, most of
 * a search's time even when nothing matches. A registry is written a record at a time and searched all day, and
 * autovacuum may not come for tens of thousands of inserts: each write now updates the index itself, as PostgreSQL
 * advises where consistent search times matter more than the speed of writes (docs: GIN, "GIN Fast Update
 * Technique"). SQLite's FTS5 tables (the same migration) have no such list: nothing to do.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect !== 'postgres') return;
      for (const name of TRIGRAM_INDEXES) {
        const found = await sql<{ index: string | null }>`select to_regclass(${name})::text as index`.execute(
          db,
        );
        if (!found.rows[0]?.index) continue;
        const index = sql.id(name);
        await sql`alter index ${index} set (fastupdate = off)`.execute(db);
        await sql`select gin_clean_pending_list(${name}::regclass)`.execute(db);
      }
    },
  };
}
