import type { Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types */
type Db = Kysely<any>;

/**
 * Password-reset links and sign-ins under way at the identity provider. Both hold only hashes of the secrets
 * that leave the server, and both rows are short-lived.
 */
export function migration() {
  return {
    async up(db: Db) {
      await db.schema
        .createTable('password_resets')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.user_id').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();

      await db.schema
        .createTable('oidc_logins')
        .addColumn('flow_hash', 'text', (c) => c.primaryKey())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('return_to', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('oidc_logins_expires').on('oidc_logins').column('expires_at').execute();
    },
  };
}
