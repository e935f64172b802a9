/**
 * Reading the change history, and reverting a change. A revert is a new change that names the one it undoes:
 * each row the change wrote is put back as it was, in reverse order (so a restored canoe is inserted before its
 * names), after checking that nothing has changed since; otherwise 409 with what differs.
 */
import type { Caller } from '../auth/caller.ts';
import type { Db, Executor } from '../../db/database.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/database.ts';
import {
  CASCADES,
  isTrackedTable,
  tableOfType,
  trackedTable,
  type TrackedTable,
} from '../../db/history-tables.ts';
import {
  findTrackedRow,
  childRows,
  markRevert,
  openChangeId,
  sameValue,
  trackedDelete,
  trackedRestore,
  trackedUpdate,
  type RowValues,
} from '../../db/history.ts';
import { readSaying } from '../../db/history-words.ts';
import { HttpError, notFound, say } from '../../http/errors.ts';
import type { RevertConflict } from '../../../shared/api/common.ts';
import {
  ACTIVITY_DEFAULT_LIMIT,
  RECENT_ACTIVITY_DEFAULT_LIMIT,
  type ActivityQuery,
  type DeletedQuery,
  type HistoryQuery,
  type RecordType,
} from '../../../shared/api/history.ts';
import { refreshNameSort } from '../canoes/canoe-name.repository.ts';
import { revokeApiTokensOfUser } from '../auth/account.repository.ts';
import { findProtocol, protectionsOfProtocol } from '../protocols/protocol.repository.ts';
import type { Viewer } from '../../core/viewer.ts';
import type { Translator } from '../../../shared/i18n/translator.ts';
import * as repo from './history.repository.ts';
import {
  changeFields,
  ENGLISH,
  parseChangeRow,
  presentChangeDetail,
  presentChangeSummary,
  rowWhat,
} from './history.presenter.ts';
import { referencesOf, resolveNames, type NameBook } from './history.names.ts';
import type { RecordKind } from '../../../shared/i18n/not-found.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { historyRevertsArea as R } from '../../../shared/i18n/messages/history-reverts.ts';

const PEOPLE_ONLY_MESSAGE = serverArea.adminGroupRequired;

const hidePeopleOnly = (caller: Caller | null) => !caller?.isPeopleAdmin;

