import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** SQLite's R-tree of the days each canoe may have been built in (kept by triggers on `canoes`). */
export const BUILD_SPANS = 'canoe_build_spans';

/**
 * A canoe's build date is a span of days (an uncertain date: its earliest and latest day), and the registry's year
 * filter asks which spans overlap the years asked for: `build_date_latest >= from and build_date <= to`. Neither
 * column's index answers that: a B-tree on one end reads every canoe on that side of the range (half the registry
 * for a year in the middle) to find the few whose other end reaches into it. A spatial index of the spans does:
 * on SQLite an R-tree (`canoe_build_spans`, kept by triggers), on PostgreSQL a GiST index of the span as an integer
 * range (days written `yyyymmdd`, by the immutable `build_day`). Derived like the search indexes: never recorded,
 * never exported. Issue 33.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect === 'postgres') {
        await sql`create function build_day(day text) returns integer language sql immutable parallel safe
          as $$ select replace(day, '-', '')::integer $$`.execute(db);
        await sql`create index canoes_build_span on canoes using gist
          (int4range(build_day(build_date), build_day(coalesce(build_date_latest, build_date)), '[]'))
          where build_date is not null`.execute(db);
        return;
      }
      const spans = sql.id(BUILD_SPANS);
      // Days as integers, yyyymmdd; the span's ends in order whatever was stored.
      const day = (column: string) => sql`cast(replace(${sql.raw(column)}, '-', '') as integer)`;
      const row = (canoe: 'new' | 'c') => sql`select ${sql.raw(`${canoe}.canoe_id`)},
        min(${day(`${canoe}.build_date`)}, ${day(`coalesce(${canoe}.build_date_latest, ${canoe}.build_date)`)}),
        max(${day(`${canoe}.build_date`)}, ${day(`coalesce(${canoe}.build_date_latest, ${canoe}.build_date)`)})`;
      await sql`create virtual table ${spans} using rtree_i32(canoe_id, earliest, latest)`.execute(db);
      await sql`create trigger canoes_build_span_insert after insert on canoes
        when new.build_date is not null begin
          insert into ${spans} ${row('new')}; end`.execute(db);
      await sql`create trigger canoes_build_span_update after update of build_date, build_date_latest on canoes
        begin
          delete from ${spans} where canoe_id = old.canoe_id;
          insert into ${spans} ${row('new')} where new.build_date is not null; end`.execute(db);
      await sql`create trigger canoes_build_span_delete after delete on canoes begin
          delete from ${spans} where canoe_id = old.canoe_id; end`.execute(db);
      await sql`insert into ${spans} ${row('c')} from canoes as c where c.build_date is not null`.execute(db);
    },
  };
}
