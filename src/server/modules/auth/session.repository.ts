/** Queries of server sessions (stored under the hash of the cookie value). */
import type { Executor } from '../../db/database.ts';
import type { NewRow } from '../../db/tables.ts';
import { CALLER_COLUMNS } from './account.repository.ts';

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
    .select([...CALLER_COLUMNS, 'sessions.provider_groups', 'sessions.expires_at'])
    .where('sessions.session_hash', '=', sessionHash)
    .executeTakeFirst();
}
