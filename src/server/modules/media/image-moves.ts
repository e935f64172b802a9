/**
 * `images move --to s3|db` (docs/scaling.md): moves every stored image's bytes between the database and the
 * bucket, one image at a time. Each image's objects are written and read back, their SHA-256 compared with the
 * bytes they came from, before the one transaction that changes its row; so the command can be stopped at any
 * point and run again, and it goes on where it stopped. The server may keep running meanwhile.
 */
import type { Db } from '../../db/database.ts';
import { BucketError, sha256Hex, type Bucket } from './bucket.ts';
import { deleteUnneededObjects, objectName, readObject, type ImageVariant } from './image-objects.ts';
import {
  countImagesInBucket,
  countImagesInDatabase,
  imageBytesRow,
  imageIdsInDatabase,
  imagesInBucket,
  recordMoveToBucket,
  recordMoveToDatabase,
  type StoredObjects,
} from './image-objects.repository.ts';

export type MoveTarget = 's3' | 'db';

export interface MoveProgress {
  /** Images moved by this run. */
  moved: number;
  /** Images that were where they should be already. */
  alreadyThere: number;
}

const BATCH = 20;

/** Writes one size and reads it back: the bucket holds exactly these bytes, or this throws. */
async function putChecked(bucket: Bucket, key: string, bytes: Uint8Array, type: string): Promise<string> {
  const sha = sha256Hex(bytes);
  await bucket.put(key, bytes, type);
  const back = await bucket.get(key);
  if (!back || sha256Hex(back) !== sha) {
    throw new BucketError(
      `${key} in the bucket ${bucket.name} differs from the bytes written: nothing was moved`,
    );
  }
  return sha;
}

async function moveOneToBucket(db: Db, bucket: Bucket, imageId: number): Promise<boolean> {
  const row = await imageBytesRow(db.kysely, imageId);
  if (!row) return false;
  const displaySha = sha256Hex(row.display);
  // The same key each time this image is moved, so a run stopped after writing its objects writes over them.
  const objectKey = `images/${row.image_id}-${displaySha.slice(0, 16)}`;
  const put = (variant: ImageVariant, bytes: Uint8Array, type: string) =>
    putChecked(bucket, objectName(objectKey, variant), bytes, type);
  const objects: StoredObjects = {
    object_key: objectKey,
    display_sha256: await put('display', row.display, row.mime_type),
    thumbnail_sha256: await put('thumbnail', row.thumbnail, row.thumbnail_mime_type),
    small_sha256: row.small ? await put('small', row.small, row.thumbnail_mime_type) : null,
    stored_bytes: row.display.length + row.thumbnail.length + (row.small?.length ?? 0),
  };
  // An image's bytes never change; one deleted or moved meanwhile is left as it is.
  return db.kysely
    .transaction()
    .execute((trx) => recordMoveToBucket(trx, imageId, objects, displaySha, sha256Hex));
}

async function moveOneToDatabase(db: Db, bucket: Bucket, objects: StoredObjects & { image_id: number }) {
  const read = (variant: ImageVariant) => readObject(bucket, objects, variant);
  const bytes = {
    display: await read('display'),
    thumbnail: await read('thumbnail'),
    small: objects.small_sha256 ? await read('small') : null,
  };
  return db.kysely
    .transaction()
    .execute((trx) => recordMoveToDatabase(trx, objects.image_id, objects.object_key, bytes));
}

/**
 * Moves every image to `to`, telling `progress` after each batch. Throws at the first image that cannot be
 * moved (the bucket does not answer, an object's bytes differ): what was moved before it stays moved.
 */
export async function moveImages(
  db: Db,
  bucket: Bucket,
  to: MoveTarget,
  progress?: (done: MoveProgress, left: number) => void,
  batch = BATCH,
): Promise<MoveProgress> {
  const done: MoveProgress = { moved: 0, alreadyThere: await leftToMove(db, to === 's3' ? 'db' : 's3') };
  // Objects of an earlier run that were to be deleted (a move back stopped before it could).
  await deleteUnneededObjects(db, bucket);
  for (let after = 0; ;) {
    if (to === 's3') {
      const ids = await imageIdsInDatabase(db.kysely, after, batch);
      if (ids.length === 0) break;
      for (const imageId of ids) if (await moveOneToBucket(db, bucket, imageId)) done.moved++;
      after = ids[ids.length - 1];
    } else {
      const rows = await imagesInBucket(db.kysely, after, batch);
      if (rows.length === 0) break;
      for (const row of rows) if (await moveOneToDatabase(db, bucket, row)) done.moved++;
      after = rows[rows.length - 1].image_id;
      await deleteUnneededObjects(db, bucket);
    }
    progress?.(done, await leftToMove(db, to));
  }
  await deleteUnneededObjects(db, bucket);
  return done;
}

/** How many images are not yet where `to` says. */
export async function leftToMove(db: Db, to: MoveTarget): Promise<number> {
  return to === 's3' ? countImagesInDatabase(db.kysely) : countImagesInBucket(db.kysely);
}
