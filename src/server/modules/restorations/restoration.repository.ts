/** Kysely queries for restorations, and the look-ups their rules need (canoe, person, maker). */
import type { DateTwinColumns, RestorationsTable, Row, ProtectionColumns } from '../../db/tables.ts';
import { pageWithTotal } from '../../db/query-helpers.ts';
import { rowExists } from '../../db/records.ts';
import { visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Paging } from '../../http/paging.ts';
import type { Executor } from '../../db/database.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';

export type { Executor };

/** A restoration's own columns (its canoe comes from the path). */
export type RestorationValues = Omit<
  RestorationsTable,
  'restoration_id' | 'canoe_id' | DateTwinColumns | ProtectionColumns
>;

/**
 * Each restoration with the names of its maker (the maker's person) and of its restorer, and its place when this
 * viewer may see it (a place kept for a protocol is not named to anyone else: decision 030).
 */
function selectRestorations(db: Executor, viewer: Viewer) {
  return db
    .selectFrom('restorations as r')
    .leftJoin('makers as m', 'm.maker_id', 'r.restorer_maker_id')
    .leftJoin('people as mp', 'mp.person_id', 'm.person_id')
    .leftJoin('people as rp', 'rp.person_id', 'r.restorer_person_id')
    .leftJoin('places as pl', (join) =>
      join.onRef('pl.place_id', '=', 'r.place_id').on(visibleTo(viewer, 'pl.protection_id')),
    )
    .select([
      'r.restoration_id',
      'r.canoe_id',
      // Dates as stored (EDTF); the earliest days order the list.
      'r.restoration_date_edtf as restoration_date',
      'r.end_date_edtf as end_date',
      'r.description',
      'r.description_haw',
      'r.location',
      'pl.place_id',
      'pl.name as place_name',
      'pl.island as place_island',
      'r.notes',
      'r.restorer_person_id',
      'r.restorer_maker_id',
      'mp.name as maker_name',
      'rp.name as restorer_name',
      // Who may see it (decision 020).
      'r.protection_id',
      'r.protection_own',
    ]);
}

export type RestorationRow = NonNullable<Awaited<ReturnType<typeof findRestoration>>>;

/** The restoration, with its place as this viewer may see it (a keeper's write sees everything). */
export function findRestoration(db: Executor, restorationId: number, viewer: Viewer) {
  return selectRestorations(db, viewer).where('r.restoration_id', '=', restorationId).executeTakeFirst();
}

/** A canoe's restorations this viewer may see (decision 020), oldest first. */
export function listCanoeRestorations(
  db: Executor,
  canoeId: number,
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  return pageWithTotal(
    selectRestorations(db, viewer)
      .where('r.canoe_id', '=', canoeId)
      .where(visibleTo(viewer, 'r.protection_id'))
      .orderBy('r.restoration_date')
      .orderBy('r.restoration_date_latest')
      .orderBy('r.restoration_id'),
    db
      .selectFrom('restorations as r')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('r.canoe_id', '=', canoeId)
      .where(visibleTo(viewer, 'r.protection_id')),
    paging,
  );
}

/** Whether the restoration exists and is one of this canoe's. */
export function isRestorationOf(db: Executor, canoeId: number, restorationId: number): Promise<boolean> {
  return rowExists(db, 'restorations', { restoration_id: restorationId, canoe_id: canoeId });
}

export function insertRestoration(
  db: Executor,
  canoeId: number,
  values: RestorationValues,
): Promise<Row<'restorations'>> {
  return trackedInsert(db, 'restorations', { canoe_id: canoeId, ...values });
}

export async function updateRestoration(db: Executor, restorationId: number, values: RestorationValues) {
  await trackedUpdate(db, 'restorations', { restoration_id: restorationId }, values);
}

export async function deleteRestoration(db: Executor, restorationId: number) {
  await trackedDelete(db, 'restorations', { restoration_id: restorationId });
}

/** Makers with their person's id and name (a maker's displayed name is its person's). */
function makersWithName(db: Executor) {
  return db
    .selectFrom('makers as m')
    .innerJoin('people as p', 'p.person_id', 'm.person_id')
    .select(['m.maker_id', 'm.person_id', 'p.name']);
}

/** The person's maker roles (at most two are fetched: callers only ask whether there is exactly one). */
export function makerRolesOf(db: Executor, personId: number) {
  return makersWithName(db).where('m.person_id', '=', personId).limit(2).execute();
}

export function findMaker(db: Executor, makerId: number) {
  return makersWithName(db).where('m.maker_id', '=', makerId).executeTakeFirst();
}
