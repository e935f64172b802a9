/** A change's rows, field by field: what each was before and after (rich text already readable text). */
import type { ChangeRow } from '../../../shared/api/history.ts';
import type { FieldDifference } from '../../../shared/api/common.ts';
import { DataTable } from '../../components/ui/data-table.tsx';

const ACTION_WORDS: Record<ChangeRow['action'], string> = {
  create: 'added',
  update: 'changed',
  delete: 'deleted',
};

const ROW_NAMES: Record<ChangeRow['record_type'], string> = {
  canoe: 'Canoe',
  canoe_name: 'Name',
  ownership: 'Ownership',
  canoe_maker: 'Maker credit',
  restoration: 'Restoration',
  participation: 'Race result',
  media: 'Photo',
  source: 'Source',
  story: 'Story',
  race: 'Race',
  owner: 'Steward',
  maker: 'Maker',
  person: 'Person',
  account: 'Account',
};

/** "owner_id" → "Owner id". */
export const fieldLabel = (field: string) => {
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const isEmpty = (value: FieldDifference['before']) => value === null || value === '';

function Value({ value }: { value: FieldDifference['before'] }) {
  if (isEmpty(value)) return <span className="text-stone-500 italic">empty</span>;
  return <span className="break-words whitespace-pre-line">{String(value)}</span>;
}

/** Before and After share the width: neither squeezes the other. */
const HALF = { className: 'w-[42%]' };

/** The differences of a list of fields: Field, Before, After. */
export function DifferenceTable({
  differences,
  caption,
  labels = ['Before', 'After'],
}: {
  differences: FieldDifference[];
  caption: string;
  /** The two columns' headings. */
  labels?: [string, string];
}) {
  return (
    <DataTable
      className="mt-2 overflow-x-auto rounded-lg border border-stone-200"
      caption={caption}
      rows={differences}
      rowKey={(d) => d.field}
      columns={[
        { header: 'Field', cell: (d) => fieldLabel(d.field), rowHeader: true },
        { header: labels[0], headerProps: HALF, cell: (d) => <Value value={d.before} /> },
        { header: labels[1], headerProps: HALF, cell: (d) => <Value value={d.after} /> },
      ]}
    />
  );
}

/** Every row the change wrote, each with its differences. */
/** A record added or deleted lists the fields it had, not the empty ones. */
const shownDifferences = (row: ChangeRow) =>
  row.action === 'update'
    ? row.differences
    : row.differences.filter((d) => !isEmpty(d.before) || !isEmpty(d.after));

export function ChangeDifferences({ rows }: { rows: ChangeRow[] }) {
  return (
    <div className="mt-3 space-y-3">
      {rows.map((row) => {
        const title = `${ROW_NAMES[row.record_type]} #${row.record_id} ${ACTION_WORDS[row.action]}`;
        return (
          <div key={`${row.record_type}:${row.record_id}`}>
            <h4 className="text-sm font-semibold text-stone-800">{title}</h4>
            {shownDifferences(row).length ? (
              <DifferenceTable differences={shownDifferences(row)} caption={title} />
            ) : (
              <p className="text-sm text-stone-600">No field changed.</p>
            )}
          </div>
        );
      })}
    </div>
  );
}
