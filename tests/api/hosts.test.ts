/**
 * Host header poisoning: without PUBLIC_URL the request's host writes the canonical link, the preview image URL
 * and the sitemap (cached for an hour). Production answers only the hosts of ALLOWED_HOSTS and PUBLIC_URL (400
 * for any other); development also answers localhost and 127.0.0.1, and never writes an untrusted host into a link.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { buildCanoe } from '../../src/server/record-builders/index.ts';
import { makeWebDir, readHead } from '../../src/server/site/site-test-support.ts';
import { UNKNOWN_HOST } from '../../src/server/http/hosts.ts';
import { ConfigError, loadConfig } from '../../src/server/config.ts';

const web = makeWebDir();
afterAll(() => web.remove());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** Every address the site wrote for this request: canonical, og:url, og:image, sitemap and robots.txt. */
async function linksFor(t: TestApp, headers: Record<string, string>) {
  const page = await t.app.inject({ method: 'GET', url: '/canoes/1', headers });
  const head = readHead(page.body);
  const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
  const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
  return {
    statuses: [page.statusCode, sitemap.statusCode, robots.statusCode],
    links: [
      head.canonical,
      head.meta['og:url'],
      head.meta['og:image'],
      ...locs(sitemap.body),
      /Sitemap: (\S+)/.exec(robots.body)?.[1],
    ],
  };
}

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      WEB_DIR: web.webDir,
      ALLOWED_HOSTS: 'koa.example.org, registry.example.org:8443',
      TRUST_PROXY: '127.0.0.1',
    });
    await buildCanoe(t.db, { name: 'Hōkūleʻa' });
  });
  afterAll(() => t.close());

  it('answers an allowed host (any port when none is listed) and links to it', async () => {
    for (const host of ['koa.example.org', 'KOA.example.org:8080', 'registry.example.org:8443']) {
      const { statuses, links } = await linksFor(t, { host });
      expect(statuses).toEqual([200, 200, 200]);
      const origin = `http://${host.toLowerCase()}`;
      expect(links.length).toBeGreaterThan(5);
      for (const link of links) expect(link?.startsWith(`${origin}/`), `${link} from ${origin}`).toBe(true);
    }
  });

  it.each([
    ['another host', { host: 'evil.example' }],
    ['an allowed name on a port not listed', { host: 'registry.example.org:9000' }],
    ['an address', { host: '203.0.113.7' }],
    [
      'a forged forwarded host from a trusted proxy',
      { host: 'koa.example.org', 'x-forwarded-host': 'evil.example' },
    ],
    ['a malformed host', { host: 'koa.example.org"><script>' }],
    ['localhost', { host: 'localhost:3000' }],
  ])('answers 400 to %s, on pages, the sitemap and the API', async (_name, headers) => {
    for (const url of ['/canoes/1', '/sitemap.xml', '/robots.txt', '/api/canoes', '/api/auth/me']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({
        error: 'Bad Request',
        message: UNKNOWN_HOST,
        request_id: res.headers['x-request-id'],
      });
      expect(res.body).not.toContain('evil');
    }
    // A sign-in attempt is refused before anything is checked or written.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers,
      payload: { email: 'admin@example.org', password: 'admin-password-1' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.headers['set-cookie']).toBeUndefined();
  });

  it('answers health checks by address (load balancers), which carry no link', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: '10.0.3.17:3000' } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it('trusts the host of PUBLIC_URL when ALLOWED_HOSTS is not set', async () => {
    const site = await createTestApp({
      NODE_ENV: 'production',
      WEB_DIR: web.webDir,
      PUBLIC_URL: 'https://koa.example.org',
    });
    try {
      const ok = await site.app.inject({
        method: 'GET',
        url: '/about',
        headers: { host: 'koa.example.org' },
      });
      expect(ok.statusCode).toBe(200);
      const evil = await site.app.inject({ method: 'GET', url: '/about', headers: { host: 'evil.example' } });
      expect(evil.statusCode).toBe(400);
    } finally {
      await site.close();
    }
  });

  it('refuses to start with neither PUBLIC_URL nor ALLOWED_HOSTS', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL or ALLOWED_HOSTS must be set/);
    expect(() => loadConfig({ NODE_ENV: 'production', ALLOWED_HOSTS: 'koa.example.org/x' })).toThrow(
      /ALLOWED_HOSTS must be host names/,
    );
  });
});

describe('in development', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIR: web.webDir });
    await buildCanoe(t.db, { name: 'Hōkūleʻa' });
  });
  afterAll(() => t.close());

  it('answers localhost and 127.0.0.1 on any port, and links to them', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:5173', 'localhost', '[::1]:3000']) {
      const { statuses, links } = await linksFor(t, { host });
      expect(statuses).toEqual([200, 200, 200]);
      for (const link of links) expect(link?.startsWith(`http://${host}/`), link).toBe(true);
    }
  });

  it('never writes an untrusted host into the canonical link, preview image, sitemap or robots.txt', async () => {
    const forged: Record<string, string>[] = [
      { host: 'evil.example' },
      { host: 'evil.example:3000' },
      { host: 'localhost', 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of forged) {
      const { statuses, links } = await linksFor(t, headers);
      expect(statuses).toEqual([200, 200, 200]);
      for (const link of links) {
        expect(link).not.toContain('evil');
        expect(link?.startsWith('http://localhost/'), link).toBe(true);
      }
    }
  });
});
