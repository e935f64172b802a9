import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The share form's solved challenges that have been used (decision 018): one row per challenge, keyed by
 * its signature, kept until the challenge expires. A submission inserts its row before anything else is done with
 * it; the primary key makes that the one check every process and every restart agrees on (a conflict: already
 * used). Before, the list lived in each process's memory, so a body could be sent again after a restart and once
 * per process. Private: never exported, no change notices (nothing a visitor reads).
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('spent_challenges')
        .addColumn('signature', 'text', (c) => c.primaryKey())
        // When the challenge expires (ISO time, as every time here): past it, the row can go, the challenge being
        // refused as expired anyway.
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('spent_challenges_expires_idx')
        .on('spent_challenges')
        .column('expires_at')
        .execute();
    },
  };
}
