/**
 * Changes as the API sends them: who, when, the words and, with the rows, each row before and after (derived
 * search columns left out) with its field-by-field differences, rich text as readable text.
 */
import type { ChangeDetail, ChangeRow, ChangeSummary, RecordType } from '../../../shared/api/history.ts';
import type { FieldDifference } from '../../../shared/api/common.ts';
import { htmlToReadableText } from '../../text/sanitize.ts';
import { isTrackedTable, trackedTable, type TrackedTable } from '../../db/history-tables.ts';
import { sameValue, type RowValues } from '../../db/history.ts';
import { dateWords } from '../../../shared/uncertain-date.ts';
import type { ChangeRecord, ChangeRowRecord } from './history.repository.ts';

export function presentChangeSummary(change: ChangeRecord): ChangeSummary {
  return {
    change_id: change.change_id,
    created_at: change.created_at,
    actor: { user_id: change.actor_user_id, name: change.actor_name, kind: change.actor_kind },
    action: change.action,
    record_type: change.record_type as RecordType,
    record_id: change.record_id,
    record_label: change.record_label,
    canoe_id: change.canoe_id,
    summary: change.summary,
    reason: change.reason,
    reverts_change_id: change.reverts_change_id,
    reverted_by_change_id: change.reverted_by_change_id,
  };
}

/** The row without the columns the server derives from others. */
export function visibleColumns(table: TrackedTable, row: RowValues | null): RowValues | null {
  if (!row) return null;
  const hidden = new Set(trackedTable(table).derived ?? []);
  return Object.fromEntries(Object.entries(row).filter(([column]) => !hidden.has(column)));
}

/** A field's value as a difference shows it: rich text as readable text, anything else as it is. */
function shown(table: TrackedTable, column: string, value: unknown): FieldDifference['before'] {
  if (value === undefined || value === null) return null;
  // A date reads as it does on the page ("about 1850"), as precise as it was entered.
  if (column.endsWith('_edtf') && typeof value === 'string') return dateWords(value);
  if ((trackedTable(table).richText ?? []).includes(column) && typeof value === 'string') {
    return htmlToReadableText(value);
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** Every visible field whose value differs between two versions of a row (a missing version: every field). */
export function differences(
  table: TrackedTable,
  before: RowValues | null,
  after: RowValues | null,
): FieldDifference[] {
  const b = visibleColumns(table, before) ?? {};
  const a = visibleColumns(table, after) ?? {};
  const columns = Object.keys({ ...b, ...a });
  // An edit's own time is the change's; its differences are the fields someone changed.
  const edited = (column: string) => !(before && after && column === 'updated_at');
  return columns
    .filter((column) => edited(column) && (!before || !after || !sameValue(b[column], a[column])))
    .map((column) => ({
      // A date is named by its own field: build_date_edtf → build_date.
      field: column.replace(/_edtf$/, ''),
      before: before ? shown(table, column, b[column]) : null,
      after: after ? shown(table, column, a[column]) : null,
    }));
}

const parse = (json: string | null): RowValues | null => (json ? (JSON.parse(json) as RowValues) : null);

export function presentChangeRow(row: ChangeRowRecord): ChangeRow {
  if (!isTrackedTable(row.table_name)) throw new Error(`Unknown table in the history: ${row.table_name}`);
  const table = row.table_name;
  const before = parse(row.before_json);
  const after = parse(row.after_json);
  return {
    record_type: trackedTable(table).type,
    record_id: row.record_id,
    action: row.op,
    before: visibleColumns(table, before),
    after: visibleColumns(table, after),
    differences: differences(table, before, after),
  };
}

export function presentChangeDetail(change: ChangeRecord, rows: ChangeRowRecord[]): ChangeDetail {
  return { ...presentChangeSummary(change), rows: rows.map(presentChangeRow) };
}
