import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { ListPage, ListStatus } from '../../components/ui/list-page.tsx';
import { useAuth } from '../../features/auth/auth-queries.ts';
import { MakerFilterBar } from '../../features/makers/maker-filter-bar.tsx';
import {
  readMakerListState,
  RESET_MAKER_PARAMS,
  sortMakers,
} from '../../features/makers/maker-list-params.ts';
import { makerListQuery } from '../../features/makers/maker-queries.ts';
import { MakerResults } from '../../features/makers/maker-results.tsx';
import { useSearchParamState } from '../../lib/use-search-param-state.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function MakerListPage() {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  const { params, update, reset: resetParams, resetKey } = useSearchParamState();
  const state = readMakerListState(params);
  const query = useQuery(makerListQuery(state));
  const { key, order } = state.sort;
  const makers = useMemo(() => sortMakers(query.data?.items ?? [], { key, order }), [query.data, key, order]);
  const reset = () => resetParams(RESET_MAKER_PARAMS);

  return (
    <ListPage
      title={t(pages.makersTitle)}
      lead={t(makersArea.listLead)}
      add={isAdmin ? { to: paths.makerNew(), label: t(makersArea.addNew) } : null}
    >
      <MakerFilterBar state={state} onChange={update} onReset={reset} resetKey={resetKey} />
      <ListStatus
        data={query.data}
        pending={query.isPending}
        error={query.isError}
        loading={t(makersArea.listLoading)}
        failure={t(makersArea.listFailed)}
      >
        {(data) => (
          <MakerResults
            makers={makers}
            total={data.total}
            q={state.q}
            view={state.view}
            isAdmin={isAdmin}
            updating={query.isPlaceholderData}
            onClearFilters={reset}
          />
        )}
      </ListStatus>
    </ListPage>
  );
}
