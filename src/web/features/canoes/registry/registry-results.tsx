import { Link } from 'react-router';
import { Plus, Sailboat } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import type { ListPage } from '../../../lib/api.ts';
import type { CanoeSummary } from '../../../../shared/api/index.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { ResultsRegion } from '../../../components/ui/results-region.tsx';
import { CanoeGrid } from './canoe-card.tsx';
import { CanoeTable } from './canoe-table.tsx';
import { pageCount, resultsLine, type RegistryView } from './registry-params.ts';

export interface RegistryResultsProps {
  data: ListPage<CanoeSummary>;
  q: string;
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
  view,
  page,
  isAdmin,
  updating,
  onClearFilters,
}: RegistryResultsProps) {
  const line = resultsLine(data.total, q);
  return (
    <ResultsRegion line={line} updating={updating}>
      {data.items.length === 0 ? (
        <EmptyState
          title="No Canoes Found"
          text="Try adjusting your search filters or add a new canoe"
          icon={Sailboat}
        >
          {isAdmin ? (
            <>
              <button type="button" className="btn-secondary" onClick={onClearFilters}>
                Clear Filters
              </button>
              <Link to={paths.canoeNew()} className="btn-primary">
                <Plus aria-hidden="true" className="h-4 w-4" />
                Add New Canoe
              </Link>
            </>
          ) : null}
        </EmptyState>
      ) : view === 'list' ? (
        <CanoeTable canoes={data.items} isAdmin={isAdmin} caption={`Canoes: ${line}`} />
      ) : (
        <CanoeGrid canoes={data.items} />
      )}
      <Pager page={page} pageCount={pageCount(data.total)} />
    </ResultsRegion>
  );
}
