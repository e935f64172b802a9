/** Built-in accounts, server sessions and personal API tokens. */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation, nowIso } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { makeCaller, parseGroups, type Caller } from '../../auth/caller.ts';
import { HttpError } from '../../http/errors.ts';

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
    return await db.kysely
      .insertInto('users')
      .values({
        email: input.email.trim(),
        email_normalized: normalizeEmail(input.email),
        name: input.name ?? null,
        password_hash: input.password ? await hashPassword(input.password) : null,
        groups: JSON.stringify(input.groups ?? []),
        oidc_subject: input.oidcSubject ?? null,
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning(['user_id', 'email', 'name'])
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, `An account for ${input.email} already exists`);
    throw error;
  }
}

export async function setUserGroups(db: Db, email: string, groups: string[]) {
  const result = await db.kysely
    .updateTable('users')
    .set({ groups: JSON.stringify(groups), updated_at: nowIso() })
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findUserByEmail(db: Db, email: string) {
  return db.kysely
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', normalizeEmail(email))
    .executeTakeFirst();
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
  await db.kysely
    .insertInto('sessions')
    .values({
      session_hash: sha256(secret),
      user_id: userId,
      provider_groups: extra.providerGroups ? JSON.stringify(extra.providerGroups) : null,
      id_token: extra.idToken ?? null,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return { secret, expires };
}

export async function endSession(db: Db, secret: string) {
  const row = await db.kysely
    .deleteFrom('sessions')
    .where('session_hash', '=', sha256(secret))
    .returning(['id_token'])
    .executeTakeFirst();
  return row ?? null;
}

/** Revoke every session of a user (for example after a password change or removal). */
export async function endAllSessions(db: Db, userId: number) {
  await db.kysely.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function callerFromSession(db: Db, secret: string): Promise<Caller | null> {
  const row = await db.kysely
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select([
      'users.user_id',
      'users.email',
      'users.name',
      'users.groups',
      'users.disabled_at',
      'sessions.provider_groups',
      'sessions.expires_at',
    ])
    .where('sessions.session_hash', '=', sha256(secret))
    .executeTakeFirst();
  if (!row || row.disabled_at || row.expires_at <= nowIso()) return null;
  // Built-in accounts read their groups live, so a removal takes effect at once;
  // provider accounts keep the groups of their last sign-in or refresh.
  const groups = row.provider_groups !== null ? parseGroups(row.provider_groups) : parseGroups(row.groups);
  return makeCaller(row, groups, 'session');
}

export async function createApiToken(db: Db, email: string, label: string | null = null) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new HttpError(404, `No account for ${email}`);
  const token = newSecret('kcr_');
  await db.kysely
    .insertInto('api_tokens')
    .values({
      user_id: user.user_id,
      token_hash: sha256(token),
      label,
      created_at: nowIso(),
      last_used_at: null,
      revoked_at: null,
    })
    .execute();
  return token;
}

export async function revokeApiToken(db: Db, token: string) {
  const result = await db.kysely
    .updateTable('api_tokens')
    .set({ revoked_at: nowIso() })
    .where('token_hash', '=', sha256(token))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function callerFromToken(db: Db, token: string): Promise<Caller | null> {
  const row = await db.kysely
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.user_id', 'api_tokens.user_id')
    .select([
      'users.user_id',
      'users.email',
      'users.name',
      'users.groups',
      'users.disabled_at',
      'api_tokens.token_id',
      'api_tokens.last_used_at',
    ])
    .where('api_tokens.token_hash', '=', sha256(token))
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row || row.disabled_at) return null;
  // Record use at most once an hour, so a busy script does not write on every call.
  const now = new Date();
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > 3600_000) {
    await db.kysely
      .updateTable('api_tokens')
      .set({ last_used_at: now.toISOString() })
      .where('token_id', '=', row.token_id)
      .execute();
  }
  return makeCaller(row, parseGroups(row.groups), 'token');
}
