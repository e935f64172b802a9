/** The stewards list's state as it lives in the URL (?q=&type=&count=&sort=&order=&view=), so links share it. */
import { OWNER_TYPES, type OwnerType } from '../../../shared/constants.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import { capitalise } from '../../lib/format.ts';
import { DEFAULT_SORT_PARAMS, isDefaultSort, readSort, type SortState } from '../../lib/sort-state.ts';

export const OWNER_SORTS = [
  { key: 'name', label: 'Name' },
  { key: 'canoes', label: 'Canoes' },
  { key: 'type', label: 'Type' },
  { key: 'founded', label: 'Founded' },
] as const;

export type OwnerSortKey = (typeof OWNER_SORTS)[number]['key'];

export const OWNER_TYPE_OPTIONS = OWNER_TYPES.map((value) => ({ value, label: capitalise(value) }));

export interface OwnerListState {
  q: string;
  type: OwnerType | '';
  /** Exact number of current canoes, as typed ('' for any). */
  count: string;
  sort: SortState<OwnerSortKey>;
  view: ViewMode;
}

export const isCanoeCount = (value: string) => value === '' || /^\d{1,6}$/.test(value.trim());

export function readOwnerListState(params: URLSearchParams): OwnerListState {
  const type = params.get('type') ?? '';
  const count = (params.get('count') ?? '').trim();
  return {
    q: params.get('q') ?? '',
    type: (OWNER_TYPES as readonly string[]).includes(type) ? (type as OwnerType) : '',
    count: isCanoeCount(count) ? count : '',
    sort: readSort(params, OWNER_SORTS),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** Reset shows while anything differs from name ascending, every type, any count and no search. */
export const hasOwnerFilters = (state: OwnerListState) =>
  Boolean(state.q.trim()) ||
  state.type !== '' ||
  state.count !== '' ||
  !isDefaultSort(state.sort, OWNER_SORTS);

/** The advanced panel starts open when a shared link carries its settings, so they are not hidden. */
export const hasAdvancedSettings = (state: OwnerListState) =>
  state.count !== '' || !isDefaultSort(state.sort, OWNER_SORTS);

/** URL changes back to the defaults (the view is the reader's choice and stays). */
export const RESET_OWNER_PARAMS = { q: null, type: null, count: null, ...DEFAULT_SORT_PARAMS };
