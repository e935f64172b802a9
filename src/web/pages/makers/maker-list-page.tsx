import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { PAGES, paths } from '../../../shared/paths.ts';
import { ErrorPanel, TryAgainButton } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { MakerFilterBar } from '../../features/makers/maker-filter-bar.tsx';
import {
  readMakerListState,
  RESET_MAKER_PARAMS,
  sortMakers,
} from '../../features/makers/maker-list-params.ts';
import { makerListQuery } from '../../features/makers/maker-queries.ts';
import { MakerResults } from '../../features/makers/maker-results.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSearchParamState } from '../../lib/use-search-param-state.ts';

export default function MakerListPage() {
  useDocumentTitle(PAGES.makers.title);
  const { isAdmin } = useAuth();
  const { params, update, reset: resetParams, resetKey } = useSearchParamState();
  const state = readMakerListState(params);
  const query = useQuery(makerListQuery(state));
  const { key, order } = state.sort;
  const makers = useMemo(() => sortMakers(query.data?.items ?? [], { key, order }), [query.data, key, order]);
  const reset = () => resetParams(RESET_MAKER_PARAMS);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title="Makers"
        lead="The carvers, restorers and designers whose hands shaped and keep the koa canoes."
        actions={
          isAdmin ? (
            <Link to={paths.makerNew()} className="btn-primary">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add New Maker
            </Link>
          ) : null
        }
      />
      <MakerFilterBar state={state} onChange={update} onReset={reset} resetKey={resetKey} />
      {query.isPending ? (
        <LoadingState label="Loading makers..." />
      ) : query.isError ? (
        <ErrorPanel message="Failed to load maker data. Please try again later.">
          <TryAgainButton />
        </ErrorPanel>
      ) : (
        <MakerResults
          makers={makers}
          total={query.data.total}
          q={state.q}
          view={state.view}
          isAdmin={isAdmin}
          updating={query.isPlaceholderData}
          onClearFilters={reset}
        />
      )}
    </div>
  );
}
