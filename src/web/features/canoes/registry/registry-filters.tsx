import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentYear, MIN_YEAR } from '../../../../shared/constants.ts';
import type { ApiError } from '../../../lib/api.ts';
import { AdvancedFiltersToggle, ResetFiltersButton } from '../../../components/ui/filter-buttons.tsx';
import { ViewToggle } from '../../../components/ui/view-toggle.tsx';
import { DebouncedInput } from '../../../components/ui/debounced-input.tsx';
import { DebouncedSearchInput } from '../../../components/ui/debounced-search-input.tsx';
import {
  API_PARAMS,
  hasActiveFilters,
  hasAdvancedFilters,
  type FilterKey,
  type RegistryFilters,
  type RegistryView,
} from './registry-params.ts';
import { canoeTypesQuery } from './registry-queries.ts';
import type { ChangeOptions } from './use-registry-params.ts';

export interface RegistryFilterBarProps {
  filters: RegistryFilters;
  view: RegistryView;
  onFilter: (key: FilterKey, value: string, options?: ChangeOptions) => void;
  onReset: () => void;
  onView: (view: RegistryView) => void;
  /** A 400 from the search: the server's words about the filter values. */
  error: ApiError | null;
  /** Changes on every Reset: the text fields start afresh, dropping a draft that was still waiting to commit. */
  resetKey: number;
}

/** Search box, type select, the Advanced Filters panel, the view switch and Reset. */
export function RegistryFilterBar({
  filters,
  view,
  onFilter,
  onReset,
  onView,
  error,
  resetKey,
}: RegistryFilterBarProps) {
  const id = useId();
  const panelId = `${id}-advanced`;
  const errorId = `${id}-error`;
  // Open from the start when a shared link already carries advanced filters, so they are not hidden.
  const [advancedOpen, setAdvancedOpen] = useState(() => hasAdvancedFilters(filters));
  const types = useQuery(canoeTypesQuery).data ?? [];

  const invalid = (key: FilterKey) => Boolean(error?.fields[API_PARAMS[key]]);
  const field = (
    key: FilterKey,
    label: string,
    props: { type?: string; step?: string; min?: number; max?: number; srLabel?: string } = {},
  ) => {
    const inputId = `${id}-${key}`;
    const { srLabel, ...inputProps } = props;
    return (
      <div>
        <label htmlFor={inputId} className="label">
          {label}
          {srLabel ? <span className="sr-only"> {srLabel}</span> : null}
        </label>
        <DebouncedInput
          key={resetKey}
          id={inputId}
          className="input"
          type="text"
          {...inputProps}
          inputMode={
            inputProps.type === 'number' ? (inputProps.step === '1' ? 'numeric' : 'decimal') : undefined
          }
          value={filters[key]}
          onCommit={(value, options) => onFilter(key, value, options)}
          aria-invalid={invalid(key) || undefined}
          aria-describedby={invalid(key) ? errorId : undefined}
        />
      </div>
    );
  };

  const fieldMessages = error ? Object.values(error.fields) : [];
  return (
    <form
      role="search"
      aria-label="Canoes"
      className="card mb-6 p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <DebouncedSearchInput
          className="flex-1"
          label="Search canoes or owners"
          hideLabel
          placeholder="Search canoes or owners..."
          resetKey={resetKey}
          value={filters.q}
          onCommit={(value, options) => onFilter('q', value, options)}
          aria-invalid={invalid('q') || undefined}
          aria-describedby={invalid('q') ? errorId : undefined}
        />
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={`${id}-type`} className="sr-only">
            Canoe type
          </label>
          <select
            id={`${id}-type`}
            className="input w-auto"
            value={filters.type}
            onChange={(event) => onFilter('type', event.target.value)}
            aria-invalid={invalid('type') || undefined}
            aria-describedby={invalid('type') ? errorId : undefined}
          >
            <option value="">All Canoe Types</option>
            {types.map((type) => (
              <option key={type.type_id} value={String(type.type_id)}>
                {type.name}
              </option>
            ))}
          </select>
          <AdvancedFiltersToggle
            open={advancedOpen}
            controls={panelId}
            onToggle={() => setAdvancedOpen((open) => !open)}
          />
          {hasActiveFilters(filters) ? <ResetFiltersButton onReset={onReset} /> : null}
          <ViewToggle value={view} onChange={onView} />
        </div>
      </div>

      <div id={panelId} hidden={!advancedOpen} className="mt-4 border-t border-stone-200 pt-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {field('hull', 'Hull ID')}
          {field('owner', 'Owner')}
          {field('origin', 'Origin Location')}
          <fieldset>
            <legend className="label">Length Range (ft)</legend>
            <div className="grid grid-cols-2 gap-3">
              {field('lengthMin', 'Min', { type: 'number', step: '0.1', min: 0, srLabel: 'length (ft)' })}
              {field('lengthMax', 'Max', { type: 'number', step: '0.1', min: 0, srLabel: 'length (ft)' })}
            </div>
          </fieldset>
          <fieldset>
            <legend className="label">Build Year Range</legend>
            <div className="grid grid-cols-2 gap-3">
              {field('yearMin', 'From', {
                type: 'number',
                step: '1',
                min: MIN_YEAR,
                max: currentYear(),
                srLabel: 'year',
              })}
              {field('yearMax', 'To', {
                type: 'number',
                step: '1',
                min: MIN_YEAR,
                max: currentYear(),
                srLabel: 'year',
              })}
            </div>
          </fieldset>
        </div>
      </div>

      {error ? (
        <div
          id={errorId}
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
        >
          <p className="font-medium">{error.message}</p>
          {fieldMessages.length > 1 ? (
            <ul className="mt-1 list-disc pl-5">
              {fieldMessages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
