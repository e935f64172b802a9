import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Recordings (issue 36, decision 035): a canoe's oral histories as sound or video.
 *
 * - `recording_files`: one uploaded file, its type as its bytes say (never its name), its length and its SHA-256.
 *   Its bytes are in `recording_file_parts`, in parts of a fixed size, so a range of a 200 MB file is read part by
 *   part and never whole. A file no recording and no change names is removed (like an image: decision 009).
 * - `recordings`: what the archive says of it (title, teller and whether they agreed to be named, when and by whom
 *   it was recorded, its licence, the story or oral-history source it belongs to, its transcript as WebVTT and its
 *   words folded for search), kept
 *   for a protocol as the rest of a canoe's content is (`protection_id`, `protection_own`), and in the history.
 * - `change_recording_files`: the files a change's rows name, kept while the change exists, so a deleted recording
 *   comes back with its bytes.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  const id = (name: string) => (t: any) =>
    t.addColumn(name, pg ? 'serial' : 'integer', (c: any) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
  return {
    async up(db: Db) {
      await id('file_id')(db.schema.createTable('recording_files'))
        .addColumn('format', 'text', (c: any) => c.notNull())
        .addColumn('mime_type', 'text', (c: any) => c.notNull())
        .addColumn('kind', 'text', (c: any) => c.notNull().check(sql`kind in ('audio', 'video')`))
        .addColumn('byte_size', pg ? 'bigint' : 'integer', (c: any) => c.notNull())
        .addColumn('part_bytes', 'integer', (c: any) => c.notNull())
        .addColumn('duration_seconds', pg ? 'double precision' : 'real')
        .addColumn('sha256', 'text', (c: any) => c.notNull())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema
        .createTable('recording_file_parts')
        .addColumn('file_id', 'integer', (c: any) =>
          c.notNull().references('recording_files.file_id').onDelete('cascade'),
        )
        .addColumn('part_no', 'integer', (c: any) => c.notNull())
        .addColumn('bytes', pg ? 'bytea' : 'blob', (c: any) => c.notNull())
        .addPrimaryKeyConstraint('recording_file_parts_pk', ['file_id', 'part_no'])
        .execute();

      await id('recording_id')(db.schema.createTable('recordings'))
        .addColumn('canoe_id', 'integer', (c: any) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('file_id', 'integer', (c: any) => c.notNull().references('recording_files.file_id'))
        .addColumn('title', 'text', (c: any) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('teller', 'text')
        .addColumn('teller_named', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('recorded_date', 'text')
        .addColumn('recorded_date_edtf', 'text')
        .addColumn('recorded_date_latest', 'text')
        .addColumn('recorded_by', 'text')
        .addColumn('licence', 'text')
        // The story or the oral-history source it belongs to; cleared when that goes.
        .addColumn('story_id', 'integer', (c: any) => c.references('stories.story_id').onDelete('set null'))
        .addColumn('source_id', 'integer', (c: any) => c.references('sources.source_id').onDelete('set null'))
        .addColumn('transcript', 'text')
        // The transcript's words, folded as names are (shared/text.ts), for the search of what was said.
        .addColumn('transcript_folded', 'text')
        .addColumn('uploaded_by', 'text', (c: any) => c.notNull())
        .addColumn('uploaded_by_user_id', 'integer')
        .addColumn('uploaded_at', 'text', (c: any) => c.notNull())
        .addColumn('protection_id', 'integer', (c: any) => c.references('protections.protection_id'))
        .addColumn('protection_own', 'integer', (c: any) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('recordings_canoe').on('recordings').columns(['canoe_id']).execute();
      await db.schema.createIndex('recordings_file').on('recordings').columns(['file_id']).execute();

      await db.schema
        .createTable('change_recording_files')
        .addColumn('change_id', 'integer', (c: any) =>
          c.notNull().references('changes.change_id').onDelete('cascade'),
        )
        .addColumn('file_id', 'integer', (c: any) => c.notNull().references('recording_files.file_id'))
        .addPrimaryKeyConstraint('change_recording_files_pk', ['file_id', 'change_id'])
        .execute();
      await db.schema
        .createIndex('change_recording_files_change')
        .on('change_recording_files')
        .columns(['change_id'])
        .execute();

      if (pg) {
        // The response cache's notices (migration 016): visitors read recordings.
        await sql`create trigger recordings_data_changed
          after insert or update or delete or truncate on recordings
          for each statement execute function notify_data_changed()`.execute(db);
      }
    },
  };
}
