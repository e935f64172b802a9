/**
 * The one shape of a list's filter bar (registry, stewards, makers, people): a search that commits after a pause,
 * an optional type select and Advanced Filters panel, the list's own controls (view switch, Reset), and what goes
 * below (a sort row, the server's words about the filters). The state lives in the URL; the bar only shows it.
 *
 * It is a real GET form whose fields carry the URL's parameter names: without JavaScript, Enter or its Search
 * button (shown only then) asks for the list's address with the filters, which the server renders filtered. With
 * the app, results follow the typing and the form is never sent.
 */
import { useId, useState, type ReactNode } from 'react';
import { DebouncedSearchInput, type DebouncedSearchInputProps } from './debounced-search-input.tsx';
import { AdvancedFiltersToggle } from './filter-buttons.tsx';
import { lists } from '../../../shared/i18n/messages/lists.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface FilterBarProps {
  /** The search landmark's name ('Canoes', 'Stewards'). */
  label: string;
  search: Omit<DebouncedSearchInputProps, 'className' | 'hideLabel' | 'resetKey'>;
  /** Changes on every Reset: the text fields start afresh, dropping a draft that was still waiting to commit. */
  resetKey: number;
  /** Where the search and the controls stop stacking: the people list has fewer controls. */
  rowFrom?: 'md' | 'lg';
  /** First of the controls (a type select). */
  select?: ReactNode;
  /** The Advanced Filters panel, shown or hidden by its toggle after the select. */
  advanced?: { initiallyOpen: boolean; className: string; children: ReactNode };
  /** The rest of the controls, in their order (view switch, Reset). */
  controls: ReactNode;
  /** Below the bar's row and the advanced panel. */
  children?: ReactNode;
}

export function FilterBar({
  label,
  search,
  resetKey,
  rowFrom = 'lg',
  select,
  advanced,
  controls,
  children,
}: FilterBarProps) {
  const panelId = `${useId()}-advanced`;
  // Open from the start when a shared link already carries advanced filters, so they are not hidden.
  const [advancedOpen, setAdvancedOpen] = useState(advanced?.initiallyOpen ?? false);
  return (
    <form
      method="get"
      role="search"
      aria-label={label}
      className="card mb-6 p-4"
      // Results follow the typing; Enter has nothing more to send.
      onSubmit={(event) => event.preventDefault()}
    >
      <div
        className={`flex flex-col gap-3 ${rowFrom === 'md' ? 'md:flex-row md:items-center' : 'lg:flex-row lg:items-center'}`}
      >
        <DebouncedSearchInput {...search} className="flex-1" hideLabel resetKey={resetKey} />
        <div className="flex flex-wrap items-center gap-3">
          {select}
          {advanced ? (
            <AdvancedFiltersToggle
              open={advancedOpen}
              controls={panelId}
              onToggle={() => setAdvancedOpen((open) => !open)}
            />
          ) : null}
          {controls}
          <NoScriptSubmit />
        </div>
      </div>
      {advanced ? (
        <div id={panelId} hidden={!advancedOpen} className={advanced.className}>
          {advanced.children}
        </div>
      ) : null}
      {children}
    </form>
  );
}

/**
 * Without JavaScript, the button that sends a filter form (Enter alone does not when the form has several fields);
 * shown by the `scripting: none` media query (Tailwind's noscript:). With the app it stays hidden, since results
 * follow the typing (and the form's submit is prevented).
 */
export function NoScriptSubmit() {
  const { t } = useI18n();
  return (
    <button type="submit" className="btn-primary hidden noscript:inline-flex">
      {t(lists.search)}
    </button>
  );
}

/** A filter's select: its name read to screen readers only, 'All …' first, then the choices. */
export function FilterSelect({
  label,
  name,
  allLabel,
  options,
  value,
  onChange,
  invalid = false,
  describedBy,
}: {
  label: string;
  /** Its URL parameter, sent by the form without JavaScript. */
  name?: string;
  allLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  describedBy?: string;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="input w-auto"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </>
  );
}
