/** Single-use password-reset links for built-in accounts: only the token's hash is stored, for one hour. */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { hashPassword } from './passwords.ts';
import { sha256 } from './accounts.service.ts';
import { revokeApiTokensOfUser, setPasswordOfEnabledUser } from './account.repository.ts';
import * as resets from './password-reset.repository.ts';
import { deleteSessionsOfUser } from './session.repository.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

export async function createPasswordReset(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await resets.deleteExpiredPasswordResets(db.kysely, now.toISOString());
  await resets.insertPasswordReset(db.kysely, {
    token_hash: sha256(token),
    user_id: userId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
  });
  return token;
}

/**
 * Set a new password with a reset token. The token is used up (with every other open link of the account), every
 * session of the account ends and its API tokens are revoked, so whoever may have known the old password, or
 * taken a token with it, is shut out. Returns false for an unknown, used or expired token.
 */
export async function resetPassword(db: Db, token: string, password: string): Promise<boolean> {
  // A made-up token costs no password hash (the hashes are few at a time, and sign-in needs them).
  const found = await resets.findPasswordReset(db.kysely, sha256(token));
  if (!found || found.expires_at <= nowIso()) return false;
  const passwordHash = await hashPassword(password);
  return db.kysely.transaction().execute(async (trx) => {
    // Deleting is what makes the token single-use, even when two requests race.
    const row = await resets.takePasswordReset(trx, sha256(token));
    if (!row || row.expires_at <= nowIso()) return false;
    if (!(await setPasswordOfEnabledUser(trx, row.user_id, passwordHash, nowIso()))) return false;
    await resets.deletePasswordResetsOfUser(trx, row.user_id);
    await deleteSessionsOfUser(trx, row.user_id);
    await revokeApiTokensOfUser(trx, row.user_id, nowIso());
    return true;
  });
}
