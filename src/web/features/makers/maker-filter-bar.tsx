import { useId } from 'react';
import { DebouncedSearchInput } from '../../components/ui/debounced-search-input.tsx';
import { ResetFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { SortButtons } from '../../components/ui/sort-buttons.tsx';
import { ViewToggle, type ViewMode } from '../../components/ui/view-toggle.tsx';
import { sortParams } from '../../lib/sort-state.ts';
import type { ParamChanges, ParamUpdateOptions } from '../../lib/use-search-param-state.ts';
import {
  hasMakerFilters,
  MAKER_SORTS,
  MAKER_TYPE_OPTIONS,
  type MakerListState,
} from './maker-list-params.ts';

export interface MakerFilterBarProps {
  state: MakerListState;
  onChange: (changes: ParamChanges, options?: ParamUpdateOptions) => void;
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
        <DebouncedSearchInput
          className="flex-1"
          label="Search makers by name, type or biography"
          hideLabel
          placeholder="Search by name, type or biography..."
          resetKey={resetKey}
          value={state.q}
          onCommit={(q, options) => onChange({ q: q.trim() ? q : null }, options)}
        />
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
          {hasMakerFilters(state) ? <ResetFiltersButton onReset={onReset} /> : null}
        </div>
      </div>
      <div className="mt-4 border-t border-stone-200 pt-4">
        <SortButtons
          options={MAKER_SORTS}
          value={state.sort}
          onChange={(sort) => onChange(sortParams(sort, MAKER_SORTS))}
        />
      </div>
    </form>
  );
}
