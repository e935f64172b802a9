/** Where each kind of image is served. JSON carries these URLs (with `?v=etag`), never base64. */
import { versionedUrl } from './image-store.ts';

export const mediaImagePath = (canoeId: number, mediaId: number) =>
  `/api/canoes/${canoeId}/media/${mediaId}/image`;
export const ownerLogoPath = (ownerId: number) => `/api/owners/${ownerId}/logo`;
export const makerPicturePath = (makerId: number) => `/api/makers/${makerId}/picture`;
export const personPicturePath = (personId: number) => `/api/people/${personId}/picture`;

/** `{ url, thumbnail_url }` for an image at `path` whose current etag is `etag` (both null without an image). */
export function imageUrls(path: string, etag: string): { url: string; thumbnail_url: string };
export function imageUrls(
  path: string,
  etag: string | null | undefined,
): { url: string | null; thumbnail_url: string | null };
export function imageUrls(path: string, etag: string | null | undefined) {
  return { url: versionedUrl(path, etag, 'display'), thumbnail_url: versionedUrl(path, etag, 'thumbnail') };
}
