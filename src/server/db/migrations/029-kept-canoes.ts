import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * A whole canoe kept for protocols (decision 020).
 *
 * `canoes_kept`: a partial index of the kept canoes alone, so the registry's total for a caller (the kept count of
 * migration 012 less the kept canoes they may not see) counts a handful of index entries rather than the table.
 *
 * PostgreSQL: `canoe_search_ids` (migration 024) takes a ninth argument, `seen`, the protections whose canoes the
 * caller may see besides public ones (an empty array for a visitor; null for every canoe), so the page and its
 * count hold only canoes the caller may see. The test is on the canoes the lists found, by key: the plan made once
 * stays right for every value. A name or current ownership kept on its own finds its canoe only for a caller who
 * passes its protection, as in the search built for its values (`canoesMatching`); one kept with its canoe
 * (`protection_own` 0) finds it for whoever may see the canoe.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await sql`create index canoes_kept on canoes (protection_id) where protection_id is not null`.execute(
        db,
      );
      if (dialect !== 'postgres') return;
      await sql`drop function canoe_search_ids(text, text, text, text, text, text, bigint, bigint)`.execute(
        db,
      );
      await sql`
        create function canoe_search_ids(
          names_1 text, names_2 text, stewards_1 text, stewards_2 text, needle text, hull_pattern text,
          page_limit bigint, page_offset bigint, seen integer[])
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
                and (sn.protection_id is null or sn.protection_own = 0 or seen is null
                  or sn.protection_id = any(seen))
              union
              select so.canoe_id from ownerships as so
              where so.end_date is null
                and (so.protection_id is null or so.protection_own = 0 or seen is null
                  or so.protection_id = any(seen))
                and so.owner_id in (
                select sow.owner_id from owners as sow
                where sow.name_folded like stewards_1 escape '\\' and sow.name_folded like stewards_2 escape '\\'
                  and strpos(sow.name_folded, needle) > 0)
              union
              select sh.canoe_id from canoes as sh where lower(sh.hull_id) like hull_pattern escape '\\')
              and (seen is null or c.protection_id is null or c.protection_id = any(seen))
            order by c.name_sort_group, c.name_sort, c.canoe_id
            limit page_limit offset page_offset;
        end
        $body$`.execute(db);
    },
  };
}
