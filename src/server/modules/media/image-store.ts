/**
 * Image bytes live in the database (one file to back up), or with S3_BUCKET in an S3-compatible bucket
 * (image-objects.ts, decision 016). Everything that stores or serves an image goes through this module, so the
 * rest of the server does not know which.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { decodeBase64Image, makeSmallImage, processImage, type ProcessOptions } from './image-processing.ts';
import { ImageQueue } from './image-queue.ts';
import type { Executor } from '../../db/database.ts';
import { deleteImageRows, findImageBytes, insertImageRow, storeSmallImage } from './image.repository.ts';
import { bucketFor, BucketError, type Bucket } from './bucket.ts';
import {
  deleteObjects,
  readObject,
  storeObjects,
  storeSmallObject,
  type ImageVariant,
} from './image-objects.ts';
import {
  BYTES_IN_BUCKET,
  findObjects,
  insertObjectsRow,
  type StoredObjects,
} from './image-objects.repository.ts';
import type { RecordKind } from '../../../shared/i18n/not-found.ts';

export type { ImageVariant } from './image-objects.ts';

/**
 * What an upload route allows (the file size, the time one image may take, the queue it waits in) and where its
 * images go (the bucket, or null: the database).
 */
export interface UploadLimits {
  maxBytes: number;
  timeLimitSeconds: number;
  queue: ImageQueue;
  bucket: Bucket | null;
}

const limitsByConfig = new WeakMap<Config, UploadLimits>();

/** The upload limits of a running app: one queue per app (per config), shared by all its upload routes. */
export function uploadLimits(config: Config): UploadLimits {
  let limits = limitsByConfig.get(config);
  if (!limits) {
    const { concurrency, queueLength, timeLimitSeconds } = config.images;
    limits = {
      maxBytes: config.maxImageBytes,
      timeLimitSeconds,
      queue: new ImageQueue(concurrency, queueLength),
      bucket: bucketFor(config.objectStorage),
    };
    limitsByConfig.set(config, limits);
  }
  return limits;
}

export type PreparedImage = Awaited<ReturnType<typeof processImage>> & {
  /** Where in the bucket its sizes already are; null when they go into the database with the row. */
  objects: StoredObjects | null;
};

/**
 * Decode, check and process an upload, and with a bucket store its sizes there (outside any transaction: it is
 * the slow part). A bucket that refuses or does not answer is a 503, and nothing is saved.
 */
export async function prepareImage(
  data: string | Buffer,
  options: ProcessOptions & { bucket?: Bucket | null },
): Promise<PreparedImage> {
  // Bytes already decoded (the share form's photos, decoded as their body arrived) are checked by processImage.
  const bytes = typeof data === 'string' ? decodeBase64Image(data, options.maxBytes) : data;
  const processed = await processImage(bytes, options);
  return { ...processed, objects: options.bucket ? await storeObjects(options.bucket, processed) : null };
}

/**
 * Gives back what `prepareImage` stored when the transaction meant to keep it failed (its objects); a failure
 * here only leaves unused objects behind.
 */
export async function discardImage(image: PreparedImage, bucket: Bucket | null) {
  if (image.objects && bucket) await deleteObjects(bucket, image.objects.object_key).catch(() => undefined);
}

export async function insertImage(db: Executor, image: PreparedImage): Promise<number> {
  const imageId = await insertImageRow(db, {
    mime_type: image.mimeType,
    source_type: image.sourceType,
    width: image.width,
    height: image.height,
    display: image.display,
    thumbnail: image.thumbnail,
    small: image.small,
    thumbnail_mime_type: image.mimeType,
    etag: image.etag,
    byte_size: image.byteSize,
    focal_x: image.focus?.x ?? null,
    focal_y: image.focus?.y ?? null,
    created_at: nowIso(),
    ...(image.objects ? BYTES_IN_BUCKET : {}),
  });
  if (image.objects) await insertObjectsRow(db, imageId, image.objects);
  return imageId;
}

