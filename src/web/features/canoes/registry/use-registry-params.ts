import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
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
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readRegistryState(params), [params]);

  const setFilter = useCallback(
    (key: FilterKey, value: string, options: ChangeOptions = {}) =>
      // Filtering keeps the reader where they are; only a new page scrolls back up.
      setParams((current) => withFilter(current, key, value), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      }),
    [setParams],
  );
  const resetFilters = useCallback(
    () => setParams((current) => withoutFilters(current), { preventScrollReset: true }),
    [setParams],
  );
  const setView = useCallback(
    (view: RegistryView) => setParams((current) => withView(current, view), { preventScrollReset: true }),
    [setParams],
  );
  const setPage = useCallback(
    (page: number, options: ChangeOptions = {}) =>
      setParams((current) => withPage(current, page), { replace: options.replace ?? false }),
    [setParams],
  );
  const hrefOfPage = useCallback((page: number) => paths.canoes(withPage(params, page).toString()), [params]);

  return { ...state, setFilter, resetFilters, setView, setPage, hrefOfPage };
}
