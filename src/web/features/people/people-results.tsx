import { Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { PastTheEnd, ResultsRegion } from '../../components/ui/results-region.tsx';
import { resultsLine } from '../../lib/results-line.ts';
import type { SortState } from '../../lib/sort-state.ts';
import { PEOPLE_PER_PAGE, type PeopleListState, type PeopleSortKey } from './people-list-params.ts';
import type { Person } from './people-queries.ts';
import { PersonGrid } from './person-grid.tsx';
import { PersonTable } from './person-table.tsx';

export interface PeopleResultsProps {
  people: Person[];
  total: number;
  state: PeopleListState;
  updating: boolean;
  onSort: (next: SortState<PeopleSortKey>) => void;
  onClearFilters: () => void;
  onFirstPage: () => void;
}

/** The count line, then the people as cards or a table, or the empty state; the pager under them. */
export function PeopleResults({
  people,
  total,
  state,
  updating,
  onSort,
  onClearFilters,
  onFirstPage,
}: PeopleResultsProps) {
  const line = resultsLine(total, ['person', 'people'], state.q);
  const pageCount = Math.ceil(total / PEOPLE_PER_PAGE);
  return (
    <ResultsRegion line={line} updating={updating}>
      {total === 0 ? (
        <EmptyState
          title="No People Found"
          text="Try adjusting your search filters or add a new person."
          icon={Users}
        >
          <ClearFiltersButton onClear={onClearFilters} />
          <AddLink to={paths.personNew()}>Add New Person</AddLink>
        </EmptyState>
      ) : people.length === 0 ? (
        <PastTheEnd noun="People" pageCount={pageCount} onFirstPage={onFirstPage} />
      ) : state.view === 'list' ? (
        <PersonTable people={people} sort={state.sort} onSort={onSort} caption={`People: ${line}`} />
      ) : (
        <PersonGrid people={people} />
      )}
      <Pager page={state.page} pageCount={pageCount} />
    </ResultsRegion>
  );
}
