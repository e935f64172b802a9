/**
 * Sign-in limits under concurrency: an attempt is counted before its password is checked, so "5 failures per 15
 * minutes" holds however many requests arrive at once; one client may fail 20 times in 15 minutes across every
 * address; and at most PASSWORD_HASH_CONCURRENCY password hashes run at once. `STRESS=1` sends more.
 */
import { pbkdf2 } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { passwordHashing } from './passwords.ts';
import { SIGN_IN_LIMITS } from './auth.routes.ts';

const STRESS = process.env.STRESS === '1';
const RACE = STRESS ? 100 : 30;
const SPRAY = STRESS ? 60 : SIGN_IN_LIMITS.perClient + 5;
const BURST = STRESS ? 40 : 12;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '2' });
});
afterAll(() => t.close());

const signIn = (email: string, password: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });

const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe('sign-in limits', () => {
  it(`lets at most ${SIGN_IN_LIMITS.perAccount} of ${RACE} simultaneous guesses reach the password check, the right one included`, async () => {
    const guesses = Array.from({ length: RACE }, (_, i) => `wrong-guess-${i}`);
    // The right password last, as a guesser would hope to reach it.
    const answers = await Promise.all(
      [...guesses, 'user-password-1'].map((p) => signIn('user@example.org', p, '198.51.100.10')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(countOf(statuses, 200)).toBe(0);
    expect(countOf(statuses, 401)).toBe(SIGN_IN_LIMITS.perAccount);
    expect(countOf(statuses, 429)).toBe(RACE + 1 - SIGN_IN_LIMITS.perAccount);
    expect(answers.some((a) => a.cookies.some((c) => c.name === 'koa_session'))).toBe(false);
    for (const limited of answers.filter((a) => a.statusCode === 429)) {
      expect(limited.json().message).toBe(
        'Too many sign-in attempts. Please wait a few minutes and try again.',
      );
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }

    // The right password afterwards waits too.
    const after = await signIn('user@example.org', 'user-password-1', '198.51.100.10');
    expect(after.statusCode).toBe(429);
    // Another client is not held back by this one's guesses.
    expect((await signIn('user@example.org', 'user-password-1', '198.51.100.11')).statusCode).toBe(200);
  });

  it('counts only failures: a right password gives its attempt back', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount - 1; i++) {
      expect((await signIn('editor@example.org', `nope-${i}`, ip)).statusCode).toBe(401);
    }
    for (let i = 0; i < 3; i++) {
      expect((await signIn('editor@example.org', 'editor-password-1', ip)).statusCode).toBe(200);
    }
    expect((await signIn('editor@example.org', 'one-more-typo', ip)).statusCode).toBe(401);
    expect((await signIn('editor@example.org', 'editor-password-1', ip)).statusCode).toBe(429);
  });

  it(`refuses a client after ${SIGN_IN_LIMITS.perClient} failures across addresses (password spraying)`, async () => {
    const ip = '198.51.100.30';
    const addresses = Array.from({ length: SPRAY }, (_, i) => `spray-${i}@example.org`);
    const statuses = (await Promise.all(addresses.map((email) => signIn(email, 'Summer2024!', ip)))).map(
      (a) => a.statusCode,
    );
    expect(countOf(statuses, 401)).toBe(SIGN_IN_LIMITS.perClient);
    expect(countOf(statuses, 429)).toBe(SPRAY - SIGN_IN_LIMITS.perClient);
    // A known account with its right password is refused from that client too, but not from another.
    expect((await signIn('admin@example.org', 'admin-password-1', ip)).statusCode).toBe(429);
    expect((await signIn('admin@example.org', 'admin-password-1', '198.51.100.31')).statusCode).toBe(200);
  });

  it('runs at most PASSWORD_HASH_CONCURRENCY password hashes at once, leaving the thread pool to others', async () => {
    passwordHashing.resetPeak();
    let finished = 0;
    const burst = Array.from({ length: BURST }, (_, i) =>
      signIn(`burst-${i}@example.org`, 'a-wrong-password', `203.0.113.${i + 1}`).then((res) => {
        finished += 1;
        return res.statusCode;
      }),
    );
    // Let the requests reach the password check, then ask the thread pool for a small job (as sharp would).
    await new Promise((resolve) => setTimeout(resolve, 20));
    const finishedWhenPoolAnswered = await new Promise<number>((resolve, reject) =>
      pbkdf2('x', 'salt', 1, 32, 'sha256', (error) => (error ? reject(error) : resolve(finished))),
    );
    const statuses = await Promise.all(burst);
    expect(statuses).toEqual(Array.from({ length: BURST }, () => 401));
    expect(passwordHashing.stats().peak).toBe(2);
    expect(passwordHashing.stats().running).toBe(0);
    // Two of libuv's four threads stayed free: the small job did not wait behind the queue of hashes.
    expect(finishedWhenPoolAnswered).toBeLessThanOrEqual(2);
  });
});
