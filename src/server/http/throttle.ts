/**
 * A small in-memory fixed-window counter per key (sign-in attempts, subscriptions).
 * One process serves the registry, so memory is enough; entries expire with their window.
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
