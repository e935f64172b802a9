import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * PostgreSQL: the search box's function (`canoe_search_ids`, migration 024) no longer finds a canoe by a name kept
 * for a protocol, nor by the steward of a kept current ownership (decision 020), as the search built for its values
 * (canoe.repository.ts, `canoesMatching`) does not. The same arguments and the same plan; only those two conditions
 * are new. SQLite has no such function: nothing to do there.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`
        create or replace function canoe_search_ids(
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
                and sn.protection_id is null
              union
              select so.canoe_id from ownerships as so
              where so.end_date is null and so.protection_id is null and so.owner_id in (
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
