/** robots.txt, sitemap.xml (whole and split into an index), the default preview image and PUBLIC_URL. */
import { pathInLanguage } from '../../shared/i18n/languages.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { buildCanoe, buildMaker, buildOwner, buildPlace, buildRace } from '../record-builders/index.ts';
import { ISLANDS } from '../../shared/islands.ts';
import { registerErrorHandling } from '../http/errors.ts';
import { PAGES } from '../../shared/paths.ts';
import { siteRoutes } from './site.routes.ts';
import { planSitemap, sitemapIndexXml, urlsetXml } from './sitemap.ts';
import { ROBOTS_ALLOW, ROBOTS_DISALLOW } from './robots-txt.ts';
import { makeWebDir, readHead } from './site-test-support.ts';

let t: TestApp;
const BASE = 'http://localhost:80';
const records: string[] = [];
// Each island's page once per island (decision 030).
const STATIC_PATHS = Object.values(PAGES)
  .filter((page) => page.public && !page.record)
  .flatMap((page) =>
    page.pattern.includes(':island')
      ? ISLANDS.map((island) => page.pattern.replace(':island', island))
      : [page.pattern],
  );

beforeAll(async () => {
  t = await createTestApp();
  const canoes = [];
  for (let i = 0; i < 9; i++) canoes.push(await buildCanoe(t.db, { name: `Waʻa ${i}` }));
  // Gaps in the ids, so reading on from an id is not reading on from a position.
  for (const gone of [canoes[1], canoes[4], canoes[5]]) {
    await t.db.kysely.deleteFrom('canoes').where('canoe_id', '=', gone.id).execute();
  }
  for (const canoe of canoes.filter((_, i) => ![1, 4, 5].includes(i))) records.push(`/canoes/${canoe.id}`);
  for (let i = 0; i < 3; i++) records.push(`/owners/${(await buildOwner(t.db)).id}`);
  for (let i = 0; i < 2; i++) records.push(`/makers/${(await buildMaker(t.db)).id}`);
  for (let i = 0; i < 4; i++) records.push(`/races/${(await buildRace(t.db)).id}`);
  for (let i = 0; i < 2; i++) records.push(`/places/${(await buildPlace(t.db)).id}`);
});
afterAll(() => t.close());

const inBothLanguages = (paths: string[]) =>
  paths.flatMap((path) => [BASE + path, BASE + pathInLanguage(path, 'haw')]);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

