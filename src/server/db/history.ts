/**
 * Recording the change history (decision 009). Every write to a tracked table goes through trackedInsert,
 * trackedUpdate or trackedDelete, which read the row before, write, read the row after and append a change row,
 * in the same transaction as the write (a write outside a transaction gets one of its own). The first row of a
 * transaction opens its change, with who and why from the change context (change-context.ts): one change per
 * transaction, so one per write request.
 *
 * Deleting a canoe first records every row the database deletes with it (names, ownerships, makers,
 * restorations, race results, photos), so restoring it brings them all back under the same ids. The images a
 * change's rows name are listed in change_images, whose foreign key keeps them while the change exists.
 */
import { type Insertable, type Kysely, type Selectable, type Updateable } from 'kysely';
import { isPostgres } from './dialect.ts';
import type { Database } from './tables.ts';
import type { Executor } from './database.ts';
import { changeContext } from './change-context.ts';
import { withKeptColumns } from './date-columns.ts';
import {
  isInheriting,
  movesParent,
  parentProtection,
  withInheritedProtection,
} from './inherited-protection.ts';
import {
  CASCADES,
  TABLE_PRIORITY,
  TRACKED_TABLES,
  trackedTable,
  type TrackedTable,
} from './history-tables.ts';
import {
  describeChange,
  type ChangeOp,
  type ChangeWords,
  type RecordedRow,
  type RevertedChange,
  type RowValues,
} from './history-words.ts';

export type { ChangeOp, RecordedRow, RowValues, TrackedTable };

/** A tracked table's row as the history records it (accounts: only the recorded columns). */
export type TrackedRow<T extends TrackedTable> = T extends 'users'
  ? Pick<Selectable<Database['users']>, 'user_id' | 'email' | 'name' | 'groups'>
  : Selectable<Database[T]>;

/** Column equalities that pick the rows of a write (`{ canoe_id: 3, maker_id: 7 }`); a list matches any of it. */
export type RowMatch<T extends TrackedTable> = Partial<Record<keyof Database[T] & string, unknown>>;

/**
 * Kysely cannot check a query over a table chosen at run time; the signatures above keep callers checked, and
 * this view is used only inside this file.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Executor) => db as unknown as Kysely<any>;

/** The change a transaction is writing, until it commits. */
interface OpenChange {
  changeId: number | null;
  rows: RecordedRow[];
  primary: RecordedRow | null;
  words: ChangeWords | null;
  peopleOnly: boolean;
  subjects: Set<string>;
  images: Set<number>;
  recordingFiles: Set<number>;
  reverted: RevertedChange | null;
}

const openChanges = new WeakMap<object, OpenChange>();

function openChangeOf(trx: Executor): OpenChange {
  let open = openChanges.get(trx);
  if (!open) {
    open = {
      changeId: null,
      rows: [],
      primary: null,
      words: null,
      peopleOnly: false,
      subjects: new Set(),
      images: new Set(),
      recordingFiles: new Set(),
      reverted: null,
    };
    openChanges.set(trx, open);
  }
  return open;
}

/** Run `work` in the executor's transaction, or in a new one when it is not a transaction. */
export function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

/** Mark the change this transaction writes as the revert of another (called before its first write). */
export function markRevert(trx: Executor, reverted: RevertedChange) {
  openChangeOf(trx).reverted = reverted;
}

/** The id of the change this transaction has written so far, if any. */
export function openChangeId(trx: Executor): number | null {
  return openChanges.get(trx)?.changeId ?? null;
}

const rank = (row: RecordedRow) =>
  TABLE_PRIORITY.indexOf(row.table) * 3 + (row.op === 'create' ? 0 : row.op === 'delete' ? 1 : 2);

const OP_ACTION: Record<ChangeOp, 'create' | 'update' | 'delete'> = {
  create: 'create',
  update: 'update',
  delete: 'delete',
};

/** Values equal as JSON (numbers, text, null). */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function rowsDiffer(before: RowValues, after: RowValues) {
  return Object.keys({ ...before, ...after }).some((key) => !sameValue(before[key], after[key]));
}

/**
 * Append one row to the change this transaction writes, opening the change on its first row. Used by the
 * tracked writes below, and directly where a write is recorded in a shape of its own (an account's groups).
 */
