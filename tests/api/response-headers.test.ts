/**
 * Protective headers of every API answer, generated from the routes the app registers: `nosniff`, a referrer
 * policy, and a Cache-Control by the route's access level, so a shared cache never keeps private contacts or
 * one user's answer, and a signed-in administrator never reads a stale copy of what they just saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { buildOneOfEach } from '../setup/records.ts';
import { smallPngBase64 } from '../setup/images.ts';

/** Public reads whose answer depends on who asks: never cached, and marked as varying by caller. */
const PER_USER = ['GET /api/auth/me', 'GET /api/auth/oidc/start', 'GET /api/auth/oidc/callback'];
/** Public reads that must never be cached for their own reasons: health, the featured canoes (a random pick), challenges. */
const OWN_NO_STORE = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/canoes/featured',
  // A new challenge for each form: a kept one would let every visitor share one proof of work.
  'GET /api/submissions/challenge',
];

const PUBLIC_CACHE = 'public, max-age=60';
const SIGNED_IN_CACHE = 'private, no-cache';

let t: TestApp;
let sessionCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await buildOneOfEach(t.db);
  // An image behind every image route: a steward's logo and maker's picture (public), a person's (private).
  const image = { file_name: 'a.png', mime_type: 'image/png', data: await smallPngBase64() };
  for (const url of ['/api/owners/1/logo', '/api/makers/1/picture', '/api/people/1/picture']) {
    const res = await t.request('admin', { method: 'POST', url, payload: image });
    expect(res.statusCode, res.body).toBe(201);
  }
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.org', password: 'admin-password-1' },
  });
  expect(login.statusCode).toBe(200);
  expect(login.headers['cache-control']).toBe('no-store');
  sessionCookie = String(login.headers['set-cookie']).split(';')[0];
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url.replace(/:[A-Za-z_]+/g, ':p')}`;
const varies = (header: unknown) =>
  String(header ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase());

type Caller = 'anonymous' | 'token' | 'cookie';

describe('API answers', () => {
  const routes = () => t.app.routeTable.filter((route) => route.url.startsWith('/api'));
  const answered = { publicReads: 0, privateReads: 0 };

  it('name the per-user public reads this test knows', () => {
    const registered = new Set(routes().map((route) => key(route.method, route.url)));
    for (const route of [...PER_USER, ...OWN_NO_STORE]) expect(registered).toContain(route);
  });

  it('carry nosniff, no referrer, and a cache rule by access level, on every route', async () => {
    for (const route of routes()) {
      const name = key(route.method, route.url);
      const read = route.method === 'GET';
      // Reads reach record 1 of every kind; writes an id nobody has, with an empty body, so nothing changes.
      const url = route.url.replace(/:[A-Za-z_]+/g, read ? '1' : '999999');
      const payload = read || route.method === 'DELETE' ? undefined : {};
      // Writes are not sent with the session cookie: signing out would end it.
      const callers: Caller[] = read ? ['anonymous', 'token', 'cookie'] : ['anonymous', 'token'];
      for (const as of callers) {
        const headers: Record<string, string> = {};
        if (as === 'token') headers.authorization = `Bearer ${t.tokens.admin}`;
        if (as === 'cookie') Object.assign(headers, { cookie: sessionCookie, 'x-requested-with': 'fetch' });
        const res = await t.app.inject({ method: route.method as 'GET', url, payload, headers });
        const label = `${name} (${as}, ${res.statusCode})`;
        expect(res.headers['x-content-type-options'], label).toBe('nosniff');
        expect(res.headers['referrer-policy'], label).toBe('no-referrer');

        const cache = res.headers['cache-control'];
        // Images and recordings (decision 035) keep their own caching by ETag.
        const image = /^(image|audio|video)\//.test(String(res.headers['content-type']));
        if (res.statusCode >= 400 || route.method !== 'GET') {
          expect(cache, label).toBe('no-store');
        } else if (route.access !== 'public') {
          answered.privateReads++;
          // People pictures keep their (versioned) caching, in the browser only.
          if (image) expect(cache, label).toMatch(/^private, max-age=/);
          else expect(cache, label).toBe('no-store');
        } else if (PER_USER.includes(name)) {
          expect(cache, label).toBe('no-store');
          expect(varies(res.headers.vary), label).toEqual(
            expect.arrayContaining(['cookie', 'authorization']),
          );
        } else if (OWN_NO_STORE.includes(name)) {
          expect(cache, label).toBe('no-store');
        } else if (image) {
          // Photos, logos, pictures and recordings: their own ETag caching (a year for a versioned image URL).
          expect(cache, label).toBe('public, max-age=300, must-revalidate');
        } else {
          if (as === 'anonymous') answered.publicReads++;
          expect(cache, label).toBe(as === 'anonymous' ? PUBLIC_CACHE : SIGNED_IN_CACHE);
          expect(varies(res.headers.vary), label).toEqual(
            expect.arrayContaining(['cookie', 'authorization']),
          );
        }
      }
    }
    // The rules above were exercised on real answers, not only on refusals.
    expect(answered.publicReads).toBeGreaterThanOrEqual(12);
    expect(answered.privateReads).toBeGreaterThanOrEqual(5);
  });

  it('keep a versioned image URL cached for a year', async () => {
    const [photo] = (await t.app.inject({ method: 'GET', url: '/api/canoes/1/media' })).json() as {
      url: string;
    }[];
    const res = await t.app.inject({ method: 'GET', url: photo.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('let an administrator read what they just saved, never a cached copy', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/canoes/1' });
    expect(before.headers['cache-control']).toBe(PUBLIC_CACHE);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/canoes/1',
      headers: { cookie: sessionCookie, 'x-requested-with': 'fetch' },
      payload: { origin: 'Kona' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('no-store');
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/canoes/1',
      headers: { cookie: sessionCookie },
    });
    expect(after.headers['cache-control']).toBe(SIGNED_IN_CACHE);
    expect(after.json().origin).toBe('Kona');
  });

  it('never let a shared cache keep private contacts', async () => {
    const people = await t.request('admin', { method: 'GET', url: '/api/people' });
    expect(people.statusCode).toBe(200);
    expect(people.body).toContain('mahina@example.org');
    expect(people.headers['cache-control']).toBe('no-store');
  });
});

describe('site answers', () => {
  it.each(['/robots.txt', '/sitemap.xml', '/og-image.png', '/no-such-page'])(
    '%s carries nosniff and a referrer policy',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});
