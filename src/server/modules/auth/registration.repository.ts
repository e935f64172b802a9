/** Queries of registrations waiting for their emailed link (stored under the hash of the link's token). */
import type { Executor } from '../../db/database.ts';
import type { NewRow } from '../../db/tables.ts';

export async function deleteExpiredRegistrations(db: Executor, now: string) {
  await db.deleteFrom('registrations').where('expires_at', '<=', now).execute();
}

export async function insertRegistration(db: Executor, values: NewRow<'registrations'>) {
  await db.insertInto('registrations').values(values).execute();
}

/** Remove the registration with this hash and return it; deleting is what makes a link single-use. */
export function takeRegistration(db: Executor, tokenHash: string) {
  return db
    .deleteFrom('registrations')
    .where('token_hash', '=', tokenHash)
    .returning(['email', 'email_normalized', 'name', 'password_hash', 'expires_at'])
    .executeTakeFirst();
}

export async function deleteRegistrationsOfEmail(db: Executor, emailNormalized: string) {
  await db.deleteFrom('registrations').where('email_normalized', '=', emailNormalized).execute();
}
