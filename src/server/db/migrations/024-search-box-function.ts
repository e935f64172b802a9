import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * PostgreSQL: the registry's search box as a function, `canoe_search_ids`, whose one query PostgreSQL plans once
 * per connection and keeps (`plan_cache_mode = force_generic_plan`, set for the function's own run only). Planning
 * the same query for each search's values was two thirds of PostgreSQL's time for a new search at 100,000 canoes
 * (0.6 of 0.9 ms); the kept plan runs in 0.12–0.15 ms (docs/performance.md, decision 010).
 *
 * The query is the search box's as the registry's search builds it (canoe.repository.ts, `canoesMatching`) in the
 * one shape where a plan made without the values is always right: each folded-name list asked for two trigrams
 * (`names_1`, `names_2`; `stewards_1`, `stewards_2`: LIKE patterns, the same trigram twice when the text has one)
 * and the whole folded text compared on the rows they find, and the bow number's pattern, which holds a trigram.
 * Any other search is built and planned for its values as before. The caller checks the shape (`searchBoxPage`, canoe.repository.ts).
 *
 * Returns the page's canoe ids in the registry's order, each with how many canoes match in all (`n`). Its rows are
 * estimated as a page (`rows 24`, where a function is otherwise taken for 1,000), so a query joining them to the
 * canoes' summaries looks each canoe up by key.
 * The search path is the one the migration ran with, so the function reads the registry's own tables.
 * SQLite plans its statements once already (db/statement-cache.ts): nothing to do there.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`
        create function canoe_search_ids(
          names_1 text, names_2 text, stewards_1 text, stewards_2 text, needle text, hull_pattern text,
          page_limit bigint, page_offset bigint)
        returns table (canoe_id integer, n bigint)
        language plpgsql stable rows 24
        set plan_cache_mode = force_generic_plan
        set search_path from current
        as $body$
        begin
          return query
            select c.canoe_id, count(*) over () as n
            from canoes as c
            where c.canoe_id in (
              select sn.canoe_id from canoe_names as sn
              where sn.name_folded like names_1 escape '\\' and sn.name_folded like names_2 escape '\\'
                and strpos(sn.name_folded, needle) > 0
              union
              select so.canoe_id from ownerships as so
              where so.end_date is null and so.owner_id in (
                select sow.owner_id from owners as sow
                where sow.name_folded like stewards_1 escape '\\' and sow.name_folded like stewards_2 escape '\\'
                  and strpos(sow.name_folded, needle) > 0)
              union
              select sh.canoe_id from canoes as sh where lower(sh.hull_id) like hull_pattern escape '\\')
            order by c.name_sort_group, c.name_sort, c.canoe_id
            limit page_limit offset page_offset;
        end
        $body$`.execute(db);
    },
  };
}
