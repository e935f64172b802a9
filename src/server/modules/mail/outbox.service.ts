/**
 * Sending for real (issue 37 item 3, decision 032): a message is put in the outbox in the transaction that makes it,
 * and a worker sends it through the configured mailer, once, retrying with a growing wait, and marks it failed with
 * the reason after the last attempt. Several workers (in one process or several) may drain one outbox: each claims
 * one message at a time for a while, and a claim that lapses (a worker stopped mid-send) is taken by another.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/database.ts';
import type { Mail, Mailer } from '../../core/mailer.ts';
import { claimNext, insertMail, markSent, markUnsent, type OutboxRow } from './outbox.repository.ts';

/** The waits after each failed attempt; after the last, the message is failed. */
export const RETRY_WAITS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_WAITS_MS.length + 1;
/** How long a worker's claim on a message holds: far longer than a send takes. */
export const CLAIM_MS = 5 * 60_000;

/** Put a message in the outbox (within the caller's transaction, when it has one). */
export async function enqueueMail(db: Executor, kind: string, mail: Mail, now = new Date()): Promise<number> {
  const messageId = `<${now.getTime().toString(36)}.${randomBytes(8).toString('hex')}@koa-canoe-registry>`;
  return insertMail(
    db,
    {
      kind,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      headers_json: JSON.stringify({ 'Message-ID': messageId, ...mail.headers }),
    },
    now.toISOString(),
  );
}

export interface DrainResult {
  sent: number;
  retried: number;
  failed: number;
}

const mailOf = (row: OutboxRow): Mail => ({
  to: row.to_address,
  subject: row.subject,
  text: row.text_body,
  headers: row.headers_json ? (JSON.parse(row.headers_json) as Record<string, string>) : undefined,
});

/**
 * Send every message due now, one at a time, as `worker`; stops when none is due (or after `max`). `clock` is for
 * tests; the claim's lapse and the retries' waits are counted from it.
 */
export async function drainOutbox(
  db: Db,
  mailer: Mailer,
  worker: string,
  { clock = () => new Date(), max = 1000 }: { clock?: () => Date; max?: number } = {},
): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
  for (let i = 0; i < max; i++) {
    const now = clock();
    const row = await claimNext(
      db.kysely,
      worker,
      now.toISOString(),
      new Date(now.getTime() + CLAIM_MS).toISOString(),
    );
    if (!row) break;
    try {
      await mailer.send(mailOf(row));
    } catch (error) {
      const attempts = Number(row.attempts);
      const wait = RETRY_WAITS_MS[attempts - 1];
      const reason = error instanceof Error ? error.message : String(error);
      const next = wait === undefined ? null : new Date(clock().getTime() + wait).toISOString();
      await markUnsent(db.kysely, Number(row.mail_id), worker, reason.slice(0, 1000), next);
      if (next === null) result.failed++;
      else result.retried++;
      continue;
    }
    if (await markSent(db.kysely, Number(row.mail_id), worker, clock().toISOString())) result.sent++;
  }
  return result;
}

/** A worker's name: this process and a random part, so two processes never share one. */
export const workerName = () => `${process.pid}-${randomBytes(4).toString('hex')}`;
