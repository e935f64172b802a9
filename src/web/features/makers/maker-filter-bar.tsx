import { useId } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { ViewToggle, type ViewMode } from '../../components/ui/view-toggle.tsx';
import { DebouncedField, SortButtons, sortParams, type ParamChanges } from '../owners/list-controls.tsx';
import {
  hasMakerFilters,
  MAKER_SORTS,
  MAKER_TYPE_OPTIONS,
  type MakerListState,
} from './maker-list-params.ts';

export interface MakerFilterBarProps {
  state: MakerListState;
  onChange: (changes: ParamChanges, options?: { replace?: boolean }) => void;
  onReset: () => void;
  /** Changes on every Reset: the text fields start afresh, dropping a draft that was still waiting to commit. */
  resetKey: number;
}

/** Search (name, type or biography), type, sort, the view switch and Reset. */
export function MakerFilterBar({ state, onChange, onReset, resetKey }: MakerFilterBarProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Makers"
      className="card mb-6 p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <div className="relative flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            Search makers by name, type or biography
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-stone-500"
          />
          <DebouncedField
            key={resetKey}
            id={`${id}-q`}
            type="search"
            className="input pl-10"
            placeholder="Search by name, type or biography..."
            autoComplete="off"
            value={state.q}
            onCommit={(q, options) => onChange({ q: q.trim() ? q : null }, options)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-type`} className="sr-only">
            Maker type
          </label>
          <select
            id={`${id}-type`}
            className="input w-auto"
            value={state.type}
            onChange={(event) => onChange({ type: event.target.value })}
          >
            <option value="">All types</option>
            {MAKER_TYPE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ViewToggle
            value={state.view}
            onChange={(view: ViewMode) => onChange({ view: view === 'grid' ? null : view })}
          />
          {hasMakerFilters(state) ? (
            <button type="button" className="btn-secondary" onClick={onReset}>
              <RotateCcw aria-hidden="true" className="h-4 w-4" />
              Reset
            </button>
          ) : null}
        </div>
      </div>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <SortButtons
          options={MAKER_SORTS}
          value={state.sort}
          onChange={(sort) => onChange(sortParams(sort))}
        />
      </div>
    </form>
  );
}
