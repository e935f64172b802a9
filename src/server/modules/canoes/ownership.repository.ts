/** Kysely queries for ownership records. */
import { withPaging } from '../../db/query-helpers.ts';
import type { Executor } from '../../db/database.ts';
import type { NewRow, Row } from '../../db/tables.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import type { OwnershipRow } from './canoe.presenter.ts';

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
      'o.start_date',
      'o.end_date',
      'o.notes',
      'o.transfer_reason',
    ])
    .orderBy('o.start_date')
    .orderBy('o.ownership_id');
}

/** A canoe's ownership history, oldest first. */
export function listCanoeOwnerships(db: Executor, canoeId: number): Promise<OwnershipRow[]> {
  return selectOwnerships(db).where('o.canoe_id', '=', canoeId).execute();
}

export async function listOwnerships(
  db: Executor,
  filter: { canoeId?: number },
  paging: { limit: number | undefined; offset: number },
): Promise<{ rows: OwnershipRow[]; total: number }> {
  let page = selectOwnerships(db).$if(filter.canoeId !== undefined, (q) =>
    q.where('o.canoe_id', '=', filter.canoeId!),
  );
  if (filter.canoeId === undefined) page = page.clearOrderBy().orderBy('o.ownership_id');
  page = withPaging(page, paging);
  const count = db
    .selectFrom('ownerships')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(filter.canoeId !== undefined, (q) => q.where('canoe_id', '=', filter.canoeId!));
  const [rows, total] = await Promise.all([page.execute(), count.executeTakeFirstOrThrow()]);
  return { rows, total: Number(total.n) };
}

export function findOwnership(db: Executor, ownershipId: number): Promise<OwnershipRow | undefined> {
  return selectOwnerships(db).where('o.ownership_id', '=', ownershipId).executeTakeFirst();
}

/** The canoe's ownership without an end date, if any (at most one, by a partial unique index). */
export function findOpenOwnership(db: Executor, canoeId: number): Promise<Row<'ownerships'> | undefined> {
  return db
    .selectFrom('ownerships')
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .where('end_date', 'is', null)
    .executeTakeFirst();
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
export async function deleteOwnership(db: Executor, ownershipId: number): Promise<boolean> {
  return (await trackedDelete(db, 'ownerships', { ownership_id: ownershipId })).length > 0;
}

/** A steward's name, for a message about its ownership. */
export async function ownerName(db: Executor, ownerId: number): Promise<string | undefined> {
  const row = await db.selectFrom('owners').select('name').where('owner_id', '=', ownerId).executeTakeFirst();
  return row?.name;
}
