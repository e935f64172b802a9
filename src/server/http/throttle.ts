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
  return {
    /** Milliseconds until `key` may try again; 0 when it may now. */
    retryAfter(key: string, now = Date.now()): number {
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) return 0;
      return entry.count >= limit ? entry.resetAt - now : 0;
    },
    hit(key: string, now = Date.now()) {
      sweep(now);
      const entry = hits.get(key);
      if (!entry || entry.resetAt <= now) hits.set(key, { count: 1, resetAt: now + windowMs });
      else entry.count += 1;
    },
    reset(key: string) {
      hits.delete(key);
    },
  };
}
