import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The language of the page a submission was sent from (decision 026): the mail that tells its sender what became
 * of it is written in that language. The submissions already kept were sent from English pages.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('submissions')
        .addColumn('language', 'text', (c: any) => c.notNull().defaultTo('en'))
        .execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('submissions').dropColumn('language').execute();
    },
  };
}
