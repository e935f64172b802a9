/** The public pages' calls about places (decision 030): the map with its list, and one place with what happened there. */
import { queryOptions } from '@tanstack/react-query';
import type { Island } from '../../../shared/islands.ts';
import { placeApi } from '../../../shared/api/routes.ts';
import { api } from '../../lib/api.ts';

/** Under `places`, as the keepers' queries are: a place's write marks them all stale (admin/place-admin-queries.ts). */
export const placeMapQuery = (island?: Island) =>
  queryOptions({
    queryKey: ['places', 'map', island ?? 'all'] as const,
    queryFn: ({ signal }) => api.call(placeApi.getPlaceMap, { query: island ? { island } : {}, signal }),
  });

export const placeQuery = (id: number) =>
  queryOptions({
    queryKey: ['places', 'detail', id] as const,
    queryFn: ({ signal }) => api.call(placeApi.getPlace, { params: { id }, signal }),
  });
