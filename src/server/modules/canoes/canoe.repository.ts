/** Kysely queries for canoes: the summary row of lists and detail, and the detail's child lists. */
import { sql, type SelectQueryBuilder } from 'kysely';
import { currentNameId } from '../../db/current-name.ts';
import type { Database } from '../../db/tables.ts';
import { withPaging } from '../../db/query-helpers.ts';
import type { Executor } from '../../db/database.ts';

export type { Executor };

/** Tables a canoe query can filter on: the canoe, its open ownership and that ownership's owner. */
type FilterTables = Database & {
  c: Database['canoes'];
  o: Database['ownerships'];
  ow: Database['owners'];
};
export type CanoeFilterQuery = SelectQueryBuilder<FilterTables, 'c' | 'o' | 'ow', object>;
export type CanoeFilter = (query: CanoeFilterQuery) => CanoeFilterQuery;

const noFilter: CanoeFilter = (query) => query;

/** Canoes joined with their open ownership (at most one, by the partial unique index) and its owner. */
function filteredCanoes(db: Executor, filter: CanoeFilter) {
  const base = db
    .selectFrom('canoes as c')
    .leftJoin('ownerships as o', (join) =>
      join.onRef('o.canoe_id', '=', 'c.canoe_id').on('o.end_date', 'is', null),
    )
    .leftJoin('owners as ow', 'ow.owner_id', 'o.owner_id');
  return filter(base as unknown as CanoeFilterQuery) as unknown as typeof base;
}

/**
 * Keep the canoe's sort key equal to its current name (folded), after any change to its names. Lists order by
 * this key through an index instead of working out every canoe's current name.
 */
export async function refreshNameSort(db: Executor, canoeId: number) {
  const current = await findCurrentName(db, canoeId);
  await db
    .updateTable('canoes')
    .set({ name_sort_group: current ? 0 : 1, name_sort: current?.name_folded ?? '' })
    .where('canoe_id', '=', canoeId)
    .execute();
}

/** One query for a page of canoe summaries: names, type, maker, current owner, photo count and first photo. */
export function selectCanoeSummaries(db: Executor, filter: CanoeFilter = noFilter) {
  return filteredCanoes(db, filter)
    .leftJoin('canoe_names as cn', (join) =>
      join.on((eb) => eb('cn.canoe_name_id', '=', currentNameId(eb.ref('c.canoe_id')))),
    )
    .leftJoin('canoe_types as t', 't.type_id', 'c.type_id')
    .leftJoin('makers as mk', 'mk.maker_id', 'c.maker_id')
    .leftJoin('people as mp', 'mp.person_id', 'mk.person_id')
    .leftJoin('canoe_media as fm', (join) =>
      join.on((eb) =>
        eb(
          'fm.media_id',
          '=',
          eb
            .selectFrom('canoe_media as m2')
            .select((e) => e.fn.min('m2.media_id').as('first_id'))
            .whereRef('m2.canoe_id', '=', 'c.canoe_id'),
        ),
      ),
    )
    .leftJoin('images as fi', 'fi.image_id', 'fm.image_id')
    .select((eb) => [
      'c.canoe_id',
      'c.hull_id',
      'c.type_id',
      'c.build_date',
      'c.length',
      'c.width',
      'c.weight',
      'c.origin',
      'c.maker_id',
      'c.created_at',
      'c.updated_at',
      'cn.name as current_name',
      'cn.start_date as name_start_date',
      't.name as type_name',
      'mp.name as maker_name',
      'o.ownership_id as current_ownership_id',
      'o.start_date as ownership_start_date',
      'ow.owner_id as current_owner_id',
      'ow.name as owner_name',
      'ow.owner_type as owner_type',
      'fm.media_id as first_media_id',
      'fi.etag as first_media_etag',
      eb
        .selectFrom('canoe_media as mc')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('mc.canoe_id', '=', 'c.canoe_id')
        .as('media_count'),
    ])
    .orderBy('c.name_sort_group')
    .orderBy('c.name_sort')
    .orderBy('c.canoe_id');
}

export type CanoeSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectCanoeSummaries>['executeTakeFirstOrThrow']>
>;

export async function listCanoeSummaries(
  db: Executor,
  paging: { limit: number | undefined; offset: number },
  filter: CanoeFilter = noFilter,
): Promise<{ rows: CanoeSummaryRow[]; total: number }> {
  // First the page's ids, in order, through the sort index; then the summaries of just those canoes.
  const page = withPaging(
    filteredCanoes(db, filter)
      .select('c.canoe_id')
      .orderBy('c.name_sort_group')
      .orderBy('c.name_sort')
      .orderBy('c.canoe_id'),
    paging,
  );
  const [ids, count] = await Promise.all([
    page.execute(),
    filteredCanoes(db, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const pageIds = ids.map((r) => r.canoe_id);
  if (pageIds.length === 0) return { rows: [], total: Number(count.n) };
  const rows = await selectCanoeSummaries(db).where('c.canoe_id', 'in', pageIds).execute();
  return { rows, total: Number(count.n) };
}

export function findCanoeSummary(db: Executor, canoeId: number) {
  return selectCanoeSummaries(db).where('c.canoe_id', '=', canoeId).select('c.notes').executeTakeFirst();
}

export function listNames(db: Executor, canoeId: number) {
  return db
    .selectFrom('canoe_names')
    .select(['canoe_name_id', 'name', 'start_date', 'end_date'])
    .where('canoe_id', '=', canoeId)
    .orderBy(sql`case when start_date is null then 0 else 1 end`)
    .orderBy('start_date')
    .orderBy('canoe_name_id')
    .execute();
}

export function listCanoeMakerLinks(db: Executor, canoeId: number) {
  return db
    .selectFrom('canoe_makers as cm')
    .innerJoin('makers as m', 'm.maker_id', 'cm.maker_id')
    .innerJoin('people as p', 'p.person_id', 'm.person_id')
    .select([
      'cm.canoe_maker_id',
      'cm.canoe_id',
      'cm.maker_id',
      'p.name as maker_name',
      'm.maker_type',
      'cm.contribution',
    ])
    .where('cm.canoe_id', '=', canoeId)
    .orderBy('cm.canoe_maker_id')
    .execute();
}

/** The row the canoe form's name step overwrites: the current name (see db/current-name.ts). */
export function findCurrentName(db: Executor, canoeId: number) {
  return db
    .selectFrom('canoe_names')
    .selectAll()
    .where('canoe_name_id', '=', currentNameId(canoeId))
    .executeTakeFirst();
}

export function findOpenName(db: Executor, canoeId: number) {
  return db
    .selectFrom('canoe_names')
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .where('end_date', 'is', null)
    .executeTakeFirst();
}

export function findOpenOwnership(db: Executor, canoeId: number) {
  return db
    .selectFrom('ownerships')
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .where('end_date', 'is', null)
    .executeTakeFirst();
}

/** Image rows of a canoe's photos, to delete with the canoe. */
export async function mediaImageIds(db: Executor, canoeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('canoe_media')
    .select('image_id')
    .where('canoe_id', '=', canoeId)
    .execute();
  return rows.map((r) => r.image_id);
}
