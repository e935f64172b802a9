import { Link } from '../../../lib/routing.tsx';
import { paths } from '../../../../shared/paths.ts';
import type { CanoeSummary } from '../../../../shared/api/index.ts';
import { DataTable, RowLink, type Column } from '../../../components/ui/data-table.tsx';
import { canoeDisplayName, canoeNameLang } from '../../../lib/canoe-name.ts';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { lengthText } from './canoe-card.tsx';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { registry } from '../../../../shared/i18n/messages/registry.ts';
import { canoeTypeWords } from '../../../../shared/i18n/messages/canoe-types.ts';

/** The columns in the page's language. */
function useColumns(): Column<CanoeSummary>[] {
  const { t } = useI18n();
  const { words } = useDateWords();
  const unknown = t(registry.unknown);
  return [
    {
      header: t(registry.colCanoe),
      cell: (canoe) => (
        <>
          <Link to={paths.canoe(canoe.canoe_id)} lang={canoeNameLang(canoe)} className="link block">
            {canoeDisplayName(canoe, t)}
          </Link>
          <span className="block text-xs text-stone-600">{canoe.hull_id || t(registry.noId)}</span>
          <KeptMark kept={canoe.kept_for} className="mt-1" />
        </>
      ),
    },
    {
      header: t(registry.colType),
      cell: (canoe) => canoeTypeWords({ t }, canoe.type_id) ?? (canoe.type_name || t(registry.unknownType)),
    },
    { header: t(registry.colBuilt), cell: (canoe) => words(canoe.build_date) || unknown },
    {
      header: t(registry.colLength),
      className: 'whitespace-nowrap',
      cell: (canoe) => lengthText(t, canoe.length),
    },
    { header: t(registry.colOwner), cell: (canoe) => canoe.owner_name || unknown },
    { header: t(registry.colOrigin), cell: (canoe) => canoe.origin || unknown },
  ];
}

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
  const { t } = useI18n();
  const columns = useColumns();
  const actions: Column<CanoeSummary> = {
    header: t(registry.colActions),
    className: 'whitespace-nowrap',
    cell: (canoe) => {
      const name = canoeDisplayName(canoe, t);
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
      columns={[...columns, actions]}
    />
  );
}
