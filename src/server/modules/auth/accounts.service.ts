/** Built-in accounts, server sessions and personal API tokens. */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation, nowIso } from '../../db/database.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { makeCaller, parseGroups, type Caller } from './caller.ts';
import { HttpError, say } from '../../http/errors.ts';
import * as accounts from './account.repository.ts';
import * as sessions from './session.repository.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = (prefix: string) => `${prefix}${randomBytes(32).toString('base64url')}`;
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface NewUser {
  email: string;
  name?: string | null;
  password?: string | null;
  groups?: string[];
  oidcSubject?: string | null;
}

export async function createUser(db: Db, input: NewUser) {
  const now = nowIso();
  try {
    return await accounts.insertUser(db.kysely, {
      email: input.email.trim(),
      email_normalized: normalizeEmail(input.email),
      name: input.name ?? null,
      password_hash: input.password ? await hashPassword(input.password) : null,
      groups: JSON.stringify(input.groups ?? []),
      oidc_subject: input.oidcSubject ?? null,
      disabled_at: null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError(409, say(serverArea.accountExists, { email: input.email }));
    throw error;
  }
}

/**
 * Replace an account's groups; false when there is no such account. Removing it from every group also revokes
 * its API tokens: a script that ran with someone's rights stops, rather than waiting to gain them back.
 */
export async function setUserGroups(db: Db, email: string, groups: string[]): Promise<boolean> {
  return db.kysely.transaction().execute(async (trx) => {
    const now = nowIso();
    const userId = await accounts.updateUserGroups(trx, normalizeEmail(email), JSON.stringify(groups), now);
    if (userId === undefined) return false;
    if (groups.length === 0) await accounts.revokeApiTokensOfUser(trx, userId, now);
    return true;
  });
}

export function findUserByEmail(db: Db, email: string) {
  return accounts.findUserByNormalizedEmail(db.kysely, normalizeEmail(email));
}

/** Check an email and password; null when either is wrong (the caller says so without saying which). */
export async function checkPassword(db: Db, email: string, password: string) {
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(password, user?.password_hash ?? null);
  if (!ok || !user || user.disabled_at) return null;
  return user;
}

export async function createSession(
  db: Db,
  userId: number,
  ttlSeconds: number,
  extra: { providerGroups?: string[] | null; idToken?: string | null } = {},
) {
  const secret = newSecret('');
  const now = new Date();
  const expires = new Date(now.getTime() + ttlSeconds * 1000);
  await sessions.insertSession(db.kysely, {
    session_hash: sha256(secret),
    user_id: userId,
    provider_groups: extra.providerGroups ? JSON.stringify(extra.providerGroups) : null,
    id_token: extra.idToken ?? null,
    created_at: now.toISOString(),
    expires_at: expires.toISOString(),
    last_seen_at: now.toISOString(),
  });
  return { secret, expires };
}

export async function endSession(db: Db, secret: string) {
  const row = await sessions.deleteSessionByHash(db.kysely, sha256(secret));
  return row ?? null;
}

export async function callerFromSession(db: Db, secret: string): Promise<Caller | null> {
  const row = await sessions.findSessionUser(db.kysely, sha256(secret));
  if (!row || row.disabled_at || row.expires_at <= nowIso()) return null;
  // Built-in accounts read their groups live, so a removal takes effect at once;
  // provider accounts keep the groups of their last sign-in or refresh.
  const groups = row.provider_groups !== null ? parseGroups(row.provider_groups) : parseGroups(row.groups);
  return makeCaller(row, groups, 'session');
}

/** A new personal API token (only its hash is kept); `days`: it is refused after that many days. */
export async function createApiToken(
  db: Db,
  email: string,
  { label = null, days = null }: { label?: string | null; days?: number | null } = {},
) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new HttpError(404, say(serverArea.noAccountFor, { email }));
  const token = newSecret('kcr_');
  const now = new Date();
  await accounts.insertApiToken(db.kysely, {
    user_id: user.user_id,
    token_hash: sha256(token),
    label,
    created_at: now.toISOString(),
    last_used_at: null,
    revoked_at: null,
    expires_at: days === null ? null : new Date(now.getTime() + days * 86400_000).toISOString(),
  });
  return token;
}

export async function revokeApiToken(db: Db, token: string) {
  return accounts.revokeApiTokenByHash(db.kysely, sha256(token), nowIso());
}

export async function callerFromToken(db: Db, token: string): Promise<Caller | null> {
  const row = await accounts.findApiTokenUser(db.kysely, sha256(token));
  const now = new Date();
  if (!row || row.disabled_at || (row.expires_at !== null && row.expires_at <= now.toISOString()))
    return null;
  // Record use at most once an hour, so a busy script does not write on every call.
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > 3600_000) {
    await accounts.markApiTokenUsed(db.kysely, row.token_id, now.toISOString());
  }
  return makeCaller(row, parseGroups(row.groups), 'token');
}
