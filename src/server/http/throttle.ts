/**
 * A small in-memory fixed-window counter per key (sign-in attempts, subscriptions); entries expire with their
 * window. One process counts in its own memory; with REDIS_URL the routes count in Redis instead
 * (shared-limits.ts), with this as the fallback while Redis is away.
 */
export function createThrottle({ limit, windowMs }: { limit: number; windowMs: number }) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  const sweep = (now: number) => {
    if (hits.size < 10_000) return;
    for (const [k, v] of hits) if (v.resetAt <= now) hits.delete(k);
  };
  const current = (key: string, now: number) => {
    const entry = hits.get(key);
    return entry && entry.resetAt > now ? entry : undefined;
  };
  return {
    /** Milliseconds until `key` may try again; 0 when it may now. */
    retryAfter(key: string, now = Date.now()): number {
      const entry = current(key, now);
      return entry && entry.count >= limit ? entry.resetAt - now : 0;
    },
    hit(key: string, now = Date.now()) {
      sweep(now);
      const entry = current(key, now);
      if (entry) entry.count += 1;
      else hits.set(key, { count: 1, resetAt: now + windowMs });
    },
    /**
     * Check and count in one step, before the work the limit guards (a password check), so that requests
     * arriving together cannot all pass a check made before any of them is counted. Null when the limit is
     * reached; otherwise a function that gives the attempt back (when it turns out not to count: a sign-in
     * that succeeded). Giving back is ignored once the window it was counted in has ended.
     */
    take(key: string, now = Date.now()): (() => void) | null {
      if (this.retryAfter(key, now) > 0) return null;
      this.hit(key, now);
      const counted = hits.get(key)!;
      let given = false;
      return () => {
        if (given || hits.get(key) !== counted || counted.count <= 0) return;
        given = true;
        counted.count -= 1;
      };
    },
    reset(key: string) {
      hits.delete(key);
    },
  };
}

/** What a route counts with: the same four steps as `createThrottle`, asked of wherever the counts are kept. */
export interface Throttle {
  retryAfter(key: string): Promise<number>;
  hit(key: string): Promise<void>;
  take(key: string): Promise<(() => Promise<void>) | null>;
  reset(key: string): Promise<void>;
}

export interface ThrottleOptions {
  /** Names the counts in a shared store (`sign-in-account`), so two limits never share a key. */
  name: string;
  limit: number;
  windowMs: number;
}

/** Where an app's limits count: this process's memory, unless the app was given a shared store. */
export type Throttles = (options: ThrottleOptions) => Throttle;

export const memoryThrottles: Throttles = (options) => {
  const local = createThrottle(options);
  return {
    retryAfter: async (key) => local.retryAfter(key),
    hit: async (key) => local.hit(key),
    take: async (key) => {
      const giveBack = local.take(key);
      return giveBack && (async () => giveBack());
    },
    reset: async (key) => local.reset(key),
  };
};
