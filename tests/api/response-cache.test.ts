/**
 * Visitors' public answers kept in memory (http/response-cache.ts, decision 012), on SQLite and PostgreSQL: a
 * repeated visitor read is answered from memory byte for byte, and nobody ever reads an answer older than the
 * last change, whoever made it: an administrator through the API, code of the same process, or another
 * connection (another server, the command line) writing to the same database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, testDialect, type TestApp } from '../setup/test-app.ts';
import { openDatabase, type Db } from '../../src/server/db/database.ts';
import { buildCanoe } from '../../src/server/record-builders/index.ts';

let t: TestApp;
let other: Db;
beforeAll(async () => {
  t = await createTestApp();
  await buildCanoe(t.db, { name: 'Hōkūleʻa' });
  // Another connection to the same data, as another server or the command line would have.
  other =
    t.db.dialect === 'postgres'
      ? openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL!, pgSchema: t.db.schema })
      : openDatabase({ databaseUrl: null, sqliteFile: t.db.location });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const visit = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const total = (response: LightMyRequestResponse) => Number(response.headers['x-total-count']);

/** Reads until a visitor's answer is not from before the change (PostgreSQL's notice comes just after commit). */
async function visitUntil(url: string, done: (response: LightMyRequestResponse) => boolean) {
  const until = Date.now() + 3000;
  for (;;) {
    const response = await visit(url);
    if (done(response) || Date.now() > until) return response;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('Visitors’ public answers kept in memory', () => {
  it('answer a repeated read from memory with the same status, headers and bytes, per encoding', async () => {
    // PostgreSQL's notices of the setup's writes arrive a moment after them; each drops what was kept.
    await visitUntil('/api/canoes', (response) => response.headers['x-cache'] === 'hit');
    for (const encoding of ['', 'gzip', 'br']) {
      const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
      const first = await visit('/api/canoes?limit=24', headers);
      const second = await visit('/api/canoes?limit=24', headers);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBe('miss');
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      // Every header as it was sent the first time, but the trip's own: its date, its request id, X-Cache.
      const own = new Set(['date', 'x-request-id', 'x-cache']);
      const kept = (response: LightMyRequestResponse) =>
        Object.fromEntries(Object.entries(response.headers).filter(([name]) => !own.has(name)));
      expect(kept(second)).toEqual(kept(first));
      for (const name of ['content-type', 'x-total-count', 'cache-control', 'vary', 'referrer-policy']) {
        expect(second.headers[name], name).toBeTruthy();
      }
      expect(second.headers['x-content-type-options']).toBe('nosniff');
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    }
    const traced = await visit('/api/canoes?limit=24', { 'x-request-id': 'trace-42' });
    expect(traced.headers['x-cache']).toBe('hit');
    expect(traced.headers['x-request-id']).toBe('trace-42');
    const plain = await visit('/api/canoes?limit=24');
    expect(plain.json()[0].name).toBe('Hōkūleʻa');
  });

  it('keep a visitor’s searches of every kind, which change nothing', async () => {
    // The search box's texts (decision 025): common, rare, one and two characters, with a filter; a steward.
    for (const query of ['q=h', 'q=ho', 'q=hokulea', 'q=zzz', 'q=hoku&type_id=1', 'owner=kai']) {
      const url = `/api/canoes/search?${query}&limit=24`;
      const first = await visit(url);
      expect(first.statusCode, query).toBe(200);
      const second = await visit(url);
      expect(second.headers['x-cache'], query).toBe('hit');
    }
    // A search in between leaves what was kept before it.
    await visitUntil('/api/canoes?limit=24', (response) => response.headers['x-cache'] === 'hit');
    await visit('/api/canoes/search?q=lea&limit=24');
    expect((await visit('/api/canoes?limit=24')).headers['x-cache']).toBe('hit');
  });

  it('show an administrator’s change to the next visitor at once', async () => {
    const before = await visitUntil(
      '/api/canoes?limit=24',
      (response) => response.headers['x-cache'] === 'hit',
    );
    expect(before.headers['x-cache']).toBe('hit');
    const created = await t.request('admin', {
      method: 'POST',
      url: '/api/canoes',
      payload: { name: 'Kaʻiulani' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = await visit('/api/canoes?limit=24');
    expect(after.headers['x-cache']).toBe('miss');
    expect(total(after)).toBe(total(before) + 1);
    expect(after.json().map((canoe: { name: string }) => canoe.name)).toContain('Kaʻiulani');
  });

  it('show a change written by this process outside a request at once', async () => {
    const before = await visit('/api/canoes?limit=24');
    await visit('/api/canoes?limit=24');
    await buildCanoe(t.db, { name: 'Makaliʻi' });
    const after = await visit('/api/canoes?limit=24');
    expect(total(after)).toBe(total(before) + 1);
  });

  it('show a change committed by another connection to the same database', async () => {
    const before = await visitUntil(
      '/api/canoes?limit=24',
      (response) => response.headers['x-cache'] === 'hit',
    );
    expect(before.headers['x-cache']).toBe('hit');
    await buildCanoe(other, { name: 'Mōʻīkeha' });
    // SQLite sees it on the next read; PostgreSQL when the commit's notice arrives, a moment later.
    const after =
      testDialect() === 'sqlite'
        ? await visit('/api/canoes?limit=24')
        : await visitUntil('/api/canoes?limit=24', (response) => total(response) !== total(before));
    expect(total(after)).toBe(total(before) + 1);
    expect(after.json().map((canoe: { name: string }) => canoe.name)).toContain('Mōʻīkeha');
  });

  it('never answer a signed-in reader, a private read or a read that must not be kept from memory', async () => {
    for (let i = 0; i < 2; i++) {
      const signedIn = await t.request('admin', { method: 'GET', url: '/api/canoes?limit=24' });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['x-cache']).toBeUndefined();
      const featured = await visit('/api/canoes/featured');
      expect(featured.headers['x-cache']).not.toBe('hit');
      const health = await visit('/api/health');
      expect(health.headers['x-cache']).not.toBe('hit');
      const people = await t.request('admin', { method: 'GET', url: '/api/people' });
      expect(people.headers['x-cache']).toBeUndefined();
    }
    const refused = await visit('/api/people');
    expect(refused.statusCode).toBe(401);
    expect((await visit('/api/people')).headers['x-cache']).not.toBe('hit');
  });

  it('keep nothing when RESPONSE_CACHE_MB is 0', async () => {
    const off = await createTestApp({ RESPONSE_CACHE_MB: '0' });
    try {
      await off.app.inject({ method: 'GET', url: '/api/canoes' });
      const again = await off.app.inject({ method: 'GET', url: '/api/canoes' });
      expect(again.statusCode).toBe(200);
      expect(again.headers['x-cache']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
