import type { CanoeName, Ownership } from '../../../../shared/api/index.ts';
import { linkColumn } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../../shared/paths.ts';
import { actionsColumn, HistorySection } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';

/** An end date in words (as precise as it was given), or `open` ('Current', 'Present') while there is none. */
const endWords = (words: string | null, open: string) => words || open;

/** Name History: each name with the years it was given and given up. */
export function NamesTab({ names, admin }: { names: CanoeName[]; admin: CanoeAdmin | null }) {
  return (
    <HistorySection
      kind="name"
      admin={admin}
      list={{ data: names }}
      rowKey={(name) => name.canoe_name_id}
      columns={[
        { header: 'Name', className: 'font-medium text-koa-900', cell: (name) => name.name },
        { header: 'Year Assigned', cell: (name) => name.start_date_words || 'Unknown' },
        { header: 'Year Ended', cell: (name) => endWords(name.end_date_words, 'Current') },
        actionsColumn(
          admin,
          'name',
          (name: CanoeName) => name.canoe_name_id,
          (name: CanoeName) => ({
            kind: 'name',
            id: name.canoe_name_id,
            label: name.name,
          }),
        ),
      ]}
    />
  );
}

/** 'Keawe ʻOhana, 1950–1980': which ownership an Edit or Delete button acts on. */
const ownershipLabel = (ownership: Ownership) =>
  `${ownership.owner_name}, ${ownership.start_date_words} to ${endWords(ownership.end_date_words, 'present')}`;

/** Ownership: every steward who has held the canoe, oldest first. */
export function OwnershipTab({ ownerships, admin }: { ownerships: Ownership[]; admin: CanoeAdmin | null }) {
  return (
    <HistorySection
      kind="ownership"
      admin={admin}
      list={{ data: ownerships }}
      rowKey={(ownership) => ownership.ownership_id}
      columns={[
        linkColumn('Steward', (ownership: Ownership) => ({
          to: paths.owner(ownership.owner_id),
          text: ownership.owner_name,
        })),
        { header: 'From', cell: (ownership) => ownership.start_date_words || 'Unknown' },
        { header: 'To', cell: (ownership) => endWords(ownership.end_date_words, 'Present') },
        {
          header: 'Notes',
          className: 'min-w-48 text-stone-700',
          cell: (ownership) => (
            <>
              {ownership.notes ? <p>{ownership.notes}</p> : null}
              {ownership.transfer_reason ? (
                <p className="text-stone-600">Reason for transfer: {ownership.transfer_reason}</p>
              ) : null}
            </>
          ),
        },
        actionsColumn(
          admin,
          'ownership',
          (ownership: Ownership) => ownership.ownership_id,
          (ownership: Ownership) => ({
            kind: 'ownership',
            id: ownership.ownership_id,
            label: ownershipLabel(ownership),
          }),
        ),
      ]}
    />
  );
}
