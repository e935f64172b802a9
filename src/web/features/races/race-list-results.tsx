import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { ListStatus } from '../../components/ui/list-page.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { PastTheEnd, ResultsRegion } from '../../components/ui/results-region.tsx';
import { resultsLine as listResultsLine } from '../../lib/results-line.ts';
import { RaceCard } from './race-card.tsx';
import { RACES_PER_PAGE, raceListQuery, type RaceListParams } from './race-queries.ts';

function resultsLine(total: number, { q, year }: RaceListParams): string {
  const line = listResultsLine(total, ['race', 'races'], q);
  return year === null ? line : `${line} in ${year}`;
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
  const query = useQuery(raceListQuery(params));
  return (
    <ListStatus
      data={query.data}
      pending={query.isPending}
      error={query.isError}
      loading="Loading races..."
      failureTitle="Could Not Load Races"
      failure="Failed to load races. Please try again later."
    >
      {({ items, total }) => {
        const pageCount = Math.ceil(total / RACES_PER_PAGE);
        return (
          <ResultsRegion line={resultsLine(total, params)} updating={query.isPlaceholderData}>
            {total === 0 ? (
              <EmptyState title="No Races Found" text="Try adjusting your search." icon={Flag}>
                {filtered ? <ClearFiltersButton onClear={onClear} className="btn-primary" /> : null}
              </EmptyState>
            ) : items.length === 0 ? (
              <PastTheEnd noun="Races" pageCount={pageCount} onFirstPage={() => onPageChange(1)} />
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
