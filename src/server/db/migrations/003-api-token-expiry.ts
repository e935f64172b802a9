import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** API tokens may end at a given time (`token create … --days N`); null: until revoked, as before. */
export function migration() {
  return {
    async up(db: Db) {
      await db.schema.alterTable('api_tokens').addColumn('expires_at', 'text').execute();
    },
  };
}
