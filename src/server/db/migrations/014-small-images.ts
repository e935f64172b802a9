import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * A third, small size of every image (128 px WebP, for logos and pictures in lists; docs/images.md). Images
 * stored before it have none: each is made from the image's thumbnail the first time it is asked for, and kept.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('images')
        .addColumn('small', dialect === 'postgres' ? 'bytea' : 'blob')
        .execute();
    },
  };
}
