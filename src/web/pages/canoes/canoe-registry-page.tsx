import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { RegistryFilterBar } from '../../features/canoes/registry/registry-filters.tsx';
import { RegistryResults } from '../../features/canoes/registry/registry-results.tsx';
import { pageCount } from '../../features/canoes/registry/registry-params.ts';
import { canoeSearchQuery } from '../../features/canoes/registry/registry-queries.ts';
import { useRegistryParams } from '../../features/canoes/registry/use-registry-params.ts';

export default function CanoeRegistryPage() {
  useDocumentTitle(PAGES.canoes.title);
  const { isAdmin } = useAuth();
  const registry = useRegistryParams();
  const { filters, view, page, setPage } = registry;
  const search = useQuery(canoeSearchQuery(filters, page));
  // The server's 400 names the filter value it cannot use; it is shown by the filters, not as a failed load.
  const badFilter = search.error instanceof ApiError && search.error.status === 400 ? search.error : null;

  const lastPage = search.data && !search.isPlaceholderData ? pageCount(search.data.total) : null;
  useEffect(() => {
    // A shared link to a page that no longer exists (fewer canoes now) lands on the last one.
    if (lastPage !== null && page > lastPage) setPage(lastPage, { replace: true });
  }, [lastPage, page, setPage]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="Canoe Registry"
        lead="Historic hand-carved koa canoes of Hawaiʻi: search by name, former name, steward, type, size or year."
        actions={
          isAdmin ? (
            <Link to={paths.canoeNew()} className="btn-primary">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add New Canoe
            </Link>
          ) : null
        }
      />
      <RegistryFilterBar
        filters={filters}
        view={view}
        onFilter={registry.setFilter}
        onReset={registry.resetFilters}
        onView={registry.setView}
        error={badFilter}
        resetKey={registry.resetKey}
      />
      {search.isPending ? (
        <LoadingState label="Loading canoes..." />
      ) : search.isError ? (
        badFilter ? null : (
          <ErrorPanel message="Failed to load canoes">
            <TryAgainButton />
          </ErrorPanel>
        )
      ) : (
        <RegistryResults
          data={search.data}
          q={filters.q}
          view={view}
          page={page}
          isAdmin={isAdmin}
          updating={search.isPlaceholderData}
          onClearFilters={registry.resetFilters}
        />
      )}
    </div>
  );
}
