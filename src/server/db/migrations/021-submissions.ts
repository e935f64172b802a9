import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

const KINDS = ['story', 'correction', 'new_canoe'];
const STATUSES = ['pending', 'approved', 'rejected', 'spam'];
const inList = (column: string, values: string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * Community submissions (decision 018).
 *
 * `submissions`: what a visitor sent, waiting for review or reviewed. Private: never read by visitors, exported
 * only with --include-private. The client's address is never stored: `client_hash` is a keyed hash of it (the key
 * in `site_secrets`), enough to count one client's submissions and to spot a repeat sender. A correction and a new
 * canoe keep their fields as JSON text (they are words until an administrator approves them).
 *
 * `submission_photos`: the photos sent with one, processed at once by the same pipeline as administrators' uploads
 * (their bytes in `images`, never shown to visitors until approved; `media_id` the canoe photo one became).
 *
 * `stories`: the published stories, on the canoe page's Stories tab; public, with the change history.
 *
 * `site_secrets`: keys the server makes once and every process shares (the challenge signature and the address
 * hash), so several processes behind one load balancer agree without a setting.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  const id = (table: any, column: string) =>
    table.addColumn(column, pg ? 'serial' : 'integer', (c: any) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
  return {
    async up(db: Db) {
      await db.schema
        .createTable('site_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await id(db.schema.createTable('submissions'), 'submission_id')
        .addColumn('kind', 'text', (c: any) => c.notNull())
        .addColumn('status', 'text', (c: any) => c.notNull().defaultTo('pending'))
        .addColumn('canoe_id', 'integer', (c: any) => c.references('canoes.canoe_id').onDelete('set null'))
        .addColumn('canoe_label', 'text')
        .addColumn('title', 'text')
        .addColumn('story', 'text')
        .addColumn('licence', 'text')
        .addColumn('correction_json', 'text')
        .addColumn('canoe_json', 'text')
        .addColumn('sender_name', 'text')
        .addColumn('email', 'text')
        .addColumn('notify', 'integer', (c: any) => c.notNull().defaultTo(0))
        .addColumn('client_hash', 'text', (c: any) => c.notNull())
        .addColumn('created_at', 'text', (c: any) => c.notNull())
        .addColumn('reviewed_at', 'text')
        .addColumn('reviewed_by_user_id', 'integer', (c: any) =>
          c.references('users.user_id').onDelete('set null'),
        )
        .addColumn('reviewed_by_name', 'text')
        .addColumn('review_note', 'text')
        .addColumn('story_id', 'integer')
        .addColumn('created_canoe_id', 'integer')
        .addCheckConstraint('submissions_kind_check', inList('kind', KINDS))
        .addCheckConstraint('submissions_status_check', inList('status', STATUSES))
        .addCheckConstraint('submissions_notify_check', sql`notify in (0, 1)`)
        .execute();
      await db.schema
        .createIndex('submissions_status_idx')
        .on('submissions')
        .columns(['status', 'created_at'])
        .execute();
      await db.schema.createIndex('submissions_client_idx').on('submissions').column('client_hash').execute();
      await db.schema.createIndex('submissions_canoe_idx').on('submissions').column('canoe_id').execute();

      await id(db.schema.createTable('submission_photos'), 'photo_id')
        .addColumn('submission_id', 'integer', (c: any) =>
          c.notNull().references('submissions.submission_id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c: any) => c.notNull())
        .addColumn('image_id', 'integer', (c: any) => c.references('images.image_id').onDelete('set null'))
        .addColumn('file_name', 'text', (c: any) => c.notNull())
        .addColumn('caption', 'text')
        .addColumn('credit', 'text')
        .addColumn('date_taken', 'text')
        .addColumn('licence', 'text')
        .addColumn('media_id', 'integer', (c: any) =>
          c.references('canoe_media.media_id').onDelete('set null'),
        )
        .execute();
      await db.schema
        .createIndex('submission_photos_submission_idx')
        .on('submission_photos')
        .columns(['submission_id', 'position'])
        .execute();
      await db.schema
        .createIndex('submission_photos_image_idx')
        .on('submission_photos')
        .column('image_id')
        .execute();
      await db.schema
        .createIndex('submission_photos_media_idx')
        .on('submission_photos')
        .column('media_id')
        .execute();

      await id(db.schema.createTable('stories'), 'story_id')
        .addColumn('canoe_id', 'integer', (c: any) =>
          c.notNull().references('canoes.canoe_id').onDelete('cascade'),
        )
        .addColumn('title', 'text')
        .addColumn('body', 'text', (c: any) => c.notNull())
        .addColumn('shown_name', 'text', (c: any) => c.notNull())
        .addColumn('licence', 'text')
        .addColumn('shared_at', 'text', (c: any) => c.notNull())
        .addColumn('published_at', 'text', (c: any) => c.notNull())
        // No foreign key: the submission is private and may be removed; the story stays.
        .addColumn('submission_id', 'integer')
        .execute();
      await db.schema
        .createIndex('stories_canoe_idx')
        .on('stories')
        .columns(['canoe_id', 'published_at'])
        .execute();
      if (pg) {
        // The response cache's notices (migration 016): visitors read stories.
        await sql`create trigger stories_data_changed
          after insert or update or delete or truncate on stories
          for each statement execute function notify_data_changed()`.execute(db);
      }
    },
  };
}
