/** The canoe page's tabs, in order; the open one lives in the URL (?tab=media), Details keeping the plain address. */
export const CANOE_TABS = [
  { value: 'details', label: 'Details' },
  { value: 'names', label: 'Name History' },
  { value: 'ownership', label: 'Ownership' },
  { value: 'restorations', label: 'Restorations' },
  { value: 'races', label: 'Race History' },
  { value: 'media', label: 'Media' },
  { value: 'stories', label: 'Stories' },
] as const;

export type CanoeTab = (typeof CANOE_TABS)[number]['value'];

export const CANOE_TAB_VALUES: readonly CanoeTab[] = CANOE_TABS.map((tab) => tab.value);
