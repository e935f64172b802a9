import { Link } from 'react-router';
import { Plus, Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { ResultsRegion } from '../../components/ui/results-region.tsx';
import { plural } from '../../lib/format.ts';
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
          <button type="button" className="btn-secondary" onClick={onClearFilters}>
            Clear Filters
          </button>
          <Link to={paths.personNew()} className="btn-primary">
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add New Person
          </Link>
        </EmptyState>
      ) : people.length === 0 ? (
        // A shared link past the end: the list has shrunk since.
        <EmptyState
          title="No People on This Page"
          text={`The list has ${plural(pageCount, 'page', 'pages')}.`}
        >
          <button type="button" className="btn-primary" onClick={onFirstPage}>
            Go to First Page
          </button>
        </EmptyState>
      ) : state.view === 'list' ? (
        <PersonTable people={people} sort={state.sort} onSort={onSort} caption={`People: ${line}`} />
      ) : (
        <PersonGrid people={people} />
      )}
      <Pager page={state.page} pageCount={pageCount} />
    </ResultsRegion>
  );
}
