import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * A sender's words erased on request, before the keeping time ends (decision 018): the submission keeps its row,
 * its kind, its status and its review, so the queue and its page still say what happened to it, and these columns
 * say when it was erased and by whom. Never the words themselves.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema.alterTable('submissions').addColumn('erased_at', 'text').execute();
      await db.schema.alterTable('submissions').addColumn('erased_by_name', 'text').execute();
    },
  };
}
