/**
 * The share form's abuse defences that need no third-party service (decision 018):
 *
 * - a proof-of-work challenge in the ALTCHA protocol: the server picks a secret number n ≤ maxnumber and sends
 *   SHA-256(salt + n) with an HMAC signature; the browser finds n by trying numbers. Checking costs the server one
 *   hash and one HMAC. The salt carries when the challenge was made and until when it holds
 *   (`<24 hex>?issued=<ms>&expires=<ms>`, read strictly), and the signature covers the salt as well as the
 *   challenge: the hash alone would not pin the salt, since digits moved from the number onto the end of the salt
 *   give the same hash and a later expiry. An expiry later than the issue time plus the lifetime is
 *   refused too. A used challenge is kept in the database until it expires (`spent_challenges`), so it is refused
 *   by every process and after a restart;
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
import { siteSecretValue, spendChallenge as spendChallengeRow } from './submission.repository.ts';
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

/**
 * What counts as one client of an address: an IPv4 address itself; an IPv6 address's network (its first 64 bits), as
 * one household or device is given a whole /64 and may take a new address in it at will.
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const front = head ? head.split(':') : [];
  const back = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...front, ...Array<string>(Math.max(8 - front.length - back.length, 0)).fill('0'), ...back]
    : front;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** A keyed hash of the client's address: the same client gives the same hash; the address cannot be read back. */
export async function clientHash(db: Executor, address: string): Promise<string> {
  return hmac(await siteSecret(db, 'client-hash'), clientOf(address)).slice(0, 32);
}

/** What the signature covers: the challenge and the salt it was made with, so neither can change alone. */
const signed = (challenge: string, salt: string) => `${challenge}\n${salt}`;

export async function createChallenge(db: Executor, maxNumber: number, now = Date.now()): Promise<Challenge> {
  const key = await siteSecret(db, 'challenge');
  const salt = `${randomBytes(12).toString('hex')}?issued=${now}&expires=${now + CHALLENGE_LIFETIME_MS}`;
  const challenge = sha256(salt + String(randomInt(0, maxNumber + 1)));
  return {
    algorithm: 'SHA-256',
    challenge,
    maxnumber: maxNumber,
    salt,
    signature: hmac(key, signed(challenge, salt)),
  };
}

/** Exactly the salt `createChallenge` makes; anything else (an extra digit, a parameter more) is not ours. */
const SALT = /^[0-9a-f]{24}\?issued=([0-9]{13})&expires=([0-9]{13})$/;

/** How far another process's clock may be ahead of this one's. */
const CLOCK_SKEW_MS = 60_000;

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A solved challenge that passed: its signature (the key of its use) and when it expires. */
export interface VerifiedChallenge {
  signature: string;
  expiresAt: string;
}

/**
 * Checks a solved challenge: solved, signed by this site with this salt, not expired, held no longer than
 * `CHALLENGE_LIFETIME_MS` from when it was made, and not sent sooner than `minFillMs` after that. Throws 400 with
 * the field's message. Does not mark it used: `spendChallenge` does, once.
 */
export async function verifyChallenge(
  db: Executor,
  solution: ChallengeSolution,
  minFillMs: number,
  now = Date.now(),
): Promise<VerifiedChallenge> {
  const refuse = (message: string) => badRequest(message, { challenge: message });
  const key = await siteSecret(db, 'challenge');
  const times = SALT.exec(solution.salt);
  const solved = sha256(solution.salt + String(solution.number)) === solution.challenge;
  if (
    !times ||
    !solved ||
    !sameHex(hmac(key, signed(solution.challenge, solution.salt)), solution.signature)
  ) {
    throw refuse(submissionMessages.challenge);
  }
  const issued = Number(times[1]);
  const expires = Number(times[2]);
  if (expires <= now || expires - issued > CHALLENGE_LIFETIME_MS || issued > now + CLOCK_SKEW_MS) {
    throw refuse(submissionMessages.challenge);
  }
  if (now - issued < minFillMs) throw refuse(submissionMessages.tooFast);
  return { signature: solution.signature, expiresAt: new Date(expires).toISOString() };
}

/**
 * Marks a checked challenge used, in the database that every process shares; refuses it (400) when it already
 * was. Expired ones are forgotten by `forgetExpiredChallenges`.
 */
export async function spendChallenge(db: Executor, verified: VerifiedChallenge): Promise<void> {
  if (!(await spendChallengeRow(db, verified.signature, verified.expiresAt))) {
    const message = submissionMessages.challenge;
    throw badRequest(message, { challenge: message });
  }
}
