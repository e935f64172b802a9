import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { canoeApi, systemApi } from '../../../../shared/api/routes.ts';
import { searchQuery, type RegistryFilters } from './registry-params.ts';

/** The type select's options. A failure is only logged (spec §7): the select then offers All Canoe Types alone. */
export const canoeTypesQuery = queryOptions({
  queryKey: ['canoes', 'types'] as const,
  queryFn: async ({ signal }) => {
    try {
      return await api.call(systemApi.listCanoeTypes, { signal });
    } catch (error) {
      console.error('Failed to load canoe types', error);
      return [];
    }
  },
  staleTime: 60 * 60_000,
});

/** One page of the registry; the page on screen stays while the next one loads. */
export const canoeSearchQuery = (filters: RegistryFilters, page: number) => {
  const query = searchQuery(filters, page);
  return queryOptions({
    queryKey: ['canoes', 'search', query] as const,
    queryFn: ({ signal }) => api.list(canoeApi.searchCanoes, { query, signal }),
    placeholderData: keepPreviousData,
  });
};
