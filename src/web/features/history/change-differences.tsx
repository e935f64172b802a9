/**
 * A change's rows in the words of the forms they came from: each row's heading ("Changed the canoe"), then its
 * fields (label, before, after) as the server worded them: names for the records they refer to, dates as the
 * archive says them, units, licence names; never ids or bookkeeping columns. An add, a delete or a restore, and
 * an edit too long for a phone's screen, read as one line whose details open on request.
 */
import type { ChangeField, ChangeRow } from '../../../shared/api/history.ts';
import type { FieldDifference } from '../../../shared/api/common.ts';
import { DataTable } from '../../components/ui/data-table.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import type { Message } from '../../../shared/i18n/messages.ts';
import { historyArea } from '../../../shared/i18n/messages/history.ts';

/**
 * "owner_id" → "Owner id": only for a refusal's differences, which come without the form's labels. The server's
 * column names, not words of the interface: the server's conflicts should carry the form's labels (a `label`).
 */
export const fieldLabel = (field: string) => {
  const words = field.replace(/_id$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type Shown = FieldDifference['before'] | ChangeField['before'];

const isEmpty = (value: Shown) => value === null || value === '';

function Value({ value }: { value: Shown }) {
  const { t } = useI18n();
  if (isEmpty(value)) return <span className="text-stone-500 italic">{t(historyArea.empty)}</span>;
  return <span className="break-words whitespace-pre-line">{String(value)}</span>;
}

/** Before and After share the width: neither squeezes the other. */
const HALF = { className: 'w-[42%]' };

type Difference = { field: string; label?: string; before: Shown; after: Shown };

/** The differences of a list of fields: Field, Before, After. */
export function DifferenceTable({
  differences,
  caption,
  labels = [historyArea.before, historyArea.after],
}: {
  differences: Difference[];
  caption: string;
  /** The two columns' headings. */
  labels?: [Message, Message];
}) {
  return (
    <DataTable
      className="mt-2 overflow-x-auto rounded-lg border border-stone-200"
      caption={caption}
      rows={differences}
      rowKey={(d) => d.field}
      columns={[
        { header: historyArea.field, cell: (d) => d.label ?? fieldLabel(d.field), rowHeader: true },
        { header: labels[0], headerProps: HALF, cell: (d) => <Value value={d.before} /> },
        { header: labels[1], headerProps: HALF, cell: (d) => <Value value={d.after} /> },
      ]}
    />
  );
}

/**
 * What an added or deleted record had: Field, Value (no empty Before or After column). Two columns fit a phone,
 * so its rows stay one line each rather than stacking.
 */
function ValueTable({
  fields,
  caption,
  deleted,
}: {
  fields: ChangeField[];
  caption: string;
  deleted: boolean;
}) {
  return (
    <DataTable
      stack={false}
      className="mt-2 overflow-x-auto rounded-lg border border-stone-200"
      caption={caption}
      rows={fields}
      rowKey={(f) => f.field}
      columns={[
        {
          header: historyArea.field,
          headerProps: { className: 'w-[30%]' },
          cell: (f) => f.label,
          rowHeader: true,
        },
        {
          header: deleted ? historyArea.was : historyArea.value,
          cell: (f) => <Value value={deleted ? f.before : f.after} />,
        },
      ]}
    />
  );
}

function RowFields({ row }: { row: ChangeRow }) {
  const { t } = useI18n();
  return (
    <div>
      <h4 className="text-sm font-semibold text-stone-800">{row.title}</h4>
      {row.fields.length === 0 ? (
        <p className="text-sm text-stone-600">{t(historyArea.noFieldChanged)}</p>
      ) : row.action === 'update' ? (
        <DifferenceTable differences={row.fields} caption={row.title} />
      ) : (
        <ValueTable fields={row.fields} caption={row.title} deleted={row.action === 'delete'} />
      )}
    </div>
  );
}

/** An edit this small shows at once; anything more (or longer) waits behind "Show what changed". */
const INLINE_FIELDS = 4;
const INLINE_CHARACTERS = 300;

const shownAtOnce = (rows: ChangeRow[]) => {
  const fields = rows.flatMap((row) => row.fields);
  const characters = fields.reduce((n, f) => n + (f.before?.length ?? 0) + (f.after?.length ?? 0), 0);
  return (
    rows.every((row) => row.action === 'update') &&
    fields.length <= INLINE_FIELDS &&
    characters <= INLINE_CHARACTERS
  );
};

export function ChangeDifferences({ rows }: { rows: ChangeRow[] }) {
  const { t } = useI18n();
  const shown = rows.filter((row) => row.fields.length > 0 || rows.length === 1);
  if (shown.length === 0) return null;
  const list = (
    <div className="mt-3 space-y-3">
      {shown.map((row) => (
        <RowFields key={`${row.record_type}:${row.record_id}`} row={row} />
      ))}
    </div>
  );
  if (shownAtOnce(shown)) return list;
  const fields = shown.reduce((n, row) => n + row.fields.length, 0);
  return (
    <details className="group mt-2">
      <summary className="link inline-flex cursor-pointer flex-wrap items-center py-2 text-sm font-medium">
        {shown.length > 1
          ? t(historyArea.showWhatChangedRecords, { records: shown.length, fields })
          : t(historyArea.showWhatChanged, { fields })}
      </summary>
      {list}
    </details>
  );
}
