/**
 * The change history's calls (administrators only): the archive's activity, a canoe's recent activity, a
 * record's history, what was deleted, and reverting a change. Their code loads only with the history screens.
 */
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  type QueryClient,
} from '@tanstack/react-query';
import { historyApi, recordHistoryApi } from '../../../shared/api/routes.ts';
import { api } from '../../lib/api.ts';
import type { ActivityPage, ChangeDetail, HistoryPage, RecordType } from '../../../shared/api/history.ts';

const HISTORY = ['history'] as const;

/** The record pages with a history, and the API's collection of each. */
export const HISTORY_RECORDS = {
  canoe: 'canoes',
  owner: 'owners',
  maker: 'makers',
  race: 'races',
  person: 'people',
  place: 'places',
} as const satisfies Partial<Record<RecordType, string>>;
export type HistoryRecord = keyof typeof HISTORY_RECORDS;

export interface ActivityFilters {
  record_type: string;
  actor: string;
  /** A protocol's id: changes to what it keeps, and to it and its members. */
  protocol: string;
  from: string;
  to: string;
}

type CursorPage = ActivityPage | HistoryPage;

/** A list of changes paged by cursor: each page names the change the next one starts before. */
const cursorPages = <T extends CursorPage>(key: readonly unknown[], load: (before?: number) => Promise<T>) =>
  infiniteQueryOptions({
    queryKey: key,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: T) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const activityQuery = (filters: ActivityFilters) =>
  cursorPages([...HISTORY, 'activity', filters], (before) =>
    api.call(historyApi.listActivity, { query: { ...filters, before } }),
  );

export const activityActorsQuery = () =>
  queryOptions({
    queryKey: [...HISTORY, 'actors'],
    queryFn: () => api.call(historyApi.listActivityActors),
  });

export const deletedQuery = () =>
  cursorPages([...HISTORY, 'deleted'], (before) => api.call(historyApi.listDeleted, { query: { before } }));

export const recordHistoryQuery = (type: HistoryRecord, id: number) =>
  cursorPages([...HISTORY, 'record', type, id], (before) =>
    api.call(recordHistoryApi[HISTORY_RECORDS[type]], { params: { id }, query: { before } }),
  );

export const recentActivityQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...HISTORY, 'recent', canoeId],
    queryFn: () => api.call(historyApi.listCanoeActivity, { params: { id: canoeId }, query: { limit: 5 } }),
  });

/**
 * Revert a change (a delete: restore the record). Every cached answer is then stale, the page's own record
 * included, so what is on screen is fetched again.
 */
export async function revertChange(client: QueryClient, changeId: number): Promise<ChangeDetail> {
  const change = await api.call(historyApi.revertChange, { params: { id: changeId }, body: {} });
  await client.invalidateQueries();
  return change;
}
