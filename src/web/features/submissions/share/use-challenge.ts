/**
 * The form's proof-of-work challenge: fetched when the form opens (the server counts the time to fill it from
 * then) and solved in the background at once, so that by the time Send is pressed it is usually done. A challenge
 * is good for one try: after a refusal, `renew()` fetches and solves the next. One that would expire while the
 * form is still open is renewed a little before.
 */
import { useEffect, useState } from 'react';
import type { ChallengeSolution } from '../../../../shared/api/submissions.ts';
import { solveChallenge } from '../proof-of-work.ts';
import { fetchChallenge } from './share-queries.ts';

/** When the challenge expires (ms since 1970), from the `expires=` its salt carries (seconds or ms), if it says. */
function expiresAt(salt: string): number | null {
  const value = new URLSearchParams(salt.split('?')[1] ?? '').get('expires');
  if (!value) return null;
  const number = Number(value);
  if (Number.isFinite(number)) return number < 1e12 ? number * 1000 : number;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

const RENEW_BEFORE_MS = 60_000;

/** One form's challenges, one after another; `stop` when the form goes. */
function challengeRunner() {
  let current: Promise<ChallengeSolution> | null = null;
  let controller: AbortController | null = null;
  let timer: number | undefined;

  const stop = () => {
    controller?.abort();
    window.clearTimeout(timer);
  };
  const renew = () => {
    stop();
    const own = new AbortController();
    controller = own;
    const solution = fetchChallenge(own.signal).then((challenge) => {
      const expires = expiresAt(challenge.salt);
      if (expires !== null) {
        const wait = Math.max(expires - Date.now() - RENEW_BEFORE_MS, 1000);
        // Past what a timer can hold (about 24 days) it never matters.
        if (wait < 2 ** 31 - 1) timer = window.setTimeout(renew, wait);
      }
      return solveChallenge(challenge, own.signal);
    });
    // Nothing waits for it yet: a failure is seen when the form is sent.
    solution.catch(() => undefined);
    current = solution;
  };
  /** The solved challenge, once it is; a failed one (the network dropped) is fetched again. */
  const solution = async (): Promise<ChallengeSolution> => {
    if (!current) renew();
    try {
      return await current!;
    } catch {
      renew();
      return current!;
    }
  };
  return { renew, solution, stop };
}

export function useChallenge() {
  const [runner] = useState(challengeRunner);
  useEffect(() => {
    runner.renew();
    return runner.stop;
  }, [runner]);
  return runner;
}
