/** Queries of accounts (users) and their personal API tokens. */
import type { Executor } from '../../db/database.ts';
import type { NewRow, Row } from '../../db/tables.ts';
import { appendChangeRow, inTransaction, trackedUpdate } from '../../db/history.ts';

/**
 * Make an account. The history records an account's groups only (never its password, sessions or tokens):
 * an account made with groups is recorded as its groups set from none.
 */
export function insertUser(db: Executor, values: NewRow<'users'>) {
  return inTransaction(db, async (trx) => {
    const user = await trx
      .insertInto('users')
      .values(values)
      .returning(['user_id', 'email', 'name', 'groups'])
      .executeTakeFirstOrThrow();
    if (user.groups !== '[]') {
      await appendChangeRow(trx, 'users', 'update', { ...user, groups: '[]' }, user);
    }
    return { user_id: user.user_id, email: user.email, name: user.name };
  });
}

/** Replace the groups of the account with this normalised email; its id, or undefined when there is none. */
export async function updateUserGroups(
  db: Executor,
  emailNormalized: string,
  groups: string,
  now: string,
): Promise<number | undefined> {
  const [row] = await trackedUpdate(
    db,
    'users',
    { email_normalized: emailNormalized },
    { groups, updated_at: now },
  );
  return row?.user_id;
}

export function findUserByNormalizedEmail(
  db: Executor,
  emailNormalized: string,
): Promise<Row<'users'> | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

export function findUserByOidcSubject(db: Executor, subject: string): Promise<Row<'users'> | undefined> {
  return db.selectFrom('users').selectAll().where('oidc_subject', '=', subject).executeTakeFirst();
}

/** Change some of an account's own columns and touch updated_at. */
export async function updateUser(
  db: Executor,
  userId: number,
  changes: Partial<Pick<Row<'users'>, 'email' | 'email_normalized' | 'name' | 'oidc_subject'>>,
  now: string,
) {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}

/** Set the password of an account that is not disabled; false when there is no such account. */
export async function setPasswordOfEnabledUser(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('user_id', '=', userId)
    .where('disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

export async function insertApiToken(db: Executor, values: NewRow<'api_tokens'>) {
  await db.insertInto('api_tokens').values(values).execute();
}

/** Revoke the token with this hash unless it already is; false when nothing was revoked. */
export async function revokeApiTokenByHash(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Revoke every unrevoked token of an account (a password reset, removal from every group). */
export async function revokeApiTokensOfUser(db: Executor, userId: number, now: string) {
  await db
    .updateTable('api_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
/** What a caller is made of, read with its session or API token: the account's id, names, groups and state. */
export const CALLER_COLUMNS = [
  'users.user_id',
  'users.email',
  'users.name',
  'users.groups',
  'users.disabled_at',
] as const;

/** The account behind an unrevoked token, with what the caller needs and when the token was last used. */
export function findApiTokenUser(db: Executor, tokenHash: string) {
  return db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.user_id', 'api_tokens.user_id')
    .select([...CALLER_COLUMNS, 'api_tokens.token_id', 'api_tokens.last_used_at', 'api_tokens.expires_at'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .executeTakeFirst();
}

export async function markApiTokenUsed(db: Executor, tokenId: number, at: string) {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('token_id', '=', tokenId).execute();
}
