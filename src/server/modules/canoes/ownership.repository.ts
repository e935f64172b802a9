/** Kysely queries for ownership records. */
import { withPaging } from '../../db/query-helpers.ts';
import type { Executor } from './canoe.repository.ts';
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
