import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * A recording's file in the bucket (issue 36, decision 035): where the site keeps images in an S3-compatible bucket
 * (`S3_BUCKET`), a recording sent since is kept there whole, as the object `object_key`, and has no parts in the
 * database. Null: its bytes are the database's parts (`recording_file_parts`), as before.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema.alterTable('recording_files').addColumn('object_key', 'text').execute();
    },
  };
}
