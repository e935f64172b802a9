/**
 * The mail outbox (issue 37 item 3, decision 032), on both databases: each message is sent once, even by two
 * workers draining together; a failure is tried again after a growing wait and, after the last attempt, is marked
 * failed with its reason; a worker that stopped mid-send loses its claim, and the message is sent by another once;
 * the server's own worker sends what waits, with its headers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import type { Mail, Mailer } from '../../src/server/core/mailer.ts';
import {
  CLAIM_MS,
  MAX_ATTEMPTS,
  RETRY_WAITS_MS,
  drainOutbox,
  enqueueMail,
} from '../../src/server/modules/mail/outbox.service.ts';
import { claimNext, findMail, markSent } from '../../src/server/modules/mail/outbox.repository.ts';

let t: TestApp;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-outbox-'));

beforeAll(async () => {
  // The server's own worker every second, writing what it sends as files.
  t = await createTestApp({ MAIL_WORKER_SECONDS: '1', MAIL_OUTBOX_DIR: outboxDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

/** A mailer that records what it sends, after a little wait (so two workers interleave). */
function recordingMailer(fail?: (mail: Mail) => string | null) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const reason = fail?.(mail);
      if (reason) throw new Error(reason);
      sent.push(mail);
    },
  };
  return { sent, mailer };
}

const mail = (n: number, to = `follower${n}@example.org`): Mail => ({
  to,
  subject: `What was added to Hōkūleʻa (${n})`,
  text: `Message ${n}`,
  headers: { 'List-Unsubscribe': `<https://canoes.example.org/follows/unsubscribe?token=t${n}>` },
});

