import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const CANOE_TABS = [
  { value: 'details', label: 'Details' },
  { value: 'names', label: 'Name History' },
  { value: 'ownership', label: 'Ownership' },
  { value: 'restorations', label: 'Restorations' },
  { value: 'races', label: 'Race History' },
  { value: 'media', label: 'Media' },
] as const;

export type CanoeTab = (typeof CANOE_TABS)[number]['value'];

const isCanoeTab = (value: string | null): value is CanoeTab => CANOE_TABS.some((tab) => tab.value === value);

/**
 * The open tab lives in the URL (?tab=media), so a tab can be linked to and Back returns to the previous tab.
 * Details is the default and keeps the plain address.
 */
export function useCanoeTab(): [CanoeTab, (tab: CanoeTab) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CanoeTab = isCanoeTab(requested) ? requested : 'details';
  const setTab = useCallback(
    (next: CanoeTab) => {
      if (next === tab) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === 'details') updated.delete('tab');
          else updated.set('tab', next);
          return updated;
        },
        // A tab switch is not a new page: keep the reader where they are.
        { preventScrollReset: true },
      );
    },
    [tab, setParams],
  );
  return [tab, setTab];
}
