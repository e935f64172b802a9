import { linkColumn } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../../shared/paths.ts';
import type { Participation } from '../../../../shared/api/index.ts';
import { actionsColumn, HistorySection } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';
import { useCanoeRaces } from './canoe-detail-queries.ts';

/** The race's date as precise as it is known ("1990", "October 14, 1990", "the 1960s"). */
const entryYear = (entry: Participation) => entry.date_words;

/** 'Kaʻiwi Channel Classic, 2019': which race entry an Edit or Delete button acts on. */
const entryLabel = (entry: Participation) => {
  const year = entryYear(entry);
  return year ? `${entry.race_name}, ${year}` : entry.race_name;
};

/** Race History: the races the canoe has paddled, with its finish. */
export function RacesTab({ canoeId, admin }: { canoeId: number; admin: CanoeAdmin | null }) {
  const query = useCanoeRaces(canoeId);
  return (
    <HistorySection
      kind="race"
      admin={admin}
      list={query}
      rowKey={(entry) => entry.participation_id}
      columns={[
        linkColumn('Race', (entry: Participation) => ({
          to: paths.race(entry.race_id),
          text: entry.race_name,
        })),
        { header: 'Year', cell: (entry) => entryYear(entry) ?? '—' },
        { header: 'Paddler', cell: (entry) => entry.paddler_name || '—' },
        { header: 'Position', cell: (entry) => entry.position ?? '—' },
        { header: 'Time', className: 'tabular-nums', cell: (entry) => entry.time || '—' },
        actionsColumn(
          admin,
          'race',
          (entry: Participation) => entry.participation_id,
          (entry: Participation) => ({
            kind: 'race-entry',
            id: entry.participation_id,
            raceId: entry.race_id,
            label: entryLabel(entry),
          }),
        ),
      ]}
    />
  );
}
