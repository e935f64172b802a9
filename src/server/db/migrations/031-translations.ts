import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The interface's translations written by the community's translators (decision 026): one row per language and
 * message (`shell.navCanoes`), its text in ICU MessageFormat and its state (`draft` until a translator reviews it).
 * The change history records each write, and the archive's export carries them.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('translations')
        .addColumn('translation_id', pg ? 'serial' : 'integer', (c: any) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('language', 'text', (c: any) => c.notNull())
        .addColumn('message_id', 'text', (c: any) => c.notNull())
        .addColumn('text', 'text', (c: any) => c.notNull())
        .addColumn('state', 'text', (c: any) => c.notNull())
        .addColumn('updated_at', 'text', (c: any) => c.notNull())
        .addUniqueConstraint('translations_language_message_unique', ['language', 'message_id'])
        .addCheckConstraint('translations_state_check', sql`state in ('draft', 'reviewed')`)
        .execute();
      if (pg) {
        // The response cache's notices (migration 016): every page carries its language's translations.
        await sql`create trigger translations_data_changed
          after insert or update or delete or truncate on translations
          for each statement execute function notify_data_changed()`.execute(db);
      }
    },
    async down(db: Db) {
      await db.schema.dropTable('translations').execute();
    },
  };
}
