/** The interface's languages in its addresses (decision 026): `/haw/…` pages, the switch, hreflang, the sitemap. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { buildCanoe } from '../record-builders/index.ts';
import { makeWebDir, readHead } from './site-test-support.ts';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;
let canoeId: number;
const BASE = 'http://localhost:80';

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir });
  canoeId = (await buildCanoe(t.db, { names: [{ name: 'Hōkūleʻa' }] })).id;
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)" \/>/g)].map((m) => [
      m[1],
      m[2],
    ]),
  );

describe('a page in ʻŌlelo Hawaiʻi', () => {
  it('answers under /haw in its language, with its translations and its canonical address', async () => {
    const res = await get(`/haw/canoes/${canoeId}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="haw">');
    const head = readHead(res.body);
    expect(head.canonical).toBe(`${BASE}/haw/canoes/${canoeId}`);
    expect(head.title).toContain('Hōkūleʻa');
    const config = head.siteConfig as { language: string; messages: Record<string, unknown> };
    expect(config.language).toBe('haw');
    // The shipped drafts, compiled for the page.
    expect(config.messages['shell.navCanoes']).toEqual(['Waʻa']);
  });

  it('names the page in every language (hreflang), English the default', async () => {
    for (const url of [`/canoes/${canoeId}`, `/haw/canoes/${canoeId}`]) {
      expect(alternates((await get(url)).body)).toEqual({
        en: `${BASE}/canoes/${canoeId}`,
        haw: `${BASE}/haw/canoes/${canoeId}`,
        'x-default': `${BASE}/canoes/${canoeId}`,
      });
    }
    expect(alternates((await get('/haw')).body).en).toBe(`${BASE}/`);
  });

  it('answers an English page in English, carrying no translations, with how far the Hawaiian is', async () => {
    const res = await get('/canoes');
    expect(res.body).toContain('<html lang="en">');
    const config = readHead(res.body).siteConfig as {
      language: string;
      messages?: unknown;
      translated: { reviewed: number; total: number };
    };
    expect(config.language).toBe('en');
    expect(config.messages).toBeUndefined();
    expect(config.translated.total).toBeGreaterThan(40);
    expect(config.translated.reviewed).toBeLessThanOrEqual(config.translated.total);
  });

  it('answers a missing page with 404 in either language', async () => {
    expect((await get('/haw/no-such-page')).statusCode).toBe(404);
    expect((await get('/haw/canoes/999999')).statusCode).toBe(404);
  });
});

describe('the language switch', () => {
  it('remembers the choice for a year and goes to the same page in that language', async () => {
    const res = await get(`/language/haw?return=${encodeURIComponent('/canoes?q=ka')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/haw/canoes?q=ka');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^lang=haw;/);
    expect(cookie).toContain('Max-Age=31536000');
    const back = await get(`/language/en?return=${encodeURIComponent('/haw/canoes?q=ka')}`);
    expect(back.headers.location).toBe('/canoes?q=ka');
    expect(String(back.headers['set-cookie'])).toMatch(/^lang=en;/);
  });

  it('never sends anyone to another site', async () => {
    for (const away of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await get(`/language/haw?return=${encodeURIComponent(away)}`);
      expect(res.headers.location, away).toBe('/haw');
    }
    expect((await get('/language/fr')).statusCode).toBe(404);
  });

  it('answers an English address in Hawaiian for someone who chose it, and only for them', async () => {
    const chosen = await get(`/canoes/${canoeId}?tab=names`, { cookie: 'lang=haw' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe(`/haw/canoes/${canoeId}?tab=names`);
    expect(chosen.headers.vary).toMatch(/Cookie/);
    const english = await get(`/canoes/${canoeId}`, { cookie: 'lang=en' });
    expect(english.statusCode).toBe(200);
    expect(english.headers.vary).toMatch(/Cookie/);
    expect((await get(`/canoes/${canoeId}`)).statusCode).toBe(200);
    // A Hawaiian address stays Hawaiian whatever was chosen.
    expect((await get(`/haw/canoes/${canoeId}`, { cookie: 'lang=en' })).statusCode).toBe(200);
  });
});

describe('the sitemap', () => {
  it('lists each page in both languages, each naming the other', async () => {
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${BASE}/canoes/${canoeId}</loc>`);
    expect(xml).toContain(`<loc>${BASE}/haw/canoes/${canoeId}</loc>`);
    expect(xml).toContain(`<loc>${BASE}/haw</loc>`);
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="haw" href="${BASE}/haw/canoes/${canoeId}"/>`,
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe('the pseudo-language (PSEUDO_TRANSLATION)', () => {
  const messagesOf = (html: string) =>
    (readHead(html).siteConfig as { messages?: Record<string, unknown> }).messages ?? {};

  it('is never shown where the setting is off, whatever the cookie says', async () => {
    const res = await get(`/haw/canoes/${canoeId}`, { cookie: 'pseudo=1' });
    expect(messagesOf(res.body)['shell.navCanoes']).toEqual(['Waʻa']);
    expect(res.body).not.toContain('⟦');
  });

  it('gives every message in it to a page outside English asked with the cookie, and to no other', async () => {
    const pseudoWeb = makeWebDir();
    const pseudoApp = await createTestApp({ WEB_DIR: pseudoWeb.webDir, PSEUDO_TRANSLATION: 'on' });
    try {
      const ask = (url: string, cookie?: string) =>
        pseudoApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      const pseudo = await ask('/haw/canoes', 'pseudo=1');
      expect(pseudo.statusCode).toBe(200);
      const messages = messagesOf(pseudo.body);
      expect(messages['shell.navCanoes']).toEqual(['⟦', 'Ćáñóéś', '~~⟧']);
      expect(Object.keys(messages).length).toBeGreaterThan(500);
      // Without the cookie, and on English pages, the site is as it always is.
      expect(messagesOf((await ask('/haw/canoes')).body)['shell.navCanoes']).toEqual(['Waʻa']);
      expect((await ask('/canoes', 'pseudo=1')).body).not.toContain('⟦');
    } finally {
      await pseudoApp.close();
      pseudoWeb.remove();
    }
  });
});
