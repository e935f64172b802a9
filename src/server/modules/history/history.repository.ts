/** Kysely queries that read the change history (recording lives in src/server/db/history.ts). */
import { sql, type Kysely } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { isPostgres } from '../../db/dialect.ts';
import { trackedTable, type TrackedTable } from '../../db/history-tables.ts';
import type { Row } from '../../db/tables.ts';
import type { RecordType } from '../../../shared/api/history.ts';

export type ChangeRecord = Row<'changes'> & { reverted_by_change_id: number | null };
export type ChangeRowRecord = Row<'change_rows'>;

export interface ChangeFilter {
  /** Leave out changes to people and accounts. */
  hidePeopleOnly: boolean;
  recordType?: RecordType;
  actorId?: number;
  /** ISO timestamps, inclusive from, exclusive to. */
  from?: string;
  to?: string;
  /** Only changes older than this id. */
  before?: number;
  /** Only changes in the history of this record. */
  subject?: { type: RecordType; id: number };
  /** Only deletes that no later change has undone. */
  deletedOnly?: boolean;
  /**
   * Only changes of a protocol: to it and its memberships (its history), and to rows kept under one of its
   * `protections` before or after the change (decision 020).
   */
  protocol?: { id: number; protections: number[] };
}

/** The protection columns a recorded row can carry. */
const PROTECTION_KEYS = ['protection_id', 'notes_protection_id'];

/** An integer of a recorded row's JSON (`change_rows.before_json` or `after_json`). */
function jsonInteger(db: Executor, column: 'r.before_json' | 'r.after_json', key: string) {
  return isPostgres(db)
    ? sql`(cast(${sql.ref(column)} as jsonb) ->> ${sql.lit(key)})::integer`
    : sql`json_extract(${sql.ref(column)}, ${sql.lit(`$.${key}`)})`;
}

/** The changes that wrote a row kept under one of these protections, before or after. */
function changesOfKeptRows(db: Executor, protections: number[]) {
  const ids = sql.join(protections.map((id) => sql.lit(id)));
  const kept = (['r.before_json', 'r.after_json'] as const).flatMap((column) =>
    PROTECTION_KEYS.map((key) => sql<boolean>`${jsonInteger(db, column, key)} in (${ids})`),
  );
  return db
    .selectFrom('change_rows as r')
    .select('r.change_id')
    .where(sql<boolean>`(${sql.join(kept, sql` or `)})`);
}

function selectChanges(db: Executor) {
  return db
    .selectFrom('changes as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('changes as r')
        .select((e) => e.fn.min('r.change_id').as('id'))
        .whereRef('r.reverts_change_id', '=', 'c.change_id')
        .as('reverted_by_change_id'),
    );
}

/** One page of changes, newest first; `limit + 1` are read so the caller knows whether more follow. */
export async function listChanges(
  db: Executor,
  filter: ChangeFilter,
  limit: number,
): Promise<ChangeRecord[]> {
  let query = selectChanges(db);
  if (filter.hidePeopleOnly) query = query.where('c.people_only', '=', 0);
  if (filter.recordType) query = query.where('c.record_type', '=', filter.recordType);
  if (filter.actorId !== undefined) query = query.where('c.actor_user_id', '=', filter.actorId);
  if (filter.from) query = query.where('c.created_at', '>=', filter.from);
  if (filter.to) query = query.where('c.created_at', '<', filter.to);
  if (filter.before !== undefined) query = query.where('c.change_id', '<', filter.before);
  if (filter.subject) {
    const { type, id } = filter.subject;
    query = query.where('c.change_id', 'in', (eb) =>
      eb
        .selectFrom('change_subjects as s')
        .select('s.change_id')
        .where('s.subject_type', '=', type)
        .where('s.subject_id', '=', id),
    );
  }
  if (filter.protocol) {
    const { id, protections } = filter.protocol;
    query = query.where((eb) =>
      eb.or([
        eb(
          'c.change_id',
          'in',
          eb
            .selectFrom('change_subjects as s')
            .select('s.change_id')
            .where('s.subject_type', '=', 'protocol')
            .where('s.subject_id', '=', id),
        ),
        ...(protections.length ? [eb('c.change_id', 'in', changesOfKeptRows(db, protections))] : []),
      ]),
    );
  }
  if (filter.deletedOnly) {
    query = query
      .where('c.action', '=', 'delete')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('changes as u')
              .select('u.change_id')
              .whereRef('u.reverts_change_id', '=', 'c.change_id'),
          ),
        ),
      );
  }
  const rows = await query
    .orderBy('c.change_id', 'desc')
    .limit(limit + 1)
    .execute();
  return rows.map((row) => ({ ...row, reverted_by_change_id: row.reverted_by_change_id ?? null }));
}

