/** A canoe's recordings, as the Stories tab plays them and the Media tab lists them (one query for both). */
import { queryOptions } from '@tanstack/react-query';
import { recordingApi } from '../../../../shared/api/routes.ts';
import { api } from '../../../lib/api.ts';
import { canoeDetailKey } from '../detail/canoe-detail-queries.ts';

export const canoeRecordingsQuery = (canoeId: number) =>
  queryOptions({
    queryKey: [...canoeDetailKey(canoeId), 'recordings'],
    queryFn: ({ signal }) => api.call(recordingApi.listCanoeRecordings, { params: { id: canoeId }, signal }),
  });
