/**
 * Queries of stored images, and of the one image a steward (logo), maker or person (picture) points at.
 * A record's image column is named by a slot, so the three tables share these queries.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { NewRow } from '../../db/tables.ts';
import { trackedUpdatePairs } from '../../db/history.ts';

/** Where a record keeps its image: its table, id column and image column. */
export interface ImageColumn {
  table: 'owners' | 'makers' | 'people';
  idColumn: 'owner_id' | 'maker_id' | 'person_id';
  imageColumn: 'logo_image_id' | 'picture_image_id';
}

export async function insertImageRow(db: Executor, values: NewRow<'images'>): Promise<number> {
  const row = await db.insertInto('images').values(values).returning('image_id').executeTakeFirstOrThrow();
  return row.image_id;
}

/**
 * Delete those of these images that no record and no change names any more. A change that removed a photo,
 * logo or picture names its image (change_images), so the image is kept while the change exists, and a revert
 * brings it back whole.
 */
export async function deleteImageRows(db: Executor, imageIds: number[]) {
  if (imageIds.length === 0) return;
  // Objects in the bucket (migration 020) are listed for deletion after commit, for the images deleted here.
  const inBucket = await db
    .selectFrom('image_objects')
    .select(['image_id', 'object_key'])
    .where('image_id', 'in', imageIds)
    .execute();
  const deleted = await db
    .deleteFrom('images')
    .where('image_id', 'in', imageIds)
    .where(({ not, or, exists, selectFrom }) =>
      not(
        or([
          exists(
            selectFrom('change_images as ci')
              .select('ci.image_id')
              .whereRef('ci.image_id', '=', 'images.image_id'),
          ),
          exists(
            selectFrom('canoe_media as m')
              .select('m.media_id')
              .whereRef('m.image_id', '=', 'images.image_id'),
          ),
          exists(
            selectFrom('owners as o')
              .select('o.owner_id')
              .whereRef('o.logo_image_id', '=', 'images.image_id'),
          ),
          exists(
            selectFrom('makers as k')
              .select('k.maker_id')
              .whereRef('k.picture_image_id', '=', 'images.image_id'),
          ),
          exists(
            selectFrom('people as p')
              .select('p.person_id')
              .whereRef('p.picture_image_id', '=', 'images.image_id'),
          ),
        ]),
      ),
    )
    .returning('image_id')
    .execute();
  const gone = new Set(deleted.map((row) => row.image_id));
  const created_at = new Date().toISOString();
  const deletions = inBucket
    .filter((row) => gone.has(row.image_id))
    .map((row) => ({ object_key: row.object_key, created_at }));
  if (deletions.length > 0) {
    await db
      .insertInto('image_object_deletions')
      .values(deletions)
      .onConflict((oc) => oc.column('object_key').doNothing())
      .execute();
  }
}

/** What serving one size of an image needs: its bytes (null: a small size not made yet), type and ETag. */
export function findImageBytes(db: Executor, imageId: number, variant: 'display' | 'thumbnail' | 'small') {
  const column = variant === 'display' ? 'display' : variant === 'thumbnail' ? 'thumbnail' : 'small';
  return db
    .selectFrom('images')
    .select(['etag', 'mime_type', 'thumbnail_mime_type'])
    .select(sql<Uint8Array | null>`${sql.ref(column)}`.as('bytes'))
    .where('image_id', '=', imageId)
    .executeTakeFirst();
}

/** Keep the small size made for an image stored before migration 014. */
export async function storeSmallImage(db: Executor, imageId: number, small: Uint8Array) {
  await db.updateTable('images').set({ small }).where('image_id', '=', imageId).execute();
}

/** The record's image id (null without one), or undefined when the record does not exist. */
export async function recordImageId(
  db: Executor,
  slot: ImageColumn,
  id: number,
): Promise<number | null | undefined> {
  const result = await sql<{ image_id: number | null }>`
    select ${sql.ref(slot.imageColumn)} as image_id from ${sql.table(slot.table)}
    where ${sql.ref(slot.idColumn)} = ${id}`.execute(db);
  const row = result.rows[0];
  return row ? row.image_id : undefined;
}

/**
 * Point the record at an image (or at none) and touch its updated_at; answers the image it pointed at before
 * (null: none), or undefined when the record does not exist. The row is locked first (PostgreSQL), so two
 * uploads at once cannot both replace the same old image.
 */
export async function setRecordImageId(
  db: Executor,
  slot: ImageColumn,
  id: number,
  imageId: number | null,
  now: string,
): Promise<number | null | undefined> {
  const [pair] = await trackedUpdatePairs(
    db,
    slot.table,
    { [slot.idColumn]: id },
    { [slot.imageColumn]: imageId, updated_at: now },
  );
  if (!pair) return undefined;
  return (pair.before as Record<string, unknown>)[slot.imageColumn] as number | null;
}

/** Up to `limit` images of canoe photos without a focal point (stored before migration 019), after an image id. */
export function listPhotoImagesWithoutFocalPoint(db: Executor, after: number, limit: number) {
  return db
    .selectFrom('images as i')
    .select('i.image_id')
    .where('i.focal_x', 'is', null)
    .where('i.image_id', '>', after)
    .where(({ exists, selectFrom }) =>
      exists(selectFrom('canoe_media as m').select('m.media_id').whereRef('m.image_id', '=', 'i.image_id')),
    )
    .orderBy('i.image_id')
    .limit(limit)
    .execute();
}

/** Keep the focal point found for an image that had none (one found meanwhile stays). */
export async function storeFocalPoint(db: Executor, imageId: number, point: { x: number; y: number }) {
  await db
    .updateTable('images')
    .set({ focal_x: point.x, focal_y: point.y })
    .where('image_id', '=', imageId)
    .where('focal_x', 'is', null)
    .execute();
}
