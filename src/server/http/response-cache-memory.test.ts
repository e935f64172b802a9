/**
 * The response cache holds to its setting in real memory, not only in its own count: filled with answers of the
 * sizes the API sends (a canoe 1.7 KB, a page of search results 3–27 KB compressed or not, small lists), made as
 * the server makes them (`Buffer.from` a JSON string, amid other small buffers), the memory it keeps alive after a
 * full garbage collection stays within what it was given.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache.ts';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

/**
 * Live memory: what is still reachable once garbage is collected. Buffers' memory is given back by a sweeper after
 * the collection, so it collects again a moment later.
 */
async function liveBytes() {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 300));
  gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

const MB = 1024 * 1024;
const headersOf = (body: Buffer, i: number): Record<string, string> => ({
  'content-type': 'application/json; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  vary: 'Cookie, Authorization, Accept-Encoding',
  'cache-control': 'public, max-age=60',
  'content-length': String(body.length),
  'x-total-count': String(i % 1000),
});

describe('the response cache in memory', () => {
  for (const bodyBytes of [300, 1_700, 3_300, 27_000]) {
    it(`keeps answers of ${bodyBytes.toLocaleString('en-US')} bytes within its setting`, async () => {
      const setting = 8 * MB;
      let cache: ResponseCache | null = new ResponseCache(setting, () => '1');
      let litter: Buffer[] = [];
      for (let i = 0; cache.size.bytes < setting - 64 * 1024 || i < 100; i++) {
        const body = Buffer.from(JSON.stringify({ id: i, name: 'ʻa'.repeat((bodyBytes - 24) / 3) }));
        // Other small buffers made meanwhile share the same 8 KB blocks, and are garbage a moment later.
        litter.push(Buffer.from(`request ${i}`));
        if (litter.length > 50) litter = [];
        cache.set(`gzip, deflate, br\n/api/canoes/search?q=kai${i}&limit=24`, {
          version: '1',
          status: 200,
          headers: headersOf(body, i),
          body,
        });
      }
      litter = [];
      expect(cache.size.bytes).toBeLessThanOrEqual(setting);
      // What the cache holds: the live memory with it, less the live memory once it is let go.
      const withCache = await liveBytes();
      // The cache is read after that measurement, so it is alive during it: a variable only written after an
      // `await` may be dropped from an optimized function's saved state, and the cache collected while measured
      // (held −4 KB, on a busy machine).
      expect(cache.size.answers).toBeGreaterThan(100);
      cache = null;
      const held = withCache - (await liveBytes());
      expect(held).toBeLessThanOrEqual(setting * 1.05);
      // And the count is not far above what is held either: the cache uses what it was given.
      expect(held).toBeGreaterThanOrEqual(setting * 0.7);
    });
  }
});
