/** Kysely queries for ownership records. */
import { pageWithTotal, type PageRequest } from '../../db/query-helpers.ts';
import { compiledById } from '../../db/compiled.ts';
import { deleteRows, findOpenRow } from '../../db/records.ts';
import type { Executor } from '../../db/database.ts';
import type { NewRow, Row } from '../../db/tables.ts';
import { trackedInsert, trackedUpdate } from '../../db/history.ts';
import type { OwnershipRow } from './canoe.presenter.ts';
import { ofCanoeSeenBy, visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';

function selectOwnerships(db: Executor) {
  return db
    .selectFrom('ownerships as o')
    .innerJoin('owners as ow', 'ow.owner_id', 'o.owner_id')
    .select([
      'o.ownership_id',
      'o.canoe_id',
      'o.owner_id',
      'ow.name as owner_name',
      'ow.owner_type',
      // Dates as entered (EDTF), ordered by their earliest days.
      'o.start_date_edtf as start_date',
      'o.end_date_edtf as end_date',
      'o.notes',
      'o.transfer_reason',
      // Who may see it (decision 020).
      'o.protection_id',
      'o.protection_own',
    ])
    .orderBy('o.start_date')
    .orderBy('o.start_date_latest')
    .orderBy('o.ownership_id');
}

/** A canoe's ownership history, oldest first: every row (services filter them with `seenRows`). */
export const listCanoeOwnerships: (db: Executor, canoeId: number) => Promise<OwnershipRow[]> = compiledById(
  (db, canoeId) => selectOwnerships(db).where('o.canoe_id', '=', canoeId),
);

/**
 * One page of the ownerships of a canoe, or of all (in the order recorded), with their total: those this viewer
 * may see (decision 020).
 */
export function listOwnerships(
  db: Executor,
  filter: { canoeId?: number },
  paging: PageRequest,
  viewer: Viewer = VISITOR,
): Promise<{ rows: OwnershipRow[]; total: number }> {
  const { canoeId } = filter;
  // Neither a kept ownership nor the ownerships of a kept canoe this viewer may not see (decision 020).
  const seen = selectOwnerships(db)
    .where(visibleTo(viewer, 'o.protection_id'))
    .where(ofCanoeSeenBy(viewer, 'o.canoe_id'));
  const rows =
    canoeId === undefined
      ? seen.clearOrderBy().orderBy('o.ownership_id')
      : seen.where('o.canoe_id', '=', canoeId);
  let count = db
    .selectFrom('ownerships as o')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(visibleTo(viewer, 'o.protection_id'))
    .where(ofCanoeSeenBy(viewer, 'o.canoe_id'));
  if (canoeId !== undefined) count = count.where('o.canoe_id', '=', canoeId);
  return pageWithTotal(rows, count, paging);
}

export function findOwnership(
  db: Executor,
  ownershipId: number,
  viewer: Viewer = VISITOR,
): Promise<OwnershipRow | undefined> {
  return selectOwnerships(db)
    .where('o.ownership_id', '=', ownershipId)
    .where(ofCanoeSeenBy(viewer, 'o.canoe_id'))
    .executeTakeFirst();
}

/** The canoe's ownership without an end date, if any (at most one, by a partial unique index). */
export function findOpenOwnership(db: Executor, canoeId: number): Promise<Row<'ownerships'> | undefined> {
  return findOpenRow(db, 'ownerships', canoeId);
}

export function insertOwnership(
  db: Executor,
  values: Omit<NewRow<'ownerships'>, 'ownership_id'>,
): Promise<Row<'ownerships'>> {
  return trackedInsert(db, 'ownerships', values);
}

/** Change some fields of an ownership record. */
export async function updateOwnership(
  db: Executor,
  ownershipId: number,
  changes: Partial<Omit<Row<'ownerships'>, 'ownership_id' | 'canoe_id'>>,
) {
  await trackedUpdate(db, 'ownerships', { ownership_id: ownershipId }, changes);
}

/** False when there is no such record. */
export function deleteOwnership(db: Executor, ownershipId: number): Promise<boolean> {
  return deleteRows(db, 'ownerships', { ownership_id: ownershipId });
}

/** A steward's name, for a message about its ownership. */
export async function ownerName(db: Executor, ownerId: number): Promise<string | undefined> {
  const row = await db.selectFrom('owners').select('name').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.name;
}
