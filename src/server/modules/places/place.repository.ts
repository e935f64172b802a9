/** Kysely queries for places and for what happened there (decision 030). */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Row } from '../../db/tables.ts';
import { contains, nameOrderOf, pageWithTotal, type NameOrder } from '../../db/query-helpers.ts';
import { currentNameRow } from '../../db/current-name.ts';
import { visibleTo } from '../../db/visibility.ts';
import { countReferences } from '../../db/records.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Paging } from '../../http/paging.ts';
import type { Island } from '../../../shared/islands.ts';

export interface PlaceFilters {
  /** Already folded with foldText. */
  q?: string;
  island?: Island;
}

export interface PlaceValues {
  name: string;
  name_folded: string;
  island: string;
  moku: string | null;
  ahupuaa: string | null;
  latitude: number | null;
  longitude: number | null;
  precision: string;
  description: string | null;
}

/** Places this viewer may see, each with how many canoes (that the viewer may see) come from it or are at home there. */
function selectPlaces(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('places as p')
    .where(visibleTo(viewer, 'p.protection_id'))
    .select((eb) => [
      'p.place_id',
      'p.name',
      'p.island',
      'p.moku',
      'p.ahupuaa',
      'p.latitude',
      'p.longitude',
      'p.precision',
      'p.description',
      'p.protection_id',
      'p.created_at',
      'p.updated_at',
      eb
        .selectFrom('canoes as c')
        .select((e) => e.fn.countAll<number>().as('n'))
        .where((e) =>
          e.or([
            e('c.origin_place_id', '=', e.ref('p.place_id')),
            e('c.home_place_id', '=', e.ref('p.place_id')),
          ]),
        )
        .where(visibleTo(viewer, 'c.protection_id'))
        .as('canoe_count'),
    ]);
}
export type PlaceRow = NonNullable<Awaited<ReturnType<typeof findPlace>>>;

const orderColumn = (order: NameOrder) => (order === 'haw' ? 'p.name_sort_haw' : 'p.name_folded');

export async function listPlaces(
  db: Executor,
  filters: PlaceFilters,
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  let rows = selectPlaces(db, viewer);
  let count = db
    .selectFrom('places as p')
    .where(visibleTo(viewer, 'p.protection_id'))
    .select((eb) => eb.fn.countAll<number>().as('n'));
  if (filters.q) {
    rows = rows.where(contains('p.name_folded', filters.q));
    count = count.where(contains('p.name_folded', filters.q));
  }
  if (filters.island) {
    rows = rows.where('p.island', '=', filters.island);
    count = count.where('p.island', '=', filters.island);
  }
  const ordered = rows.orderBy(orderColumn(nameOrderOf(paging))).orderBy('p.place_id');
  return pageWithTotal(ordered, count, paging);
}

/** Every place of the map (one island's, or all), in the order of their names. */
export function allPlaces(db: Executor, island: Island | undefined, order: NameOrder, viewer: Viewer) {
  let rows = selectPlaces(db, viewer);
  if (island) rows = rows.where('p.island', '=', island);
  return rows.orderBy(orderColumn(order)).orderBy('p.place_id').execute();
}

export function findPlace(db: Executor, placeId: number, viewer: Viewer = VISITOR) {
  return selectPlaces(db, viewer).where('p.place_id', '=', placeId).executeTakeFirst();
}

/** How many canoes (that the viewer may see) come from or are at home on each island. */
export async function canoesByIsland(db: Executor, viewer: Viewer): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('canoes as c')
    .innerJoin('places as p', (join) =>
      join.on((eb) =>
        eb.or([
          eb('p.place_id', '=', eb.ref('c.origin_place_id')),
          eb('p.place_id', '=', eb.ref('c.home_place_id')),
        ]),
      ),
    )
    .where(visibleTo(viewer, 'c.protection_id'))
    .where(visibleTo(viewer, 'p.protection_id'))
    .select((eb) => ['p.island', eb.fn.count<number>('c.canoe_id').distinct().as('n')])
    .groupBy('p.island')
    .execute();
  return new Map(rows.map((r) => [r.island, Number(r.n)]));
}

/** The canoes whose `column` is this place, with their current names, as the viewer may see them. */
function canoesAt(
  db: Executor,
  column: 'origin_place_id' | 'home_place_id',
  placeId: number,
  viewer: Viewer,
) {
  return db
    .selectFrom('canoes as c')
    .where(`c.${column}`, '=', placeId)
    .where(visibleTo(viewer, 'c.protection_id'))
    .select((eb) => [
      'c.canoe_id',
      'c.hull_id',
      currentNameRow(eb.ref('c.canoe_id'), viewer).select('cur.name').as('name'),
    ])
    .orderBy('c.name_sort_group')
    .orderBy('c.name_sort')
    .orderBy('c.canoe_id')
    .execute();
}

