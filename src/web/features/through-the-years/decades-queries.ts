import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { canoeApi } from '../../../shared/api/routes.ts';

/** The canoes built, renamed, restored and raced by decade (decision 029): under `canoes`, so a write refreshes it. */
export const canoeDecadesQuery = queryOptions({
  queryKey: ['canoes', 'decades'] as const,
  queryFn: ({ signal }) => api.call(canoeApi.canoeDecades, { signal }),
});

export const useCanoeDecades = () => useQuery(canoeDecadesQuery);
