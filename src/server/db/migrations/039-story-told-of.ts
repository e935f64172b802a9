import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The time a story tells of (issue 35: a canoe's timeline orders its stories by it), as every date of the archive
 * is kept (decision 013): `told_of`, the earliest day it can mean; `told_of_edtf`, the EDTF string as entered
 * ("192X", "1925~"); `told_of_latest`, the latest day. Empty for the stories shared before it: nobody said.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema.alterTable('stories').addColumn('told_of', 'text').execute();
      await db.schema.alterTable('stories').addColumn('told_of_edtf', 'text').execute();
      await db.schema.alterTable('stories').addColumn('told_of_latest', 'text').execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('stories').dropColumn('told_of_latest').execute();
      await db.schema.alterTable('stories').dropColumn('told_of_edtf').execute();
      await db.schema.alterTable('stories').dropColumn('told_of').execute();
    },
  };
}
