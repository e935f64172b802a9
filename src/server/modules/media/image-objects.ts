/**
 * Image bytes in an S3-compatible bucket (decision 016, migration 020). An image in the bucket keeps its `images`
 * row (ETag, sizes, types: everything its URLs and answers are made from) and has an `image_objects` row naming
 * its objects `<object_key>/display`, `…/thumbnail` and `…/small`, with the SHA-256 of each.
 *
 * Nothing a user saved is lost on the way: an upload's objects are stored (and a failure refused) before the
 * transaction that makes its row; an object is deleted only after the transaction that stopped needing it has
 * committed (`image_object_deletions`); a move checks every object's bytes against their hash before the row
 * changes, and each image moves in a transaction of its own, so a move stopped part way is run again safely.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../../db/database.ts';
import { HttpError } from '../../http/errors.ts';
import { BucketError, sha256Hex, type Bucket } from './bucket.ts';
import {
  listObjectDeletions,
  objectKeyInUse,
  removeObjectDeletion,
  setSmallObjectHash,
  type StoredObjects,
} from './image-objects.repository.ts';
import type { ProcessedImage } from './image-processing.ts';
import { RECORDING_OBJECTS } from '../recordings/recording-store.ts';
import { recordingObjectInUse } from '../recordings/recording-files.repository.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

export type ImageVariant = 'display' | 'thumbnail' | 'small';
export type { StoredObjects } from './image-objects.repository.ts';
const VARIANTS: ImageVariant[] = ['display', 'thumbnail', 'small'];

export const objectName = (objectKey: string, variant: ImageVariant) => `${objectKey}/${variant}`;

export const bucketUnavailable = () => new HttpError(503, serverArea.imageStoreAway);

/** Stores the three sizes of a processed upload; 503 when the bucket refuses or does not answer. */
export async function storeObjects(bucket: Bucket, image: ProcessedImage): Promise<StoredObjects> {
  const objectKey = `images/${randomUUID()}`;
  try {
    await bucket.put(objectName(objectKey, 'display'), image.display, image.mimeType);
    await bucket.put(objectName(objectKey, 'thumbnail'), image.thumbnail, image.mimeType);
    await bucket.put(objectName(objectKey, 'small'), image.small, image.mimeType);
  } catch (error) {
    await deleteObjects(bucket, objectKey).catch(() => undefined);
    throw error instanceof BucketError ? bucketUnavailable() : error;
  }
  return {
    object_key: objectKey,
    display_sha256: sha256Hex(image.display),
    thumbnail_sha256: sha256Hex(image.thumbnail),
    small_sha256: sha256Hex(image.small),
    stored_bytes: image.display.length + image.thumbnail.length + image.small.length,
  };
}

export async function deleteObjects(bucket: Bucket, objectKey: string) {
  for (const variant of VARIANTS) await bucket.delete(objectName(objectKey, variant));
}

/**
 * Deletes the objects no row needs any more (after the transactions that listed them committed). Safe to run
 * from several processes at once; what fails stays listed for the next run. Answers how many were deleted.
 */
export async function deleteUnneededObjects(db: Db, bucket: Bucket): Promise<number> {
  let deleted = 0;
  for (;;) {
    const rows = await listObjectDeletions(db.kysely, 100);
    if (rows.length === 0) return deleted;
    for (const { object_key } of rows) {
      if (object_key.startsWith(RECORDING_OBJECTS)) {
        // A recording's file, one object (recordings/recording-store.ts).
        if (!(await recordingObjectInUse(db.kysely, object_key))) await bucket.delete(object_key);
      } else if (!(await objectKeyInUse(db.kysely, object_key))) {
        // An image moved back to the bucket since may use the same key again: then it is needed after all.
        await deleteObjects(bucket, object_key);
      }
      await removeObjectDeletion(db.kysely, object_key);
      deleted++;
    }
  }
}

/**
 * Deletes the objects that writes of this server stopped needing: after each write request (when its
 * transaction has committed) and once at start, one run at a time; a failure is logged and tried again later.
 */
export function registerObjectDeletions(app: FastifyInstance, db: Db, bucket: Bucket) {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = deleteUnneededObjects(db, bucket)
      .then(() => undefined)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'Unneeded images could not be deleted from the bucket yet'),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  app.addHook('onReady', async () => run());
  app.addHook('onResponse', (request, _reply, done) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') run();
    done();
  });
  app.addHook('onClose', async () => {
    again = false;
    await running;
  });
}

/** One size of an image from the bucket, checked against its hash; 503 when the bucket cannot give it. */
export async function readObject(bucket: Bucket, objects: StoredObjects, variant: ImageVariant) {
  const expected = objects[`${variant}_sha256`];
  let bytes: Buffer | null;
  try {
    bytes = await bucket.get(objectName(objects.object_key, variant));
  } catch (error) {
    if (error instanceof BucketError) throw bucketUnavailable();
    throw error;
  }
  if (!bytes || (expected && sha256Hex(bytes) !== expected)) {
    throw new BucketError(
      `The ${variant} of ${objects.object_key} in the bucket ${bucket.name} is ${bytes ? 'not the one stored (its SHA-256 differs)' : 'missing'}`,
    );
  }
  return bytes;
}

/** Keeps a small size made after the upload (docs/images.md) in the bucket beside the image's other sizes. */
export async function storeSmallObject(db: Executor, bucket: Bucket, objects: StoredObjects, small: Buffer) {
  await bucket.put(objectName(objects.object_key, 'small'), small, 'image/webp');
  await setSmallObjectHash(db, objects.object_key, sha256Hex(small), small.length);
}
