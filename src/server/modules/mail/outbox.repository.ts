/**
 * The mail outbox's queries (decision 032). A claim is one statement that takes the oldest due message and marks
 * it as this worker's until a time: two workers, in one process or two, never claim the same message while the
 * claim holds (PostgreSQL re-checks the statement's condition on the row it locks; SQLite writes one at a time).
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { Row } from '../../db/tables.ts';

export type OutboxRow = Row<'mail_outbox'>;

export interface NewMail {
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  headers_json: string | null;
}

export async function insertMail(db: Executor, mail: NewMail, now: string): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({ ...mail, status: 'queued', next_attempt_at: now, created_at: now })
    .returning('mail_id')
    .executeTakeFirstOrThrow();
  return Number(row.mail_id);
}

/** Due: queued and its time come, or claimed by a worker whose claim has lapsed (it stopped mid-send). */
const due = (now: string) =>
  sql<boolean>`((status = 'queued' and next_attempt_at <= ${now}) or (status = 'sending' and claimed_until < ${now}))`;

/** Claim the oldest due message for this worker until `until`; undefined when none is due. */
export async function claimNext(
  db: Executor,
  worker: string,
  now: string,
  until: string,
): Promise<OutboxRow | undefined> {
  const { rows } = await sql<OutboxRow>`
    update mail_outbox
    set status = 'sending', claimed_by = ${worker}, claimed_until = ${until}, attempts = attempts + 1
    where mail_id = (select mail_id from mail_outbox where ${due(now)} order by mail_id limit 1)
      and ${due(now)}
    returning *`.execute(db);
  return rows[0];
}

/** Sent: only by the worker whose claim it still is. */
export async function markSent(db: Executor, mailId: number, worker: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: now, claimed_by: null, claimed_until: null, last_error: null })
    .where('mail_id', '=', mailId)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Not sent this time: queued again for `next` or, after the last attempt, failed; with the reason. */
export async function markUnsent(
  db: Executor,
  mailId: number,
  worker: string,
  error: string,
  next: string | null,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      status: next === null ? 'failed' : 'queued',
      next_attempt_at: next ?? sql<string>`next_attempt_at`,
      claimed_by: null,
      claimed_until: null,
      last_error: error,
    })
    .where('mail_id', '=', mailId)
    .where('claimed_by', '=', worker)
    .where('status', '=', 'sending')
    .execute();
}

export function findMail(db: Executor, mailId: number) {
  return db.selectFrom('mail_outbox').selectAll().where('mail_id', '=', mailId).executeTakeFirst();
}
