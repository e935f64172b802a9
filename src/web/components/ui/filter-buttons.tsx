import { ChevronDown, RotateCcw, SlidersHorizontal } from 'lucide-react';

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
  return (
    <button
      type="button"
      className="btn-secondary"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
      Advanced Filters
      <ChevronDown
        aria-hidden="true"
        className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
      />
    </button>
  );
}

/** A list's Reset: back to no search, no filters and the default sort (the view stays). */
export function ResetFiltersButton({ onReset }: { onReset: () => void }) {
  return (
    <button type="button" className="btn-secondary" onClick={onReset}>
      <RotateCcw aria-hidden="true" className="h-4 w-4" />
      Reset
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
  return (
    <button type="button" className={className} onClick={onClear}>
      Clear Filters
    </button>
  );
}
