import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The open tab of a detail page lives in the URL (?tab=history), so a tab can be linked to and Back returns to the
 * previous tab. The first tab is the default and keeps the plain address; an unknown ?tab= opens the first.
 * `tabs` should be a constant (it is a dependency of the setter).
 */
export function useUrlTab<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = tabs.find((t) => t === requested) ?? tabs[0];
  const setTab = useCallback(
    (next: string) => {
      if (next === tab || !tabs.includes(next as T)) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === tabs[0]) updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        // A tab switch is not a new page: keep the reader where they are.
        { preventScrollReset: true },
      );
    },
    [tab, tabs, setParams],
  );
  return [tab, setTab];
}
