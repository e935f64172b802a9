import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/** The tables of a canoe's content that can be kept for a protocol, each with its `protection_id`. */
const PROTECTED = [
  'canoes',
  'canoe_names',
  'ownerships',
  'restorations',
  'race_participations',
  'canoe_media',
  'stories',
  'sources',
];

/**
 * Community protocols (decision 020).
 *
 * `protocols`: a community the archive recognises (an ʻohana, a club, a hālau, a museum). `protocol_members`: its
 * accounts, each a member or one of its keepers (who add and remove members).
 *
 * `protections`: who may see a piece of content, as a value shared by every row kept the same way: kept for the
 * members of its protocols (any one of them, or all), or for keepers only; and what others see of it (nothing, or
 * a notice naming the protocols). Never changed once written, so a row's `protection_id` says all of it.
 * `protection_protocols`: the protocols of each.
 *
 * Each table of a canoe's content gains `protection_id` (null: public), the protection in force for the row, and
 * `protection_own` (1: set on this row; 0: taken from what it belongs to, the canoe or for a source the record it
 * cites, and changed with it). The canoe's notes have their own `notes_protection_id` (null: as the canoe).
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  const id = (table: any, column: string) =>
    table.addColumn(column, pg ? 'serial' : 'integer', (c: any) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
  return {
    async up(db: Db) {
      await id(db.schema.createTable('protocols'), 'protocol_id')
        .addColumn('name', 'text', (c: any) => c.notNull())
        .addColumn('name_folded', 'text', (c: any) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('updated_at', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema
        .createIndex('protocols_name_folded')
        .unique()
        .on('protocols')
        .column('name_folded')
        .execute();

      await id(db.schema.createTable('protocol_members'), 'protocol_member_id')
        .addColumn('protocol_id', 'integer', (c: any) =>
          c.notNull().references('protocols.protocol_id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c: any) =>
          c.notNull().references('users.user_id').onDelete('cascade'),
        )
        .addColumn('role', 'text', (c: any) => c.notNull().check(sql`role in ('member', 'keeper')`))
        .addColumn('added_at', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema
        .createIndex('protocol_members_one')
        .unique()
        .on('protocol_members')
        .columns(['protocol_id', 'user_id'])
        .execute();
      await db.schema.createIndex('protocol_members_user').on('protocol_members').column('user_id').execute();

      await id(db.schema.createTable('protections'), 'protection_id')
        .addColumn('level', 'text', (c: any) => c.notNull().check(sql`level in ('protocols', 'keepers')`))
        .addColumn('protocols_needed', 'text', (c: any) =>
          c.notNull().check(sql`protocols_needed in ('any', 'all')`),
        )
        .addColumn('shown_as', 'text', (c: any) => c.notNull().check(sql`shown_as in ('nothing', 'notice')`))
        .addColumn('value_key', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema
        .createIndex('protections_value')
        .unique()
        .on('protections')
        .column('value_key')
        .execute();

      await db.schema
        .createTable('protection_protocols')
        .addColumn('protection_id', 'integer', (c: any) =>
          c.notNull().references('protections.protection_id'),
        )
        .addColumn('protocol_id', 'integer', (c: any) => c.notNull().references('protocols.protocol_id'))
        .addPrimaryKeyConstraint('protection_protocols_pk', ['protection_id', 'protocol_id'])
        .execute();
      await db.schema
        .createIndex('protection_protocols_protocol')
        .on('protection_protocols')
        .column('protocol_id')
        .execute();

      for (const table of PROTECTED) {
        await db.schema
          .alterTable(table)
          .addColumn('protection_id', 'integer', (c: any) => c.references('protections.protection_id'))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn('protection_own', 'integer', (c: any) => c.notNull().defaultTo(0))
          .execute();
      }
      await db.schema
        .alterTable('canoes')
        .addColumn('notes_protection_id', 'integer', (c: any) => c.references('protections.protection_id'))
        .execute();

      // A family may share a story for its own protocol only: kept for it once approved.
      await db.schema
        .alterTable('submissions')
        .addColumn('protocol_id', 'integer', (c: any) =>
          c.references('protocols.protocol_id').onDelete('set null'),
        )
        .execute();

      if (pg) {
        // A protocol's name is in the notices visitors read, and a protection names its protocols: a change to
        // either drops visitors' kept answers in every process (migration 016).
        for (const table of ['protocols', 'protections', 'protection_protocols']) {
          await sql`create trigger ${sql.raw(`${table}_data_changed`)}
            after insert or update or delete or truncate on ${sql.table(table)}
            for each statement execute function notify_data_changed()`.execute(db);
        }
      }
    },
  };
}
