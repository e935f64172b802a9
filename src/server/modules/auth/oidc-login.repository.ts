/** Queries of sign-ins under way at the identity provider (stored under the hash of the browser's cookie value). */
import type { Executor } from '../../db/database.ts';
import type { NewRow, Row } from '../../db/tables.ts';

export async function deleteExpiredOidcLogins(db: Executor, now: string) {
  await db.deleteFrom('oidc_logins').where('expires_at', '<=', now).execute();
}

export async function insertOidcLogin(db: Executor, values: NewRow<'oidc_logins'>) {
  await db.insertInto('oidc_logins').values(values).execute();
}

/** Remove the pending sign-in with this hash and return it, so it can be used once only. */
export function takeOidcLogin(db: Executor, flowHash: string): Promise<Row<'oidc_logins'> | undefined> {
  return db.deleteFrom('oidc_logins').where('flow_hash', '=', flowHash).returningAll().executeTakeFirst();
}
