/**
 * Traditional Knowledge labels (decision 021): every label of the archive, and the labels on one canoe and its
 * photos, stories and sources (one request for the whole canoe page), and the administrators' writes.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { tkLabelApi } from '../../../shared/api/routes.ts';
import type { TkLabelRecordType, TkLabelUse } from '../../../shared/api/index.ts';

export const tkLabelsKey = ['tk-labels'] as const;

export const tkLabelsQuery = queryOptions({
  queryKey: tkLabelsKey,
  queryFn: ({ signal }) => api.call(tkLabelApi.listTkLabels, { signal }),
});

/** Under the canoe's own key (['canoes', 'detail', id]), so a change to the canoe's page refreshes it too. */
export const canoeTkLabelsQuery = (canoeId: number) =>
  queryOptions({
    queryKey: ['canoes', 'detail', canoeId, 'tk-labels'],
    queryFn: ({ signal }) => api.call(tkLabelApi.listCanoeTkLabels, { params: { id: canoeId }, signal }),
  });

export const useTkLabels = () => useQuery(tkLabelsQuery);
export const useCanoeTkLabels = (canoeId: number) => useQuery(canoeTkLabelsQuery(canoeId));

/** The uses on one record, in order. */
export const usesOf = (uses: TkLabelUse[] | undefined, type: TkLabelRecordType, id: number) =>
  (uses ?? []).filter((use) => use.record_type === type && use.record_id === id);

export interface LabelledRecord {
  canoeId: number;
  type: TkLabelRecordType;
  id: number;
}

/** PUT the record's whole list of labels. */
export function saveRecordLabels(record: LabelledRecord, labelIds: number[]) {
  const body = { label_ids: labelIds };
  const { canoeId, id } = record;
  switch (record.type) {
    case 'canoe':
      return api.call(tkLabelApi.setCanoeTkLabels, { params: { id: canoeId }, body });
    case 'media':
      return api.call(tkLabelApi.setPhotoTkLabels, { params: { id: canoeId, mediaId: id }, body });
    case 'story':
      return api.call(tkLabelApi.setStoryTkLabels, { params: { id: canoeId, storyId: id }, body });
    case 'source':
      return api.call(tkLabelApi.setSourceTkLabels, { params: { id: canoeId, sourceId: id }, body });
  }
}

export const importTkProject = (file: Record<string, unknown>) =>
  api.call(tkLabelApi.importTkProject, { body: file });

export const setTkLabelText = (labelId: number, archiveText: string | null) =>
  api.call(tkLabelApi.setTkLabelText, { params: { id: labelId }, body: { archive_text: archiveText } });

/** Labels show on every canoe page: all are marked stale, and the list itself is fetched again. */
export async function invalidateTkLabels(client: QueryClient) {
  await client.invalidateQueries({ queryKey: ['canoes'], refetchType: 'none' });
  await client.invalidateQueries({ queryKey: tkLabelsKey });
}
