/** Canoe photos (canoe_media rows with their processed image). */
import { nowIso, type Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { insertMedia } from '../modules/media/media.repository.ts';
import { DEFAULT_UPLOADER } from '../../shared/constants.ts';
import type { PhotoLicence } from '../../shared/photo-licences.ts';
import { buildCanoe } from './canoe.builder.ts';
import { defaultPhotoImage, nextSeq, nfc, storeImage, type ImageInput } from './builder-support.ts';

export interface PhotoOverrides {
  canoeId?: number;
  /** JPEG/PNG/GIF/WebP bytes (processed like an upload) or a prepared image; a small JPEG when omitted. */
  image?: ImageInput;
  fileName?: string;
  description?: string | null;
  caption?: string | null;
  credit?: string | null;
  /** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`. */
  dateTaken?: string | null;
  licence?: PhotoLicence | null;
  uploadedBy?: string;
  uploadedByUserId?: number | null;
  uploadedAt?: string;
}

export type BuiltPhoto = Row<'canoe_media'> & { id: number };

export async function buildPhoto(db: Db, overrides: PhotoOverrides = {}): Promise<BuiltPhoto> {
  const canoeId = overrides.canoeId ?? (await buildCanoe(db)).canoe_id;
  const imageId = await storeImage(db, overrides.image, { allowSvg: false, fallback: defaultPhotoImage });
  const row = await insertMedia(db.kysely, {
    canoe_id: canoeId,
    image_id: imageId,
    file_name: nfc(overrides.fileName ?? `photo-${nextSeq()}.jpg`),
    description: nfc(overrides.description ?? null),
    caption: nfc(overrides.caption ?? null),
    credit: nfc(overrides.credit ?? null),
    date_taken: overrides.dateTaken ?? null,
    licence: overrides.licence ?? null,
    focal_x: null,
    focal_y: null,
    uploaded_by: nfc(overrides.uploadedBy ?? DEFAULT_UPLOADER),
    uploaded_by_user_id: overrides.uploadedByUserId ?? null,
    uploaded_at: overrides.uploadedAt ?? nowIso(),
  });
  return { ...row, id: row.media_id };
}
