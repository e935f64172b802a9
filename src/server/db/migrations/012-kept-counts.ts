import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * How many canoes there are, kept in `row_counts` by triggers (decision 010), so the registry's unfiltered
 * X-Total-Count does not count 100,000 rows on every page. Triggers rather than application code: every writer,
 * the change history's revert and restore and the cascades included, keeps the count without knowing of it.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('row_counts')
        .addColumn('table_name', 'text', (c) => c.primaryKey())
        .addColumn('n', 'integer', (c) => c.notNull())
        .execute();
      await sql`insert into row_counts (table_name, n) select 'canoes', count(*) from canoes`.execute(db);
      if (dialect === 'postgres') {
        // Per statement, from its transition table: a bulk insert updates the count once.
        await sql`create function count_canoes() returns trigger language plpgsql as $$
          begin
            if tg_op = 'INSERT' then
              update row_counts set n = n + (select count(*) from added) where table_name = 'canoes';
            else
              update row_counts set n = n - (select count(*) from removed) where table_name = 'canoes';
            end if;
            return null;
          end $$`.execute(db);
        await sql`create trigger canoes_counted_insert after insert on canoes
          referencing new table as added for each statement execute function count_canoes()`.execute(db);
        await sql`create trigger canoes_counted_delete after delete on canoes
          referencing old table as removed for each statement execute function count_canoes()`.execute(db);
        return;
      }
      await sql`create trigger canoes_counted_insert after insert on canoes begin
        update row_counts set n = n + 1 where table_name = 'canoes'; end`.execute(db);
      await sql`create trigger canoes_counted_delete after delete on canoes begin
        update row_counts set n = n - 1 where table_name = 'canoes'; end`.execute(db);
    },
  };
}
