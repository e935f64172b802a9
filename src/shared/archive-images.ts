/**
 * The addresses of the archive's own images (see src/server/modules/media/image-urls.ts): canoe photos, steward
 * logos, maker and person pictures. Stored rich text may show these and no other image, so that no reader of the
 * archive (a browser, a feed reader, another program using the API) is sent to fetch a picture from elsewhere.
 */

/** `/api/…/image`, `/logo` or `/picture` with an optional plain query (`?v=…&size=thumbnail`). */
const ARCHIVE_IMAGE_PATH =
  /^\/api\/(?:canoes\/\d{1,10}\/media\/\d{1,10}\/image|owners\/\d{1,10}\/logo|makers\/\d{1,10}\/picture|people\/\d{1,10}\/picture)(?:\?[A-Za-z0-9_.~%=&-]*)?$/;

/** Browsers drop leading and trailing spaces and control characters from an address before reading it. */
// eslint-disable-next-line no-control-regex
const EDGE_SPACE = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;

/**
 * The archive-relative path (`/api/owners/3/logo?v=…`) when `src` is one of the archive's own images, given
 * either as that path or as an absolute `http(s)` address on `ownOrigin` (the site's own scheme and host);
 * null for anything else (another host, `//host/…`, `data:`, a page of the site that is not an image…).
 */
export function archiveImagePath(src: string, ownOrigin: string | null): string | null {
  const value = src.replace(EDGE_SPACE, '');
  if (ARCHIVE_IMAGE_PATH.test(value)) return value;
  if (!ownOrigin || !/^https?:\/\/[^/\\]/i.test(value)) return null;
  const url = parse(value);
  const own = parse(ownOrigin);
  if (!url || !own || url.origin !== own.origin || url.username || url.password) return null;
  const path = `${url.pathname}${url.search}`;
  return ARCHIVE_IMAGE_PATH.test(path) ? path : null;
}

function parse(address: string): URL | null {
  try {
    return new URL(address);
  } catch {
    return null;
  }
}
