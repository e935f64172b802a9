import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { canoeApi, mediaApi, raceApi, restorationApi, sourceApi } from '../../../../shared/api/routes.ts';

/**
 * Everything under ['canoes', 'detail', id] belongs to one canoe, so the admin screens can refresh a canoe's
 * page and its photos with one invalidation.
 */
export const canoeDetailKey = (canoeId: number) => ['canoes', 'detail', canoeId] as const;

export const canoeDetailQuery = (canoeId: number) =>
  queryOptions({
    queryKey: canoeDetailKey(canoeId),
    queryFn: ({ signal }) => api.call(canoeApi.getCanoe, { params: { id: canoeId }, signal }),
  });

export const canoeRestorationsQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'restorations'],
    queryFn: ({ signal }) =>
      api.call(restorationApi.listCanoeRestorations, { params: { id: canoeId }, signal }),
  });

export const canoeRacesQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'races'],
    queryFn: ({ signal }) => api.call(raceApi.listCanoeRaces, { params: { id: canoeId }, signal }),
  });

export const canoeMediaQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'media'],
    queryFn: ({ signal }) => api.call(mediaApi.listCanoeMedia, { params: { id: canoeId }, signal }),
  });

/** Every source the canoe's page shows: its own and those of its names, stewards, restorations, races and photos. */
export const canoeSourcesQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'sources'],
    queryFn: ({ signal }) => api.call(sourceApi.listCanoeSources, { params: { id: canoeId }, signal }),
  });

export const useCanoeDetail = (canoeId: number) => useQuery(canoeDetailQuery(canoeId));
export const useCanoeRestorations = (canoeId: number) => useQuery(canoeRestorationsQuery(canoeId));
export const useCanoeRaces = (canoeId: number) => useQuery(canoeRacesQuery(canoeId));
export const useCanoeMedia = (canoeId: number) => useQuery(canoeMediaQuery(canoeId));
export const useCanoeSources = (canoeId: number) => useQuery(canoeSourcesQuery(canoeId));
