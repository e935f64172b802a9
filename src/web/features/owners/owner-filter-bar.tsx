import { useId } from 'react';
import { DebouncedInput } from '../../components/ui/debounced-input.tsx';
import { FilterBar, FilterSelect } from '../../components/ui/filter-bar.tsx';
import { ResetFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { SortButtons } from '../../components/ui/sort-buttons.tsx';
import { ViewToggle, type ViewMode } from '../../components/ui/view-toggle.tsx';
import { sortParams } from '../../lib/sort-state.ts';
import type { ParamChanges, ParamUpdateOptions } from '../../lib/use-search-param-state.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';
import {
  hasAdvancedSettings,
  hasOwnerFilters,
  isCanoeCount,
  OWNER_SORTS,
  ownerSorts,
  ownerTypeOptions,
  type OwnerListState,
} from './owner-list-params.ts';

export interface OwnerFilterBarProps {
  state: OwnerListState;
  onChange: (changes: ParamChanges, options?: ParamUpdateOptions) => void;
  onReset: () => void;
  /** Changes on every Reset: the text fields start afresh, dropping a draft that was still waiting to commit. */
  resetKey: number;
}

/** Search, type, the Advanced Filters panel (exact canoe count, sort), the view switch and Reset. */
export function OwnerFilterBar({ state, onChange, onReset, resetKey }: OwnerFilterBarProps) {
  const { t } = useI18n();
  const id = useId();
  return (
    <FilterBar
      label={t(stewardsArea.filtersLabel)}
      resetKey={resetKey}
      search={{
        label: t(stewardsArea.searchLabel),
        placeholder: t(stewardsArea.searchPlaceholder),
        name: 'q',
        value: state.q,
        onCommit: (q, options) => onChange({ q: q.trim() ? q : null }, options),
      }}
      select={
        <FilterSelect
          label={t(stewardsArea.typeFilter)}
          name="type"
          allLabel={t(stewardsArea.allTypes)}
          options={ownerTypeOptions(t)}
          value={state.type}
          onChange={(type) => onChange({ type })}
        />
      }
      advanced={{
        initiallyOpen: hasAdvancedSettings(state),
        className:
          'mt-4 flex flex-col gap-4 border-t border-stone-200 pt-4 sm:flex-row sm:items-end sm:justify-between',
        children: (
          <>
            <div className="sm:w-56">
              <label htmlFor={`${id}-count`} className="label">
                {t(stewardsArea.countFilter)}
              </label>
              <DebouncedInput
                key={resetKey}
                id={`${id}-count`}
                name="count"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                className="input"
                placeholder={t(stewardsArea.anyCount)}
                aria-describedby={`${id}-count-hint`}
                value={state.count}
                isAcceptable={isCanoeCount}
                onCommit={(count, options) => onChange({ count: count.trim() }, options)}
              />
              <p id={`${id}-count-hint`} className="mt-1 text-xs text-stone-600">
                {t(stewardsArea.countHint)}
              </p>
            </div>
            <SortButtons
              options={ownerSorts(t)}
              value={state.sort}
              onChange={(sort) => onChange(sortParams(sort, OWNER_SORTS))}
            />
          </>
        ),
      }}
      controls={
        <>
          {state.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
          <ViewToggle
            value={state.view}
            onChange={(view: ViewMode) => onChange({ view: view === 'grid' ? null : view })}
          />
          {hasOwnerFilters(state) ? <ResetFiltersButton onReset={onReset} /> : null}
        </>
      }
    />
  );
}
