/** Sending community submissions in tests: fetch a challenge, solve it as a browser would, and post. */
import { createHash } from 'node:crypto';
import type { Challenge } from '../../src/shared/api/submissions.ts';
import type { TestApp } from './test-app.ts';

/** The number n with SHA-256(salt + n) = challenge, found the way the share form finds it. */
export function solveChallenge(challenge: Challenge) {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256')
      .update(challenge.salt + String(number))
      .digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number, salt, signature };
    }
  }
  throw new Error('challenge has no solution');
}

export async function solvedChallenge(t: TestApp, ip = '203.0.113.7') {
  const res = await t.request('anonymous', {
    method: 'GET',
    url: '/api/submissions/challenge',
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`challenge: ${res.statusCode} ${res.body}`);
  return solveChallenge(res.json() as Challenge);
}

/** POST /api/submissions with a fresh solved challenge (unless the body brings its own). */
export async function postSubmission(t: TestApp, body: Record<string, unknown>, ip = '203.0.113.7') {
  const challenge = 'challenge' in body ? body.challenge : await solvedChallenge(t, ip);
  return t.request('anonymous', {
    method: 'POST',
    url: '/api/submissions',
    payload: { agree_terms: true, ...body, challenge },
    remoteAddress: ip,
  });
}

/** POST /api/submissions/recording-files: the recording's bytes, paid with a solved challenge in `X-Challenge`. */
export function sendSharedRecording(
  t: TestApp,
  bytes: Buffer,
  challenge: object | null,
  ip = '203.0.113.7',
  headers: Record<string, string> = {},
) {
  return t.request('anonymous', {
    method: 'POST',
    url: '/api/submissions/recording-files',
    headers: {
      'content-type': 'application/octet-stream',
      ...(challenge ? { 'x-challenge': Buffer.from(JSON.stringify(challenge)).toString('base64') } : {}),
      ...headers,
    },
    payload: bytes,
    remoteAddress: ip,
  });
}
