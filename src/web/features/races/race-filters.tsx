import { Search, X } from 'lucide-react';

/** Search box and year filter of the race list. */
export function RaceFilters({
  text,
  onTextChange,
  year,
  years,
  onYearChange,
  filtered,
  onClear,
}: {
  text: string;
  onTextChange: (value: string) => void;
  year: number | null;
  years: number[];
  onYearChange: (value: number | null) => void;
  filtered: boolean;
  onClear: () => void;
}) {
  // A year from a shared link is offered even before (or without) the list of years.
  const options = year !== null && !years.includes(year) ? [year, ...years].sort((a, b) => b - a) : years;
  return (
    <form
      role="search"
      aria-label="Filter races"
      // Results follow the typing; Enter has nothing more to send.
      onSubmit={(event) => event.preventDefault()}
      className="mb-6 flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-end"
    >
      <div className="flex-1">
        <label htmlFor="race-search" className="label">
          Search races
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-500"
          />
          <input
            id="race-search"
            type="search"
            className="input pl-9"
            placeholder="Search by race name..."
            value={text}
            onChange={(event) => onTextChange(event.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <div className="sm:w-48">
        <label htmlFor="race-year" className="label">
          Year
        </label>
        <select
          id="race-year"
          className="input"
          value={year === null ? '' : String(year)}
          onChange={(event) => onYearChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">All Years</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      {filtered ? (
        <button type="button" className="btn-secondary" onClick={onClear}>
          <X aria-hidden="true" className="h-4 w-4" />
          Reset
        </button>
      ) : null}
    </form>
  );
}
