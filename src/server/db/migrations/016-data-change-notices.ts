import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The tables whose rows a visitor can read, directly or in words (the change history's "Last updated"). A table
 * added later that visitors read gets the same trigger in its own migration (db/data-changes.test.ts fails until
 * it does, or until it is named private there).
 */
const PUBLIC_TABLES = [
  'canoe_types',
  'canoes',
  'canoe_names',
  'ownerships',
  'owners',
  'people',
  'makers',
  'canoe_makers',
  'restorations',
  'races',
  'race_participations',
  'images',
  'canoe_media',
  'changes',
];

/**
 * PostgreSQL: every statement that changes a public table notifies `koa_data_changed` with the schema's name,
 * delivered when its transaction commits, so each server drops the answers it keeps in memory (decision 012,
 * db/data-changes.ts). Triggers rather than application code: every writer (another server, the command line,
 * a hand-run statement) notifies without knowing of it. SQLite needs nothing: `PRAGMA data_version` tells.
 */
export function migration(dialect: Dialect) {
  return {
    async up(db: Db) {
      if (dialect !== 'postgres') return;
      await sql`create function notify_data_changed() returns trigger language plpgsql as $$
        begin
          perform pg_notify('koa_data_changed', current_schema());
          return null;
        end $$`.execute(db);
      for (const table of PUBLIC_TABLES) {
        await sql`create trigger ${sql.raw(`${table}_data_changed`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function notify_data_changed()`.execute(db);
      }
    },
  };
}
