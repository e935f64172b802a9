import { Link } from '../../../lib/routing.tsx';
import { paths } from '../../../../shared/paths.ts';
import type { CanoeSummary } from '../../../../shared/api/index.ts';
import { DataTable, RowLink, type Column } from '../../../components/ui/data-table.tsx';
import { canoeDisplayName, canoeNameLang } from '../../../lib/canoe-name.ts';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { lengthText } from './canoe-card.tsx';

const COLUMNS: Column<CanoeSummary>[] = [
  {
    header: 'Canoe',
    cell: (canoe) => (
      <>
        <Link to={paths.canoe(canoe.canoe_id)} lang={canoeNameLang(canoe)} className="link block">
          {canoeDisplayName(canoe)}
        </Link>
        <span className="block text-xs text-stone-600">{canoe.hull_id || 'No ID'}</span>
        <KeptMark kept={canoe.kept_for} className="mt-1" />
      </>
    ),
  },
  { header: 'Type', cell: (canoe) => canoe.type_name || 'Unknown Type' },
  { header: 'Built Year', cell: (canoe) => canoe.build_date_words ?? 'Unknown' },
  { header: 'Length', className: 'whitespace-nowrap', cell: (canoe) => lengthText(canoe.length) },
  { header: 'Current Owner', cell: (canoe) => canoe.owner_name || 'Unknown' },
  { header: 'Origin', cell: (canoe) => canoe.origin || 'Unknown' },
];

/** The list view: one row per canoe, with View (and Edit for admins). */
export function CanoeTable({
  canoes,
  isAdmin,
  caption,
}: {
  canoes: CanoeSummary[];
  isAdmin: boolean;
  caption: string;
}) {
  const actions: Column<CanoeSummary> = {
    header: 'Actions',
    className: 'whitespace-nowrap',
    cell: (canoe) => {
      const name = canoeDisplayName(canoe);
      return (
        <>
          <RowLink to={paths.canoe(canoe.canoe_id)} action="View" name={name} />
          {isAdmin ? (
            <RowLink to={paths.canoeEdit(canoe.canoe_id)} action="Edit" name={name} className="link ml-4" />
          ) : null}
        </>
      );
    },
  };
  return (
    <DataTable
      rows={canoes}
      rowKey={(canoe) => canoe.canoe_id}
      caption={caption}
      rowClassName="hover:bg-koa-50"
      columns={[...COLUMNS, actions]}
    />
  );
}
