import { ChevronDown, RotateCcw, SlidersHorizontal } from 'lucide-react';
import { lists } from '../../../shared/i18n/messages/lists.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** Shows or hides a list's Advanced Filters panel (the panel has the id `controls`). */
export function AdvancedFiltersToggle({
  open,
  controls,
  onToggle,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
}) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      {t(lists.advancedFilters)}
      <ChevronDown
        aria-hidden="true"
        className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
      />
    </button>
  );
}

/** A list's Reset: back to no search, no filters and the default sort (the view stays). */
export function ResetFiltersButton({ onReset }: { onReset: () => void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="btn-secondary" onClick={onReset}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      {t(lists.reset)}
    </button>
  );
}

/** The empty results' way back to the whole list. */
export function ClearFiltersButton({
  onClear,
  className = 'btn-secondary',
}: {
  onClear: () => void;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <button type="button" className={className} onClick={onClear}>
      {t(lists.clearFilters)}
    </button>
  );
}