/** How a crawler reads robots.txt: the longest matching rule wins, Allow on a tie. */
function robotsAllows(path: string): boolean {
  const matches = (rule: string) =>
    new RegExp(`^${rule.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(path);
  const longest = (rules: string[]) => Math.max(-1, ...rules.filter(matches).map((rule) => rule.length));
  return longest(ROBOTS_ALLOW) >= longest(ROBOTS_DISALLOW);
}

describe('robots.txt', () => {
  it('lists the rules and the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const line of [
      'Allow: /',
      'Allow: /api/*/image',
      'Allow: /api/owners/*/logo',
      'Allow: /api/makers/*/picture',
      'Disallow: /api/',
      'Disallow: /login',
      'Disallow: /register',
      'Disallow: /forgot-password',
      'Disallow: /people',
      'Disallow: /*/new',
      'Disallow: /*/edit',
      'Disallow: /canoes/*/names/add',
      'Disallow: /canoes/*/owners/add',
      'Disallow: /places/origins',
      `Sitemap: ${BASE}/sitemap.xml`,
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('keeps crawlers on the public pages and the preview images, and off everything else', () => {
    for (const [key, page] of Object.entries(PAGES)) {
      const path = page.pattern.replace(/:id/g, '7');
      expect(robotsAllows(path), key).toBe(page.public);
      // The same page in ʻŌlelo Hawaiʻi (decision 026).
      expect(robotsAllows(pathInLanguage(path, 'haw')), `haw ${key}`).toBe(page.public);
    }
    expect(robotsAllows('/language/haw')).toBe(false);
    expect(robotsAllows('/api/canoes/7/media/3/image?v=abc')).toBe(true);
    expect(robotsAllows('/api/owners/7/logo?v=abc')).toBe(true);
    expect(robotsAllows('/api/makers/7/picture?v=abc')).toBe(true);
    expect(robotsAllows('/api/people/7/picture')).toBe(false);
    expect(robotsAllows('/api/canoes')).toBe(false);
  });
});

describe('sitemap.xml', () => {
  it('lists every public page and every record, with the date of its last change', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    // Each page in English and in ʻŌlelo Hawaiʻi (decision 026).
    expect(locs(res.body)).toEqual(inBothLanguages([...STATIC_PATHS, ...records]));
    expect(locs(res.body)).not.toContain(`${BASE}/login`);

    const canoe =
      /<url><loc>[^<]*\/canoes\/\d+<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><xhtml:link /.exec(res.body);
    expect(canoe?.[1]).toBe(new Date().toISOString().slice(0, 10));
    expect(res.body).toMatch(/<url><loc>[^<]*\/races\/\d+<\/loc><xhtml:link /);
  });

  it('answers HEAD without reading the registry', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('escapes URLs for XML', async () => {
    const base = 'https://koa.example.org/a&b';
    const plan = await planSitemap(t.db);
    let xml = '';
    for await (const chunk of urlsetXml(t.db, base, plan, 1)) xml += chunk;
    expect(xml).toContain('<loc>https://koa.example.org/a&amp;b/canoes</loc>');
    expect(xml).not.toContain('a&b');
    expect(sitemapIndexXml(base, { ...plan, files: 2 })).toContain(
      '<loc>https://koa.example.org/a&amp;b/sitemap-2.xml</loc>',
    );
  });
});

describe('a sitemap past the limit of one file', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    small = Fastify({ logger: false });
    registerErrorHandling(small, { maxImageBytes: 1 });
    await small.register(siteRoutes, {
      config: t.config,
      db: t.db,
      sitemap: { urlsPerFile: 7, rowsPerQuery: 3 },
    });
    await small.ready();
  });
  afterAll(() => small.close());

  it('becomes an index of files of at most the limit, which together list every URL once', async () => {
    const expected = inBothLanguages([...STATIC_PATHS, ...records]);
    // A page's two addresses stay in one file: 3 pages (6 URLs) a file under a limit of 7.
    const perFile = 6;
    const files = Math.ceil(expected.length / perFile);
    const index = await small.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(index.body)).toEqual(Array.from({ length: files }, (_, i) => `${BASE}/sitemap-${i + 1}.xml`));

    const listed: string[] = [];
    for (let file = 1; file <= files; file++) {
      const res = await small.inject({ method: 'GET', url: `/sitemap-${file}.xml` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<urlset');
      const urls = locs(res.body);
      expect(urls.length).toBe(file < files ? perFile : expected.length - perFile * (files - 1));
      listed.push(...urls);
    }
    expect(listed).toEqual(expected);
  });

  it('answers 404 for a file the index does not list', async () => {
    for (const url of ['/sitemap-0.xml', '/sitemap-99.xml', '/sitemap-abc.xml', '/sitemap-01.xml']) {
      expect((await small.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('the default preview image', () => {
  it('is a 1200×630 PNG, cached for a day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/og-image.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    const again = await t.app.inject({ method: 'GET', url: '/og-image.png' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

describe('absolute URLs', () => {
  let web: ReturnType<typeof makeWebDir>;
  let configured: TestApp;
  let proxied: TestApp;
  const form = 'https://forms.example.org/canoe?next=</script><script>alert(1)</script>';
  beforeAll(async () => {
    web = makeWebDir();
    configured = await createTestApp({
      WEB_DIR: web.webDir,
      PUBLIC_URL: 'https://koa.example.org/',
      REGISTER_FORM_URL: form,
      CONTACT_EMAIL: 'aloha@koa.example.org',
    });
    proxied = await createTestApp({
      WEB_DIR: web.webDir,
      TRUST_PROXY: 'on',
      ALLOWED_HOSTS: 'registry.example.net',
    });
  });
  afterAll(async () => {
    await configured.close();
    await proxied.close();
    web.remove();
  });

  it('use PUBLIC_URL whatever the request says', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    const page = await configured.app.inject({ method: 'GET', url: '/about', headers });
    const head = readHead(page.body);
    expect(head.canonical).toBe('https://koa.example.org/about');
    expect(head.meta['og:url']).toBe('https://koa.example.org/about');
    expect(head.meta['og:image']).toBe('https://koa.example.org/og-image.png');
    const robots = await configured.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(robots.body).toContain('Sitemap: https://koa.example.org/sitemap.xml');
    const sitemap = await configured.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
    expect(locs(sitemap.body)[0]).toBe('https://koa.example.org/');
    expect(sitemap.body).not.toContain('evil');
  });

  it('write the configured settings as JSON no URL can break out of', async () => {
    const page = await configured.app.inject({ method: 'GET', url: '/about' });
    expect(page.body).not.toContain('</script><script>alert(1)');
    expect(readHead(page.body).siteConfig).toEqual({
      registerFormUrl: form,
      contactEmail: 'aloha@koa.example.org',
      maxImageMb: 2,
      maxRecordingMb: 200,
      maxSharedRecordingMb: 50,
      timeZone: 'Pacific/Honolulu',
      siteUrl: 'https://koa.example.org',
      language: 'en',
      translated: { reviewed: 0, total: ALL_MESSAGES.length },
      noEmail: true,
    });
  });

  it('follow a trusted proxy’s scheme and host, and never an untrusted one’s', async () => {
    const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'registry.example.net' };
    const behind = await proxied.app.inject({ method: 'GET', url: '/canoes', headers });
    expect(readHead(behind.body).canonical).toBe('https://registry.example.net/canoes');
    const forged = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };
    const elsewhere = await proxied.app.inject({ method: 'GET', url: '/canoes', headers: forged });
    expect(readHead(elsewhere.body).canonical).toBe('https://localhost/canoes');
    const direct = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
    expect(direct.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    const odd = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'a"b<c>' } });
    expect(odd.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
