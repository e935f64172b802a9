import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { raceApi } from '../../../shared/api/routes.ts';

/** Races per page of the list: enough for a few screens of cards, small enough to answer fast. */
export const RACES_PER_PAGE = 24;

export interface RaceListParams {
  q: string;
  year: number | null;
  page: number;
}

export const raceListQuery = ({ q, year, page }: RaceListParams) =>
  queryOptions({
    queryKey: ['races', 'list', { q, year, page }],
    queryFn: ({ signal }) =>
      api.list(raceApi.listRaces, {
        query: { q, year, limit: RACES_PER_PAGE, offset: (page - 1) * RACES_PER_PAGE },
        signal,
      }),
    // Keep the last results on screen while the next search loads, so typing does not flash a spinner.
    placeholderData: keepPreviousData,
  });

/**
 * The years that have races, newest first, for the year filter. Races are few (a handful a year at most), so the
 * whole list is one small request, and a filter that offers only years with races never comes up empty.
 */
export const raceYearsQuery = () =>
  queryOptions({
    queryKey: ['races', 'years'],
    queryFn: async ({ signal }) => {
      const { items } = await api.list(raceApi.listRaces, { signal });
      const years = new Set(items.map((race) => race.year).filter((year): year is number => year !== null));
      return [...years].sort((a, b) => b - a);
    },
    staleTime: 5 * 60_000,
  });

export const raceQuery = (id: number) =>
  queryOptions({
    queryKey: ['races', 'detail', id],
    queryFn: ({ signal }) => api.call(raceApi.getRace, { params: { id }, signal }),
  });
