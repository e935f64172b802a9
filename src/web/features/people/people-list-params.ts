/**
 * The People list's state as it lives in the URL (?q=&sort=&order=&view=&page=), so a search can be shared and
 * Back returns to it. The server filters, sorts and pages.
 */
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import type { Translator } from '../../lib/i18n.tsx';
import {
  DEFAULT_SORT_PARAMS,
  isDefaultSort,
  readSort,
  sortOptions,
  englishOf,
  sortParams,
  type SortState,
} from '../../lib/sort-state.ts';
import type { ParamChanges } from '../../lib/use-search-param-state.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';

/** The server's sort keys (spec §2: name, email, created_at), the default first, and the words of their buttons. */
export const PEOPLE_SORT_LABELS = {
  name: peopleArea.sortName,
  email: peopleArea.sortEmail,
  created_at: peopleArea.sortCreated,
};

export type PeopleSortKey = keyof typeof PEOPLE_SORT_LABELS;

/** The sort buttons, in the page's language. */
export const peopleSortOptions = (t: Translator['t']) => sortOptions(PEOPLE_SORT_LABELS, t);

/** The same for reading and writing the address, where only the keys count (labelled with the English). */
export const PEOPLE_SORTS = sortOptions(PEOPLE_SORT_LABELS, englishOf);

/** Fills one, two or three columns evenly. */
export const PEOPLE_PER_PAGE = 24;

export interface PeopleListState {
  q: string;
  sort: SortState<PeopleSortKey>;
  view: ViewMode;
  page: number;
}

function readPage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

export function readPeopleListState(params: URLSearchParams): PeopleListState {
  return {
    q: params.get('q') ?? '',
    sort: readSort(params, PEOPLE_SORTS),
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: readPage(params.get('page')),
  };
}

/** Reset shows only when there is something to reset (spec §2): a search, or a sort other than name ascending. */
export const hasPeopleFilters = (state: PeopleListState) =>
  Boolean(state.q.trim()) || !isDefaultSort(state.sort, PEOPLE_SORTS);

/** URL changes back to the defaults; the view is the reader's choice and stays. */
export const RESET_PEOPLE_PARAMS = { q: null, page: null, ...DEFAULT_SORT_PARAMS };

/** URL changes for a new sort, which starts again from the first page. */
export const sortChanges = (sort: SortState<PeopleSortKey>): ParamChanges => ({
  ...sortParams(sort, PEOPLE_SORTS),
  page: null,
});
