/** Single-use password-reset links for built-in accounts: only the token's hash is stored, for one hour. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { sha256 } from './accounts.service.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

export async function createPasswordReset(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.kysely.deleteFrom('password_resets').where('expires_at', '<=', now.toISOString()).execute();
  await db.kysely
    .insertInto('password_resets')
    .values({
      token_hash: sha256(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
    })
    .execute();
  return token;
}

/**
 * Set a new password with a reset token. The token is used up (with every other open link of the account), and
 * every session of the account ends, so whoever may have known the old password is signed out.
 * Returns false for an unknown, used or expired token.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.kysely.transaction().execute(async (trx) => {
    // Deleting is what makes the token single-use, even when two requests race.
    const row = await trx
      .deleteFrom('password_resets')
      .where('token_hash', '=', sha256(token))
      .returning(['user_id', 'expires_at'])
      .executeTakeFirst();
    if (!row || row.expires_at <= nowIso()) return false;
    const updated = await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: nowIso() })
      .where('user_id', '=', row.user_id)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('password_resets').where('user_id', '=', row.user_id).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', row.user_id).execute();
    return true;
  });
}
