/**
 * Submissions made as a visitor's share form makes them: a proof-of-work challenge fetched and solved
 * (SHA-256 of salt + number, the ALTCHA protocol), then the body sent no sooner than the server's minimum time to
 * fill the form (the e2e server runs with SUBMISSION_MIN_FILL_SECONDS=1).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { expect, type APIRequestContext } from '@playwright/test';
import type { Challenge, SubmissionBody } from '../../../src/shared/api/submissions.ts';

/** A little over the e2e server's minimum time to fill the form. */
const MIN_FILL_MS = 1_100;

/** The number whose SHA-256 with the salt is the challenge (tried from 0 up, as the browser's solver does). */
export function solveChallenge(challenge: Challenge): number {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    const hash = createHash('sha256')
      .update(challenge.salt + String(number))
      .digest('hex');
    if (hash === challenge.challenge) return number;
  }
  throw new Error('the challenge has no solution up to its maxnumber');
}

/** A small JPEG of one colour, as a share form sends a photo (base64). */
export async function photoData(background: string): Promise<string> {
  const bytes = await sharp({ create: { width: 600, height: 400, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();
  return bytes.toString('base64');
}

export type SubmissionContent = Omit<SubmissionBody, 'challenge' | 'agree_terms'>;

/**
 * Sends a submission as a visitor (no session cookie: `request` is the test's own API context, or a page's
 * request context after signing out) and answers its id. With `recording`, that file is sent first, paid with the
 * same challenge, and the body's `recording` claims it (its `upload_token` filled in).
 */
export async function submit(
  request: APIRequestContext,
  content: SubmissionContent,
  recording?: Buffer,
): Promise<number> {
  const answer = await request.get('/api/submissions/challenge');
  expect(answer.status(), await answer.text()).toBe(200);
  const challenge = (await answer.json()) as Challenge;
  const number = solveChallenge(challenge);
  // The salt says when the server made the challenge (`?issued=…`); the e2e server runs on this machine's clock.
  const issued = Number(new URLSearchParams(challenge.salt.split('?')[1] ?? '').get('issued')) || Date.now();
  const wait = issued + MIN_FILL_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const solution = {
    algorithm: 'SHA-256' as const,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  if (recording && content.recording) {
    const sent = await request.post('/api/submissions/recording-files', {
      data: recording,
      headers: {
        'Content-Type': 'application/octet-stream',
        'X-Requested-With': 'fetch',
        'X-Challenge': Buffer.from(JSON.stringify(solution)).toString('base64'),
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    content = {
      ...content,
      recording: {
        ...content.recording,
        upload_token: ((await sent.json()) as { upload_token: string }).upload_token,
      },
    };
  }
  const body: SubmissionBody = { ...content, agree_terms: true, website: '', challenge: solution };
  const response = await request.post('/api/submissions', {
    data: body,
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { submission_id: number }).submission_id;
}
