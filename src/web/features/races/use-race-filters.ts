import { MIN_YEAR, currentYear } from '../../../shared/constants.ts';
import { pageParam, useSearchParamState } from '../../lib/use-search-param-state.ts';
import type { RaceListParams } from './race-queries.ts';

/** A year the server accepts, else null: a mistyped link shows every race rather than an error. */
function readYear(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= MIN_YEAR && year <= currentYear() ? year : null;
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * The race list's filters live in the address (q, year, page), so a search can be shared and Back returns to it.
 * Any change of filter starts again from the first page.
 */
export function useRaceFilters() {
  const { params, update, reset, resetKey } = useSearchParamState();
  /** The search as typed (the field shows it); the list is asked for it trimmed. */
  const text = params.get('q') ?? '';
  const q = text.trim();
  const year = readYear(params.get('year'));
  const page = readPage(params.get('page'));

  const listParams: RaceListParams = { q, year, page };
  return {
    params: listParams,
    text,
    resetKey,
    filtered: q !== '' || year !== null,
    setText: (value: string, options: { replace: boolean }) =>
      update({ q: value.trim() ? value : null, page: null }, options),
    setYear: (value: number | null) => update({ year: value === null ? null : String(value), page: null }),
    setPage: (value: number) => update(pageParam(value), { scrollToTop: true }),
    clear: () => reset({ q: null, year: null, page: null }),
  };
}
