import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Registrations waiting for their address to be confirmed by the emailed link: the account is made only then,
 * so registering never tells whether an address already has one. Only the hashes of the link's token and of the
 * chosen password are kept, for a day.
 */
export function migration() {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('registrations')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_normalized', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('registrations_expires').on('registrations').column('expires_at').execute();
      await db.schema
        .createIndex('registrations_email')
        .on('registrations')
        .column('email_normalized')
        .execute();
    },
  };
}
