import type { Message } from '../../shared/i18n/messages.ts';
/**
 * A list's sort as it lives in the URL (?sort=&order=), and the rule of spec §4: choosing the active key flips its
 * direction, another key starts ascending. The default (first key, ascending) keeps a plain address.
 */

export type SortOrder = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  order: SortOrder;
}

export interface SortOption<K extends string> {
  key: K;
  label: string;
}

export function nextSort<K extends string>(current: SortState<K>, key: K): SortState<K> {
  if (current.key === key) return { key, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { key, order: 'asc' };
}

/** The sort of a URL; an unknown key is the default one (the first option). */
export function readSort<K extends string>(
  params: URLSearchParams,
  options: readonly SortOption<K>[],
): SortState<K> {
  const requested = params.get('sort');
  const key = options.find((option) => option.key === requested)?.key ?? options[0].key;
  return { key, order: params.get('order') === 'desc' ? 'desc' : 'asc' };
}

export const isDefaultSort = <K extends string>(sort: SortState<K>, options: readonly SortOption<K>[]) =>
  sort.key === options[0].key && sort.order === 'asc';

/** URL changes for a sort: the default key and ascending order leave their params out. */
export const sortParams = <K extends string>(sort: SortState<K>, options: readonly SortOption<K>[]) => ({
  sort: sort.key === options[0].key ? null : sort.key,
  order: sort.order === 'asc' ? null : sort.order,
});

/** URL changes back to the default sort. */
/**
 * A list's sort buttons from their keys' messages (the default first), in a translator's words; with
 * `englishOf` in place of `t`, the English, for reading and writing the address (where only the keys count).
 */
export const sortOptions = <K extends string>(
  labels: Record<K, Message>,
  t: (message: Message) => string,
): SortOption<K>[] => (Object.keys(labels) as K[]).map((key) => ({ key, label: t(labels[key]) }));

/** A message's English, as `t` would give it on an English page without values. */
export const englishOf = (message: Message) => message.message;

export const DEFAULT_SORT_PARAMS = { sort: null, order: null };
