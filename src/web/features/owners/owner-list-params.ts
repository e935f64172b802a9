/** The stewards list's state as it lives in the URL (?q=&type=&count=&sort=&order=&view=), so links share it. */
import { OWNER_TYPES, type OwnerType } from '../../../shared/constants.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import type { SortOrder, SortState } from './list-controls.tsx';

export const OWNER_SORTS = [
  { key: 'name', label: 'Name' },
  { key: 'canoes', label: 'Canoes' },
  { key: 'type', label: 'Type' },
  { key: 'founded', label: 'Founded' },
] as const;

export type OwnerSortKey = (typeof OWNER_SORTS)[number]['key'];

export const OWNER_TYPE_OPTIONS = OWNER_TYPES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

export interface OwnerListState {
  q: string;
  type: OwnerType | '';
  /** Exact number of current canoes, as typed ('' for any). */
  count: string;
  sort: SortState<OwnerSortKey>;
  view: ViewMode;
}

export const DEFAULT_OWNER_SORT: SortState<OwnerSortKey> = { key: 'name', order: 'asc' };

export const isCanoeCount = (value: string) => value === '' || /^\d{1,6}$/.test(value.trim());

export function readOwnerListState(params: URLSearchParams): OwnerListState {
  const type = params.get('type') ?? '';
  const count = (params.get('count') ?? '').trim();
  const sortKey = params.get('sort');
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  return {
    q: params.get('q') ?? '',
    type: (OWNER_TYPES as readonly string[]).includes(type) ? (type as OwnerType) : '',
    count: isCanoeCount(count) ? count : '',
    sort: {
      key: OWNER_SORTS.some((s) => s.key === sortKey) ? (sortKey as OwnerSortKey) : 'name',
      order,
    },
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Reset shows while anything differs from name ascending, every type, any count and no search. */
export const hasOwnerFilters = (state: OwnerListState) =>
  Boolean(state.q.trim()) ||
  state.type !== '' ||
  state.count !== '' ||
  state.sort.key !== DEFAULT_OWNER_SORT.key ||
  state.sort.order !== DEFAULT_OWNER_SORT.order;

/** The advanced panel starts open when a shared link carries its settings, so they are not hidden. */
export const hasAdvancedSettings = (state: OwnerListState) =>
  state.count !== '' || state.sort.key !== 'name' || state.sort.order !== 'asc';

/** URL changes back to the defaults (the view is the reader's choice and stays). */
export const RESET_OWNER_PARAMS = { q: null, type: null, count: null, sort: null, order: null };
