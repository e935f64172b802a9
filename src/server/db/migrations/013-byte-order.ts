import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The registry's sort key compared byte by byte on PostgreSQL too (collation "C"), as SQLite compares text, so
 * both databases list the same canoes in the same order whatever the server's locale (decision 010). The key is
 * the folded name (shared/text.ts), so names that differ only in case, kahakō or ʻokina share it and are ordered
 * by canoe id on both. The index on it is rebuilt with the column.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`alter table canoes alter column name_sort type text collate "C"`.execute(db);
    },
  };
}
