/**
 * The makers list's state as it lives in the URL (?q=&type=&sort=&order=&view=). The server filters; the list is
 * sorted here, since every maker comes in one answer.
 */
import { MAKER_TYPES, type MakerType } from '../../../shared/constants.ts';
import { foldText } from '../../../shared/text.ts';
import type { Maker } from '../../../shared/api/index.ts';
import type { ViewMode } from '../../components/ui/view-toggle.tsx';
import type { Translator } from '../../lib/i18n.tsx';
import {
  DEFAULT_SORT_PARAMS,
  isDefaultSort,
  readSort,
  sortOptions,
  englishOf,
  type SortState,
} from '../../lib/sort-state.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';

type Translate = Translator['t'];

/** The sort keys, the default first, and the words of their buttons. */
const SORT_LABELS = {
  name: makersArea.sortName,
  type: makersArea.sortType,
  date: makersArea.sortDate,
};

export type MakerSortKey = keyof typeof SORT_LABELS;

/** The sort buttons, in the page's language. */
export const makerSortOptions = (t: Translate) => sortOptions(SORT_LABELS, t);

/** The same for reading and writing the address, where only the keys count (labelled with the English). */
export const MAKER_SORTS = sortOptions(SORT_LABELS, englishOf);

/** The type filter's choices, named in the page's language. */
export const makerTypeOptions = (t: Translate) =>
  MAKER_TYPES.map((value) => ({ value, label: t(makersArea.typeName, { type: value }) }));

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

export const makerName = (maker: Pick<Maker, 'maker_id' | 'name' | 'maker_name'>, t: Translate) =>
  maker.name || maker.maker_name || t(makersArea.makerNumber, { id: maker.maker_id });

/** A maker named with the role: one person may be a carver and an apprentice ('Kaleo Akiona, carver'). */
export const makerRoleName = (
  maker: Pick<Maker, 'maker_id' | 'name' | 'maker_name' | 'maker_type'>,
  t: Translate,
) =>
  maker.maker_type
    ? t(makersArea.roleName, {
        name: makerName(maker, t),
        role: t(makersArea.typeWord, { type: maker.maker_type }),
      })
    : makerName(maker, t);

/** The name a maker sorts by: the person's, whatever the page's language. */
const sortName = (maker: Maker) => maker.name || maker.maker_name || '';

/** Names compare folded (ʻokina and kahakō aside), as the server orders them. */
const byName = (a: Maker, b: Maker) => foldText(sortName(a)).localeCompare(foldText(sortName(b)), 'en');

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
