import type { Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * The mail outbox (issue 37, decision 032): each message waits here, written in the transaction that made it, until
 * a worker sends it. `status` queued → sending (claimed by one worker until `claimed_until`) → sent, or back to
 * queued with a later `next_attempt_at` after a failure, or failed with `last_error` after the last attempt.
 */
export function migration(dialect: Dialect) {
  const pg = dialect === 'postgres';
  return {
    async up(db: Db) {
      await db.schema
        .createTable('mail_outbox')
        .addColumn('mail_id', pg ? 'serial' : 'integer', (c: any) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (col) => col.notNull())
        .addColumn('to_address', 'text', (col) => col.notNull())
        .addColumn('subject', 'text', (col) => col.notNull())
        .addColumn('text_body', 'text', (col) => col.notNull())
        // Extra headers as JSON text (List-Unsubscribe, List-Unsubscribe-Post, Message-ID).
        .addColumn('headers_json', 'text')
        .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (col) => col.notNull())
        .addColumn('claimed_by', 'text')
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('sent_at', 'text')
        .execute();
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['status', 'next_attempt_at'])
        .execute();
    },
    async down(db: Db) {
      await db.schema.dropTable('mail_outbox').execute();
    },
  };
}
