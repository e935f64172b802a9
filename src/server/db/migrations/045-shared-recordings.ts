import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Recordings sent through the share form (issue 36, decision 035).
 *
 * - `shared_recording_uploads`: a visitor's file, sent before the submission that names it. Each upload costs a
 *   solved challenge (`challenge_signature`, one upload each: another under it replaces it) and is claimed by the
 *   submission with its secret token (kept only as its SHA-256). An upload never claimed goes with its file after
 *   a day (the files' sweep).
 * - `submission_recordings`: the recording a submission brings, with the words its sender gave, private until an
 *   approval makes it a canoe's recording (`recording_id`). Its file is removed when the submission is refused.
 */
export function migration(_dialect: Dialect) {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('shared_recording_uploads')
        .addColumn('token_hash', 'text', (c: any) => c.primaryKey())
        .addColumn('file_id', 'integer', (c: any) =>
          c.notNull().references('recording_files.file_id').onDelete('cascade'),
        )
        .addColumn('challenge_signature', 'text', (c: any) => c.notNull().unique())
        .addColumn('client_hash', 'text', (c: any) => c.notNull())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .execute();
      await db.schema
        .createIndex('shared_recording_uploads_client')
        .on('shared_recording_uploads')
        .columns(['client_hash'])
        .execute();
      await db.schema
        .createIndex('shared_recording_uploads_file')
        .on('shared_recording_uploads')
        .columns(['file_id'])
        .execute();

      await db.schema
        .createTable('submission_recordings')
        .addColumn('submission_id', 'integer', (c: any) =>
          c.primaryKey().references('submissions.submission_id').onDelete('cascade'),
        )
        // Null once a refused submission's file is removed.
        .addColumn('file_id', 'integer', (c: any) => c.references('recording_files.file_id'))
        .addColumn('title', 'text')
        .addColumn('teller', 'text')
        .addColumn('teller_named', 'integer', (c: any) => c.notNull().defaultTo(0))
        // EDTF as entered.
        .addColumn('recorded_date', 'text')
        .addColumn('recorded_by', 'text')
        .addColumn('licence', 'text')
        // WebVTT, checked when sent.
        .addColumn('transcript', 'text')
        // The canoe recording it became when approved.
        .addColumn('recording_id', 'integer', (c: any) =>
          c.references('recordings.recording_id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .createIndex('submission_recordings_file')
        .on('submission_recordings')
        .columns(['file_id'])
        .execute();
    },
  };
}
