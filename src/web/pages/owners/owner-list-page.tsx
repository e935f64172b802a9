import { useInfiniteQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { ListPage, ListStatus } from '../../components/ui/list-page.tsx';
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
import { useSearchParamState } from '../../lib/use-search-param-state.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function OwnerListPage() {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  const { params, update, reset: resetParams, resetKey } = useSearchParamState();
  const state = readOwnerListState(params);
  const query = useInfiniteQuery(ownerListQuery(state));
  const reset = () => resetParams(RESET_OWNER_PARAMS);

  return (
    <ListPage
      title={t(pages.ownersTitle)}
      lead={t(stewardsArea.lead)}
      add={isAdmin ? { to: paths.ownerNew(), label: t(stewardsArea.addSteward) } : null}
    >
      <OwnerFilterBar state={state} onChange={update} onReset={reset} resetKey={resetKey} />
      {/* A failed next page keeps the stewards already shown. */}
      <ListStatus
        data={query.data}
        pending={query.isPending}
        error={query.isError && !query.data}
        loading={t(stewardsArea.loadingStewards)}
        failure={t(stewardsArea.listFailed)}
      >
        {(data) => (
          <OwnerResults
            owners={data.pages.flatMap((page) => page.items)}
            total={data.pages[0]?.total ?? 0}
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
      </ListStatus>
      <StewardshipPanel />
    </ListPage>
  );
}
