/** The registry's user row for a person who signs in through the identity provider, found by its subject. */
import type { Db } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { createUser, findUserByEmail, normalizeEmail, sha256 } from './accounts.service.ts';
import { findUserByOidcSubject, updateUser } from './account.repository.ts';
import type { OidcProfile } from './oidc-claims.ts';

/** The provider's person cannot be matched to a registry account safely; the message is for the log. */
export class OidcAccountError extends Error {}

const bySubject = (db: Db, subject: string) => findUserByOidcSubject(db.kysely, subject);

/**
 * Find or create the user of a provider sign-in. A built-in account with the same email is linked only when the
 * provider says the address is verified (anyone can type any address into an unverified profile). Groups are
 * not stored here: a provider session carries the groups of its own sign-in.
 */
export async function upsertOidcUser(db: Db, profile: OidcProfile) {
  const existing = await bySubject(db, profile.subject);
  if (existing) {
    if (existing.disabled_at) throw new OidcAccountError(`account ${existing.email} is disabled`);
    const changes: { name?: string; email?: string; email_normalized?: string } = {};
    if (profile.name && profile.name !== existing.name) changes.name = profile.name;
    if (profile.email && normalizeEmail(profile.email) !== existing.email_normalized) {
      // An address another account holds stays where it is; the person keeps signing in by subject.
      if (!(await findUserByEmail(db, profile.email))) {
        changes.email = profile.email;
        changes.email_normalized = normalizeEmail(profile.email);
      }
    }
    if (Object.keys(changes).length) {
      await updateUser(db.kysely, existing.user_id, changes, nowIso());
    }
    return { ...existing, ...changes };
  }

  if (profile.email) {
    const sameEmail = await findUserByEmail(db, profile.email);
    if (sameEmail) {
      if (sameEmail.oidc_subject !== null || !profile.emailVerified || sameEmail.disabled_at) {
        throw new OidcAccountError(`${profile.email} belongs to another account; not linked`);
      }
      await updateUser(
        db.kysely,
        sameEmail.user_id,
        { oidc_subject: profile.subject, name: sameEmail.name ?? profile.name },
        nowIso(),
      );
      return { ...sameEmail, oidc_subject: profile.subject };
    }
  }

  // Without an email claim the row still needs a unique address; `.invalid` can never receive mail.
  const email = profile.email ?? `oidc-${sha256(profile.subject).slice(0, 20)}@users.invalid`;
  try {
    await createUser(db, { email, name: profile.name, oidcSubject: profile.subject, groups: [] });
  } catch (error) {
    // Two first sign-ins of the same person at once: the other one created the row.
    const raced = await bySubject(db, profile.subject);
    if (raced) return raced;
    throw error;
  }
  const created = await bySubject(db, profile.subject);
  if (!created) throw new OidcAccountError('the new account could not be read back');
  return created;
}
