/** Queries of images whose bytes are in the bucket (migration 020), and of the objects to delete after commit. */
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';

export interface StoredObjects {
  object_key: string;
  display_sha256: string;
  thumbnail_sha256: string;
  small_sha256: string | null;
  stored_bytes: number;
}

/** What an image's row holds for its bytes once they are in the bucket. */
const EMPTY = new Uint8Array(0);
export const BYTES_IN_BUCKET = { display: EMPTY, thumbnail: EMPTY, small: null };

export async function insertObjectsRow(db: Executor, imageId: number, objects: StoredObjects) {
  await db
    .insertInto('image_objects')
    .values({ image_id: imageId, ...objects, stored_at: nowIso() })
    .execute();
}

export function findObjects(db: Executor, imageId: number) {
  return db.selectFrom('image_objects').selectAll().where('image_id', '=', imageId).executeTakeFirst();
}

/** The objects of these images, keyed by image id (the export reads a page of images at a time). */
export async function objectsOf(db: Executor, imageIds: number[]) {
  if (imageIds.length === 0) return new Map<number, StoredObjects>();
  const rows = await db.selectFrom('image_objects').selectAll().where('image_id', 'in', imageIds).execute();
  return new Map<number, StoredObjects>(rows.map((row) => [row.image_id, row]));
}

export async function setSmallObjectHash(db: Executor, objectKey: string, sha256: string, bytes: number) {
  await db
    .updateTable('image_objects')
    .set((eb) => ({ small_sha256: sha256, stored_bytes: eb('stored_bytes', '+', bytes) }))
    .where('object_key', '=', objectKey)
    .execute();
}

export function listObjectDeletions(db: Executor, limit: number) {
  return db
    .selectFrom('image_object_deletions')
    .select('object_key')
    .orderBy('object_key')
    .limit(limit)
    .execute();
}

export async function objectKeyInUse(db: Executor, objectKey: string): Promise<boolean> {
  const row = await db
    .selectFrom('image_objects')
    .select('image_id')
    .where('object_key', '=', objectKey)
    .executeTakeFirst();
  return row !== undefined;
}

export async function removeObjectDeletion(db: Executor, objectKey: string) {
  await db.deleteFrom('image_object_deletions').where('object_key', '=', objectKey).execute();
}

async function listObjectDeletion(db: Executor, objectKey: string) {
  await db
    .insertInto('image_object_deletions')
    .values({ object_key: objectKey, created_at: nowIso() })
    .onConflict((oc) => oc.column('object_key').doNothing())
    .execute();
}

/** An image's stored bytes and types, for a move into the bucket. */
export function imageBytesRow(db: Executor, imageId: number) {
  return db
    .selectFrom('images')
    .select(['image_id', 'mime_type', 'thumbnail_mime_type', 'display', 'thumbnail', 'small'])
    .where('image_id', '=', imageId)
    .executeTakeFirst();
}

/**
 * The row of an image moved into the bucket: its objects named, its bytes emptied. False (nothing changed) when
 * the image is gone, is in the bucket already, or its display bytes are no longer those written (`displaySha`).
 */
export async function recordMoveToBucket(
  trx: Executor,
  imageId: number,
  objects: StoredObjects,
  displaySha: string,
  sha256: (bytes: Uint8Array) => string,
): Promise<boolean> {
  const now = await trx
    .selectFrom('images')
    .leftJoin('image_objects as o', 'o.image_id', 'images.image_id')
    .select(['images.display', 'o.object_key'])
    .where('images.image_id', '=', imageId)
    .executeTakeFirst();
  if (!now || now.object_key || sha256(now.display) !== displaySha) return false;
  await insertObjectsRow(trx, imageId, objects);
  await trx.updateTable('images').set(BYTES_IN_BUCKET).where('image_id', '=', imageId).execute();
  // Listed for deletion by an earlier move back: needed again.
  await removeObjectDeletion(trx, objects.object_key);
  return true;
}

/** The row of an image moved back into the database; its objects listed for deletion after commit. */
export async function recordMoveToDatabase(
  trx: Executor,
  imageId: number,
  objectKey: string,
  bytes: { display: Uint8Array; thumbnail: Uint8Array; small: Uint8Array | null },
): Promise<boolean> {
  const gone = await trx
    .deleteFrom('image_objects')
    .where('image_id', '=', imageId)
    .where('object_key', '=', objectKey)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) return false;
  await trx.updateTable('images').set(bytes).where('image_id', '=', imageId).execute();
  await listObjectDeletion(trx, objectKey);
  return true;
}

/** Ids of images whose bytes are in the database, after `after`, in order. */
export async function imageIdsInDatabase(db: Executor, after: number, limit: number) {
  const rows = await db
    .selectFrom('images')
    .select('image_id')
    .where('image_id', '>', after)
    .where('image_id', 'not in', db.selectFrom('image_objects').select('image_id'))
    .orderBy('image_id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.image_id);
}

/** Images in the bucket, after `after`, in order. */
export function imagesInBucket(db: Executor, after: number, limit: number) {
  return db
    .selectFrom('image_objects')
    .selectAll()
    .where('image_id', '>', after)
    .orderBy('image_id')
    .limit(limit)
    .execute();
}

export async function countImagesInDatabase(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('images')
    .where('image_id', 'not in', db.selectFrom('image_objects').select('image_id'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The bytes of every image in the bucket (the archive's size estimate). */
export async function countImagesInBucket(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('image_objects')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
