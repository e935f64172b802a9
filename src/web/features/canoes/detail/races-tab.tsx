import { Link } from '../../../lib/routing.tsx';
import { paths } from '../../../../shared/paths.ts';
import type { Participation, Source } from '../../../../shared/api/index.ts';
import { numberSources, SourceMarks, SourceNotes } from '../sources/source-notes.tsx';
import { actionsColumn, HistorySection } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';
import type { KeptNotice } from '../../../../shared/api/protocols.ts';
import { KeptMark, KeptNotices } from '../../../components/ui/kept.tsx';
import { useCanoeRaces } from './canoe-detail-queries.ts';
import { canoeTabsArea } from '../../../../shared/i18n/messages/canoe-tabs.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** Race History: the races the canoe has paddled, with its finish. */
export function RacesTab({
  canoeId,
  admin,
  sources,
  notices,
}: {
  canoeId: number;
  admin: CanoeAdmin | null;
  sources?: Source[];
  /** What is kept here from this reader, when its keepers chose to say so (decision 020). */
  notices?: readonly KeptNotice[];
}) {
  const { t } = useI18n();
  const dates = useDateWords();
  /** The race's year, as precise as it is known ("1990", "about 1990", "the 1960s"), never its day. */
  const entryYear = (entry: Participation) => dates.year(entry.date) || null;
  /** 'Kaʻiwi Channel Classic, 2019': which race entry an Edit or Delete button acts on. */
  const entryLabel = (entry: Participation) => {
    const year = entryYear(entry);
    return year ? t(canoeTabsArea.entryLabel, { race: entry.race_name, year }) : entry.race_name;
  };
  const query = useCanoeRaces(canoeId);
  const numbered = numberSources(
    sources,
    (query.data ?? []).map((entry) => ({
      type: 'participation',
      id: entry.participation_id,
      label: entryLabel(entry),
    })),
  );
  return (
    <HistorySection
      kind="race"
      admin={admin}
      list={query}
      rowKey={(entry) => entry.participation_id}
      after={
        <>
          <KeptNotices notices={notices} kinds={['race_entry']} />
          <SourceNotes numbered={numbered} prefix="races" />
        </>
      }
      columns={[
        {
          header: t(canoeTabsArea.raceColumn),
          cell: (entry) => (
            <>
              <Link to={paths.race(entry.race_id)} className="link">
                {entry.race_name}
              </Link>
              <SourceMarks
                numbered={numbered}
                record={{ type: 'participation', id: entry.participation_id }}
                prefix="races"
              />
              <KeptMark kept={entry.kept_for} className="mt-1 flex w-max" />
            </>
          ),
        },
        { header: t(canoeTabsArea.yearColumn), cell: (entry) => entryYear(entry) ?? '—' },
        { header: t(canoeTabsArea.paddlerColumn), cell: (entry) => entry.paddler_name || '—' },
        { header: t(canoeTabsArea.positionColumn), cell: (entry) => entry.position ?? '—' },
        {
          header: t(canoeTabsArea.timeColumn),
          className: 'tabular-nums',
          cell: (entry) => entry.time || '—',
        },
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
          (entry: Participation) => ({
            kind: 'race_entry',
            id: entry.participation_id,
            what: t(canoeTabsArea.protectEntry, { entry: entryLabel(entry) }),
          }),
        ),
      ]}
    />
  );
}
