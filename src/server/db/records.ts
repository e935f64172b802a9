/**
 * Writes that stewards, makers and people share: insert with both timestamps, update touching updated_at,
 * delete by id, and "how many rows still point at this id" counts for refused deletes; and the "does this
 * canoe / person exist" checks several modules make before a write.
 */
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { Database, Row } from './tables.ts';

import type { Executor } from './database.ts';
import { trackedDelete, trackedInsert, trackedUpdate, type RowMatch } from './history.ts';

export type { Executor };

/** Tables whose records carry created_at/updated_at, with their id column. */
const idColumns = { owners: 'owner_id', makers: 'maker_id', people: 'person_id' } as const;
export type RecordTable = keyof typeof idColumns;

/** A record's own columns: everything but its id, its timestamps and its image (set by the image routes). */
export type RecordValues<T extends RecordTable> = Omit<
  Insertable<Database[T]>,
  (typeof idColumns)[T] | 'created_at' | 'updated_at' | 'logo_image_id' | 'picture_image_id'
>;

/**
 * Kysely cannot check a query over a table chosen by a type parameter; the signatures above keep the callers
 * checked, and this view is used only inside this file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Executor) => db as unknown as Kysely<any>;

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
  await trackedDelete(db, table, { [idColumns[table]]: id } as RowMatch<typeof table>);
}

/** How many rows of `table` have `column` = id (e.g. ownerships of a steward). */
export async function countReferences<T extends keyof Database>(
  db: Executor,
  table: T,
  column: keyof Database[T] & string,
  id: number,
): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table as string)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(column as string, '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tables whose rows are looked up by id before a write names them, with their id column. */
const lookupIdColumns = { ...idColumns, canoes: 'canoe_id', races: 'race_id' } as const;

/** Whether `table` has a row with this id (for 404s, and for 400s on ids named in a body). */
export async function recordExists(
  db: Executor,
  table: keyof typeof lookupIdColumns,
  id: number,
): Promise<boolean> {
  const idColumn = lookupIdColumns[table];
  const row = await untyped(db)
    .selectFrom(table)
    .select(idColumn)
    .where(idColumn, '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

export const canoeExists = (db: Executor, canoeId: number) => recordExists(db, 'canoes', canoeId);

export const personExists = (db: Executor, personId: number) => recordExists(db, 'people', personId);
