import { Suspense } from 'react';
import { Download, Sailboat } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import type { ListPage } from '../../../lib/api.ts';
import type { CanoeSummary } from '../../../../shared/api/index.ts';
import { AddLink } from '../../../components/ui/add-link.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../../components/ui/filter-buttons.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ResultsRegion } from '../../../components/ui/results-region.tsx';
import { CanoeGrid } from './canoe-card.tsx';
import { RegisterFormLink } from '../../../components/ui/external-link.tsx';
import {
  csvDownloadUrl,
  pageCount,
  resultsLine,
  type RegistryFilters,
  type RegistryView,
} from './registry-params.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { deferredComponent } from '../../../lib/lazy-component.ts';
import { LoadingState } from '../../../components/ui/loading-state.tsx';
import { registry } from '../../../../shared/i18n/messages/registry.ts';

/**
 * The list view's table: the server renders it, and in the browser its code comes once the page is idle (the grid
 * is the registry's first view), which keeps the registry's first load within its budget (decision 023).
 */
const CanoeTable = deferredComponent(() => import('./canoe-table.tsx').then((table) => table.CanoeTable));

export interface RegistryResultsProps {
  data: ListPage<CanoeSummary>;
  q: string;
  /** The search on screen, for the CSV download of all its canoes. */
  filters: RegistryFilters;
  view: RegistryView;
  page: number;
  isAdmin: boolean;
  /** The next page or search is loading while this one stays on screen. */
  updating: boolean;
  onClearFilters: () => void;
}

/** The results line, then the canoes as cards or a table, then the pager; or the empty state. */
export function RegistryResults({
  data,
  q,
  filters,
  view,
  page,
  isAdmin,
  updating,
  onClearFilters,
}: RegistryResultsProps) {
  const { t } = useI18n();
  const line = resultsLine(t, data.total, q, data.capped);
  const download =
    data.items.length > 0 ? (
      <a
        href={csvDownloadUrl(filters)}
        download="koa-canoes.csv"
        className="inline-flex items-center gap-1 text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        {t(registry.download)}
      </a>
    ) : null;
  return (
    <ResultsRegion line={line} updating={updating} aside={download}>
      {data.items.length === 0 ? (
        <EmptyState title={t(registry.none)} text={t(registry.noneText)} icon={Sailboat}>
          {isAdmin ? (
            <>
              <ClearFiltersButton onClear={onClearFilters} />
              <AddLink to={paths.canoeNew()}>{t(registry.addCanoe)}</AddLink>
            </>
          ) : null}
          {/* A canoe nobody has recorded yet: whoever searched for it may know it. */}
          <p className="basis-full text-sm text-stone-700">
            {t(registry.notHere)} <RegisterFormLink className="link">{t(registry.tellUs)}</RegisterFormLink>
          </p>
        </EmptyState>
      ) : view === 'list' ? (
        <Suspense fallback={<LoadingState label={t(registry.loading)} />}>
          <CanoeTable canoes={data.items} isAdmin={isAdmin} caption={t(registry.tableCaption, { line })} />
        </Suspense>
      ) : (
        <CanoeGrid canoes={data.items} />
      )}
      <Pager page={page} pageCount={pageCount(data.total)} />
    </ResultsRegion>
  );
}
