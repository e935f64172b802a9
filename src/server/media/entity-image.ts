/**
 * The one image a steward (logo), maker or person (picture) may carry: serve it, replace it, remove it.
 * Shared by the three modules so the upload rules (checked before any transaction, the previous image deleted
 * in the same transaction that points the record at the new one) live in one place.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { nowIso } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { deleteImage, insertImage, prepareImage, sendImage } from './image-store.ts';
import { imageUrls, makerPicturePath, ownerLogoPath, personPicturePath } from './image-urls.ts';
import { recordImageId, setRecordImageId, type ImageColumn } from './image.repository.ts';
import type { Executor } from '../db/database.ts';

export interface ImageSlot extends ImageColumn {
  /** What the record is called in messages ('Steward'). */
  entity: string;
  /** What the image is called in messages ('Logo'). */
  image: string;
  path: (id: number) => string;
}

export const ownerLogo: ImageSlot = {
  table: 'owners',
  idColumn: 'owner_id',
  imageColumn: 'logo_image_id',
  entity: 'Steward',
  image: 'Logo',
  path: ownerLogoPath,
};
export const makerPicture: ImageSlot = {
  table: 'makers',
  idColumn: 'maker_id',
  imageColumn: 'picture_image_id',
  entity: 'Maker',
  image: 'Picture',
  path: makerPicturePath,
};
export const personPicture: ImageSlot = {
  table: 'people',
  idColumn: 'person_id',
  imageColumn: 'picture_image_id',
  entity: 'Person',
  image: 'Picture',
  path: personPicturePath,
};

/** The record's image id (null without one), or undefined when the record does not exist. */
export function imageIdOf(db: Executor, slot: ImageSlot, id: number): Promise<number | null | undefined> {
  return recordImageId(db, slot, id);
}

/** Send the image's bytes; 404 when the record or its image is missing. */
export async function serveEntityImage(
  db: Db,
  slot: ImageSlot,
  id: number,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const imageId = await imageIdOf(db.kysely, slot, id);
  if (imageId === undefined) throw notFound(slot.entity);
  return sendImage(db, request, reply, imageId, slot.image);
}

/** Check and store an upload (SVG allowed, rasterised), point the record at it and delete the previous image. */
export async function replaceEntityImage(
  db: Db,
  slot: ImageSlot,
  id: number,
  data: string,
  maxBytes: number,
) {
  if ((await imageIdOf(db.kysely, slot, id)) === undefined) throw notFound(slot.entity);
  const prepared = await prepareImage(data, { allowSvg: true, maxBytes });
  await db.kysely.transaction().execute(async (trx) => {
    const imageId = await insertImage(trx, prepared);
    const previous = await setRecordImageId(trx, slot, id, imageId, nowIso());
    if (previous === undefined) throw notFound(slot.entity);
    // Kept while the change that replaced it exists (see deleteImageRows).
    await deleteImage(trx, previous);
  });
  return imageUrls(slot.path(id), prepared.etag);
}

/** Remove the record's image; 404 when the record or its image is missing. */
export async function removeEntityImage(db: Db, slot: ImageSlot, id: number) {
  await db.kysely.transaction().execute(async (trx) => {
    const previous = await setRecordImageId(trx, slot, id, null, nowIso());
    if (previous === undefined) throw notFound(slot.entity);
    if (previous === null) throw new HttpError(404, `${slot.image} not found`);
    await deleteImage(trx, previous);
  });
}
