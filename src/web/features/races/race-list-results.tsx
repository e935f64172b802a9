import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { ListStatus } from '../../components/ui/list-page.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { PastTheEnd, ResultsRegion } from '../../components/ui/results-region.tsx';
import { RaceCard } from './race-card.tsx';
import { RACES_PER_PAGE, raceListQuery, type RaceListParams } from './race-queries.ts';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';

/** "3 races found", with the search and the year when there are ones. */
function resultsLine(t: Translator['t'], count: number, { q, year }: RaceListParams): string {
  const search = q.trim();
  if (search) {
    return year === null
      ? t(racesArea.foundMatching, { count, q: search })
      : t(racesArea.foundMatchingInYear, { count, q: search, year });
  }
  return year === null ? t(racesArea.found, { count }) : t(racesArea.foundInYear, { count, year });
}

/** The list part of the races page: loading, error, empty, or a page of cards with the pager. */
export function RaceListResults({
  params,
  filtered,
  onClear,
  onPageChange,
}: {
  params: RaceListParams;
  filtered: boolean;
  onClear: () => void;
  onPageChange: (page: number) => void;
}) {
  const { t } = useI18n();
  const query = useQuery(raceListQuery(params));
  return (
    <ListStatus
      data={query.data}
      pending={query.isPending}
      error={query.isError}
      loading={t(racesArea.loadingRaces)}
      failureTitle={t(racesArea.loadRacesFailedTitle)}
      failure={t(racesArea.loadRacesFailed)}
    >
      {({ items, total }) => {
        const pageCount = Math.ceil(total / RACES_PER_PAGE);
        return (
          <ResultsRegion line={resultsLine(t, total, params)} updating={query.isPlaceholderData}>
            {total === 0 ? (
              <EmptyState title={t(racesArea.noneFound)} text={t(racesArea.noneFoundText)} icon={Flag}>
                {filtered ? <ClearFiltersButton onClear={onClear} className="btn-primary" /> : null}
              </EmptyState>
            ) : items.length === 0 ? (
              <PastTheEnd
                noun={t(racesArea.pastTheEndNoun)}
                pageCount={pageCount}
                onFirstPage={() => onPageChange(1)}
              />
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {items.map((race) => (
                  <li key={race.race_id}>
                    <RaceCard race={race} />
                  </li>
                ))}
              </ul>
            )}
            <Pager page={params.page} pageCount={pageCount} />
          </ResultsRegion>
        );
      }}
    </ListStatus>
  );
}
