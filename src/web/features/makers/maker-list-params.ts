/**
 * The makers list's state as it lives in the URL (?q=&type=&sort=&order=&view=). The server filters; the list is
 * sorted here, since every maker comes in one answer.
 */
import { MAKER_TYPES, type MakerType } from '../../../shared/constants.ts';
import { foldText } from '../../../shared/text.ts';
import type { Maker } from '../../../shared/api/index.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import { capitalise } from '../../lib/format.ts';
import { DEFAULT_SORT_PARAMS, isDefaultSort, readSort, type SortState } from '../../lib/sort-state.ts';

export const MAKER_SORTS = [
  { key: 'name', label: 'Name' },
  { key: 'type', label: 'Type' },
  { key: 'date', label: 'Date Added' },
] as const;

export type MakerSortKey = (typeof MAKER_SORTS)[number]['key'];

export const MAKER_TYPE_OPTIONS = MAKER_TYPES.map((value) => ({ value, label: capitalise(value) }));

export interface MakerListState {
  q: string;
  type: MakerType | '';
  sort: SortState<MakerSortKey>;
  view: ViewMode;
}

export function readMakerListState(params: URLSearchParams): MakerListState {
  const type = params.get('type') ?? '';
  return {
    q: params.get('q') ?? '',
    type: (MAKER_TYPES as readonly string[]).includes(type) ? (type as MakerType) : '',
    sort: readSort(params, MAKER_SORTS),
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

export const hasMakerFilters = (state: MakerListState) =>
  Boolean(state.q.trim()) || state.type !== '' || !isDefaultSort(state.sort, MAKER_SORTS);

/** URL changes back to the defaults (the view is the reader's choice and stays). */
export const RESET_MAKER_PARAMS = { q: null, type: null, ...DEFAULT_SORT_PARAMS };

export const makerName = (maker: Pick<Maker, 'maker_id' | 'name' | 'maker_name'>) =>
  maker.name || maker.maker_name || `Maker #${maker.maker_id}`;

/** A maker named with the role: one person may be a carver and an apprentice ('Kaleo Akiona, carver'). */
export const makerRoleName = (maker: Pick<Maker, 'maker_id' | 'name' | 'maker_name' | 'maker_type'>) =>
  maker.maker_type ? `${makerName(maker)}, ${maker.maker_type}` : makerName(maker);

/** Names compare folded (ʻokina and kahakō aside), as the server orders them. */
const byName = (a: Maker, b: Maker) => foldText(makerName(a)).localeCompare(foldText(makerName(b)), 'en');

const primary: Record<MakerSortKey, (a: Maker, b: Maker) => number> = {
  name: byName,
  type: (a, b) => (a.maker_type ?? '').localeCompare(b.maker_type ?? '', 'en'),
  date: (a, b) => a.created_at.localeCompare(b.created_at) || a.maker_id - b.maker_id,
};

/** The chosen key in the chosen direction; ties under another key read alphabetically. */
export function sortMakers(makers: Maker[], sort: SortState<MakerSortKey>): Maker[] {
  const sign = sort.order === 'asc' ? 1 : -1;
  return [...makers].sort(
    (a, b) => sign * primary[sort.key](a, b) || byName(a, b) || a.maker_id - b.maker_id,
  );
}

/**
 * The roles held by people who appear more than once in `makers` (a carver who is also an apprentice), by person:
 * each of their cards and rows names its own role, so one person shown twice is never left unexplained.
 */
export function rolesOfRepeatedPeople(makers: readonly Maker[]): Map<number, Maker[]> {
  const byPerson = new Map<number, Maker[]>();
  for (const maker of makers)
    byPerson.set(maker.person_id, [...(byPerson.get(maker.person_id) ?? []), maker]);
  return new Map([...byPerson].filter(([, roles]) => roles.length > 1));
}
