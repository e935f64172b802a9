/**
 * The share form's abuse defences that need no third-party service (issue 15, decision 018):
 *
 * - a proof-of-work challenge in the ALTCHA protocol: the server picks a secret number n ≤ maxnumber and sends
 *   SHA-256(salt + n) with an HMAC signature of it; the browser finds n by trying numbers. Checking costs the
 *   server one hash and one HMAC. The salt carries when the challenge was made and until when it holds, and is
 *   covered by the signature (the challenge is a hash of it), so the time can be trusted;
 * - a minimum time between making the challenge (the form opening) and the submission;
 * - a keyed hash of the client's address, so limits count per client and repeat senders show, without storing
 *   any address.
 *
 * The keys live in `site_secrets`, made once by whichever process needs them first, so every process agrees.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import { nowIso } from '../../db/database.ts';
import { badRequest } from '../../http/errors.ts';
import { siteSecretValue } from './submission.repository.ts';
import {
  submissionMessages,
  type Challenge,
  type ChallengeSolution,
} from '../../../shared/api/submissions.ts';

/** A challenge holds this long: long enough to write a long story on a phone. */
export const CHALLENGE_LIFETIME_MS = 24 * 60 * 60 * 1000;

const secretsByDb = new WeakMap<object, Map<string, Promise<Buffer>>>();

/** The named key, made at first use and kept in the database (two processes racing keep the first one). */
export function siteSecret(db: Executor, name: string): Promise<Buffer> {
  let secrets = secretsByDb.get(db);
  if (!secrets) secretsByDb.set(db, (secrets = new Map()));
  let secret = secrets.get(name);
  if (!secret) {
    secret = (async () => {
      const value = await siteSecretValue(db, name, randomBytes(32).toString('base64'), nowIso());
      return Buffer.from(value, 'base64');
    })();
    // A failure (the database away) is not kept: the next request tries again.
    secret.catch(() => secrets.delete(name));
    secrets.set(name, secret);
  }
  return secret;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');

/** A keyed hash of the client's address: the same client gives the same hash; the address cannot be read back. */
export async function clientHash(db: Executor, address: string): Promise<string> {
  return hmac(await siteSecret(db, 'client-hash'), address).slice(0, 32);
}

export async function createChallenge(db: Executor, maxNumber: number, now = Date.now()): Promise<Challenge> {
  const key = await siteSecret(db, 'challenge');
  const salt = `${randomBytes(12).toString('hex')}?issued=${now}&expires=${now + CHALLENGE_LIFETIME_MS}`;
  const challenge = sha256(salt + String(randomInt(0, maxNumber + 1)));
  return { algorithm: 'SHA-256', challenge, maxnumber: maxNumber, salt, signature: hmac(key, challenge) };
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Checks a solved challenge: solved, signed by this site, not expired, and not sent sooner than `minFillMs` after
 * it was made. Answers its signature (to refuse a second use of it); throws 400 with the field's message.
 */
export async function verifyChallenge(
  db: Executor,
  solution: ChallengeSolution,
  minFillMs: number,
  now = Date.now(),
): Promise<string> {
  const refuse = (message: string) => badRequest(message, { challenge: message });
  const key = await siteSecret(db, 'challenge');
  const solved = sha256(solution.salt + String(solution.number)) === solution.challenge;
  if (!solved || !sameHex(hmac(key, solution.challenge), solution.signature)) {
    throw refuse(submissionMessages.challenge);
  }
  const params = new URLSearchParams(solution.salt.split('?')[1] ?? '');
  const issued = Number(params.get('issued'));
  const expires = Number(params.get('expires'));
  if (!Number.isFinite(issued) || !Number.isFinite(expires) || expires <= now) {
    throw refuse(submissionMessages.challenge);
  }
  if (now - issued < minFillMs) throw refuse(submissionMessages.tooFast);
  return solution.signature;
}
