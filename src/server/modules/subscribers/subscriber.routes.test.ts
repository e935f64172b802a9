import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';

const subscribe = (payload: object, ip = '203.0.113.1') => ({
  method: 'POST' as const,
  url: '/api/subscribers',
  payload,
  remoteAddress: ip,
});

describe('subscribers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBSCRIBE_RATE_LIMIT: '100' });
  });
  afterAll(() => t.close());

  it('subscribes an anonymous visitor with 201 and the spec message', async () => {
    const res = await t.request('anonymous', subscribe({ email: '  Leilani@Example.org ' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: "Mahalo! You're now subscribed." });
    const row = await t.db.kysely.selectFrom('subscribers').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'Leilani@Example.org', email_normalized: 'leilani@example.org' });
  });

  it('answers a repeated address exactly like a new one and keeps one row', async () => {
    const before = await countRows(t.db, 'subscribers');
    const first = await t.request('anonymous', subscribe({ email: 'kai@example.org' }));
    const again = await t.request('anonymous', subscribe({ email: 'KAI@example.org ' }));
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.body).toBe(first.body);
    expect(await countRows(t.db, 'subscribers')).toBe(before + 1);
  });

  it('stores one row when the same address arrives at the same moment', async () => {
    const before = await countRows(t.db, 'subscribers');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.request('anonymous', subscribe({ email: 'same@example.org' }))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await countRows(t.db, 'subscribers')).toBe(before + 1);
  });

  it.each([
    ['no address', {}],
    ['an empty address', { email: '' }],
    ['an address without @', { email: 'not-an-email' }],
    ['an address with spaces', { email: 'a b@example.org' }],
    ['an address of the wrong type', { email: 42 }],
  ])('answers 400 for %s and stores nothing', async (_label, payload) => {
    const before = await countRows(t.db, 'subscribers');
    const res = await t.request('anonymous', subscribe(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Please enter a valid email address');
    expect(await countRows(t.db, 'subscribers')).toBe(before);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const before = await countRows(t.db, 'subscribers');
    const res = await t.request('anonymous', {
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
    expect(await countRows(t.db, 'subscribers')).toBe(before);
  });

  it('lists subscribers, with paging, to the admin group only (as People)', async () => {
    const anon = await t.request('anonymous', { method: 'GET', url: '/api/subscribers' });
    expect(anon.statusCode).toBe(401);
    expect(anon.body).not.toContain('@');
    const user = await t.request('user', { method: 'GET', url: '/api/subscribers' });
    expect(user.statusCode).toBe(403);
    expect(user.body).not.toContain('example.org');
    // An administrator of the records (Canoe-Admins) is not thereby trusted with private addresses.
    const editor = await t.request('editor', { method: 'GET', url: '/api/subscribers?limit=1' });
    expect(editor.statusCode).toBe(403);
    expect(editor.json().message).toBe('Permission denied: the admin group is required');
    expect(editor.body).not.toContain('example.org');

    const res = await t.request('admin', { method: 'GET', url: '/api/subscribers' });
    expect(res.statusCode).toBe(200);
    const total = await countRows(t.db, 'subscribers');
    expect(res.headers['x-total-count']).toBe(String(total));
    const rows = res.json();
    expect(rows).toHaveLength(total);
    expect(rows[0]).toEqual({
      subscriber_id: expect.any(Number),
      email: 'Leilani@Example.org',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const page = await t.request('admin', { method: 'GET', url: '/api/subscribers?limit=1&offset=1' });
    expect(page.json()).toEqual([rows[1]]);
    expect(page.headers['x-total-count']).toBe(String(total));
    const bad = await t.request('admin', { method: 'GET', url: '/api/subscribers?limit=abc' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('subscribe rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SUBSCRIBE_RATE_LIMIT: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After after the limit for one client, and stores nothing more', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.request('anonymous', subscribe({ email: `p${i}@example.org` }, '198.51.100.7'));
      expect(res.statusCode).toBe(201);
    }
    const before = await countRows(t.db, 'subscribers');
    const limited = await t.request('anonymous', subscribe({ email: 'p3@example.org' }, '198.51.100.7'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      error: 'Too Many Requests',
      message: expect.stringContaining('Too many'),
    });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await countRows(t.db, 'subscribers')).toBe(before);

    const otherClient = await t.request('anonymous', subscribe({ email: 'p4@example.org' }, '198.51.100.8'));
    expect(otherClient.statusCode).toBe(201);
  });

  it('is not fooled by a made-up X-Forwarded-For', async () => {
    for (let i = 0; i < 4; i++) {
      await t.request('anonymous', {
        ...subscribe({ email: `x${i}@example.org` }, '192.0.2.50'),
        headers: { 'x-forwarded-for': `198.18.0.${i}` },
      });
    }
    const res = await t.request('anonymous', {
      ...subscribe({ email: 'x9@example.org' }, '192.0.2.50'),
      headers: { 'x-forwarded-for': '198.18.0.200' },
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts invalid attempts too', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await t.request('anonymous', subscribe({ email: 'nope' }, '192.0.2.9'));
      expect(res.statusCode).toBe(400);
    }
    const limited = await t.request('anonymous', subscribe({ email: 'ok@example.org' }, '192.0.2.9'));
    expect(limited.statusCode).toBe(429);
  });
});
