import { Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { ResultsRegion } from '../../components/ui/results-region.tsx';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';
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
  const { t } = useI18n();
  const search = q.trim();
  // "1 steward found", "32 stewards found matching "kai"" (spec: "N steward(s) found", plus the search text).
  const line = search
    ? t(stewardsArea.resultsFoundMatching, { count: total, search })
    : t(stewardsArea.resultsFound, { count: total });
  return (
    <ResultsRegion line={line} updating={updating}>
      {owners.length === 0 ? (
        <EmptyState
          title={t(stewardsArea.noneFound)}
          text={filtered ? t(stewardsArea.tryAdjusting) : t(stewardsArea.noneYet)}
          icon={Users}
        >
          {filtered ? <ClearFiltersButton onClear={props.onClearFilters} /> : null}
          {isAdmin ? <AddLink to={paths.ownerNew()}>{t(stewardsArea.addSteward)}</AddLink> : null}
        </EmptyState>
      ) : view === 'list' ? (
        <OwnerTable
          owners={owners}
          isAdmin={isAdmin}
          caption={t(stewardsArea.tableCaption, { results: line })}
        />
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
            {props.loadingMore ? t(stewardsArea.loadingMore) : t(stewardsArea.loadMore)}
          </button>
          <p className="mt-2 text-sm text-stone-600">
            {t(stewardsArea.showing, { shown: owners.length, total })}
          </p>
        </div>
      ) : null}
    </ResultsRegion>
  );
}
