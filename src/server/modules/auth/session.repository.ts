/** Queries of server sessions (stored under the hash of the cookie value). */
import type { Executor } from '../../db/database.ts';
import type { NewRow } from '../../db/tables.ts';

export async function insertSession(db: Executor, values: NewRow<'sessions'>) {
  await db.insertInto('sessions').values(values).execute();
}

/** Remove the session with this hash; its provider id token (for the provider's logout), or undefined. */
export function deleteSessionByHash(db: Executor, sessionHash: string) {
  return db
    .deleteFrom('sessions')
    .where('session_hash', '=', sessionHash)
    .returning(['id_token'])
    .executeTakeFirst();
}

export async function deleteSessionsOfUser(db: Executor, userId: number) {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** The account behind a session, with the session's provider groups and expiry. */
export function findSessionUser(db: Executor, sessionHash: string) {
  return db
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
    .where('sessions.session_hash', '=', sessionHash)
    .executeTakeFirst();
}
