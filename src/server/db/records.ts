/**
 * Queries several modules share. Writes of stewards, makers and people: insert with both timestamps, update
 * touching updated_at, delete by id. Rows matched by ids in named columns (`{ canoe_id: 3, maker_id: 7 }`):
 * counting them ("how many rows still point at this id", a list's total), "is there one" (does this canoe
 * exist, is this restoration this canoe's), deleting them. And a canoe's open name or ownership. Every write
 * here is recorded in the change history (db/history.ts).
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, Row } from './tables.ts';

import type { Executor } from './database.ts';
import { trackedDelete, trackedInsert, trackedUpdate, type RowMatch } from './history.ts';
import type { TrackedTable } from './history-tables.ts';

export type { Executor };

/** Tables whose records carry created_at/updated_at, with their id column. */
const idColumns = { owners: 'owner_id', makers: 'maker_id', people: 'person_id' } as const;
export type RecordTable = keyof typeof idColumns;

/** A record's own columns: everything but its id, its timestamps and its image (set by the image routes). */
export type RecordValues<T extends RecordTable> = Omit<
  Insertable<Database[T]>,
  (typeof idColumns)[T] | 'created_at' | 'updated_at' | 'logo_image_id' | 'picture_image_id'
>;

/** Ids that rows of `table` must have in these columns. */
export type Match<T extends keyof Database> = Partial<Record<keyof Database[T] & string, number>>;

/**
 * Kysely cannot check a query over a table chosen by a type parameter; the signatures above keep the callers
 * checked, and this view is used only inside this file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Executor) => db as unknown as Kysely<any>;

/** The query narrowed to the rows that match. */
function matching<Q extends { where(column: string, op: '=', value: number): Q }>(
  query: Q,
  match: Record<string, number | undefined>,
) {
  for (const [column, id] of Object.entries(match)) query = query.where(column, '=', id as number);
  return query;
}

/** Insert a record stamped created_at = updated_at = now; returns the stored row. */
export async function insertRecord<T extends RecordTable>(
  db: Executor,
  table: T,
  values: RecordValues<T>,
  now: string,
): Promise<Row<T>> {
  const row = await trackedInsert(db, table, {
    ...values,
    created_at: now,
    updated_at: now,
  } as unknown as Insertable<Database[T]>);
  return row as Row<T>;
}

/** Replace a record's values and touch updated_at; false when there is no such record. */
export async function updateRecord<T extends RecordTable>(
  db: Executor,
  table: T,
  id: number,
  values: RecordValues<T>,
  now: string,
): Promise<boolean> {
  const updated = await trackedUpdate(
    db,
    table,
    { [idColumns[table]]: id } as RowMatch<T>,
    {
      ...values,
      updated_at: now,
    } as Updateable<Database[T]>,
  );
  return updated.length > 0;
}

export async function deleteRecord(db: Executor, table: RecordTable, id: number): Promise<void> {
  await deleteRows(db, table, { [idColumns[table]]: id });
}

/** Delete the rows that match, recording them (and what goes with them); false when there were none. */
export async function deleteRows<T extends Exclude<TrackedTable, 'users'>>(
  db: Executor,
  table: T,
  match: Match<T>,
): Promise<boolean> {
  return (await trackedDelete(db, table, match as RowMatch<T>)).length > 0;
}

/** `count(*) as n` of the rows that match: to run, or to page a list with. */
export function countRows<T extends keyof Database>(
  db: Executor,
  table: T,
  match: Match<T> = {},
): { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> } {
  const all = untyped(db)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll<number>().as('n'));
  return matching(all, match);
}

/** How many rows of `table` have `column` = id (e.g. ownerships of a steward). */
export async function countReferences<T extends keyof Database>(
  db: Executor,
  table: T,
  column: keyof Database[T] & string,
  id: number,
): Promise<number> {
  const row = await countRows(db, table, { [column]: id } as Match<T>).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Whether a row matches (for 404s, for 400s on ids named in a body, for a child of the wrong parent). */
export async function rowExists<T extends keyof Database>(
  db: Executor,
  table: T,
  match: Match<T>,
): Promise<boolean> {
  const rows = untyped(db)
    .selectFrom(table as string)
    .select((eb) => eb.lit(1).as('one'));
  return (await matching(rows, match).executeTakeFirst()) !== undefined;
}

/** Some of a record's stored columns; undefined when there is no such record. */
export async function storedColumns(
  db: Executor,
  table: RecordTable,
  id: number,
  columns: readonly string[],
): Promise<Record<string, unknown> | undefined> {
  const row = untyped(db)
    .selectFrom(table)
    .where(idColumns[table] as string, '=', id);
  return (await row.select(columns).executeTakeFirst()) as Record<string, unknown> | undefined;
}

/** Tables whose rows are looked up by id before a write names them, with their id column. */
const lookupIdColumns = { ...idColumns, canoes: 'canoe_id', races: 'race_id', places: 'place_id' } as const;

/** Whether `table` has a row with this id. */
export function recordExists(
  db: Executor,
  table: keyof typeof lookupIdColumns,
  id: number,
): Promise<boolean> {
  return rowExists(db, table, { [lookupIdColumns[table]]: id });
}

export const canoeExists = (db: Executor, canoeId: number) => recordExists(db, 'canoes', canoeId);

export const personExists = (db: Executor, personId: number) => recordExists(db, 'people', personId);

/** The canoe's name or ownership without an end date, if any (at most one, by a partial unique index). */
export function findOpenRow<T extends 'canoe_names' | 'ownerships'>(
  db: Executor,
  table: T,
  canoeId: number,
): Promise<Row<T> | undefined> {
  const row = untyped(db)
    .selectFrom(table)
    .selectAll()
    .where('canoe_id', '=', canoeId)
    .where('end_date', 'is', null)
    .executeTakeFirst();
  return row as Promise<Row<T> | undefined>;
}
