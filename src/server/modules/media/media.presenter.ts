/** What a canoe photo looks like to clients: URLs for the bytes, never the bytes themselves. */
import { imageUrls, mediaImagePath } from '../../media/image-urls.ts';
import { presentDate } from '../../http/present-date.ts';
import type { MediaRow } from './media.repository.ts';
import type { Media } from '../../../shared/api/media.ts';

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
    ...imageUrls(mediaImagePath(row.canoe_id, row.media_id), row.etag),
  };
}

export type MediaRecord = Media;
