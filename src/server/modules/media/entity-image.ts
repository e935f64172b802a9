/**
 * The one image a steward (logo), maker or person (picture) may carry: serve it, replace it, remove it.
 * Shared by the three modules so the upload rules (checked before any transaction, the previous image deleted
 * in the same transaction that points the record at the new one) live in one place.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { isForeignKeyViolation, nowIso } from '../../db/database.ts';
import { deleteRecord } from '../../db/records.ts';
import { type HttpError, notFound } from '../../http/errors.ts';
import {
  deleteImage,
  discardImage,
  insertImage,
  prepareImage,
  sendImage,
  type UploadLimits,
} from './image-store.ts';
import type { Bucket } from './bucket.ts';
import { imageUrlFields, makerPicturePath, ownerLogoPath, personPicturePath } from './image-urls.ts';
import { recordImageId, setRecordImageId, type ImageColumn } from './image.repository.ts';
import type { Executor } from '../../db/database.ts';
import type { RecordKind } from '../../../shared/i18n/not-found.ts';

export interface ImageSlot extends ImageColumn {
  /** What the record is called in messages ('Steward'). */
  entity: RecordKind;
  /** What the image is called in messages ('Logo'). */
  image: RecordKind;
  /** Its last path segment, and how an answer names its URLs (`logo_url`, `logo_thumbnail_url`). */
  field: 'logo' | 'picture';
  path: (id: number) => string;
}

export const ownerLogo = {
  table: 'owners',
  idColumn: 'owner_id',
  imageColumn: 'logo_image_id',
  entity: 'Steward',
  image: 'Logo',
  field: 'logo',
  path: ownerLogoPath,
} as const satisfies ImageSlot;
export const makerPicture = {
  table: 'makers',
  idColumn: 'maker_id',
  imageColumn: 'picture_image_id',
  entity: 'Maker',
  image: 'Picture',
  field: 'picture',
  path: makerPicturePath,
} as const satisfies ImageSlot;
export const personPicture = {
  table: 'people',
  idColumn: 'person_id',
  imageColumn: 'picture_image_id',
  entity: 'Person',
  image: 'Picture',
  field: 'picture',
  path: personPicturePath,
} as const satisfies ImageSlot;

/** The record's image id (null without one), or undefined when the record does not exist. */
export function imageIdOf(db: Executor, slot: ImageSlot, id: number): Promise<number | null | undefined> {
  return recordImageId(db, slot, id);
}

/** Send the image's bytes; 404 when the record or its image is missing. */
export async function serveEntityImage(
  db: Db,
  bucket: Bucket | null,
  slot: ImageSlot,
  id: number,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const imageId = await imageIdOf(db.kysely, slot, id);
  if (imageId === undefined) throw notFound(slot.entity);
  return sendImage(db, bucket, request, reply, imageId, slot.image);
}

/** Check and store an upload (SVG allowed, rasterised), point the record at it and delete the previous image. */
export async function replaceEntityImage(
  db: Db,
  slot: ImageSlot,
  id: number,
  data: string,
  limits: UploadLimits,
) {
  if ((await imageIdOf(db.kysely, slot, id)) === undefined) throw notFound(slot.entity);
  const prepared = await prepareImage(data, { allowSvg: true, ...limits });
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const imageId = await insertImage(trx, prepared);
      const previous = await setRecordImageId(trx, slot, id, imageId, nowIso());
      if (previous === undefined) throw notFound(slot.entity);
      // Kept while the change that replaced it exists (see deleteImageRows).
      await deleteImage(trx, previous);
    });
  } catch (error) {
    await discardImage(prepared, limits.bucket);
    throw error;
  }
  return imageUrlFields(slot.field, slot.path(id), prepared.etag);
}

/** Remove the record's image; 404 when the record or its image is missing. */
export async function removeEntityImage(db: Db, slot: ImageSlot, id: number) {
  await db.kysely.transaction().execute(async (trx) => {
    const previous = await setRecordImageId(trx, slot, id, null, nowIso());
    if (previous === undefined) throw notFound(slot.entity);
    if (previous === null) throw notFound(slot.image);
    await deleteImage(trx, previous);
  });
}

/**
 * Delete the record with its image, in one transaction; refused with the error `refusal` gives while other
 * records still refer to it (asked again when one referring to it since the check makes the delete fail).
 */
export async function deleteRecordWithImage(
  db: Db,
  slot: ImageSlot,
  id: number,
  refusal: (db: Executor, id: number) => Promise<HttpError | null>,
) {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const imageId = await imageIdOf(trx, slot, id);
      if (imageId === undefined) throw notFound(slot.entity);
      const refused = await refusal(trx, id);
      if (refused) throw refused;
      await deleteRecord(trx, slot.table, id);
      await deleteImage(trx, imageId);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw (await refusal(db.kysely, id)) ?? error;
    throw error;
  }
}
