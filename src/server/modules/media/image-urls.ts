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

/** How an answer names the URLs of a logo or picture: `logo_url`, `logo_thumbnail_url` and `logo_small_url`. */
export type ImageUrlFields<F extends string> = Record<
  `${F}_url` | `${F}_thumbnail_url` | `${F}_small_url`,
  string | null
>;

/** The URLs of a steward's logo or a maker's or person's picture (`field`: 'logo' or 'picture'). */
export function imageUrlFields<F extends string>(
  field: F,
  path: string,
  etag: string | null | undefined,
): ImageUrlFields<F> {
  const urls = imageUrls(path, etag);
  return {
    [`${field}_url`]: urls.url,
    [`${field}_thumbnail_url`]: urls.thumbnail_url,
    [`${field}_small_url`]: versionedUrl(path, etag, 'small'),
  } as ImageUrlFields<F>;
}
