import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Content in both languages (decision 027): beside each prose text a keeper writes, its ʻŌlelo Hawaiʻi version
 * (the column the archive always had is the English one). A story shared in Hawaiian is kept in `body_haw` and
 * its `body` (not null since migration 021) is empty until someone adds the English. The texts already kept are
 * English; none has a Hawaiian version yet.
 */
const COLUMNS: [table: string, column: string][] = [
  ['canoes', 'notes_haw'],
  ['stories', 'body_haw'],
  ['restorations', 'description_haw'],
  ['owners', 'description_haw'],
  ['makers', 'biography_haw'],
];

export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      for (const [table, column] of COLUMNS) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
      // The sender's choice of the language their story is written in (the share form).
      await db.schema
        .alterTable('submissions')
        .addColumn('story_language', 'text', (c: any) => c.notNull().defaultTo('en'))
        .execute();
    },
    async down(db: Db) {
      for (const [table, column] of COLUMNS) {
        await db.schema.alterTable(table).dropColumn(column).execute();
      }
      await db.schema.alterTable('submissions').dropColumn('story_language').execute();
    },
  };
}
