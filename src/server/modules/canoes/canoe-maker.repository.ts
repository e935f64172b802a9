/** Kysely queries for the makers credited on a canoe (canoe_makers: at most one row per maker and canoe). */
import { compiledById } from '../../db/compiled.ts';
import type { Executor } from '../../db/database.ts';
import { deleteRows, rowExists } from '../../db/records.ts';
import type { Row } from '../../db/tables.ts';
import { trackedInsert, trackedUpdate } from '../../db/history.ts';

/** The makers credited on a canoe, in the order added (compiled once: see db/compiled.ts). */
export const listCanoeMakerLinks = compiledById((db, canoeId) =>
  db
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
    .orderBy('cm.canoe_maker_id'),
);

export function canoeMakerLinkExists(db: Executor, canoeId: number, makerId: number): Promise<boolean> {
  return rowExists(db, 'canoe_makers', { canoe_id: canoeId, maker_id: makerId });
}

export function insertCanoeMakerLink(
  db: Executor,
  values: { canoe_id: number; maker_id: number; contribution: string | null },
): Promise<Row<'canoe_makers'>> {
  return trackedInsert(db, 'canoe_makers', values);
}

export async function updateCanoeMakerContribution(
  db: Executor,
  canoeId: number,
  makerId: number,
  contribution: string | null,
) {
  await trackedUpdate(db, 'canoe_makers', { canoe_id: canoeId, maker_id: makerId }, { contribution });
}

/** False when the maker is not credited on the canoe. */
export function deleteCanoeMakerLink(db: Executor, canoeId: number, makerId: number): Promise<boolean> {
  return deleteRows(db, 'canoe_makers', { canoe_id: canoeId, maker_id: makerId });
}
