import type { canoeSearchQuery } from '../../../../shared/api/canoes.ts';
import type { Translator } from '../../../lib/i18n.tsx';
import { registry } from '../../../../shared/i18n/messages/registry.ts';
import { pageParam, withParams } from '../../../lib/use-search-param-state.ts';

/**
 * The registry's state as it lives in the URL (so a search can be shared and Back works): short parameter names
 * in the address bar, the server's names in the API query.
 */

export const REGISTRY_PAGE_SIZE = 24;

/** URL parameter of each filter, in the order they appear on screen. */
export const FILTER_PARAMS = {
  q: 'q',
  type: 'type',
  hull: 'hull',
  owner: 'owner',
  origin: 'origin',
  lengthMin: 'lmin',
  lengthMax: 'lmax',
  yearMin: 'ymin',
  yearMax: 'ymax',
  protocol: 'protocol',
  // Built, renamed, restored or raced in some years (decision 029): the API's own names, which the bars of
  // Through the Years link to (shared/canoe-events.ts `eventFilterQuery`).
  event: 'event',
  eventFrom: 'event_from',
  eventTo: 'event_to',
  // Canoes from or at home on an island or at a place (decision 030), where the island and place pages lead.
  island: 'island',
  place: 'place',
} as const;

export type FilterKey = keyof typeof FILTER_PARAMS;
export type RegistryFilters = Record<FilterKey, string>;
export type RegistryView = 'grid' | 'list';

/** Filters that live behind the Advanced Filters toggle. */
export const ADVANCED_FILTERS: readonly FilterKey[] = [
  'hull',
  'owner',
  'origin',
  'lengthMin',
  'lengthMax',
  'yearMin',
  'yearMax',
  'protocol',
];

/** A filter the search route takes: the shared contract's names, so renaming one on the server fails here. */
type SearchParam = Exclude<keyof (typeof canoeSearchQuery)['shape'], 'limit' | 'offset'>;

/** The server's query parameter of each filter; its 400 `fields` use these names too. */
export const API_PARAMS: Record<FilterKey, SearchParam> = {
  q: 'q',
  type: 'type_id',
  hull: 'hull_id',
  owner: 'owner',
  origin: 'origin',
  lengthMin: 'length_min',
  lengthMax: 'length_max',
  yearMin: 'year_min',
  yearMax: 'year_max',
  protocol: 'protocol',
  event: 'event',
  eventFrom: 'event_from',
  eventTo: 'event_to',
  island: 'island',
  place: 'place',
};

const filterKeys = Object.keys(FILTER_PARAMS) as FilterKey[];

export interface RegistryState {
  filters: RegistryFilters;
  view: RegistryView;
  page: number;
}

export function readRegistryState(params: URLSearchParams): RegistryState {
  const filters = Object.fromEntries(
    filterKeys.map((key) => [key, params.get(FILTER_PARAMS[key]) ?? '']),
  ) as RegistryFilters;
  const page = Number(params.get('page'));
  return {
    filters,
    view: params.get('view') === 'list' ? 'list' : 'grid',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export const hasActiveFilters = (filters: RegistryFilters) =>
  filterKeys.some((key) => filters[key].trim() !== '');

export const hasAdvancedFilters = (filters: RegistryFilters) =>
  ADVANCED_FILTERS.some((key) => filters[key].trim() !== '');

/** The URL after one filter changed: any filter change starts again at page 1. */
export function withFilter(params: URLSearchParams, key: FilterKey, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(FILTER_PARAMS[key]);
  else next.set(FILTER_PARAMS[key], value);
  next.delete('page');
  return next;
}

/** The URL with every filter and the page cleared; the chosen view stays. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of filterKeys) next.delete(FILTER_PARAMS[key]);
  next.delete('page');
  return next;
}

export function withView(params: URLSearchParams, view: RegistryView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'grid') next.delete('view');
  else next.set('view', view);
  return next;
}

export const withPage = (params: URLSearchParams, page: number) => withParams(params, pageParam(page));

/** The GET /canoes/search query of one page; blank filters are left out (the spec sends only non-empty ones). */
export function searchQuery(filters: RegistryFilters, page: number): Record<string, string | number> {
  const query: Record<string, string | number> = {};
  for (const key of filterKeys) {
    const value = filters[key].trim();
    if (value !== '') query[API_PARAMS[key]] = value;
  }
  query.limit = REGISTRY_PAGE_SIZE;
  query.offset = (page - 1) * REGISTRY_PAGE_SIZE;
  return query;
}

/** Every canoe the filters find, as a CSV file to download (`format=csv`, no paging). */
export function csvDownloadUrl(filters: RegistryFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchQuery(filters, 1))) {
    if (key !== 'limit' && key !== 'offset') params.set(key, String(value));
  }
  params.set('format', 'csv');
  return `/api/canoes/search?${params.toString()}`;
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / REGISTRY_PAGE_SIZE));

/** "1 canoe found", "32 canoes found matching "kai"" (spec: N canoe(s) found, plus the search text). */
/** "32 canoes found matching "kai""; "1000+ canoes found" when the server stopped counting. */
export function resultsLine(t: Translator['t'], count: number, q: string, capped = false): string {
  const search = q.trim();
  if (capped)
    return search
      ? t(registry.foundCappedMatching, { count, q: search })
      : t(registry.foundCapped, { count });
  return search ? t(registry.foundMatching, { count, q: search }) : t(registry.found, { count });
}