/** A clock the test moves. */
function clock(start = Date.now() + 24 * 3_600_000) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe('the mail outbox', () => {
  it('sends each message once, even when two workers drain it together', async () => {
    const time = clock();
    const ids: number[] = [];
    for (let n = 1; n <= 12; n++) ids.push(await enqueueMail(t.db.kysely, 'test', mail(n), time.now()));
    const a = recordingMailer();
    const b = recordingMailer();
    const [first, second] = await Promise.all([
      drainOutbox(t.db, a.mailer, 'worker-a', { clock: time.now }),
      drainOutbox(t.db, b.mailer, 'worker-b', { clock: time.now }),
    ]);
    expect(first.sent + second.sent).toBe(12);
    const subjects = [...a.sent, ...b.sent].map((sent) => sent.subject).sort();
    expect(subjects).toEqual([...new Set(subjects)]);
    expect(subjects).toHaveLength(12);
    for (const id of ids) expect((await findMail(t.db.kysely, id))?.status).toBe('sent');
    // Its headers go with it, and a Message-ID of its own that stays the same on every attempt.
    const one = [...a.sent, ...b.sent][0];
    expect(one.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/canoes\.example\.org\/follows\/unsubscribe/,
    );
    expect(one.headers?.['Message-ID']).toMatch(/^<[^@>]+@koa-canoe-registry>$/);
    // Nothing is sent twice.
    expect(await drainOutbox(t.db, a.mailer, 'worker-a', { clock: time.now })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
  });

  it('tries a failed message again after a growing wait, and after the last attempt marks it failed with the reason', async () => {
    const time = clock(Date.now() + 48 * 3_600_000);
    const id = await enqueueMail(t.db.kysely, 'test', mail(100, 'bounces@example.org'), time.now());
    const failing = recordingMailer((sent) =>
      sent.to === 'bounces@example.org' ? '550 mailbox unavailable' : null,
    );
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      expect(await drainOutbox(t.db, failing.mailer, 'worker-a', { clock: time.now })).toMatchObject({
        retried: 1,
      });
      const row = (await findMail(t.db.kysely, id))!;
      expect(row).toMatchObject({
        status: 'queued',
        attempts: attempt,
        last_error: '550 mailbox unavailable',
      });
      // Not before its wait.
      time.advance(RETRY_WAITS_MS[attempt - 1] - 1_000);
      expect(await drainOutbox(t.db, failing.mailer, 'worker-a', { clock: time.now })).toMatchObject({
        retried: 0,
      });
      time.advance(1_000);
    }
    expect(await drainOutbox(t.db, failing.mailer, 'worker-a', { clock: time.now })).toMatchObject({
      failed: 1,
    });
    expect(await findMail(t.db.kysely, id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      last_error: '550 mailbox unavailable',
    });
    time.advance(24 * 3_600_000);
    expect(await drainOutbox(t.db, failing.mailer, 'worker-a', { clock: time.now })).toEqual({
      sent: 0,
      retried: 0,
      failed: 0,
    });
    expect(failing.sent).toEqual([]);
  });

  it('a message claimed by a worker that stopped mid-send is sent by another once its claim lapses, and only once', async () => {
    const time = clock(Date.now() + 96 * 3_600_000);
    const id = await enqueueMail(t.db.kysely, 'test', mail(200), time.now());
    // Worker A claims it and stops (its process ended before it sent).
    const claimed = await claimNext(
      t.db.kysely,
      'worker-a',
      time.now().toISOString(),
      new Date(time.now().getTime() + CLAIM_MS).toISOString(),
    );
    expect(claimed?.mail_id).toBe(id);
    const b = recordingMailer();
    // While A's claim holds, B leaves it.
    time.advance(CLAIM_MS - 1_000);
    expect(await drainOutbox(t.db, b.mailer, 'worker-b', { clock: time.now })).toMatchObject({ sent: 0 });
    // Once it lapses, B sends it.
    time.advance(2_000);
    expect(await drainOutbox(t.db, b.mailer, 'worker-b', { clock: time.now })).toMatchObject({ sent: 1 });
    expect(b.sent.map((sent) => sent.subject)).toEqual([mail(200).subject]);
    // A, come back, cannot mark it as its own; nobody sends it again.
    expect(await markSent(t.db.kysely, id, 'worker-a', time.now().toISOString())).toBe(false);
    time.advance(CLAIM_MS * 2);
    expect(await drainOutbox(t.db, b.mailer, 'worker-b', { clock: time.now })).toMatchObject({ sent: 0 });
    expect(await findMail(t.db.kysely, id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('the server’s own worker sends what waits, with its headers, through the configured mailer', async () => {
    const id = await enqueueMail(t.db.kysely, 'test', mail(300, 'reader@example.org'));
    const deadline = Date.now() + 10_000;
    let files: string[] = [];
    while (Date.now() < deadline) {
      files = fs.readdirSync(outboxDir).filter((name) => name.endsWith('.json'));
      if (files.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(files).toHaveLength(1);
    const written = JSON.parse(fs.readFileSync(path.join(outboxDir, files[0]), 'utf8')) as Mail;
    expect(written).toMatchObject({
      to: 'reader@example.org',
      subject: mail(300).subject,
      headers: { 'List-Unsubscribe': expect.stringContaining('token=t300') },
    });
    expect((await findMail(t.db.kysely, id))?.status).toBe('sent');
  });

  it('a confirmation asked for is sent at once, not at the worker’s next turn', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-outbox-soon-'));
    // A worker that would wait an hour before its next turn.
    const slow = await createTestApp({ MAIL_WORKER_SECONDS: '3600', MAIL_OUTBOX_DIR: dir });
    try {
      await slow.app.ready();
      const asked = await slow.app.inject({
        method: 'POST',
        url: '/api/follows',
        headers: { 'x-requested-with': 'fetch' },
        payload: { email: 'soon@example.org', subject_type: 'archive' },
      });
      expect(asked.statusCode, asked.body).toBe(202);
      const deadline = Date.now() + 5_000;
      let files: string[] = [];
      while (Date.now() < deadline && files.length === 0) {
        files = fs.readdirSync(dir).filter((name) => name.endsWith('.json'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(files).toHaveLength(1);
      expect(JSON.parse(fs.readFileSync(path.join(dir, files[0]), 'utf8'))).toMatchObject({
        to: 'soon@example.org',
        subject: 'Confirm that you want to follow the Koa Canoe Registry',
      });
    } finally {
      await slow.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
