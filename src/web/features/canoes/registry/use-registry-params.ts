import { useCallback, useMemo } from 'react';
import { useSearchParamState } from '../../../lib/use-search-param-state.ts';
import {
  readRegistryState,
  withFilter,
  withPage,
  withView,
  withoutFilters,
  type FilterKey,
  type RegistryView,
} from './registry-params.ts';

export interface ChangeOptions {
  /** Typing replaces the current history entry instead of adding one per pause. */
  replace?: boolean;
}

/** The registry's filters, view and page, read from and written to the URL. */
export function useRegistryParams() {
  const { params, update, reset, resetKey } = useSearchParamState();
  const state = useMemo(() => readRegistryState(params), [params]);

  const setFilter = useCallback(
    (key: FilterKey, value: string, options: ChangeOptions = {}) =>
      // Filtering keeps the reader where they are; only a new page scrolls back up.
      update((current) => withFilter(current, key, value), { replace: options.replace }),
    [update],
  );
  const resetFilters = useCallback(() => reset(withoutFilters), [reset]);
  const setView = useCallback((view: RegistryView) => update((current) => withView(current, view)), [update]);
  const setPage = useCallback(
    (page: number, options: ChangeOptions = {}) =>
      update((current) => withPage(current, page), { replace: options.replace, scrollToTop: true }),
    [update],
  );

  return { ...state, setFilter, resetFilters, setView, setPage, resetKey };
}
