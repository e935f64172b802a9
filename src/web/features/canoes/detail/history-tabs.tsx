import type { CanoeName, Ownership } from '../../../../shared/api/index.ts';
import { linkColumn } from '../../../components/ui/data-table.tsx';
import { yearOf } from '../../../lib/format.ts';
import { paths } from '../../../../shared/paths.ts';
import { actionsColumn, HistorySection } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';

/** An end year, or `open` ('Current', 'Present') while there is none. */
const endYear = (endDate: string | null, open: string) => (endDate ? (yearOf(endDate) ?? endDate) : open);

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
        { header: 'Year Assigned', cell: (name) => yearOf(name.start_date) ?? 'Unknown' },
        { header: 'Year Ended', cell: (name) => endYear(name.end_date, 'Current') },
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
  `${ownership.owner_name}, ${yearOf(ownership.start_date) ?? 'unknown'}–${endYear(ownership.end_date, 'present')}`;

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
        { header: 'From', cell: (ownership) => yearOf(ownership.start_date) ?? 'Unknown' },
        { header: 'To', cell: (ownership) => endYear(ownership.end_date, 'Present') },
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
