/**
 * The photos page's writes (spec §7): edit and delete, and what they make stale. The upload is
 * photo-upload-queries.ts: reading an image file (and its messages) is for the upload form alone.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { PhotoUpdateBody } from '../../../../shared/api/index.ts';
import { mediaApi } from '../../../../shared/api/routes.ts';
import { canoeDetailKey } from '../detail/canoe-detail-queries.ts';

/** PUT: the words about a photo (caption, credit, date taken, licence, description); the image stays. */
export const updatePhoto = (canoeId: number, mediaId: number, body: PhotoUpdateBody) =>
  api.call(mediaApi.updateCanoeMedia, { params: { id: canoeId, mediaId }, body });

export const deletePhoto = (canoeId: number, mediaId: number) =>
  api.call(mediaApi.deleteCanoeMedia, { params: { id: canoeId, mediaId } });

/**
 * A photo shows on this page, the canoe's page (hero, Media tab), the registry's cards and the home page's
 * featured canoes: all are marked stale, and this canoe's own queries (the page in view) are fetched now.
 */
export async function invalidatePhotoViews(client: QueryClient, canoeId: number) {
  await Promise.all(
    [['canoes'], ['home']].map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
  await client.refetchQueries({ queryKey: canoeDetailKey(canoeId), type: 'active' });
}
