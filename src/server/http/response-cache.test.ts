/** The memory of kept answers (http/response-cache.ts): bounded by bytes, least recently used first out, 60 s at most. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keepable } from '../site/server-render.ts';
import { MAX_AGE_MS, registerResponseCache, ResponseCache } from './response-cache.ts';

const answer = (bytes: number, version = '1') => ({
  version,
  status: 200,
  headers: { 'content-type': 'application/json' },
  body: Buffer.alloc(bytes, 'a'),
});

describe('ResponseCache', () => {
  it('drops the least recently used answers when its memory is full', () => {
    // Room for ten such answers, each counted with its key, headers and entry.
    const one = new ResponseCache(1_000_000, () => '1');
    one.set('a', answer(1000));
    const cache = new ResponseCache(10 * one.size.bytes - 1, () => '1');
    cache.set('a', answer(1000));
    cache.set('b', answer(1000));
    expect(cache.get('a', '1')).not.toBeNull();
    for (const key of ['c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']) cache.set(key, answer(1000));
    expect(cache.get('b', '1')).toBeNull();
    expect(cache.get('a', '1')).not.toBeNull();
    expect(cache.size.bytes).toBeLessThanOrEqual(10 * one.size.bytes);
  });

  it('never keeps one answer larger than an eighth of its memory', () => {
    const cache = new ResponseCache(8_000, () => '1');
    cache.set('big', answer(1_200));
    expect(cache.get('big', '1')).toBeNull();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it('answers only under the version it was kept for, and for at most the public max-age', () => {
    let now = 0;
    const cache = new ResponseCache(
      100_000,
      () => '1',
      () => now,
    );
    cache.set('a', answer(10, '1'));
    expect(cache.get('a', '2')).toBeNull();
    // An answer asked under another version is gone for good.
    expect(cache.get('a', '1')).toBeNull();
    cache.set('a', answer(10, '1'));
    now = MAX_AGE_MS - 1;
    expect(cache.get('a', '1')).not.toBeNull();
    now = MAX_AGE_MS;
    expect(cache.get('a', '1')).toBeNull();
    expect(cache.size).toEqual({ answers: 0, bytes: 0 });
  });

  it('moves its version with each write and with the database’s, and tells none while the database cannot', () => {
    let data: string | null = '5:1';
    const cache = new ResponseCache(1000, () => data);
    const first = cache.version();
    cache.written();
    expect(cache.version()).not.toBe(first);
    const second = cache.version();
    data = '5:2';
    expect(cache.version()).not.toBe(second);
    data = null;
    expect(cache.version()).toBeNull();
  });
});

describe('what may be kept', () => {
  /** Public answers of every kind the cache must tell apart: path, status and headers. */
  const answers: { path: string; status: number; headers: Record<string, string>; kept: boolean }[] = [
    { path: 'plain', status: 200, headers: { 'cache-control': 'public, max-age=60' }, kept: true },
    { path: 'no-rule', status: 200, headers: {}, kept: false },
    { path: 'no-store', status: 200, headers: { 'cache-control': 'no-store' }, kept: false },
    { path: 'private', status: 200, headers: { 'cache-control': 'private, max-age=60' }, kept: false },
    { path: 'no-cache', status: 200, headers: { 'cache-control': 'public, no-cache' }, kept: false },
    { path: 'missing', status: 404, headers: { 'cache-control': 'public, max-age=60' }, kept: false },
    { path: 'made', status: 201, headers: { 'cache-control': 'public, max-age=60' }, kept: false },
    {
      path: 'cookie',
      status: 200,
      headers: { 'cache-control': 'public, max-age=60', 'set-cookie': 'a=1' },
      kept: false,
    },
    {
      path: 'text',
      status: 200,
      headers: { 'cache-control': 'public, max-age=60', 'content-type': 'text/plain' },
      kept: false,
    },
  ];

  it('is the same for the response cache and for the server render of a page', async () => {
    const app = Fastify();
    registerResponseCache(app, {
      cache: new ResponseCache(1024 * 1024, () => 'v1'),
      cookieName: 'koa_session',
    });
    for (const answer of answers) {
      app.get(`/api/${answer.path}`, { config: { access: 'public' } }, async (_request, reply) => {
        reply.status(answer.status).headers(answer.headers);
        return answer.headers['content-type'] ? 'words' : { answer: answer.path };
      });
    }
    try {
      for (const answer of answers) {
        const url = `/api/${answer.path}`;
        const first = await app.inject({ method: 'GET', url });
        const second = await app.inject({ method: 'GET', url });
        const keptByCache = second.headers['x-cache'] === 'hit';
        expect({ path: answer.path, keptByCache }).toEqual({ path: answer.path, keptByCache: answer.kept });
        // The render is made from the first answer (a miss) or a later one (a hit): both count as the cache does.
        expect({ path: answer.path, render: keepable(first) }).toEqual({
          path: answer.path,
          render: keptByCache,
        });
        expect({ path: answer.path, render: keepable(second) }).toEqual({
          path: answer.path,
          render: keptByCache,
        });
      }
    } finally {
      await app.close();
    }
  });
});