/** What happened at a place: canoes from it and at home there, races, restorations and stewards. */
export async function placeActivity(db: Executor, placeId: number, viewer: Viewer) {
  const [canoesFrom, canoesHome, races, restorations, stewards] = await Promise.all([
    canoesAt(db, 'origin_place_id', placeId, viewer),
    canoesAt(db, 'home_place_id', placeId, viewer),
    db
      .selectFrom('races')
      .where('place_id', '=', placeId)
      .select(['race_id', 'name', 'date_edtf'])
      .orderBy(sql`case when date is null then 1 else 0 end`)
      .orderBy('date')
      .orderBy('race_id')
      .execute(),
    db
      .selectFrom('restorations as r')
      .innerJoin('canoes as c', 'c.canoe_id', 'r.canoe_id')
      .where('r.place_id', '=', placeId)
      .where(visibleTo(viewer, 'r.protection_id'))
      .where(visibleTo(viewer, 'c.protection_id'))
      .select((eb) => [
        'r.restoration_id',
        'r.canoe_id',
        'r.restoration_date_edtf',
        currentNameRow(eb.ref('r.canoe_id'), viewer).select('cur.name').as('canoe_name'),
      ])
      .orderBy('r.restoration_date')
      .orderBy('r.restoration_id')
      .execute(),
    db
      .selectFrom('owners')
      .where('home_place_id', '=', placeId)
      .select(['owner_id', 'name'])
      .orderBy('name_folded')
      .orderBy('owner_id')
      .execute(),
  ]);
  return { canoesFrom, canoesHome, races, restorations, stewards };
}

export function insertPlace(db: Executor, values: PlaceValues): Promise<Row<'places'>> {
  const now = new Date().toISOString();
  return trackedInsert(db, 'places', { ...values, created_at: now, updated_at: now });
}

export async function updatePlace(db: Executor, placeId: number, values: PlaceValues): Promise<boolean> {
  const now = new Date().toISOString();
  return (
    (await trackedUpdate(db, 'places', { place_id: placeId }, { ...values, updated_at: now })).length > 0
  );
}

export async function deletePlace(db: Executor, placeId: number): Promise<void> {
  await trackedDelete(db, 'places', { place_id: placeId });
}

/** What still refers to a place, by kind (every row, whoever may see it: a delete must not orphan any). */
export async function placeReferences(db: Executor, placeId: number) {
  const [origin, home, races, restorations, stewards] = await Promise.all([
    countReferences(db, 'canoes', 'origin_place_id', placeId),
    countReferences(db, 'canoes', 'home_place_id', placeId),
    countReferences(db, 'races', 'place_id', placeId),
    countReferences(db, 'restorations', 'place_id', placeId),
    countReferences(db, 'owners', 'home_place_id', placeId),
  ]);
  return { canoes: origin + home, races, restorations, stewards };
}

/** Canoes whose origin text is this (trimmed) and who have no origin place yet. */
export function canoesWithOrigin(db: Executor, origin: string) {
  return db
    .selectFrom('canoes')
    .select(['canoe_id'])
    .where(sql<boolean>`trim(origin) = ${origin}`)
    .where('origin_place_id', 'is', null)
    .orderBy('canoe_id')
    .execute();
}

/** Every canoe with an origin text and no origin place, with its current name (keepers see all). */
export function unplacedOrigins(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('canoes as c')
    .where('c.origin', 'is not', null)
    .where(sql<boolean>`trim(c.origin) <> ''`)
    .where('c.origin_place_id', 'is', null)
    .select((eb) => [
      'c.canoe_id',
      sql<string>`trim(c.origin)`.as('origin'),
      currentNameRow(eb.ref('c.canoe_id'), viewer).select('cur.name').as('name'),
    ])
    .orderBy('c.origin_folded')
    .orderBy('c.canoe_id')
    .execute();
}

export async function setOriginPlace(db: Executor, canoeId: number, placeId: number) {
  await trackedUpdate(
    db,
    'canoes',
    { canoe_id: canoeId },
    { origin_place_id: placeId, updated_at: new Date().toISOString() },
  );
}

/** The place of this id, when this viewer may see it. */
export function findVisiblePlaceId(db: Executor, placeId: number, viewer: Viewer) {
  return db
    .selectFrom('places')
    .select('place_id')
    .where('place_id', '=', placeId)
    .where(visibleTo(viewer, 'protection_id'))
    .executeTakeFirst();
}

/** The names and islands of these places that this viewer may see. */
export function placeRefRows(db: Executor, placeIds: number[], viewer: Viewer) {
  return db
    .selectFrom('places')
    .select(['place_id', 'name', 'island'])
    .where('place_id', 'in', placeIds)
    .where(visibleTo(viewer, 'protection_id'))
    .execute();
}

/** Every canoe whose origin text is exactly this gets the place (the demo archive's own links; no change records). */
export async function linkOriginText(db: Executor, origin: string, placeId: number) {
  await db.updateTable('canoes').set({ origin_place_id: placeId }).where('origin', '=', origin).execute();
}
