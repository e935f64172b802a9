/**
 * Sign-ins under way at the identity provider. The browser holds only a random value in a short-lived HttpOnly
 * cookie; the state, nonce and PKCE verifier stay in the database under that value's hash, and are used once.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { sha256 } from './accounts.service.ts';
import { deleteExpiredOidcLogins, insertOidcLogin, takeOidcLogin } from './oidc-login.repository.ts';

/** Long enough to type a password and answer a second factor; short enough that a stale tab cannot finish. */
export const LOGIN_TTL_MS = 10 * 60 * 1000;

export interface PendingLogin {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export async function savePendingLogin(db: Db, login: PendingLogin, now = new Date()): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  await deleteExpiredOidcLogins(db.kysely, now.toISOString());
  await insertOidcLogin(db.kysely, {
    flow_hash: sha256(secret),
    state: login.state,
    nonce: login.nonce,
    code_verifier: login.codeVerifier,
    return_to: login.returnTo,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + LOGIN_TTL_MS).toISOString(),
  });
  return secret;
}

/** The pending sign-in of this cookie value, removed as it is read; null when unknown or expired. */
export async function takePendingLogin(
  db: Db,
  secret: string,
  now = new Date(),
): Promise<PendingLogin | null> {
  const row = await takeOidcLogin(db.kysely, sha256(secret));
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, returnTo: row.return_to };
}
