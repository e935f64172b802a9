import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The canoes each steward holds now: the open ownerships (one a canoe) by owner, with the canoe. The steward filter
 * lists a steward's canoes through it without reading the ownerships that ended (most of a steward's rows in an
 * archive with a long history). Issue 33, decision 034.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await sql`create index ownerships_open_owner on ownerships (owner_id, canoe_id) where end_date is null`.execute(
        db,
      );
    },
  };
}
