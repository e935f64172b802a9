import { DebouncedSearchInput } from '../../components/ui/debounced-search-input.tsx';
import { NoScriptSubmit } from '../../components/ui/filter-bar.tsx';
import { ResetFiltersButton } from '../../components/ui/filter-buttons.tsx';
import { racesArea } from '../../../shared/i18n/messages/races.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Search box and year filter of the race list: a GET form with the address's names (q, year), which the server
 * renders filtered when it is sent without JavaScript (decision 011).
 */
export function RaceFilters({
  text,
  onTextChange,
  resetKey,
  year,
  years,
  onYearChange,
  filtered,
  onClear,
}: {
  /** The search as it is in the address; typing reaches it after a pause. */
  text: string;
  onTextChange: (value: string, options: { replace: boolean }) => void;
  /** Changes on Clear Filters: the search box starts afresh, dropping a draft that was still waiting to commit. */
  resetKey: number;
  year: number | null;
  years: number[];
  onYearChange: (value: number | null) => void;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useI18n();
  // A year from a shared link is offered even before (or without) the list of years.
  const options = year !== null && !years.includes(year) ? [year, ...years].sort((a, b) => b - a) : years;
  return (
    <form
      method="get"
      role="search"
      aria-label={t(racesArea.filterRaces)}
      // Results follow the typing; Enter has nothing more to send.
      onSubmit={(event) => event.preventDefault()}
      className="mb-6 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <DebouncedSearchInput
        className="flex-1"
        id="race-search"
        name="q"
        label={t(racesArea.searchRaces)}
        placeholder={t(racesArea.searchPlaceholder)}
        resetKey={resetKey}
        value={text}
        onCommit={onTextChange}
      />
      <div className="sm:w-48">
        <label htmlFor="race-year" className="label">
          {t(racesArea.year)}
        </label>
        <select
          id="race-year"
          name="year"
          className="input"
          value={year === null ? '' : String(year)}
          onChange={(event) => onYearChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t(racesArea.allYears)}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {filtered ? <ResetFiltersButton onReset={onClear} /> : null}
      <NoScriptSubmit />
    </form>
  );
}
