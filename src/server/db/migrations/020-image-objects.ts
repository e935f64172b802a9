import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Images in an S3-compatible bucket (decision 016). An image whose bytes are in the bucket has a row here: where
 * its objects are (`object_key`, to which `/display.webp`, `/thumbnail.webp`, `/small.webp` are added) and the
 * SHA-256 of each, so a move back to the database is checked byte for byte. Its `images` row keeps every other
 * column as it was (the ETag, sizes, types), with empty `display` and `thumbnail` and a null `small`.
 *
 * `image_object_deletions` lists objects to delete once the transaction that stopped needing them has
 * committed: an image deleted (its `image_objects` row goes with it), or moved back into the database. A
 * rolled-back transaction takes its entries with it, so an object is never deleted while a row points at it.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('image_objects')
        .addColumn('image_id', 'integer', (c) =>
          c.primaryKey().references('images.image_id').onDelete('cascade'),
        )
        .addColumn('object_key', 'text', (c) => c.notNull().unique())
        .addColumn('display_sha256', 'text', (c) => c.notNull())
        .addColumn('thumbnail_sha256', 'text', (c) => c.notNull())
        .addColumn('small_sha256', 'text')
        // The objects' bytes together (the archive's size estimate counts them, as it counts bytes in the rows).
        .addColumn('stored_bytes', 'integer', (c) => c.notNull())
        .addColumn('stored_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('image_object_deletions')
        .addColumn('object_key', 'text', (c) => c.primaryKey())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
