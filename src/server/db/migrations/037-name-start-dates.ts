import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The registry's filter "renamed in these years" (decision 029) reads the names that began in a range of days: an
 * index on their earliest day, as the build dates, restorations and races already have. Whether a name is not the
 * canoe's first is then asked of that canoe's few names by `canoe_names_canoe`.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema.createIndex('canoe_names_start_date').on('canoe_names').column('start_date').execute();
    },
    async down(db: Db) {
      await db.schema.dropIndex('canoe_names_start_date').execute();
    },
  };
}
