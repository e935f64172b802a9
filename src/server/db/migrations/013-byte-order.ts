import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The registry's sort key compared byte by byte on PostgreSQL too (collation "C"), as SQLite compares text, so
 * both databases list the same canoes in the same order whatever the server's locale (decision 010). The key is
 * the folded name (shared/text.ts), so names that differ only in case, kahakō or ʻokina share it and are ordered
 * by canoe id on both. The index on it is rebuilt with the column. Also: an index for the type filter in name order.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect === 'postgres') {
        await sql`alter table canoes alter column name_sort type text collate "C"`.execute(db);
      }
      // The type filter's first page straight from an index in name order, instead of sorting a third of the
      // registry (50 ms at 100,000 canoes on SQLite).
      await db.schema
        .createIndex('canoes_type_name_sort')
        .on('canoes')
        .columns(['type_id', 'name_sort_group', 'name_sort', 'canoe_id'])
        .execute();
    },
  };
}