export async function appendChangeRow(
  trx: Executor,
  table: TrackedTable,
  op: ChangeOp,
  before: RowValues | null,
  after: RowValues | null,
): Promise<void> {
  const context = changeContext();
  if (!context.record) return;
  if (!trx.isTransaction) throw new Error('A change row must be written in the transaction of its write');
  const info = trackedTable(table);
  const values = after ?? before;
  if (!values) throw new Error('A change row needs the row before or after');
  const row: RecordedRow = { table, id: Number(values[info.id]), op, before, after };
  const open = openChangeOf(trx);
  open.rows.push(row);

  const previousPrimary = open.primary;
  if (!open.primary || rank(row) < rank(open.primary)) open.primary = row;
  const primary = open.primary;
  const peopleOnly = open.peopleOnly || Boolean(info.peopleOnly);
  // The words change with the main row, and a canoe's label with a name written in the same change.
  const primaryCanoe = primary.table === 'canoes' ? primary.id : null;
  const wordsStale =
    primary !== previousPrimary ||
    (table === 'canoe_names' && primaryCanoe !== null && Number(values.canoe_id) === primaryCanoe) ||
    // A canoe added, deleted or restored counts what comes with it ("with its 4 names and 3 photos").
    (primaryCanoe !== null && primary.op !== 'update' && op === primary.op) ||
    // An import counts the labels it brings ("imported 8 labels from …").
    (primary.table === 'tk_labels' && table === 'tk_labels' && op === primary.op);
  const words =
    wordsStale || !open.words ? await describeChange(trx, open.rows, primary, open.reverted) : open.words;

  const db = untyped(trx);
  const head = {
    action: OP_ACTION[primary.op],
    record_type: TRACKED_TABLES[primary.table].type,
    record_id: primary.id,
    record_label: words.label,
    canoe_id: words.canoeId,
    // The words in English, the archive's record of the change, and what they are made of, said in the
    // reader's language on History (history-words.ts).
    summary: words.summary,
    summary_message: JSON.stringify(words.message),
    people_only: peopleOnly ? 1 : 0,
  };
  if (open.changeId === null) {
    const inserted = await db
      .insertInto('changes')
      .values({
        created_at: new Date().toISOString(),
        actor_user_id: context.actor.userId,
        actor_name: context.actor.name,
        actor_kind: context.actor.kind,
        reason: context.reason,
        reverts_change_id: open.reverted?.changeId ?? null,
        ...head,
      })
      .returning('change_id')
      .executeTakeFirstOrThrow();
    open.changeId = Number(inserted.change_id);
  } else if (
    primary !== previousPrimary ||
    peopleOnly !== open.peopleOnly ||
    words.summary !== open.words?.summary ||
    head.summary_message !== (open.words && JSON.stringify(open.words.message)) ||
    words.label !== open.words?.label
  ) {
    await db.updateTable('changes').set(head).where('change_id', '=', open.changeId).execute();
  }
  open.words = words;
  open.peopleOnly = peopleOnly;
  const changeId = open.changeId;

  await db
    .insertInto('change_rows')
    .values({
      change_id: changeId,
      table_name: table,
      record_id: row.id,
      op,
      before_json: before ? JSON.stringify(before) : null,
      after_json: after ? JSON.stringify(after) : null,
    })
    .execute();

  const subjects: { change_id: number; subject_type: string; subject_id: number }[] = [];
  for (const side of [before, after]) {
    for (const [type, column] of info.subjects) {
      const id = side?.[column];
      const key = `${type}:${String(id)}`;
      if (id == null || open.subjects.has(key)) continue;
      open.subjects.add(key);
      subjects.push({ change_id: changeId, subject_type: type, subject_id: Number(id) });
    }
  }
  if (subjects.length) await db.insertInto('change_subjects').values(subjects).execute();

  const images: { change_id: number; image_id: number }[] = [];
  for (const side of [before, after]) {
    for (const column of info.images ?? []) {
      const id = side?.[column];
      if (id == null || open.images.has(Number(id))) continue;
      open.images.add(Number(id));
      images.push({ change_id: changeId, image_id: Number(id) });
    }
  }
  if (images.length) await db.insertInto('change_images').values(images).execute();

  const files: { change_id: number; file_id: number }[] = [];
  for (const side of [before, after]) {
    for (const column of info.recordingFiles ?? []) {
      const id = side?.[column];
      if (id == null || open.recordingFiles.has(Number(id))) continue;
      open.recordingFiles.add(Number(id));
      files.push({ change_id: changeId, file_id: Number(id) });
    }
  }
  if (files.length) await db.insertInto('change_recording_files').values(files).execute();
}

