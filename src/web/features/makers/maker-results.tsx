import { Hammer } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ClearFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { ResultsRegion } from '../../components/ui/results-region.tsx';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { useI18n } from '../../lib/i18n.tsx';
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
  const { t } = useI18n();
  const search = q.trim();
  const line = search
    ? t(makersArea.resultsFoundMatching, { count: total, search })
    : t(makersArea.resultsFound, { count: total });
  return (
    <ResultsRegion line={line} updating={updating}>
      {makers.length === 0 ? (
        // Add New Maker shows to admins only (the spec shows it to everyone; visitors cannot add makers).
        <EmptyState title={t(makersArea.noneTitle)} text={t(makersArea.noneText)} icon={Hammer}>
          <ClearFiltersButton onClear={onClearFilters} />
          {isAdmin ? <AddLink to={paths.makerNew()}>{t(makersArea.addNew)}</AddLink> : null}
        </EmptyState>
      ) : view === 'list' ? (
        <MakerTable makers={makers} isAdmin={isAdmin} caption={t(makersArea.tableCaption, { line })} />
      ) : (
        <MakerGrid makers={makers} />
      )}
      {makers.length < total ? (
        <p className="mt-6 text-center text-sm text-stone-600">
          {t(makersArea.showingFirst, { shown: makers.length, total })}
        </p>
      ) : null}
    </ResultsRegion>
  );
}
