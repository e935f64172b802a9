/**
 * Queries of stored images, and of the one image a steward (logo), maker or person (picture) points at.
 * A record's image column is named by a slot, so the three tables share these queries.
 */
import { sql } from 'kysely';
import type { Executor } from '../db/database.ts';
import type { NewRow } from '../db/tables.ts';

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

export async function deleteImageRows(db: Executor, imageIds: number[]) {
  if (imageIds.length === 0) return;
  await db.deleteFrom('images').where('image_id', 'in', imageIds).execute();
}

/** What serving one size of an image needs: its bytes, type and ETag. */
export function findImageBytes(db: Executor, imageId: number, variant: 'display' | 'thumbnail') {
  return db
    .selectFrom('images')
    .select(['etag', 'mime_type', 'thumbnail_mime_type'])
    .select(variant === 'display' ? 'display as bytes' : 'thumbnail as bytes')
    .where('image_id', '=', imageId)
    .executeTakeFirst();
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
 * Touch the record's updated_at, which also locks its row until the transaction ends (PostgreSQL), so two
 * uploads at once cannot both think they replace the same old image. False when the record does not exist.
 */
export async function touchRecord(
  db: Executor,
  slot: ImageColumn,
  id: number,
  now: string,
): Promise<boolean> {
  const result = await sql`update ${sql.table(slot.table)} set updated_at = ${now}
    where ${sql.ref(slot.idColumn)} = ${id}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Point the record at an image (or at none). */
export async function setRecordImageId(db: Executor, slot: ImageColumn, id: number, imageId: number | null) {
  await sql`update ${sql.table(slot.table)} set ${sql.ref(slot.imageColumn)} = ${imageId}
    where ${sql.ref(slot.idColumn)} = ${id}`.execute(db);
}
