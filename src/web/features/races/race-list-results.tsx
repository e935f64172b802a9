import { useQuery } from '@tanstack/react-query';
import { Flag } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { ResultsRegion } from '../../components/ui/results-region.tsx';
import { plural } from '../../lib/format.ts';
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

  if (query.isPending) return <LoadingState label="Loading races..." />;
  if (query.isError) {
    return (
      <ErrorPanel title="Could Not Load Races" message="Failed to load races. Please try again later.">
        <TryAgainButton />
      </ErrorPanel>
    );
  }

  const { items, total } = query.data;
  const pageCount = Math.ceil(total / RACES_PER_PAGE);
  return (
    <ResultsRegion line={resultsLine(total, params)} updating={query.isPlaceholderData}>
      {total === 0 ? (
        <EmptyState title="No Races Found" text="Try adjusting your search." icon={Flag}>
          {filtered ? (
            <button type="button" className="btn-primary" onClick={onClear}>
              Clear Filters
            </button>
          ) : null}
        </EmptyState>
      ) : items.length === 0 ? (
        // A link to a page past the end (the list shrank since it was shared).
        <EmptyState
          title="No Races on This Page"
          text={`The list has ${plural(pageCount, 'page', 'pages')}.`}
        >
          <button type="button" className="btn-primary" onClick={() => onPageChange(1)}>
            Go to First Page
          </button>
        </EmptyState>
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
}
