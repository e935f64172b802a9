import { useCallback } from 'react';
import { useLocation, useSearchParams } from './routing.tsx';

/**
 * The open tab of a detail page lives in the URL (?tab=history), so a tab can be linked to, the server renders the
 * page with it open, and Back returns to the previous tab. The first tab is the default and keeps the plain
 * address; an unknown ?tab= opens the first. `tabs` should be a constant (it is a dependency of the setter).
 * `hrefOf(tab)` is the tab's own address (the page's other parameters kept), which the tab's link points to.
 */
export function useUrlTab<T extends string>(
  tabs: readonly T[],
): [T, (tab: string) => void, (tab: string) => string] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const requested = params.get('tab');
  const tab = tabs.find((t) => t === requested) ?? tabs[0];
  const setTab = useCallback(
    (next: string) => {
      if (next === tab || !tabs.includes(next as T)) return;
      setParams(
        (current) => withTab(current, next, tabs[0]),
        // A tab switch is not a new page: keep the reader where they are.
        { preventScrollReset: true },
      );
    },
    [tab, tabs, setParams],
  );
  const hrefOf = useCallback(
    (next: string) => {
      const query = withTab(params, next, tabs[0]).toString();
      return query ? `${pathname}?${query}` : pathname;
    },
    [params, pathname, tabs],
  );
  return [tab, setTab, hrefOf];
}

function withTab(params: URLSearchParams, tab: string, first: string): URLSearchParams {
  const updated = new URLSearchParams(params);
  if (tab === first) updated.delete('tab');
  else updated.set('tab', tab);
  return updated;
}
