import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * A change's words in the reader's language (decision 026): beside `changes.summary`, the English the archive keeps
 * as its record of the change, what those words are made of, as JSON `{ id, values }` (a message of the
 * `history-summaries` area and its values: names, dates, and the words of a reverted change), written with it by
 * server/db/history-words.ts. The changes recorded before have none: History shows their English as it was kept.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema.alterTable('changes').addColumn('summary_message', 'text').execute();
    },
    async down(db: Db) {
      await db.schema.alterTable('changes').dropColumn('summary_message').execute();
    },
  };
}
