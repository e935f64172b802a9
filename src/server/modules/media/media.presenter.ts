/** What a canoe photo looks like to clients: URLs for the bytes, never the bytes themselves. */
import { imageUrls, mediaImagePath } from './image-urls.ts';
import { presentDate } from '../../text/present-date.ts';
import type { MediaRow } from './media.repository.ts';
import type { FocalPoint, Media } from '../../../shared/api/media.ts';

/** The point a crop keeps in view: where an administrator put it, else the one found at upload, else the centre. */
export function focalPointOf(
  moved: { x: number | null; y: number | null },
  found: { x: number | null; y: number | null },
): FocalPoint {
  if (moved.x !== null && moved.y !== null) return { x: moved.x, y: moved.y };
  if (found.x !== null && found.y !== null) return { x: found.x, y: found.y };
  return { x: 50, y: 50 };
}

export function presentMedia(row: MediaRow): Media {
  return {
    media_id: row.media_id,
    canoe_id: row.canoe_id,
    file_name: row.file_name,
    mime_type: row.mime_type,
    source_type: row.source_type,
    description: row.description,
    caption: row.caption,
    credit: row.credit,
    ...presentDate('date_taken', row.date_taken),
    licence: row.licence,
    uploaded_by: row.uploaded_by,
    uploaded_at: row.uploaded_at,
    width: row.width,
    height: row.height,
    focal_point: focalPointOf(
      { x: row.focal_x, y: row.focal_y },
      { x: row.image_focal_x, y: row.image_focal_y },
    ),
    focal_point_moved: row.focal_x !== null && row.focal_y !== null,
    ...imageUrls(mediaImagePath(row.canoe_id, row.media_id), row.etag),
  };
}

export type MediaRecord = Media;
