import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { canoeApi } from '../../../../shared/api/routes.ts';
import { canoeDetailKey } from '../detail/canoe-detail-queries.ts';

/** A canoe's timeline (decision 028): under the canoe's key, so a change to the canoe refreshes it too. */
export const canoeTimelineQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'timeline'],
    queryFn: ({ signal }) => api.call(canoeApi.getCanoeTimeline, { params: { id: canoeId }, signal }),
  });

export const useCanoeTimeline = (canoeId: number) => useQuery(canoeTimelineQuery(canoeId));
