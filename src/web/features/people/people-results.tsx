import { Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { PastTheEnd, ResultsRegion } from '../../components/ui/results-region.tsx';
import type { SortState } from '../../lib/sort-state.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
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

/** "3 people found", with the search when there is one. */
function resultsLine(t: Translator['t'], count: number, q: string): string {
  const search = q.trim();
  return search ? t(peopleArea.foundMatching, { count, search }) : t(peopleArea.found, { count });
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
  const { t } = useI18n();
  const line = resultsLine(t, total, state.q);
  const pageCount = Math.ceil(total / PEOPLE_PER_PAGE);
  return (
    <ResultsRegion line={line} updating={updating}>
      {total === 0 ? (
        <EmptyState title={t(peopleArea.noneFound)} text={t(peopleArea.noneFoundText)} icon={Users}>
          <ClearFiltersButton onClear={onClearFilters} />
          <AddLink to={paths.personNew()}>{t(peopleArea.addPerson)}</AddLink>
        </EmptyState>
      ) : people.length === 0 ? (
        <PastTheEnd noun={t(peopleArea.pastTheEndNoun)} pageCount={pageCount} onFirstPage={onFirstPage} />
      ) : state.view === 'list' ? (
        <PersonTable
          people={people}
          sort={state.sort}
          onSort={onSort}
          caption={t(peopleArea.tableCaption, { line })}
        />
      ) : (
        <PersonGrid people={people} />
      )}
      <Pager page={state.page} pageCount={pageCount} />
    </ResultsRegion>
  );
}