/** Delete the image unless a record or a change still names it (see deleteImageRows). */
export async function deleteImage(db: Executor, imageId: number | null | undefined) {
  if (imageId == null) return;
  await deleteImageRows(db, [imageId]);
}

/** A URL that changes when the image does, so it can be cached for a year. */
export function versionedUrl(
  path: string,
  etag: string | null | undefined,
  variant: ImageVariant = 'display',
) {
  if (!etag) return null;
  const params = new URLSearchParams({ v: etag });
  if (variant !== 'display') params.set('size', variant);
  return `${path}?${params.toString()}`;
}

export function variantFromQuery(query: unknown): ImageVariant {
  const size = (query as { size?: string } | undefined)?.size;
  if (size === 'small') return 'small';
  return size === 'thumbnail' || size === 'thumb' ? 'thumbnail' : 'display';
}

/** Does an If-None-Match header (one tag, a list, weak tags or `*`) match this ETag? */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The small size of an image stored before it existed: made from the thumbnail on its first request and kept
 * (docs/images.md). The thumbnail itself when it cannot be made.
 */
async function backfillSmall(db: Db, imageId: number): Promise<Uint8Array> {
  const row = await findImageBytes(db.kysely, imageId, 'thumbnail');
  if (!row?.bytes) throw notFound('Image');
  const small = await makeSmallImage(Buffer.from(row.bytes));
  if (!small) return row.bytes;
  await storeSmallImage(db.kysely, imageId, small);
  return small;
}

/** The same for an image in the bucket: made from its thumbnail there, and kept there. */
async function backfillSmallObject(db: Db, bucket: Bucket, objects: StoredObjects): Promise<Uint8Array> {
  const thumbnail = await readObject(bucket, objects, 'thumbnail');
  const small = await makeSmallImage(thumbnail);
  if (!small) return thumbnail;
  await storeSmallObject(db.kysely, bucket, objects, small);
  return small;
}

/** One size of a stored image, wherever it is kept. */
async function imageBytes(
  db: Db,
  bucket: Bucket | null,
  imageId: number,
  variant: ImageVariant,
  inDatabase: Uint8Array | null,
): Promise<Uint8Array> {
  const objects = await findObjects(db.kysely, imageId);
  if (!objects) return inDatabase ?? (await backfillSmall(db, imageId));
  if (!bucket) {
    throw new BucketError(
      `Image ${imageId} is in a bucket, but S3_BUCKET is not set: set the S3 settings (docs/scaling.md)`,
    );
  }
  if (variant === 'small' && !objects.small_sha256) return backfillSmallObject(db, bucket, objects);
  return readObject(bucket, objects, variant);
}

/** Send an image's bytes with ETag and cache headers; 404 with a message when there is none. */
export async function sendImage(
  db: Db,
  bucket: Bucket | null,
  request: FastifyRequest,
  reply: FastifyReply,
  imageId: number | null | undefined,
  what: RecordKind,
  /** Not for shared caches (an unpublished image, shown to administrators only). */
  privateImage = false,
) {
  if (imageId == null) throw notFound(what);
  const variant = variantFromQuery(request.query);
  const row = await findImageBytes(db.kysely, imageId, variant);
  if (!row) throw notFound(what);
  const etag = `"${row.etag}-${variant}"`;
  const versioned = (request.query as { v?: string } | undefined)?.v === row.etag;
  reply
    .header('ETag', etag)
    .header(
      'Cache-Control',
      privateImage
        ? 'private, no-store'
        : versioned
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=300, must-revalidate',
    )
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  // In the database the bytes came with the row; from the bucket only now that they are needed.
  const bytes =
    row.bytes && row.bytes.length > 0 ? row.bytes : await imageBytes(db, bucket, imageId, variant, row.bytes);
  reply.type(variant === 'display' ? row.mime_type : row.thumbnail_mime_type);
  return reply.send(Buffer.from(bytes));
}

/** bodyLimit for an upload route (defined with the settings, whose request timeout allows for it). */
export { uploadBodyLimit } from '../../config.ts';
