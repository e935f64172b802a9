import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { ApiError } from '../../lib/api.ts';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { ListPage, ListStatus } from '../../components/ui/list-page.tsx';
import { RegistryFilterBar } from '../../features/canoes/registry/registry-filters.tsx';
import { RegistryResults } from '../../features/canoes/registry/registry-results.tsx';
import { pageCount } from '../../features/canoes/registry/registry-params.ts';
import { canoeSearchQuery } from '../../features/canoes/registry/registry-queries.ts';
import { useRegistryParams } from '../../features/canoes/registry/use-registry-params.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { registry as words } from '../../../shared/i18n/messages/registry.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { deferredComponent } from '../../lib/lazy-component.ts';

/** What was said in recordings, for a text searched (decision 035): a chunk fetched once the page is idle. */
const SaidInRecordings = deferredComponent(() =>
  import('../../features/canoes/recordings/said-in-recordings.tsx').then((said) => said.SaidInRecordings),
);

export default function CanoeRegistryPage() {
  const { t } = useI18n();
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
    <ListPage
      title={t(pages.canoesTitle)}
      lead={t(words.lead)}
      add={isAdmin ? { to: paths.canoeNew(), label: t(words.addCanoe) } : null}
    >
      <RegistryFilterBar
        filters={filters}
        view={view}
        onFilter={registry.setFilter}
        onReset={registry.resetFilters}
        onView={registry.setView}
        error={badFilter}
        resetKey={registry.resetKey}
      />
      <ListStatus
        data={search.data}
        pending={search.isPending}
        error={search.isError}
        loading={t(words.loading)}
        failure={badFilter ? null : t(words.failed)}
      >
        {(data) => (
          <RegistryResults
            data={data}
            q={filters.q}
            filters={filters}
            view={view}
            page={page}
            isAdmin={isAdmin}
            updating={search.isPlaceholderData}
            onClearFilters={registry.resetFilters}
          />
        )}
      </ListStatus>
      {filters.q ? <SaidInRecordings q={filters.q} /> : null}
    </ListPage>
  );
}
