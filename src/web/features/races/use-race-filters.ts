import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MIN_YEAR, currentYear } from '../../../shared/constants.ts';
import { useDebouncedValue } from './use-debounced-value.ts';
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
 * The search box is local state that reaches the address once typing pauses.
 */
export function useRaceFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQ = (searchParams.get('q') ?? '').trim();
  const year = readYear(searchParams.get('year'));
  const page = readPage(searchParams.get('page'));

  const [text, setText] = useState(urlQ);
  const debounced = useDebouncedValue(text);
  const lastSent = useRef(urlQ);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          // Any change of filter starts again from the first page.
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        // A new page of results starts at the top; a change of filter keeps the visitor where they are typing.
        { replace, preventScrollReset: !('page' in changes) },
      );
    },
    [setSearchParams],
  );

  // The address changed without typing (Back, Clear Filters): show its search in the box.
  useEffect(() => {
    if (urlQ !== lastSent.current) {
      lastSent.current = urlQ;
      setText(urlQ);
    }
  }, [urlQ]);

  useEffect(() => {
    const q = debounced.trim();
    if (q === lastSent.current) return;
    lastSent.current = q;
    // Replace, so Back leaves the search rather than stepping through every pause in typing.
    update({ q }, true);
  }, [debounced, update]);

  const params: RaceListParams = { q: urlQ, year, page };
  return {
    params,
    text,
    setText,
    filtered: urlQ !== '' || year !== null,
    setYear: (value: number | null) => update({ year: value === null ? null : String(value) }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
    clear: () => {
      lastSent.current = '';
      setText('');
      update({ q: null, year: null });
    },
  };
}