/** The columns the history records of a table's rows (all of them unless the table says otherwise). */
const selection = (table: TrackedTable): string[] | '*' => trackedTable(table).columns ?? '*';

/** The query narrowed to the rows that match (a list: any of its values). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function matching<Q extends { where(...args: any[]): Q }>(query: Q, match: Record<string, unknown>): Q {
  for (const [column, value] of Object.entries(match)) {
    if (Array.isArray(value)) query = query.where(column, 'in', value);
    else query = value === null ? query.where(column, 'is', null) : query.where(column, '=', value);
  }
  return query;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function selectRows(db: Executor, table: TrackedTable, match: Record<string, unknown>): any {
  const columns = selection(table);
  let query = untyped(db).selectFrom(table);
  query = columns === '*' ? query.selectAll() : query.select(columns);
  return matching(query, match).orderBy(trackedTable(table).id);
}

/** The matching rows as the history records them, read in this transaction (locked on PostgreSQL). */
async function rowsForWrite(trx: Executor, table: TrackedTable, match: Record<string, unknown>) {
  let query = selectRows(trx, table, match);
  // SQLite has one writer at a time; PostgreSQL locks the rows until the transaction ends.
  if (isPostgres(trx)) query = query.forUpdate();
  return (await query.execute()) as RowValues[];
}

/** Insert a row and record it; returns the stored row. */
export function trackedInsert<T extends Exclude<TrackedTable, 'users'>>(
  db: Executor,
  table: T,
  values: Insertable<Database[T]>,
): Promise<TrackedRow<T>> {
  const insert = async (trx: Executor) => {
    const inherited = await withInheritedProtection(trx, table, values);
    const row = (await untyped(trx)
      .insertInto(table)
      .values(withKeptColumns(table, inherited))
      .returningAll()
      .executeTakeFirstOrThrow()) as RowValues;
    await appendChangeRow(trx, table, 'create', null, row);
    return row as TrackedRow<T>;
  };
  return changeContext().record ? inTransaction(db, insert) : insert(db);
}

/**
 * Change the matching rows and record each one that really changed; returns the rows as stored after (none
 * when nothing matched).
 */
export async function trackedUpdate<T extends TrackedTable>(
  db: Executor,
  table: T,
  match: RowMatch<T>,
  values: Updateable<Database[T]>,
): Promise<TrackedRow<T>[]> {
  if (!changeContext().record) {
    // Nothing to record: the write alone, as it would be without a history.
    const columns = selection(table);
    const update = matching(
      untyped(db)
        .updateTable(table as string)
        .set(withKeptColumns(table, values as Record<string, unknown>)),
      match,
    );
    return (await (
      columns === '*' ? update.returningAll() : update.returning(columns)
    ).execute()) as TrackedRow<T>[];
  }
  return (await trackedUpdatePairs(db, table, match, values)).map((pair) => pair.after);
}

/** trackedUpdate, answering each row before and after (the rows are locked first on PostgreSQL). */
export function trackedUpdatePairs<T extends TrackedTable>(
  db: Executor,
  table: T,
  match: RowMatch<T>,
  values: Updateable<Database[T]>,
): Promise<{ before: TrackedRow<T>; after: TrackedRow<T> }[]> {
  return inTransaction(db, async (trx) => {
    const idColumn = trackedTable(table).id;
    const befores = await rowsForWrite(trx, table, match);
    if (befores.length === 0) return [];
    const ids = befores.map((row) => row[idColumn]);
    const columns = selection(table);
    const update = untyped(trx)
      .updateTable(table as string)
      .set(withKeptColumns(table, values as Record<string, unknown>))
      .where(idColumn, 'in', ids);
    const afters = (await (
      columns === '*' ? update.returningAll() : update.returning(columns)
    ).execute()) as RowValues[];
    const byId = new Map(befores.map((row) => [String(row[idColumn]), row]));
    afters.sort((a, b) => Number(a[idColumn]) - Number(b[idColumn]));
    const pairs: { before: TrackedRow<T>; after: TrackedRow<T> }[] = [];
    for (const after of afters) {
      const before = byId.get(String(after[idColumn]))!;
      if (rowsDiffer(before, after)) await appendChangeRow(trx, table, 'update', before, after);
      pairs.push({ before: before as TrackedRow<T>, after: after as TrackedRow<T> });
    }
    if (movesParent(table, values)) await inheritAfterMove(trx, table, pairs);
    return pairs;
  });
}

