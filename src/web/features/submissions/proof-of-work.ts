/**
 * The share form's proof-of-work (the ALTCHA protocol): find the number n, 0 ≤ n ≤ maxnumber, whose
 * SHA-256 of salt + n is the challenge. The browser's own crypto.subtle does the hashing, in batches that give the
 * event loop back between them, so the form stays responsive while it works. Small on purpose: it is part of the
 * share page's JavaScript, the only page that loads it (its size: docs/performance.md).
 */
import type { Challenge, ChallengeSolution } from '../../../shared/api/submissions.ts';

/** Hashes started together; then the page gets a turn. */
const BATCH = 400;

const bytesOfHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

function same(digest: ArrayBuffer, expected: Uint8Array): boolean {
  const bytes = new Uint8Array(digest);
  if (bytes.length !== expected.length) return false;
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== expected[i]) return false;
  return true;
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The solution of a challenge, as the submission sends it back; rejects when no number fits (a challenge not made
 * by our server) or when `signal` aborts (the form was left, or a new challenge replaced this one).
 */
export async function solveChallenge(challenge: Challenge, signal?: AbortSignal): Promise<ChallengeSolution> {
  const expected = bytesOfHex(challenge.challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    signal?.throwIfAborted();
    const end = Math.min(start + BATCH, challenge.maxnumber + 1);
    const numbers = Array.from({ length: end - start }, (_, i) => start + i);
    const digests = await Promise.all(
      numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n))),
    );
    const found = digests.findIndex((digest) => same(digest, expected));
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      return { algorithm, challenge: challenge.challenge, number: numbers[found], salt, signature };
    }
    await nextTurn();
  }
  throw new Error('No solution found for the challenge');
}
