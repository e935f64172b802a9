import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The change history (decision 009): one `changes` row per write, its `change_rows` (the full rows before and
 * after, as JSON text), the records whose history it belongs to (`change_subjects`), and the images its rows
 * name (`change_images`), which keeps those images from being deleted while the change exists.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  const idType = pg ? 'serial' : 'integer';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('changes')
        .addColumn('change_id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
        .addColumn('actor_name', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('record_type', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('record_label', 'text', (c) => c.notNull())
        .addColumn('canoe_id', 'integer')
        .addColumn('summary', 'text', (c) => c.notNull())
        // 1 when a row of the change is a person's or an account's: shown only to the group named "admin".
        .addColumn('people_only', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('reason', 'text')
        .addColumn('reverts_change_id', 'integer', (c) => c.references('changes.change_id'))
        .addCheckConstraint('changes_actor_kind_check', sql`actor_kind in ('user', 'token', 'cli', 'system')`)
        .addCheckConstraint('changes_action_check', sql`action in ('create', 'update', 'delete')`)
        .execute();

      await db.schema
        .createTable('change_rows')
        .addColumn('change_row_id', idType, (c) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement()))
        .addColumn('change_id', 'integer', (c) =>
          c.notNull().references('changes.change_id').onDelete('cascade'),
        )
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addColumn('op', 'text', (c) => c.notNull())
        .addColumn('before_json', 'text')
        .addColumn('after_json', 'text')
        .addCheckConstraint('change_rows_op_check', sql`op in ('create', 'update', 'delete')`)
        .execute();

      await db.schema
        .createTable('change_subjects')
        .addColumn('change_id', 'integer', (c) =>
          c.notNull().references('changes.change_id').onDelete('cascade'),
        )
        .addColumn('subject_type', 'text', (c) => c.notNull())
        .addColumn('subject_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('change_subjects_pk', ['subject_type', 'subject_id', 'change_id'])
        .execute();

      await db.schema
        .createTable('change_images')
        .addColumn('change_id', 'integer', (c) =>
          c.notNull().references('changes.change_id').onDelete('cascade'),
        )
        .addColumn('image_id', 'integer', (c) =>
          c.notNull().references('images.image_id').onDelete('restrict'),
        )
        .addPrimaryKeyConstraint('change_images_pk', ['image_id', 'change_id'])
        .execute();

      const indexes: [string, string, string[]][] = [
        ['change_rows_change', 'change_rows', ['change_id', 'change_row_id']],
        ['change_rows_record', 'change_rows', ['table_name', 'record_id']],
        ['change_subjects_change', 'change_subjects', ['change_id']],
        ['change_images_change', 'change_images', ['change_id']],
        ['changes_actor', 'changes', ['actor_user_id', 'change_id']],
        ['changes_record_type', 'changes', ['record_type', 'change_id']],
        ['changes_created', 'changes', ['created_at']],
        ['changes_reverts', 'changes', ['reverts_change_id']],
        ['changes_action', 'changes', ['action', 'change_id']],
      ];
      for (const [name, table, columns] of indexes) {
        await db.schema.createIndex(name).on(table).columns(columns).execute();
      }
    },
  };
}
