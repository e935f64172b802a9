import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';
import { hawaiianSortKey } from '../../../shared/i18n/collate.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Lists in the reader's order (decision 026, issue 34 item 6): a reader of the Hawaiian pages sees names in the
 * Hawaiian alphabet's order (vowels first, the ʻokina after w, a kahakō right after its plain vowel), the server
 * sorting and paging them as it does the English order, through an index.
 *
 * `name_sort_haw`: the name's Hawaiian sort key (`hawaiianSortKey`, shared/i18n/collate.ts), text that sorts byte
 * by byte (collation "C" on PostgreSQL, as SQLite compares) in that order. On canoes it follows the current name as
 * `name_sort` does (canoe-name.repository.ts `refreshNameSort`), with the same two indexes; on stewards, people
 * (a maker is listed by its person's name) and races it is kept from the name on every write (db/date-columns.ts
 * `withKeptColumns`). The keys of what is already kept are written here.
 *
 * PostgreSQL: `canoe_search_ids` (migrations 024, 029) takes a tenth argument, `haw`, the order of the page.
 */
const NAMED_TABLES: [table: string, id: string][] = [
  ['owners', 'owner_id'],
  ['people', 'person_id'],
  ['races', 'race_id'],
];

async function writeKeys(db: Db, table: string, id: string, rows: { id: number; name: string | null }[]) {
  for (const row of rows) {
    await db
      .updateTable(table)
      .set({ name_sort_haw: hawaiianSortKey(row.name ?? '') })
      .where(id, '=', row.id)
      .execute();
  }
}

export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      for (const table of ['canoes', ...NAMED_TABLES.map(([name]) => name)]) {
        await db.schema
          .alterTable(table)
          .addColumn('name_sort_haw', 'text', (c: any) => c.notNull().defaultTo(''))
          .execute();
        if (dialect === 'postgres') {
          await sql`alter table ${sql.table(table)} alter column name_sort_haw type text collate "C"`.execute(
            db,
          );
        }
      }
      await db.schema
        .createIndex('canoes_name_sort_haw')
        .on('canoes')
        .columns(['name_sort_group', 'name_sort_haw', 'canoe_id'])
        .execute();
      await db.schema
        .createIndex('canoes_type_name_sort_haw')
        .on('canoes')
        .columns(['type_id', 'name_sort_group', 'name_sort_haw', 'canoe_id'])
        .execute();
      await db.schema.createIndex('owners_name_haw').on('owners').columns(['name_sort_haw']).execute();
      await db.schema.createIndex('people_name_haw').on('people').columns(['name_sort_haw']).execute();

      for (const [table, id] of NAMED_TABLES) {
        const rows = await db
          .selectFrom(table)
          .select([`${id} as id`, 'name'])
          .execute();
        await writeKeys(db, table, id, rows as { id: number; name: string | null }[]);
      }
      // A canoe's current name as a visitor sees it (db/current-name.ts at this migration): the open name, else the
      // latest by start date (undated last), else the newest; names kept for a protocol left out.
      const current = await sql<{ id: number; name: string }>`
        select c.canoe_id as id, n.name as name from canoes as c
        join canoe_names as n on n.canoe_name_id = (
          select cur.canoe_name_id from canoe_names as cur
          where cur.canoe_id = c.canoe_id and cur.protection_id is null
          order by case when cur.end_date is null then 0 else 1 end,
            case when cur.start_date is null then 1 else 0 end,
            cur.start_date desc, cur.canoe_name_id desc
          limit 1)`.execute(db);
      await writeKeys(db, 'canoes', 'canoe_id', current.rows);

      if (dialect !== 'postgres') return;
      await sql`drop function canoe_search_ids(text, text, text, text, text, text, bigint, bigint, integer[])`.execute(
        db,
      );
      await sql`
        create function canoe_search_ids(
          names_1 text, names_2 text, stewards_1 text, stewards_2 text, needle text, hull_pattern text,
          page_limit bigint, page_offset bigint, seen integer[], haw boolean)
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
            order by c.name_sort_group, case when haw then c.name_sort_haw else c.name_sort end, c.canoe_id
            limit page_limit offset page_offset;
        end
        $body$`.execute(db);
    },
  };
}
