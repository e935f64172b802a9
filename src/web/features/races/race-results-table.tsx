import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { DataTable } from '../../components/ui/data-table.tsx';
import type { Participation } from '../../../shared/api/index.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** By position, unplaced entries last, otherwise in the order entered (the sort is stable). */
export function byPosition(participants: Participation[]): Participation[] {
  return [...participants].sort(
    (a, b) => (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY),
  );
}

const missing = <span className="text-stone-500">—</span>;

/** A race's results. Wide tables scroll sideways on small screens rather than squeezing the names. */
export function RaceResultsTable({
  raceName,
  participants,
  renderActions,
}: {
  raceName: string;
  participants: Participation[];
  /** Administrators' controls for one entry (Delete), in an Actions column. */
  renderActions?: (entry: Participation) => ReactNode;
}) {
  const { t } = useI18n();
  return (
    <DataTable
      rows={byPosition(participants)}
      rowKey={(entry) => entry.participation_id}
      caption={t(racesArea.resultsCaption, { race: raceName })}
      tableClassName="data-table sm:min-w-[40rem]"
      columns={[
        {
          header: t(racesArea.position),
          className: 'font-semibold whitespace-nowrap text-koa-900',
          cell: (entry) =>
            entry.position === null ? missing : t(racesArea.place, { position: entry.position }),
        },
        {
          header: t(racesArea.canoe),
          cell: (entry) => (
            <>
              <Link to={paths.canoe(entry.canoe_id)} className="link">
                {entry.canoe_name || t(racesArea.canoeNumber, { id: entry.canoe_id })}
              </Link>
              {entry.hull_id ? (
                <small className="block text-xs whitespace-nowrap text-stone-600">
                  {t(racesArea.hull, { hull: entry.hull_id })}
                </small>
              ) : null}
            </>
          ),
        },
        { header: t(racesArea.paddler), cell: (entry) => entry.paddler_name || missing },
        {
          header: t(racesArea.time),
          className: 'whitespace-nowrap tabular-nums',
          cell: (entry) => entry.time || missing,
        },
        { header: t(racesArea.notes), className: 'text-stone-700', cell: (entry) => entry.notes || missing },
        renderActions ? { header: t(racesArea.actions), cell: renderActions } : false,
      ]}
    />
  );
}
