import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { CanoeDetail, Media, Participation, Restoration, Source } from '../../../../shared/api/index.ts';

/**
 * Everything under ['canoes', 'detail', id] belongs to one canoe, so the admin screens can refresh a canoe's
 * page and its photos with one invalidation.
 */
export const canoeDetailKey = (canoeId: number) => ['canoes', 'detail', canoeId] as const;

export const canoeDetailQuery = (canoeId: number) =>
  queryOptions({
    queryKey: canoeDetailKey(canoeId),
    queryFn: ({ signal }) => api.get<CanoeDetail>(`/canoes/${canoeId}`, undefined, signal),
  });

export const canoeRestorationsQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'restorations'],
    queryFn: ({ signal }) => api.get<Restoration[]>(`/canoes/${canoeId}/restorations`, undefined, signal),
  });

export const canoeRacesQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'races'],
    queryFn: ({ signal }) => api.get<Participation[]>(`/canoes/${canoeId}/races`, undefined, signal),
  });

export const canoeMediaQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'media'],
    queryFn: ({ signal }) => api.get<Media[]>(`/canoes/${canoeId}/media`, undefined, signal),
  });

/** Every source the canoe's page shows: its own and those of its names, stewards, restorations, races and photos. */
export const canoeSourcesQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'sources'],
    queryFn: ({ signal }) => api.get<Source[]>(`/canoes/${canoeId}/sources`, undefined, signal),
  });

export const useCanoeDetail = (canoeId: number) => useQuery(canoeDetailQuery(canoeId));
export const useCanoeRestorations = (canoeId: number) => useQuery(canoeRestorationsQuery(canoeId));
export const useCanoeRaces = (canoeId: number) => useQuery(canoeRacesQuery(canoeId));
export const useCanoeMedia = (canoeId: number) => useQuery(canoeMediaQuery(canoeId));
export const useCanoeSources = (canoeId: number) => useQuery(canoeSourcesQuery(canoeId));
