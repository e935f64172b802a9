import { Link } from 'react-router';
import { Plus, Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
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
          {filtered ? (
            <button type="button" className="btn-secondary" onClick={props.onClearFilters}>
              Clear Filters
            </button>
          ) : null}
          {isAdmin ? (
            <Link to={paths.ownerNew()} className="btn-primary">
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add New Steward
            </Link>
          ) : null}
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