export async function findChange(db: Executor, changeId: number): Promise<ChangeRecord | undefined> {
  const row = await selectChanges(db).where('c.change_id', '=', changeId).executeTakeFirst();
  return row && { ...row, reverted_by_change_id: row.reverted_by_change_id ?? null };
}

/** The rows of the given changes, in the order they were written. */
export function listChangeRows(db: Executor, changeIds: number[]): Promise<ChangeRowRecord[]> {
  if (changeIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('change_rows')
    .selectAll()
    .where('change_id', 'in', changeIds)
    .orderBy('change_id')
    .orderBy('change_row_id')
    .execute();
}

/** Whether any change belongs to this record's history. */
export async function hasHistory(db: Executor, type: RecordType, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('change_subjects')
    .select('change_id')
    .where('subject_type', '=', type)
    .where('subject_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Accounts that have made changes, with the name of each one's latest change, by name. */
export async function listActors(db: Executor, hidePeopleOnly: boolean) {
  let latest = db
    .selectFrom('changes')
    .select((eb) => ['actor_user_id', eb.fn.max('change_id').as('last_id')])
    .where('actor_user_id', 'is not', null)
    .groupBy('actor_user_id');
  if (hidePeopleOnly) latest = latest.where('people_only', '=', 0);
  const rows = await db
    .selectFrom(latest.as('l'))
    .innerJoin('changes as c', 'c.change_id', 'l.last_id')
    .select(['c.actor_user_id', 'c.actor_name'])
    .orderBy(sql`lower(c.actor_name)`)
    .orderBy('c.actor_user_id')
    .execute();
  return rows.map((row) => ({ user_id: Number(row.actor_user_id), name: row.actor_name }));
}

/** Whether a later change reverts this one. */
export async function revertOf(db: Executor, changeId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('changes')
    .select('change_id')
    .where('reverts_change_id', '=', changeId)
    .orderBy('change_id')
    .limit(1)
    .executeTakeFirst();
  return row?.change_id;
}

/**
 * Hold a change for a revert until the transaction ends, so two reverts of it take turns: the second then sees
 * what the first put back and is refused. On PostgreSQL its row is locked (FOR UPDATE); SQLite has one writer,
 * and Kysely runs its transactions one after another on its one connection.
 */
export async function claimChange(trx: Executor, changeId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('changes').select('change_id').where('change_id', '=', changeId).forUpdate().execute();
}

/** The rows of a recorded table with these ids, as they are now (the records a change refers to). */
export async function findRowsByIds(
  db: Executor,
  table: TrackedTable,
  ids: number[],
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const idColumn = trackedTable(table).id;
  // The table is one of the recorded ones, chosen by the caller: its name is not typed.
  const untyped = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  return (await untyped.selectFrom(table).selectAll().where(idColumn, 'in', ids).execute()) as Record<
    string,
    unknown
  >[];
}

/** Every recorded version of these rows (records deleted since), newest first. */
export function recordedVersions(db: Executor, rows: { table: TrackedTable; id: number }[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('change_rows')
    .select(['table_name', 'record_id', 'before_json', 'after_json'])
    .where((eb) =>
      eb.or(rows.map(({ table, id }) => eb.and([eb('table_name', '=', table), eb('record_id', '=', id)]))),
    )
    .orderBy('change_row_id', 'desc')
    .execute();
}
