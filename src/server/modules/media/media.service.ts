/** Canoe photos: rules and transactions. Images are processed before any transaction opens. */
import type { Caller } from '../auth/caller.ts';
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation, nowIso } from '../../db/database.ts';
import { canoeExists } from '../../db/records.ts';
import { notFound } from '../../http/errors.ts';
import type { Paging } from '../../http/paging.ts';
import { deleteImage, discardImage, insertImage, prepareImage, type UploadLimits } from './image-store.ts';
import type { PhotoUploadBody } from '../../../shared/api/media.ts';
import type { PhotoUpdateBody } from '../../../shared/api/media.ts';
import { presentMedia, type MediaRecord } from './media.presenter.ts';
import * as repo from './media.repository.ts';
import { writeSources } from '../sources/source.service.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import { VISITOR, canSee, type Viewer } from '../../core/viewer.ts';

const canoeNotFound = () => notFound('Canoe');
const photoNotFound = () => notFound('Photo');

/** The uploader label when neither the caller nor the body names one (spec §5). */
export const DEFAULT_UPLOADER = 'Anonymous';

export async function listCanoeMedia(db: Db, canoeId: number, paging: Paging, viewer: Viewer = VISITOR) {
  if (!(await canoeExists(db.kysely, canoeId))) throw canoeNotFound();
  const page = await repo.listMediaPage(db.kysely, canoeId, paging, viewer);
  const words = await protectionWordsFor(
    db.kysely,
    page.rows.map((row) => row.protection_id),
  );
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...presentMedia(row),
      ...keptField(words, row.protection_id, row.protection_own === 1),
    })),
  };
}

export async function getCanoeMedia(db: Db, canoeId: number, mediaId: number): Promise<MediaRecord> {
  const row = await repo.findMedia(db.kysely, canoeId, mediaId);
  if (!row) throw photoNotFound();
  return presentMedia(row);
}

/**
 * The image id of a canoe's photo, for serving its bytes; 404 when the photo is not this canoe's or is kept from
 * this viewer (decision 020), and whether the bytes may be kept by shared caches (public photos only).
 */
export async function mediaImage(
  db: Db,
  canoeId: number,
  mediaId: number,
  viewer: Viewer = VISITOR,
): Promise<{ imageId: number; shared: boolean }> {
  const row = await repo.findMedia(db.kysely, canoeId, mediaId);
  if (!row || !canSee(viewer, row.protection_id)) throw photoNotFound();
  return { imageId: row.image_id, shared: row.protection_id === null };
}

export async function uploadCanoeMedia(
  db: Db,
  canoeId: number,
  body: PhotoUploadBody,
  caller: Caller | null,
  limits: UploadLimits,
): Promise<MediaRecord> {
  if (!(await canoeExists(db.kysely, canoeId))) throw canoeNotFound();
  // The slow part (decode, strip, resize, encode) happens before the transaction opens.
  const prepared = await prepareImage(body.data, { allowSvg: false, focus: true, ...limits });
  // The uploader is whoever is signed in, by name. An email address is never published: an account without a
  // name falls back to the body's label, then to 'Anonymous'.
  const uploadedBy = caller?.name || body.uploaded_by || DEFAULT_UPLOADER;
  let mediaId: number;
  try {
    mediaId = await db.kysely.transaction().execute(async (trx) => {
      const imageId = await insertImage(trx, prepared);
      const media = await repo.insertMedia(trx, {
        canoe_id: canoeId,
        image_id: imageId,
        file_name: body.file_name,
        description: body.description ?? null,
        caption: body.caption ?? null,
        credit: body.credit ?? null,
        date_taken: body.date_taken ?? null,
        licence: body.licence ?? null,
        focal_x: null,
        focal_y: null,
        uploaded_by: uploadedBy,
        uploaded_by_user_id: caller?.userId ?? null,
        uploaded_at: nowIso(),
      });
      return media.media_id;
    });
  } catch (error) {
    // Nothing was saved: the objects stored for it go too.
    await discardImage(prepared, limits.bucket);
    // The canoe was deleted while the image was being processed.
    if (isForeignKeyViolation(error)) throw canoeNotFound();
    throw error;
  }
  return getCanoeMedia(db, canoeId, mediaId);
}

export async function updateCanoeMedia(
  db: Db,
  canoeId: number,
  mediaId: number,
  body: PhotoUpdateBody,
): Promise<MediaRecord> {
  const existing = await repo.findMedia(db.kysely, canoeId, mediaId);
  if (!existing) throw photoNotFound();
  const changes: Parameters<typeof repo.updateMedia>[2] = {};
  for (const field of repo.PHOTO_WORD_FIELDS) {
    if (body[field] !== undefined) Object.assign(changes, { [field]: body[field] });
  }
  if (body.focal_point !== undefined) {
    changes.focal_x = body.focal_point?.x ?? null;
    changes.focal_y = body.focal_point?.y ?? null;
  }
  await db.kysely.transaction().execute(async (trx) => {
    if (Object.keys(changes).length) await repo.updateMedia(trx, mediaId, changes);
    if (body.sources) await writeSources(trx, { type: 'media', id: mediaId, canoeId }, body.sources);
  });
  return getCanoeMedia(db, canoeId, mediaId);
}

/** Delete a photo and its image bytes together. */
export async function deleteCanoeMedia(db: Db, canoeId: number, mediaId: number): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    const row = await repo.findMedia(trx, canoeId, mediaId);
    if (!row) throw photoNotFound();
    await repo.deleteMediaRow(trx, mediaId);
    await deleteImage(trx, row.image_id);
  });
}
