/**
 * Kysely queries for a canoe's names. `saveCanoeName` is the only writer of canoe_names: it stores the folded
 * twin of the name and, with `deleteCanoeName`, keeps the canoe's sort key equal to its current name, so no
 * caller can forget either.
 */
import { sql } from 'kysely';
import { compiledById } from '../../db/compiled.ts';
import { foldText } from '../../../shared/text.ts';
import { hawaiianSortKey } from '../../../shared/i18n/collate.ts';
import { currentNameId } from '../../db/current-name.ts';
import type { Executor } from '../../db/database.ts';
import { deleteRows, findOpenRow } from '../../db/records.ts';
import { trackedInsert, trackedUpdate } from '../../db/history.ts';
import type { Row } from '../../db/tables.ts';

export type CanoeNameRow = Row<'canoe_names'>;

/** What a name records: the name as written, and when it was borne (no end date: the current name). */
export interface CanoeNameValues {
  name: string;
  /** `haw` unless given (decision 026). */
  language?: string;
  start_date: string | null;
  end_date: string | null;
}

export const listNames = compiledById((db, canoeId) =>
  db
    .selectFrom('canoe_names')
    // Dates as entered (EDTF), ordered by their earliest days.
    .select([
      'canoe_name_id',
      'name',
      'language',
      'start_date_edtf as start_date',
      'end_date_edtf as end_date',
      // Who may see it (decision 020): services filter the rows with `seenRows`.
      'protection_id',
      'protection_own',
    ])
    .where('canoe_id', '=', canoeId)
    .orderBy(sql`case when start_date is null then 0 else 1 end`)
    .orderBy('start_date')
    .orderBy('start_date_latest')
    .orderBy('canoe_name_id'),
);

/**
 * The canoe's current name as a visitor sees it (see db/current-name.ts): the sort key lists order by, so a name
 * kept for a protocol does not place its canoe among the others.
 */
export function findCurrentName(db: Executor, canoeId: number): Promise<CanoeNameRow | undefined> {
  return db
    .selectFrom('canoe_names')
    .selectAll()
    .where('canoe_name_id', '=', currentNameId(canoeId))
    .executeTakeFirst();
}

/** The canoe's name without an end date, if any (at most one, by a partial unique index). */
export function findOpenName(db: Executor, canoeId: number): Promise<CanoeNameRow | undefined> {
  return findOpenRow(db, 'canoe_names', canoeId);
}

/**
 * Keep the canoe's sort keys equal to its current name (folded, and in the Hawaiian order), after any change to its names. Lists order by
 * this key through an index instead of working out every canoe's current name. Not a change of its own in the
 * history: the key follows the names, which are recorded.
 */
export async function refreshNameSort(db: Executor, canoeId: number) {
  const current = await findCurrentName(db, canoeId);
  await db
    .updateTable('canoes')
    .set({
      name_sort_group: current ? 0 : 1,
      name_sort: current?.name_folded ?? '',
      name_sort_haw: current ? hawaiianSortKey(current.name) : '',
    })
    .where('canoe_id', '=', canoeId)
    .execute();
}

/**
 * Add a name to the canoe, or (given `canoeNameId`) change some fields of one of its names; returns the row as
 * stored (undefined when the canoe has no such name). The folded name and the canoe's sort key follow.
 */
export async function saveCanoeName(
  db: Executor,
  canoeId: number,
  values: CanoeNameValues,
): Promise<CanoeNameRow>;
export async function saveCanoeName(
  db: Executor,
  canoeId: number,
  values: Partial<CanoeNameValues>,
  canoeNameId: number,
): Promise<CanoeNameRow | undefined>;
export async function saveCanoeName(
  db: Executor,
  canoeId: number,
  values: Partial<CanoeNameValues>,
  canoeNameId?: number,
): Promise<CanoeNameRow | undefined> {
  const folded = values.name === undefined ? {} : { name_folded: foldText(values.name) };
  const row =
    canoeNameId === undefined
      ? await trackedInsert(db, 'canoe_names', {
          canoe_id: canoeId,
          name: values.name ?? '',
          name_folded: foldText(values.name ?? ''),
          ...(values.language ? { language: values.language } : {}),
          start_date: values.start_date ?? null,
          end_date: values.end_date ?? null,
        })
      : (
          await trackedUpdate(
            db,
            'canoe_names',
            { canoe_name_id: canoeNameId, canoe_id: canoeId },
            { ...values, ...folded },
          )
        )[0];
  if (row) await refreshNameSort(db, canoeId);
  return row;
}

/** Remove one of the canoe's names; false when it has no such name. */
export async function deleteCanoeName(db: Executor, canoeId: number, canoeNameId: number): Promise<boolean> {
  if (!(await deleteRows(db, 'canoe_names', { canoe_name_id: canoeNameId, canoe_id: canoeId }))) return false;
  await refreshNameSort(db, canoeId);
  return true;
}
