/** Kysely queries of stewards (owners). */
import { sql } from 'kysely';
import { countReferences, type Executor } from '../../db/records.ts';
import { currentNameId, currentNameRow } from '../../db/current-name.ts';
import type { Paging } from '../../http/paging.ts';
import type { OwnerType } from '../../../shared/constants.ts';
import type { OWNER_SORTS } from '../../../shared/api/owners.ts';
import { foldText } from '../../../shared/text.ts';
import { contains, nameOrderOf, pageWithTotal } from '../../db/query-helpers.ts';
import { ofCanoeSeenBy, visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';

export interface OwnerFilters {
  q?: string;
  owner_type?: OwnerType;
  canoe_count?: number;
  sort?: (typeof OWNER_SORTS)[number];
  order?: 'asc' | 'desc';
}

/** How many of a steward's current canoes a list item names (the list shows three badges, then '+N'). */
export const FLEET_PREVIEW_SIZE = 3;

/**
 * Per owner: canoes whose open ownership is theirs, and distinct canoes they ever held, counting the ownerships
 * this viewer may see (decision 020).
 */
function ownershipCounts(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('ownerships')
    .where(visibleTo(viewer, 'protection_id'))
    .where(ofCanoeSeenBy(viewer, 'ownerships.canoe_id'))
    .select((eb) => [
      'owner_id',
      eb.fn.sum<number>(eb.case().when('end_date', 'is', null).then(1).else(0).end()).as('open_count'),
      eb.fn.count<number>('canoe_id').distinct().as('canoe_total'),
    ])
    .groupBy('owner_id')
    .as('c');
}

/** Whether the query needs every steward's counts (to filter or sort by them) rather than just the page's. */
const needsAllCounts = (filters: OwnerFilters) =>
  filters.canoe_count !== undefined || filters.sort === 'canoes';

/**
 * The stewards the filters match. Every steward's counts (`c`) are joined only when the filter or the order needs
 * them; otherwise the columns count each listed steward's ownerships alone (withColumns), so a page of 24
 * stewards does not add up 100,000 ownerships.
 */
function filtered(db: Executor, filters: OwnerFilters, viewer: Viewer) {
  const joined = db
    .selectFrom('owners as o')
    .leftJoin(ownershipCounts(db, viewer), 'c.owner_id', 'o.owner_id');
  // The same builder type either way: without the join, nothing reads `c` (see withColumns).
  let query = needsAllCounts(filters) ? joined : (db.selectFrom('owners as o') as unknown as typeof joined);
  const folded = foldText(filters.q);
  if (folded) {
    query = query.where((eb) =>
      eb.or([contains('o.name_folded', folded), contains('o.description_folded', folded)]),
    );
  }
  if (filters.owner_type) query = query.where('o.owner_type', '=', filters.owner_type);
  if (filters.canoe_count !== undefined) {
    query = query.where(sql<number>`coalesce(c.open_count, 0)`, '=', filters.canoe_count);
  }
  return query;
}

function withColumns(query: ReturnType<typeof filtered>, filters: OwnerFilters, viewer: Viewer) {
  // Only the ownerships, and the canoes, this viewer may see are counted (decision 020).
  const seen = sql<boolean>`${visibleTo(viewer, 'oc.protection_id')} and ${ofCanoeSeenBy(viewer, 'oc.canoe_id')}`;
  const counts = needsAllCounts(filters)
    ? [
        sql<number>`coalesce(c.open_count, 0)`.as('canoe_count'),
        sql<number>`coalesce(c.canoe_total, 0)`.as('historical_count'),
      ]
    : [
        sql<number>`(select count(*) from ownerships oc where oc.owner_id = o.owner_id and oc.end_date is null and ${seen})`.as(
          'canoe_count',
        ),
        sql<number>`(select count(distinct oc.canoe_id) from ownerships oc where oc.owner_id = o.owner_id and ${seen})`.as(
          'historical_count',
        ),
      ];
  return (
    query
      .leftJoin('images as li', 'li.image_id', 'o.logo_image_id')
      // Its home only when this viewer may see the place (decision 030).
      .leftJoin('places as hp', (join) =>
        join.onRef('hp.place_id', '=', 'o.home_place_id').on(visibleTo(viewer, 'hp.protection_id')),
      )
      .select([
        'o.owner_id',
        'hp.place_id as home_place_id',
        'hp.name as home_place_name',
        'hp.island as home_place_island',
        'o.name',
        'o.owner_type',
        'o.website',
        'o.description',
        'o.description_haw',
        'o.contact_email',
        'o.contact_phone',
        'o.contact_address',
        'o.founded',
        'o.founded_edtf',
        'o.created_at',
        'o.updated_at',
        'li.etag as logo_etag',
      ])
      .select(counts)
  );
}

export type OwnerRow = Awaited<ReturnType<typeof findOwner>> & object;

export function listOwners(db: Executor, filters: OwnerFilters, paging: Paging, viewer: Viewer = VISITOR) {
  const dir = filters.order ?? 'asc';
  let query = withColumns(filtered(db, filters, viewer), filters, viewer);
  if (filters.sort === 'canoes') {
    query = query.orderBy(sql`coalesce(c.open_count, 0)`, dir);
  } else if (filters.sort === 'type') {
    query = query.orderBy('o.owner_type', dir);
  } else if (filters.sort === 'founded') {
    // Stewards without a founding year come last in either direction, on both databases.
    query = query
      .orderBy(sql`case when o.founded is null then 1 else 0 end`)
      .orderBy('o.founded_earliest', dir)
      .orderBy('o.founded_latest', dir);
  }
  // Ties under another key read alphabetically; only the name sort itself turns the names around.
  const nameDir = !filters.sort || filters.sort === 'name' ? dir : 'asc';
  return pageWithTotal(
    query
      .orderBy(nameOrderOf(paging) === 'haw' ? 'o.name_sort_haw' : 'o.name_folded', nameDir)
      .orderBy('o.owner_id', nameDir),
    filtered(db, filters, viewer).select((eb) => eb.fn.countAll<number>().as('n')),
    paging,
  );
}

export function findOwner(db: Executor, ownerId: number, viewer: Viewer = VISITOR) {
  return withColumns(filtered(db, {}, viewer), {}, viewer)
    .where('o.owner_id', '=', ownerId)
    .executeTakeFirst();
}

/**
 * Every ownership of the owner this viewer may see (decision 020), with the canoe's current name (as the viewer
 * may see it) and type, newest first.
 */
export function ownershipsOf(db: Executor, ownerId: number, viewer: Viewer = VISITOR) {
  return db
    .selectFrom('ownerships as os')
    .innerJoin('canoes as cn', 'cn.canoe_id', 'os.canoe_id')
    .leftJoin('canoe_names as n', (join) =>
      join.on((eb) => eb('n.canoe_name_id', '=', currentNameId(eb.ref('cn.canoe_id'), viewer))),
    )
    .leftJoin('canoe_types as ct', 'ct.type_id', 'cn.type_id')
    .select([
      'os.ownership_id',
      'os.canoe_id',
      'n.name',
      'cn.hull_id',
      'cn.type_id',
      'ct.name as type_name',
      'os.start_date_edtf as start_date',
      'os.end_date_edtf as end_date',
    ])
    .where('os.owner_id', '=', ownerId)
    .where(visibleTo(viewer, 'cn.protection_id'))
    .where(visibleTo(viewer, 'os.protection_id'))
    .orderBy('os.start_date', 'desc')
    .orderBy('os.start_date_latest', 'desc')
    .orderBy('os.ownership_id', 'desc')
    .execute();
}

/**
 * The first current canoes of each steward, in the registry's order (the kept sort key: current name folded,
 * unnamed canoes last), for a whole page of stewards in one query: a window numbers each steward's open
 * ownerships by that key and only the first few are kept, and only those look up their current name (looking
 * it up for every canoe of 24 stewards cost 80–110 ms at 100,000 canoes on PostgreSQL).
 */
export function fleetsOf(db: Executor, ownerIds: number[], viewer: Viewer = VISITOR) {
  if (ownerIds.length === 0) return Promise.resolve([]);
  const ranked = db
    .selectFrom('ownerships as os')
    .innerJoin('canoes as c', 'c.canoe_id', 'os.canoe_id')
    .select(['os.owner_id', 'os.canoe_id'])
    .select(
      sql<number>`row_number() over (partition by os.owner_id order by c.name_sort_group, c.name_sort, c.canoe_id)`.as(
        'position',
      ),
    )
    .where('os.owner_id', 'in', ownerIds)
    .where('os.end_date', 'is', null)
    .where(visibleTo(viewer, 'c.protection_id'))
    .where(visibleTo(viewer, 'os.protection_id'));
  // The name as a value of each kept row, not a join: joined, PostgreSQL hashed all 200,000 names.
  return db
    .selectFrom(ranked.as('f'))
    .select((eb) => [
      'f.owner_id',
      'f.canoe_id',
      currentNameRow(eb.ref('f.canoe_id'), viewer).select('cur.name').as('name'),
    ])
    .where('f.position', '<=', FLEET_PREVIEW_SIZE)
    .orderBy('f.owner_id')
    .orderBy('f.position')
    .execute();
}

export type FleetRow = Awaited<ReturnType<typeof fleetsOf>>[number];

export function countOwnerships(db: Executor, ownerId: number) {
  return countReferences(db, 'ownerships', 'owner_id', ownerId);
}