/** Rows moved to another record take its protection, unless they have their own. */
async function inheritAfterMove(trx: Executor, table: TrackedTable, pairs: { after: RowValues }[]) {
  if (!isInheriting(table)) return;
  const idColumn = trackedTable(table).id;
  for (const { after } of pairs) {
    if (after.protection_own === 1) continue;
    const protection = await parentProtection(trx, table, after);
    if (protection === (after.protection_id ?? null)) continue;
    await trackedUpdatePairs(
      trx,
      table,
      { [idColumn]: after[idColumn] } as RowMatch<TrackedTable>,
      {
        protection_id: protection,
      } as Updateable<Database[TrackedTable]>,
    );
  }
}

/**
 * Delete the matching rows and record them, with every row the database deletes with them; returns the rows
 * as they were (none when nothing matched).
 */
export function trackedDelete<T extends Exclude<TrackedTable, 'users'>>(
  db: Executor,
  table: T,
  match: RowMatch<T>,
): Promise<TrackedRow<T>[]> {
  if (!changeContext().record) {
    return matching(untyped(db).deleteFrom(table as string), match)
      .returningAll()
      .execute() as Promise<TrackedRow<T>[]>;
  }
  return inTransaction(db, async (trx) => {
    const idColumn = trackedTable(table).id;
    const rows = await rowsForWrite(trx, table, match);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row[idColumn]);
    await recordCascades(trx, table, ids, new Set());
    await untyped(trx)
      .deleteFrom(table as string)
      .where(idColumn, 'in', ids)
      .execute();
    for (const row of rows) await appendChangeRow(trx, table, 'delete', row, null);
    return rows as TrackedRow<T>[];
  });
}

/**
 * Record the rows the database deletes with these (a canoe's names, ownerships…), and theirs in turn (a
 * restoration's sources, and the labels on them), each before what it hangs off: a restore inserts the parent
 * first by undoing the rows in reverse. A row reached twice (a canoe's source, also its name's) is recorded once,
 * the first time.
 */
async function recordCascades(trx: Executor, table: TrackedTable, ids: unknown[], seen: Set<string>) {
  for (const [child, column] of CASCADES[table] ?? []) {
    const childId = trackedTable(child).id;
    const children = (await rowsForWrite(trx, child, { [column]: ids })).filter(
      (row) => !seen.has(`${child}:${String(row[childId])}`),
    );
    if (!children.length) continue;
    for (const row of children) seen.add(`${child}:${String(row[childId])}`);
    await recordCascades(
      trx,
      child,
      children.map((row) => row[childId]),
      seen,
    );
    for (const row of children) await appendChangeRow(trx, child, 'delete', row, null);
  }
}

/** Insert a row exactly as it was (its id included): a revert restoring a deleted row. */
export async function trackedRestore(trx: Executor, table: Exclude<TrackedTable, 'users'>, row: RowValues) {
  const stored = (await untyped(trx)
    .insertInto(table)
    .values(withKeptColumns(table, row))
    .returningAll()
    .executeTakeFirstOrThrow()) as RowValues;
  await appendChangeRow(trx, table, 'create', null, stored);
  return stored;
}

/** The row of a tracked table with this id as the history records it, or undefined. */
export async function findTrackedRow(
  db: Executor,
  table: TrackedTable,
  id: number,
): Promise<RowValues | undefined> {
  const rows = (await selectRows(db, table, { [trackedTable(table).id]: id }).execute()) as RowValues[];
  return rows[0];
}

/** The rows of `child` that point at `parentId` through `column` (a canoe's names…). */
export async function childRows(db: Executor, child: TrackedTable, column: string, parentId: number) {
  return (await selectRows(db, child, { [column]: parentId }).execute()) as RowValues[];
}
