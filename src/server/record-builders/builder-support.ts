/** Helpers shared by the factories: unique defaults, text normalisation and image preparation. */
import sharp from 'sharp';
import { nowIso, type Db } from '../db/database.ts';
import type { ImageSlot } from '../modules/media/entity-image.ts';
import { prepareImage, insertImage, type PreparedImage } from '../modules/media/image-store.ts';
import { setRecordImageId } from '../modules/media/image.repository.ts';

/** Large enough for any generated image; uploads are limited by config, factories are not uploads. */
const FACTORY_MAX_IMAGE_BYTES = 25 * 1024 * 1024;

let counter = 0;
/** A number unique within this process, for default names that must not collide. */
export function nextSeq(): number {
  counter += 1;
  return counter;
}

/** Names are stored as NFC, trimmed; never otherwise changed. */
export function nfc(value: string): string;
export function nfc(value: string | null | undefined): string | null;
export function nfc(value: string | null | undefined): string | null {
  return value == null ? null : value.normalize('NFC').trim();
}

/** `1975` → the date `1975` (EDTF: the year, no day made up); null stays null. */
export function yearToDate(year: number | null | undefined): string | null {
  return year == null ? null : String(year).padStart(4, '0');
}

/** Either raw bytes (run through the real upload pipeline) or an image already prepared. */
export type ImageInput = Buffer | PreparedImage;

function isPrepared(image: ImageInput): image is PreparedImage {
  return !Buffer.isBuffer(image);
}

/** Run bytes through the same pipeline as an upload (base64 → checks → WebP, metadata stripped). */
export function prepareFactoryImage(bytes: Buffer, options: { allowSvg: boolean }): Promise<PreparedImage> {
  return prepareImage(bytes.toString('base64'), {
    allowSvg: options.allowSvg,
    maxBytes: FACTORY_MAX_IMAGE_BYTES,
    // Photos (the only images that refuse SVG) get their focal point, as an upload does.
    focus: !options.allowSvg,
  });
}

let defaultPhoto: Promise<PreparedImage> | null = null;
let defaultPicture: Promise<PreparedImage> | null = null;

/** A small JPEG made with sharp, processed once per process (tests insert it many times). */
export function defaultPhotoImage(): Promise<PreparedImage> {
  defaultPhoto ??= sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: 46, g: 120, b: 150 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer()
    .then((bytes) => prepareFactoryImage(bytes, { allowSvg: false }));
  return defaultPhoto;
}

/** A small PNG for logos and pictures, processed once per process. */
export function defaultPictureImage(): Promise<PreparedImage> {
  defaultPicture ??= sharp({
    create: { width: 64, height: 64, channels: 4, background: { r: 150, g: 80, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer()
    .then((bytes) => prepareFactoryImage(bytes, { allowSvg: true }));
  return defaultPicture;
}

/** Insert an image row from bytes or a prepared image; returns image_id. */
export async function storeImage(
  db: Db,
  image: ImageInput | undefined,
  options: { allowSvg: boolean; fallback: () => Promise<PreparedImage> },
): Promise<number> {
  let prepared: PreparedImage;
  if (image === undefined) prepared = await options.fallback();
  else if (isPrepared(image)) prepared = image;
  else prepared = await prepareFactoryImage(image, { allowSvg: options.allowSvg });
  return insertImage(db.kysely, prepared);
}

/** The new record pointed at an image already stored (the overrides' logoImageId or pictureImageId), if any. */
export async function withImageId<T extends object>(
  db: Db,
  slot: ImageSlot,
  row: T,
  imageId: number | null | undefined,
): Promise<T> {
  if (imageId == null) return row;
  const values = row as Record<string, unknown>;
  const id = values[slot.idColumn] as number;
  await setRecordImageId(db.kysely, slot, id, imageId, values.updated_at as string);
  return { ...row, [slot.imageColumn]: imageId };
}

/**
 * Give a steward, maker or person its logo or picture (PNG/JPEG/GIF/WebP or SVG bytes, or a prepared image; a
 * small default image when omitted), as an upload would. Returns the image_id set on the record.
 */
export async function attachImage(db: Db, slot: ImageSlot, id: number, image?: ImageInput): Promise<number> {
  const imageId = await storeImage(db, image, { allowSvg: true, fallback: defaultPictureImage });
  await setRecordImageId(db.kysely, slot, id, imageId, nowIso());
  return imageId;
}
