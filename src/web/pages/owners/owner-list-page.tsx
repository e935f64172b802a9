import { Link } from 'react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { OwnerFilterBar } from '../../features/owners/owner-filter-bar.tsx';
import {
  hasOwnerFilters,
  readOwnerListState,
  RESET_OWNER_PARAMS,
} from '../../features/owners/owner-list-params.ts';
import { ownerListQuery } from '../../features/owners/owner-queries.ts';
import { OwnerResults } from '../../features/owners/owner-results.tsx';
import { StewardshipPanel } from '../../features/owners/stewardship-panel.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchParamState } from '../../lib/use-search-param-state.ts';

export default function OwnerListPage() {
  useDocumentTitle(PAGES.owners.title);
  const { isAdmin } = useAuth();
  const { params, update, reset: resetParams, resetKey } = useSearchParamState();
  const state = readOwnerListState(params);
  const query = useInfiniteQuery(ownerListQuery(state));
  const owners = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const reset = () => resetParams(RESET_OWNER_PARAMS);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="Stewards"
        lead="The families, clubs, museums and organizations who care for Hawaiʻi's koa canoes."
        actions={
          isAdmin ? (
            <Link to={paths.ownerNew()} className="btn-primary">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add New Steward
            </Link>
          ) : null
        }
      />
      <OwnerFilterBar state={state} onChange={update} onReset={reset} resetKey={resetKey} />
      {query.isPending ? (
        <LoadingState label="Loading stewards..." />
      ) : query.isError && !query.data ? (
        <ErrorPanel message="Failed to load steward data. Please try again later.">
          <TryAgainButton />
        </ErrorPanel>
      ) : (
        <OwnerResults
          owners={owners}
          total={total}
          q={state.q}
          view={state.view}
          isAdmin={isAdmin}
          filtered={hasOwnerFilters(state)}
          updating={query.isPlaceholderData}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onLoadMore={() => void query.fetchNextPage()}
          onClearFilters={reset}
        />
      )}
      <StewardshipPanel />
    </div>
  );
}
