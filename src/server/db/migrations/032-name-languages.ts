import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The language a canoe's name is in (decision 026, WCAG 3.1.2): Hawaiian unless a keeper says otherwise, so pages
 * mark it (`lang="haw"`) and a screen reader says "Hōkūleʻa" as a Hawaiian word. The names already kept are
 * Hawaiian by that default; a keeper changes the few that are not.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .alterTable('canoe_names')
        .addColumn('language', 'text', (c: any) => c.notNull().defaultTo('haw'))
        .execute();
      // Checked by the API (shared/api/canoes.ts NAME_LANGUAGES); the column takes any language tag a later
      // release may add.
    },
    async down(db: Db) {
      await db.schema.alterTable('canoe_names').dropColumn('language').execute();
    },
  };
}
