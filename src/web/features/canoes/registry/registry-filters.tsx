import { Suspense, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { currentYear, MIN_YEAR } from '../../../../shared/constants.ts';
import type { ApiError } from '../../../lib/api.ts';
import { FilterBar, FilterSelect } from '../../../components/ui/filter-bar.tsx';
import { ResetFiltersButton } from '../../../components/ui/filter-buttons.tsx';
import { ViewToggle } from '../../../components/ui/view-toggle.tsx';
import { DebouncedInput } from '../../../components/ui/debounced-input.tsx';
import {
  API_PARAMS,
  FILTER_PARAMS,
  hasActiveFilters,
  hasAdvancedFilters,
  type FilterKey,
  type RegistryFilters,
  type RegistryView,
} from './registry-params.ts';
import { canoeTypesQuery } from './registry-queries.ts';
import { useAuth } from '../../auth/auth-queries.ts';
import { useProtocols } from '../../protocols/protocol-queries.ts';
import type { ChangeOptions } from './use-registry-params.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { registry as words } from '../../../../shared/i18n/messages/registry.ts';
import { canoeTypeWords } from '../../../../shared/i18n/messages/canoe-types.ts';
import { deferredComponent } from '../../../lib/lazy-component.ts';

// The event filter a bar of Through the Years leads to, in words (decision 029): rendered by the server, its code
// fetched once the page is idle and only when the address holds it, so the registry's first load carries none.
const RegistryEventChip = deferredComponent(() =>
  import('./registry-event-chip.tsx').then((chip) => chip.RegistryEventChip),
);

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
  const { t } = useI18n();
  const id = useId();
  const errorId = `${id}-error`;
  const types = useQuery(canoeTypesQuery).data ?? [];
  // The protocols the caller may filter by (decision 020): an administrator's are every protocol, anyone
  // else's those they belong to. A visitor asks for none and sees no such filter.
  const { user, isAdmin } = useAuth();
  const protocols = (useProtocols(user !== null).data ?? []).filter(
    (protocol) => isAdmin || protocol.my_role !== null,
  );

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
          name={FILTER_PARAMS[key]}
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
  const marked = (key: FilterKey) => ({
    invalid: invalid(key),
    describedBy: invalid(key) ? errorId : undefined,
  });
  return (
    <FilterBar
      label={t(words.filters)}
      resetKey={resetKey}
      search={{
        label: t(words.search),
        placeholder: t(words.searchPlaceholder),
        name: FILTER_PARAMS.q,
        value: filters.q,
        onCommit: (value, options) => onFilter('q', value, options),
        'aria-invalid': invalid('q') || undefined,
        'aria-describedby': marked('q').describedBy,
      }}
      select={
        <FilterSelect
          label={t(words.type)}
          name={FILTER_PARAMS.type}
          allLabel={t(words.allTypes)}
          options={types.map((type) => ({
            value: String(type.type_id),
            label: canoeTypeWords({ t }, type.type_id) ?? type.name,
          }))}
          value={filters.type}
          onChange={(value) => onFilter('type', value)}
          {...marked('type')}
        />
      }
      advanced={{
        initiallyOpen: hasAdvancedFilters(filters),
        className: 'mt-4 border-t border-stone-200 pt-4',
        children: (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {field('hull', t(words.bowNumber))}
            {field('owner', t(words.owner))}
            {field('origin', t(words.origin))}
            <fieldset>
              <legend className="label">{t(words.lengthRange)}</legend>
              <div className="grid grid-cols-2 gap-3">
                {field('lengthMin', t(words.min), {
                  type: 'number',
                  step: '0.1',
                  min: 0,
                  srLabel: t(words.lengthFeet),
                })}
                {field('lengthMax', t(words.max), {
                  type: 'number',
                  step: '0.1',
                  min: 0,
                  srLabel: t(words.lengthFeet),
                })}
              </div>
            </fieldset>
            <fieldset>
              <legend className="label">{t(words.yearRange)}</legend>
              <div className="grid grid-cols-2 gap-3">
                {field('yearMin', t(words.from), {
                  type: 'number',
                  step: '1',
                  min: MIN_YEAR,
                  max: currentYear(),
                  srLabel: t(words.year),
                })}
                {field('yearMax', t(words.to), {
                  type: 'number',
                  step: '1',
                  min: MIN_YEAR,
                  max: currentYear(),
                  srLabel: t(words.year),
                })}
              </div>
            </fieldset>
            {protocols.length > 0 || filters.protocol ? (
              <div>
                <label htmlFor={`${id}-protocol`} className="label">
                  {t(words.protocol)}
                </label>
                <select
                  id={`${id}-protocol`}
                  name={FILTER_PARAMS.protocol}
                  className="input"
                  value={filters.protocol}
                  onChange={(event) => onFilter('protocol', event.target.value)}
                  aria-invalid={invalid('protocol') || undefined}
                  aria-describedby={marked('protocol').describedBy}
                >
                  <option value="">{t(words.anyProtocol)}</option>
                  {protocols.map((protocol) => (
                    <option key={protocol.protocol_id} value={String(protocol.protocol_id)}>
                      {protocol.name}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </div>
        ),
      }}
      controls={
        <>
          {hasActiveFilters(filters) ? <ResetFiltersButton onReset={onReset} /> : null}
          <ViewToggle value={view} onChange={onView} />
          {/* Sent with the filters without JavaScript, so the chosen view stays. */}
          {view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
        </>
      }
    >
      {filters.event || filters.island || filters.place ? (
        <Suspense fallback={null}>
          <RegistryEventChip filters={filters} />
        </Suspense>
      ) : null}
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
    </FilterBar>
  );
}
