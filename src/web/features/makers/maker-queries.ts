import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../shared/constants.ts';
import { api } from '../../lib/api.ts';
import { makerApi } from '../../../shared/api/routes.ts';
import type { MakerListState } from './maker-list-params.ts';

/**
 * Every matching maker in one answer (the registry holds a few dozen), so the page can sort them any way without
 * asking again. Beyond the server's page limit the page says how many it shows.
 */
export const makerListQuery = ({ q, type }: Pick<MakerListState, 'q' | 'type'>) =>
  queryOptions({
    queryKey: ['makers', 'list', { q: q.trim(), type }],
    queryFn: ({ signal }) =>
      api.list(makerApi.listMakers, {
        query: { q: q.trim(), maker_type: type, limit: MAX_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const makerQuery = (makerId: number) =>
  queryOptions({
    queryKey: ['makers', 'detail', makerId],
    queryFn: ({ signal }) => api.call(makerApi.getMaker, { params: { id: makerId }, signal }),
  });
