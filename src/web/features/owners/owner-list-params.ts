/** The stewards list's state as it lives in the URL (?q=&type=&count=&sort=&order=&view=), so links share it. */
import { OWNER_TYPES, type OwnerType } from '../../../shared/constants.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import type { Translator } from '../../lib/i18n.tsx';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import {
  DEFAULT_SORT_PARAMS,
  isDefaultSort,
  readSort,
  sortOptions,
  englishOf,
  type SortState,
} from '../../lib/sort-state.ts';

/** The sort keys, the default first, and the words of their buttons. */
const SORT_LABELS = {
  name: stewardsArea.sortName,
  canoes: stewardsArea.sortCanoes,
  type: stewardsArea.sortType,
  founded: stewardsArea.sortFounded,
};

export type OwnerSortKey = keyof typeof SORT_LABELS;

/** The sort buttons, in the page's language. */
export const ownerSorts = (t: Translator['t']) => sortOptions(SORT_LABELS, t);

/** The same for reading and writing the address, where only the keys count (labelled with the English). */
export const OWNER_SORTS = sortOptions(SORT_LABELS, englishOf);

/** The type filter's choices, in the page's language. */
export const ownerTypeOptions = (t: Translator['t']) =>
  OWNER_TYPES.map((value) => ({ value, label: t(stewardsArea.ownerType, { type: value }) }));

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
