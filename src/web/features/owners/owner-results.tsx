import { Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { ResultsRegion } from '../../components/ui/results-region.tsx';
import { resultsLine } from '../../lib/results-line.ts';
import { OwnerGrid } from './owner-card.tsx';
import { OwnerTable } from './owner-table.tsx';

export interface OwnerResultsProps {
  owners: Owner[];
  total: number;
  q: string;
  view: ViewMode;
  isAdmin: boolean;
  filtered: boolean;
  /** New filters are loading while these results stay on screen. */
  updating: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onClearFilters: () => void;
}

export function OwnerResults(props: OwnerResultsProps) {
  const { owners, total, q, view, isAdmin, filtered, updating } = props;
  const line = resultsLine(total, ['steward', 'stewards'], q);
  return (
    <ResultsRegion line={line} updating={updating}>
      {owners.length === 0 ? (
        <EmptyState
          title="No Stewards Found"
          text={filtered ? 'Try adjusting your search filters.' : 'No stewards have been added yet.'}
          icon={Users}
        >
          {filtered ? <ClearFiltersButton onClear={props.onClearFilters} /> : null}
          {isAdmin ? <AddLink to={paths.ownerNew()}>Add New Steward</AddLink> : null}
        </EmptyState>
      ) : view === 'list' ? (
        <OwnerTable owners={owners} isAdmin={isAdmin} caption={`Stewards: ${line}`} />
      ) : (
        <OwnerGrid owners={owners} />
      )}
      {props.hasMore ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            className="btn-secondary"
            disabled={props.loadingMore}
            onClick={props.onLoadMore}
          >
            {props.loadingMore ? 'Loading...' : 'Load More Stewards'}
          </button>
          <p className="mt-2 text-sm text-stone-600">
            Showing {owners.length} of {total}
          </p>
        </div>
      ) : null}
    </ResultsRegion>
  );
}
