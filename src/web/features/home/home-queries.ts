import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { canoeApi } from '../../../shared/api/routes.ts';

export const FEATURED_COUNT = 3;

/** A random few canoes, those with photos first (GET /api/canoes/featured). */
export const featuredCanoesQuery = () =>
  queryOptions({
    queryKey: ['home', 'featured', FEATURED_COUNT],
    queryFn: ({ signal }) => api.call(canoeApi.featuredCanoes, { query: { limit: FEATURED_COUNT }, signal }),
  });

/** How many canoes the registry holds: the list's total, asking for a single row. */
export const documentedCountQuery = () =>
  queryOptions({
    queryKey: ['home', 'documented-count'],
    queryFn: async ({ signal }) =>
      (await api.list(canoeApi.listCanoes, { query: { limit: 1 }, signal })).total,
  });
