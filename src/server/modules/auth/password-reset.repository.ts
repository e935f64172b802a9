/** Queries of password-reset links (stored under the hash of the emailed token). */
import type { Executor } from '../../db/database.ts';
import type { NewRow } from '../../db/tables.ts';

export async function deleteExpiredPasswordResets(db: Executor, now: string) {
  await db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
}

export async function insertPasswordReset(db: Executor, values: NewRow<'password_resets'>) {
  await db.insertInto('password_resets').values(values).execute();
}

/** The account and expiry of the link with this hash, without using it up. */
export function findPasswordReset(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Remove the link with this hash and return its account and expiry; deleting is what makes a link single-use. */
export function takePasswordReset(db: Executor, tokenHash: string) {
  return db
    .deleteFrom('password_resets')
    .where('token_hash', '=', tokenHash)
    .returning(['user_id', 'expires_at'])
    .executeTakeFirst();
}

export async function deletePasswordResetsOfUser(db: Executor, userId: number) {
  await db.deleteFrom('password_resets').where('user_id', '=', userId).execute();
}
