/**
 * Registering a built-in account. The answer is the same whether or not the address already has an account:
 * a new address is sent a link that makes the account (with the name and password chosen when registering), an
 * address with an account is told so by email. Only the person who reads that inbox learns which it was.
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation, nowIso } from '../../db/database.ts';
import { hashPassword } from './passwords.ts';
import type { Row } from '../../db/tables.ts';
import { normalizeEmail, sha256 } from './accounts.service.ts';
import { findUserByNormalizedEmail, insertUser } from './account.repository.ts';
import * as registrations from './registration.repository.ts';

export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;

export type RegistrationStart =
  { kind: 'new'; token: string } | { kind: 'existing'; user: Row<'users'> } | { kind: 'disabled' };

/**
 * Keep a registration until its link is followed (a day), or find the account the address already has. The
 * password is hashed either way, so both take the same time.
 */
export async function startRegistration(
  db: Db,
  input: { name: string; email: string; password: string },
  now = new Date(),
): Promise<RegistrationStart> {
  const passwordHash = await hashPassword(input.password);
  const email = input.email.trim();
  const emailNormalized = normalizeEmail(email);
  const user = await findUserByNormalizedEmail(db.kysely, emailNormalized);
  if (user) return user.disabled_at ? { kind: 'disabled' } : { kind: 'existing', user };
  const token = randomBytes(32).toString('base64url');
  await registrations.deleteExpiredRegistrations(db.kysely, now.toISOString());
  await registrations.insertRegistration(db.kysely, {
    token_hash: sha256(token),
    email,
    email_normalized: emailNormalized,
    name: input.name,
    password_hash: passwordHash,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + REGISTRATION_TTL_MS).toISOString(),
  });
  return { kind: 'new', token };
}

export type RegistrationEnd =
  | { kind: 'created'; user: { user_id: number; email: string; name: string | null } }
  | { kind: 'invalid' }
  | { kind: 'taken' };

/**
 * Make the account of a registration from its emailed link: a member without any group. The link works once;
 * `taken` when the address got an account in the meantime (another registration's link, the command line).
 */
export async function finishRegistration(db: Db, token: string): Promise<RegistrationEnd> {
  try {
    return await db.kysely.transaction().execute(async (trx): Promise<RegistrationEnd> => {
      const row = await registrations.takeRegistration(trx, sha256(token));
      if (!row || row.expires_at <= nowIso()) return { kind: 'invalid' };
      await registrations.deleteRegistrationsOfEmail(trx, row.email_normalized);
      if (await findUserByNormalizedEmail(trx, row.email_normalized)) return { kind: 'taken' };
      const now = nowIso();
      const user = await insertUser(trx, {
        email: row.email,
        email_normalized: row.email_normalized,
        name: row.name,
        password_hash: row.password_hash,
        groups: JSON.stringify([]),
        oidc_subject: null,
        disabled_at: null,
        created_at: now,
        updated_at: now,
      });
      return { kind: 'created', user };
    });
  } catch (error) {
    // The same address made into an account at the same moment by another request.
    if (isUniqueViolation(error)) return { kind: 'taken' };
    throw error;
  }
}
