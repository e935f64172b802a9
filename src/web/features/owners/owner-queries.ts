import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { ownerApi } from '../../../shared/api/routes.ts';
import type { OwnerListState } from './owner-list-params.ts';

/** Stewards per request; more come with Load More. */
export const OWNER_PAGE_SIZE = 60;

export type OwnerListFilters = Pick<OwnerListState, 'q' | 'type' | 'count' | 'sort'>;

/** Filtering and sorting both happen on the server, so a page is always in the right order. */
export const ownerListQuery = ({ q, type, count, sort }: OwnerListFilters) =>
  infiniteQueryOptions({
    queryKey: ['owners', 'list', { q: q.trim(), type, count, sort: sort.key, order: sort.order }],
    queryFn: ({ pageParam, signal }) =>
      api.list(ownerApi.listOwners, {
        query: {
          q: q.trim(),
          owner_type: type,
          canoe_count: count,
          sort: sort.key,
          order: sort.order,
          limit: OWNER_PAGE_SIZE,
          offset: pageParam,
        },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, page) => n + page.items.length, 0);
      return last.items.length > 0 && loaded < last.total ? loaded : undefined;
    },
    // The old results stay on screen (dimmed) while a new filter loads, instead of a spinner flash.
    placeholderData: keepPreviousData,
  });

export const ownerQuery = (ownerId: number) =>
  queryOptions({
    queryKey: ['owners', 'detail', ownerId],
    queryFn: ({ signal }) => api.call(ownerApi.getOwner, { params: { id: ownerId }, signal }),
  });