/** `from`/`to` days (UTC, both inclusive) as a timestamp range. */
function dayRange(from?: string, to?: string) {
  let end: string | undefined;
  if (to) {
    const next = new Date(`${to}T00:00:00.000Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    end = next.toISOString();
  }
  return { from: from ? `${from}T00:00:00.000Z` : undefined, to: end };
}

/** A page of changes and the cursor of the next one. */
async function page(db: Executor, filter: repo.ChangeFilter, limit: number) {
  const rows = await repo.listChanges(db, filter, limit);
  const more = rows.length > limit;
  const changes = more ? rows.slice(0, limit) : rows;
  return { changes, next_cursor: more ? changes[changes.length - 1].change_id : null };
}

/** The changes with their rows, each field's label and value words in the translator's language. */
async function withRows(db: Executor, changes: repo.ChangeRecord[], translator: Translator) {
  const rows = await repo.listChangeRows(
    db,
    changes.map((c) => c.change_id),
  );
  const byChange = new Map<number, repo.ChangeRowRecord[]>();
  for (const row of rows) byChange.set(row.change_id, [...(byChange.get(row.change_id) ?? []), row]);
  // The records the rows refer to, by name: a few queries for the whole answer (history.names.ts).
  const book = await resolveNames(db, referencesOf(rows.map(parseChangeRow)), true);
  return changes.map((change) =>
    presentChangeDetail(change, byChange.get(change.change_id) ?? [], book, translator),
  );
}

/**
 * The protocol the Activity is filtered by, with its protections: only one the caller may see (an administrator
 * sees every protocol, and a deleted one's history; anyone else those they belong to, as the protocols' own list),
 * else not found.
 */
async function protocolFilter(db: Executor, viewer: Viewer, protocolId: number | undefined) {
  if (protocolId === undefined) return undefined;
  const known = viewer.all
    ? (await findProtocol(db, protocolId)) !== undefined ||
      (await repo.hasHistory(db, 'protocol', protocolId))
    : viewer.memberOf.includes(protocolId) && (await findProtocol(db, protocolId)) !== undefined;
  if (!known) throw notFound('Protocol');
  return { id: protocolId, protections: await protectionsOfProtocol(db, protocolId) };
}

export async function activity(
  db: Db,
  caller: Caller | null,
  viewer: Viewer,
  query: ActivityQuery,
  translator: Translator = ENGLISH,
) {
  const { changes, next_cursor } = await page(
    db.kysely,
    {
      hidePeopleOnly: hidePeopleOnly(caller),
      recordType: query.record_type,
      actorId: query.actor,
      protocol: await protocolFilter(db.kysely, viewer, query.protocol),
      ...dayRange(query.from, query.to),
      before: query.before,
    },
    query.limit ?? ACTIVITY_DEFAULT_LIMIT,
  );
  return { changes: changes.map((change) => presentChangeSummary(change, translator)), next_cursor };
}

export function activityActors(db: Db, caller: Caller | null) {
  return repo.listActors(db.kysely, hidePeopleOnly(caller));
}

export async function deletedRecords(
  db: Db,
  caller: Caller | null,
  query: DeletedQuery,
  translator: Translator = ENGLISH,
) {
  const { changes, next_cursor } = await page(
    db.kysely,
    {
      hidePeopleOnly: hidePeopleOnly(caller),
      recordType: query.record_type,
      before: query.before,
      deletedOnly: true,
    },
    query.limit ?? ACTIVITY_DEFAULT_LIMIT,
  );
  return { changes: changes.map((change) => presentChangeSummary(change, translator)), next_cursor };
}

/** What a record is called in a 404 when neither it nor any change of it exists. */
const NOT_FOUND_NAME: Partial<Record<RecordType, RecordKind>> = {
  canoe: 'Canoe',
  owner: 'Steward',
  maker: 'Maker',
  race: 'Race',
  person: 'Person',
};

/** 404 unless the record exists or has a history (a deleted record keeps its history). */
async function assertKnown(db: Executor, type: RecordType, id: number) {
  if (await repo.hasHistory(db, type, id)) return;
  if (await findTrackedRow(db, tableOfType(type), id)) return;
  throw notFound(NOT_FOUND_NAME[type] ?? 'Record');
}

/** The changes in a record's history, newest first, with their rows. */
export async function recordHistory(
  db: Db,
  caller: Caller | null,
  type: RecordType,
  id: number,
  query: HistoryQuery,
  translator: Translator = ENGLISH,
) {
  await assertKnown(db.kysely, type, id);
  const { changes, next_cursor } = await page(
    db.kysely,
    { hidePeopleOnly: hidePeopleOnly(caller), subject: { type, id }, before: query.before },
    query.limit ?? ACTIVITY_DEFAULT_LIMIT,
  );
  return { changes: await withRows(db.kysely, changes, translator), next_cursor };
}

/** A canoe's latest changes, its rows' included (Recent Activity). */
export async function canoeActivity(
  db: Db,
  caller: Caller | null,
  canoeId: number,
  limit?: number,
  translator: Translator = ENGLISH,
) {
  await assertKnown(db.kysely, 'canoe', canoeId);
  const { changes } = await page(
    db.kysely,
    { hidePeopleOnly: hidePeopleOnly(caller), subject: { type: 'canoe', id: canoeId } },
    limit ?? RECENT_ACTIVITY_DEFAULT_LIMIT,
  );
  return changes.map((change) => presentChangeSummary(change, translator));
}

async function visibleChange(db: Executor, caller: Caller | null, changeId: number) {
  const change = await repo.findChange(db, changeId);
  if (!change) throw notFound('Change');
  if (change.people_only && hidePeopleOnly(caller)) throw new HttpError(403, PEOPLE_ONLY_MESSAGE);
  return change;
}

export async function getChange(
  db: Db,
  caller: Caller | null,
  changeId: number,
  translator: Translator = ENGLISH,
) {
  const change = await visibleChange(db.kysely, caller, changeId);
  return (await withRows(db.kysely, [change], translator))[0];
}

/** A row a change wrote, parsed. */
interface WrittenRow {
  table: TrackedTable;
  id: number;
  op: 'create' | 'update' | 'delete';
  before: RowValues | null;
  after: RowValues | null;
}

function writtenRows(rows: repo.ChangeRowRecord[]): WrittenRow[] {
  return rows.map((row) => {
    if (!isTrackedTable(row.table_name)) throw new Error(`Unknown table in the history: ${row.table_name}`);
    return {
      table: row.table_name,
      id: row.record_id,
      op: row.op,
      before: row.before_json ? (JSON.parse(row.before_json) as RowValues) : null,
      after: row.after_json ? (JSON.parse(row.after_json) as RowValues) : null,
    };
  });
}

/** The columns a revert compares and writes back: all but the id and those kept up to date elsewhere. */
function revertColumns(table: TrackedTable, row: RowValues): string[] {
  const info = trackedTable(table);
  if (info.revertColumns) return info.revertColumns;
  const skipped = new Set([info.id, ...(info.maintained ?? [])]);
  return Object.keys(row).filter((column) => !skipped.has(column));
}

const pick = (row: RowValues, columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, row[column]]));

/**
 * Why a record stands in the way of a revert, said in any language (the record by its name, never its id): what
 * the refusal's words are made of, each said in the reader's language and kept in English.
 */
interface Conflict {
  conflict: RevertConflict;
  /** "The name Kai Nui has changed since.", in the translator's language. */
  words: (translator: Translator) => string;
}

/** A sentence's first letter made a capital: the record's words begin it ("The name Kai Nui has changed since."). */
const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** "The name Kai Nui has changed since.": `problem` is the conflict's, `wording` its words' when they differ. */
function conflictOf(
  row: WrittenRow,
  book: NameBook,
  translator: Translator,
  problem: RevertConflict['problem'],
  diffs: RevertConflict['differences'] = [],
  wording: { problem?: string; rows?: { table: TrackedTable; count: number } } = {},
): Conflict {
  const words = (reader: Translator) =>
    sentence(
      reader.t(R.conflict, {
        problem: wording.problem ?? problem,
        what: rowWhat(row, book, reader),
        rows: wording.rows ? reader.t(R.newerRows, wording.rows) : '',
      }),
    );
  return {
    conflict: {
      record_type: trackedTable(row.table).type,
      record_id: row.id,
      problem,
      message: words(translator),
      differences: diffs,
    },
    words,
  };
}

/** What stands in the way of undoing the rows: each row must still be as the change left it. */
async function conflictsOf(
  trx: Executor,
  rows: WrittenRow[],
  book: NameBook,
  translator: Translator,
): Promise<Conflict[]> {
  const conflicts: Conflict[] = [];
  const inChange = new Set(rows.map((row) => `${row.table}:${row.id}`));
  for (const row of rows) {
    const current = await findTrackedRow(trx, row.table, row.id);
    if (row.op === 'delete') {
      if (current) conflicts.push(conflictOf(row, book, translator, 'exists'));
      continue;
    }
    if (!current) {
      conflicts.push(conflictOf(row, book, translator, 'deleted'));
      continue;
    }
    const columns = revertColumns(row.table, row.after!);
    const left = pick(row.after!, columns);
    const now = pick(current, columns);
    const changedColumns = columns.filter((column) => !sameValue(left[column], now[column]));
    if (changedColumns.length) {
      // In the form's words, as the history shows them: what the change left, and what is there now.
      const nowNames = await resolveNames(
        trx,
        referencesOf([{ table: row.table, before: left, after: now }]),
        true,
      );
      const diffs = changeFields(
        { table: row.table, id: row.id, op: 'update', before: left, after: now },
        nowNames,
        translator,
      )
        .filter((d) => changedColumns.includes(d.field) || changedColumns.includes(`${d.field}_edtf`))
        .map(({ field, label, before, after }) => ({ field, label, before, after }));
      conflicts.push(conflictOf(row, book, translator, 'changed', diffs));
    }
    if (row.op === 'create') {
      // Undoing a create deletes the record: rows added to it since would go with it.
      for (const [child, column] of CASCADES[row.table] ?? []) {
        const newer = (await childRows(trx, child, column, row.id)).filter(
          (c) => !inChange.has(`${child}:${String(c[trackedTable(child).id])}`),
        );
        if (newer.length) {
          conflicts.push(
            conflictOf(row, book, translator, 'newer_rows', [], {
              rows: { table: child, count: newer.length },
            }),
          );
        }
      }
    }
  }
  return conflicts;
}

/**
 * A revert refused (409): its words said in the reader's language when the answer is written (the error handler
 * asks `messageIn`), made of what they are made of, not of English; its English is the error's message, as logs
 * read it. Each conflict's own words come in the language of the revert's request.
 */
class RevertRefused extends HttpError {
  constructor(
    private readonly words: (translator: Translator) => string,
    conflicts: Conflict[],
  ) {
    super(409, words(ENGLISH));
    this.conflicts = conflicts.map(({ conflict }) => conflict);
  }

  override messageIn(translator: Translator): string {
    return this.words(translator);
  }
}

function refused(conflicts: Conflict[]) {
  return new RevertRefused(
    (reader) =>
      reader.t(R.cannotRevert, {
        why:
          conflicts.length === 1
            ? conflicts[0].words(reader)
            : reader.t(R.recordsChanged, { count: conflicts.length }),
      }),
    conflicts,
  );
}

/** Put one row back as it was before the change. */
async function undoRow(trx: Executor, row: WrittenRow) {
  const idMatch = { [trackedTable(row.table).id]: row.id };
  if (row.op === 'create') {
    if (row.table === 'users') throw new Error('Accounts are never created by a recorded change');
    await trackedDelete(trx, row.table, idMatch);
  } else if (row.op === 'update') {
    await trackedUpdate(trx, row.table, idMatch, pick(row.before!, revertColumns(row.table, row.before!)));
  } else {
    if (row.table === 'users') throw new Error('Accounts are never deleted by a recorded change');
    await trackedRestore(trx, row.table, row.before!);
  }
}

/** Keep what other writes keep: a canoe's sort key after its names changed, an account's tokens. */
async function afterRevert(trx: Executor, rows: WrittenRow[]) {
  const canoes = new Set<number>();
  for (const row of rows) {
    const values = row.before ?? row.after!;
    if (row.table === 'canoes') canoes.add(row.id);
    if (row.table === 'canoe_names') canoes.add(Number(values.canoe_id));
    if (row.table === 'users' && sameValue(row.before?.groups, '[]')) {
      // Removed from every group: its tokens go, as `user groups` does.
      await revokeApiTokensOfUser(trx, row.id, new Date().toISOString());
    }
  }
  for (const canoeId of canoes) {
    if (await findTrackedRow(trx, 'canoes', canoeId)) await refreshNameSort(trx, canoeId);
  }
}

/**
 * Revert a change: refused with 409 (and the conflicts) when anything it wrote has changed since; a person's
 * or an account's change needs the group named "admin". Answers the new change.
 */
export async function revertChange(
  db: Db,
  caller: Caller | null,
  changeId: number,
  translator: Translator = ENGLISH,
) {
  const newChangeId = await db.kysely.transaction().execute(async (trx) => {
    // Two reverts of one change take turns; the later one finds the rows already put back (409).
    await repo.claimChange(trx, changeId);
    const change = await visibleChange(trx, caller, changeId);
    const rows = writtenRows(await repo.listChangeRows(trx, [changeId]));
    // The names of what the rows refer to, read now: a refusal names each record (after a failed write, PostgreSQL
    // would read nothing more in this transaction).
    const book = await resolveNames(trx, referencesOf(rows), true);
    const conflicts = await conflictsOf(trx, rows, book, translator);
    if (conflicts.length) {
      const revertedBy = await repo.revertOf(trx, changeId);
      if (revertedBy === undefined) throw refused(conflicts);
      const error = new HttpError(409, say(R.alreadyReverted, { id: String(revertedBy) }));
      error.conflicts = conflicts.map(({ conflict }) => conflict);
      throw error;
    }
    // The revert's words quote the change's: what they are made of, so they are said in the reader's language.
    markRevert(trx, { changeId, summary: change.summary, message: readSaying(change.summary_message) });
    for (const row of [...rows].reverse()) {
      try {
        await undoRow(trx, row);
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          throw refused([
            conflictOf(row, book, translator, 'missing_reference', [], {
              problem: row.op === 'delete' ? 'missing_reference' : 'referred_to',
            }),
          ]);
        }
        if (isUniqueViolation(error)) {
          throw refused([conflictOf(row, book, translator, 'clash')]);
        }
        throw error;
      }
    }
    await afterRevert(trx, rows);
    const id = openChangeId(trx);
    if (id === null) throw new Error('A revert wrote no change');
    return id;
  });
  return getChange(db, caller, newChangeId, translator);
}
