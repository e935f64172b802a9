import { canoeArea } from '../../../../shared/i18n/messages/canoe.ts';

/** The canoe page's tabs, in order; the open one lives in the URL (?tab=media), Details keeping the plain address. */
export const CANOE_TABS = [
  { value: 'details', label: canoeArea.tabDetails },
  { value: 'names', label: canoeArea.tabNames },
  { value: 'ownership', label: canoeArea.tabOwnership },
  { value: 'restorations', label: canoeArea.tabRestorations },
  { value: 'races', label: canoeArea.tabRaces },
  { value: 'media', label: canoeArea.tabMedia },
  { value: 'stories', label: canoeArea.tabStories },
] as const;

export type CanoeTab = (typeof CANOE_TABS)[number]['value'];

export const CANOE_TAB_VALUES: readonly CanoeTab[] = CANOE_TABS.map((tab) => tab.value);
