import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { PeopleFilterBar } from '../../features/people/people-filter-bar.tsx';
import {
  readPeopleListState,
  RESET_PEOPLE_PARAMS,
  sortChanges,
} from '../../features/people/people-list-params.ts';
import { peopleListQuery } from '../../features/people/people-queries.ts';
import { PeopleResults } from '../../features/people/people-results.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchParamState } from '../../lib/use-search-param-state.ts';

function PersonListContent() {
  useDocumentTitle(PAGES.people.title);
  const { params, update, reset: resetParams, resetKey } = useSearchParamState();
  const state = readPeopleListState(params);
  const query = useQuery(peopleListQuery(state));
  const reset = () => resetParams(RESET_PEOPLE_PARAMS);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="People"
        lead="Manage the individuals linked to canoe making and restoration: carvers, restorers and others whose work the registry records."
        actions={
          <Link to={paths.personNew()} className="btn-primary">
            <Plus aria-hidden="true" className="h-4 w-4" />
            Add New Person
          </Link>
        }
      />
      <PeopleFilterBar state={state} onChange={update} onReset={reset} resetKey={resetKey} />
      {query.isPending ? (
        <LoadingState label="Loading people..." />
      ) : query.isError ? (
        <ErrorPanel message="Failed to load people data. Please try again later.">
          <TryAgainButton />
        </ErrorPanel>
      ) : (
        <PeopleResults
          people={query.data.items}
          total={query.data.total}
          state={state}
          updating={query.isPlaceholderData}
          onSort={(sort) => update(sortChanges(sort))}
          onClearFilters={reset}
          onFirstPage={() => update({ page: null })}
        />
      )}
    </div>
  );
}

/** /people (spec §2 "People"): the group named admin only. */
export default function PersonListPage() {
  return (
    <AccessGuard level="people">
      <PersonListContent />
    </AccessGuard>
  );
}
