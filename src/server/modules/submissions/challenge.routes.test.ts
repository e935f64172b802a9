/**
 * The share form's proof of work cannot be reused: the signature pins the salt and with it the expiry,
 * the expiry is at most the lifetime after the challenge was made, and a used challenge is refused by every
 * process on the same database and after a restart.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildCanoe } from '../../record-builders/index.ts';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { postSubmission, solveChallenge, solvedChallenge } from '../../../../tests/setup/submissions.ts';
import { CHALLENGE_LIFETIME_MS, createChallenge, siteSecret, clientOf } from './challenge.ts';
import { forgetExpiredChallenges } from './submission.repository.ts';

const REFUSED = 'The form’s check did not complete. Please reload the page and try again.';

describe('the share form’s challenge', () => {
  let t: TestApp;
  let story: () => Record<string, unknown>;
  beforeAll(async () => {
    t = await createTestApp({
      SUBMISSION_MIN_FILL_SECONDS: '0',
      SUBMISSION_RATE_LIMIT: '1000',
      SUBMISSION_CHALLENGE_MAX_NUMBER: '2000',
    });
    const canoe = await buildCanoe(t.db, { name: 'Malia' });
    story = () => ({ kind: 'story', canoe_id: canoe.id, story: '<p>A memory of the canoe</p>' });
  });
  afterAll(() => t.close());

  it('refuses a solution whose digits were moved onto the salt (a later expiry, the same hash)', async () => {
    let good = await solvedChallenge(t);
    while (good.number < 10) good = await solvedChallenge(t);
    const digits = String(good.number);
    const forged = { ...good, salt: good.salt + digits.slice(0, -1), number: Number(digits.slice(-1)) };
    // The hash still matches: only the signature over the salt and the strict salt can tell.
    expect(
      createHash('sha256')
        .update(forged.salt + String(forged.number))
        .digest('hex'),
    ).toBe(good.challenge);
    const before = await countRows(t.db, 'submissions');
    const res = await postSubmission(t, { ...story(), challenge: forged });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.challenge).toBe(REFUSED);
    expect(await countRows(t.db, 'submissions')).toBe(before);
    // The honest solution still works once.
    expect((await postSubmission(t, { ...story(), challenge: good })).statusCode).toBe(201);
  });

  it('refuses the same body twice, also from a second server on the same database (a restart)', async () => {
    const challenge = await solvedChallenge(t);
    const body = { ...story(), challenge };
    expect((await postSubmission(t, body)).statusCode).toBe(201);
    const before = await countRows(t.db, 'submissions');
    const again = await postSubmission(t, body);
    expect(again.statusCode).toBe(400);
    expect(again.json().fields.challenge).toBe(REFUSED);

    // A new process (or this one after a restart) remembers nothing in memory: the database does.
    const restarted = await buildApp({ config: t.config, db: t.db }, { logger: false });
    try {
      await restarted.ready();
      const res = await restarted.inject({
        method: 'POST',
        url: '/api/submissions',
        payload: { agree_terms: true, ...body },
        remoteAddress: '203.0.113.8',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.challenge).toBe(REFUSED);
    } finally {
      await restarted.close();
    }
    expect(await countRows(t.db, 'submissions')).toBe(before);
  });

  it('lets one of two servers sending the same challenge at once through', async () => {
    const second = await buildApp({ config: t.config, db: t.db }, { logger: false });
    try {
      await second.ready();
      const payload = { agree_terms: true, ...story(), challenge: await solvedChallenge(t) };
      const before = await countRows(t.db, 'submissions');
      const answers = await Promise.all(
        [t.app, second, t.app, second].map((app) =>
          app.inject({ method: 'POST', url: '/api/submissions', payload, remoteAddress: '203.0.113.9' }),
        ),
      );
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 400, 400, 400]);
      expect(await countRows(t.db, 'submissions')).toBe(before + 1);
    } finally {
      await second.close();
    }
  });

  it('refuses an expired challenge and one signed to last longer than a challenge lives', async () => {
    const before = await countRows(t.db, 'submissions');
    const expired = solveChallenge(
      await createChallenge(t.db.kysely, 50, Date.now() - CHALLENGE_LIFETIME_MS - 1),
    );
    const res = await postSubmission(t, { ...story(), challenge: expired });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.challenge).toBe(REFUSED);

    // Even signed with the site's own key, an expiry past the issue time plus the lifetime is refused.
    const key = await siteSecret(t.db.kysely, 'challenge');
    const now = Date.now();
    const salt = `${'ab'.repeat(12)}?issued=${now - 1000}&expires=${now + 2 * CHALLENGE_LIFETIME_MS}`;
    const challenge = createHash('sha256').update(`${salt}7`).digest('hex');
    const signature = createHmac('sha256', key).update(`${challenge}\n${salt}`).digest('hex');
    const overLong = { algorithm: 'SHA-256', challenge, number: 7, salt, signature };
    const long = await postSubmission(t, { ...story(), challenge: overLong });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.challenge).toBe(REFUSED);
    expect(await countRows(t.db, 'submissions')).toBe(before);
  });

  it('forgets used challenges once they have expired, and only those', async () => {
    await t.db.kysely
      .insertInto('spent_challenges')
      .values({ signature: 'long-expired', expires_at: '2001-01-01T00:00:00.000Z' })
      .execute();
    const kept = await countRows(t.db, 'spent_challenges');
    expect(await forgetExpiredChallenges(t.db.kysely, new Date().toISOString())).toBe(1);
    expect(await countRows(t.db, 'spent_challenges')).toBe(kept - 1);
  });
});

describe('one client of an address', () => {
  it('is an IPv4 address itself, and an IPv6 address’s /64 network', () => {
    expect(clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(clientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    // A household given 2001:db8:85a3::/64 is one client, whichever of its addresses it takes.
    expect(clientOf('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:0::/64');
    expect(clientOf('2001:0db8:85a3:0000:0001:0000:0000:0001')).toBe('2001:db8:85a3:0::/64');
    expect(clientOf('2001:db8:85a3:1::1')).toBe('2001:db8:85a3:1::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
