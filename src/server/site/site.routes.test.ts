/** The web app's pages: status (200 or 404), the head written for each page and the headers of HTML. */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import {
  buildCanoe,
  buildMaker,
  buildOwner,
  buildPhoto,
  buildPicture,
  buildRace,
} from '../record-builders/index.ts';
import { makeWebDir, readHead } from './site-test-support.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;
const BASE = 'http://localhost:80';
let canoeId: number;
let photoId: number;

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir });
  const steward = await buildOwner(t.db, { name: 'Kai Lani Canoe Club' });
  const canoe = await buildCanoe(t.db, {
    names: [
      { name: 'Old Name', start_date: '1995-01-01', end_date: '2001-01-01' },
      { name: 'Hōkūleʻa', start_date: '2001-01-01' },
    ],
    typeId: 1,
    buildYear: 1995,
    origin: 'Lāʻie, Oʻahu',
    ownerships: [{ ownerId: steward.id, start_date: '2001-01-01' }],
  });
  canoeId = canoe.id;
  photoId = (await buildPhoto(t.db, { canoeId })).id;
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('page paths', () => {
  it('answers the home page with the app, its head and the security headers', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'none'; " +
        "form-action 'self'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.body).toContain(
      '<div id="root"></div><script type="module" src="/assets/index-abc.js"></script>',
    );

    const head = readHead(res.body);
    expect(head.titles).toEqual(['Koa Canoe Registry']);
    expect(head.canonical).toBe(`${BASE}/`);
    expect(head.meta).toMatchObject({
      description: expect.stringContaining('historic hand-carved koa canoes of Hawaiʻi'),
      'og:site_name': 'Koa Canoe Registry',
      'og:type': 'website',
      'og:title': 'Koa Canoe Registry',
      'og:url': `${BASE}/`,
      'og:image': `${BASE}/og-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(head.meta.robots).toBeUndefined();
  });

  it('gives each page its own title and description, and one canonical address', async () => {
    const head = readHead((await get('/canoes/?q=koa')).body);
    expect(head.title).toBe('Canoe Registry · Koa Canoe Registry');
    expect(head.meta.description).toMatch(/^Search the registry of historic koa canoes/);
    expect(head.canonical).toBe(`${BASE}/canoes`);
  });

  it('answers 404 with the app for a path no page has, and asks crawlers not to index it', async () => {
    for (const url of ['/nope', '/canoes/abc', '/canoes/1/unknown', '/index.html', '/missing.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      const head = readHead(res.body);
      expect(head.title).toBe('Page Not Found · Koa Canoe Registry');
      expect(head.meta.robots).toBe('noindex');
      expect(head.canonical).toBeUndefined();
    }
  });

  it('answers 404 for a record page whose record does not exist', async () => {
    const cases = [
      ['/canoes/999999', 'Canoe Not Found'],
      ['/canoes/999999/edit', 'Canoe Not Found'],
      ['/owners/999999', 'Owner Not Found'],
      ['/makers/999999', 'Maker Not Found'],
      ['/races/999999', 'Race Not Found'],
    ];
    for (const [url, title] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(readHead(res.body).title).toBe(`${title} · Koa Canoe Registry`);
    }
  });

  it('answers private pages, which crawlers are asked not to index', async () => {
    for (const [url, title] of [
      ['/login', 'Sign In'],
      ['/canoes/new', 'Add New Canoe'],
      [`/canoes/${canoeId}/edit`, 'Edit Canoe'],
      ['/people', 'People'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const head = readHead(res.body);
      expect(head.title).toBe(`${title} · Koa Canoe Registry`);
      expect(head.meta.robots).toBe('noindex');
    }
  });

  it('answers HEAD like GET without the body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/canoes/${canoeId}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(Number(res.headers['content-length'])).toBeGreaterThan(500);
    expect(res.body).toBe('');
    expect((await t.app.inject({ method: 'HEAD', url: '/canoes/999999' })).statusCode).toBe(404);
  });
});

describe('record pages', () => {
  it('describe a canoe by its current name, with its first photo as the preview', async () => {
    const res = await get(`/canoes/${canoeId}?tab=photos`);
    expect(res.statusCode).toBe(200);
    const head = readHead(res.body);
    expect(head.title).toBe('Hōkūleʻa · Koa Canoe Registry');
    expect(head.meta['og:title']).toBe('Hōkūleʻa');
    expect(head.meta.description).toBe(
      'Hōkūleʻa, a racing canoe built in 1995 in Lāʻie, Oʻahu. Steward: Kai Lani Canoe Club.',
    );
    expect(head.meta['og:description']).toBe(head.meta.description);
    expect(head.canonical).toBe(`${BASE}/canoes/${canoeId}`);
    expect(head.meta['og:url']).toBe(`${BASE}/canoes/${canoeId}`);

    const image = head.meta['og:image'];
    expect(image).toMatch(new RegExp(`^${BASE}/api/canoes/${canoeId}/media/${photoId}/image\\?v=`));
    expect(head.meta['og:image:width']).toBeUndefined();
    const fetched = await get(image.slice(BASE.length));
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers['content-type']).toBe('image/webp');
    expect((await sharp(fetched.rawPayload).metadata()).format).toBe('webp');
  });

  it('title the share page by what is shared and the canoe it is about', async () => {
    const title = async (url: string) => readHead((await get(url)).body).title;
    expect(await title('/share')).toBe('Share a Story or Photos · Koa Canoe Registry');
    expect(await title(`/share?canoe=${canoeId}&kind=story`)).toBe(
      'Share a Story or Photos · Hōkūleʻa · Koa Canoe Registry',
    );
    expect(await title(`/share?canoe=${canoeId}&kind=correction`)).toBe(
      'Suggest a Correction · Hōkūleʻa · Koa Canoe Registry',
    );
    expect(await title('/share?kind=new_canoe')).toBe(
      'Share a Canoe Not in the Registry · Koa Canoe Registry',
    );
    // A canoe that is not there, or a word that is not a kind, leaves the plain title.
    expect(await title('/share?canoe=999999&kind=anything')).toBe(
      'Share a Story or Photos · Koa Canoe Registry',
    );
  });

  it('send the spec’s photos address to the visitor’s, keeping the chosen photo', async () => {
    const res = await get(`/canoes/${canoeId}/media/add?photo=3`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`/canoes/${canoeId}/photos?photo=3`);
    const page = await get(`/canoes/${canoeId}/photos`);
    expect(page.statusCode).toBe(200);
    expect(readHead(page.body).title).toBe('Photos · Hōkūleʻa · Koa Canoe Registry');
  });

  it('call a canoe without any name by its number, leaving out what is unknown', async () => {
    const canoe = await buildCanoe(t.db, { name: null, typeId: null, buildDate: null, origin: null });
    const head = readHead((await get(`/canoes/${canoe.id}`)).body);
    expect(head.title).toBe(`Canoe #${canoe.id} · Koa Canoe Registry`);
    expect(head.meta.description).toBe(`Canoe #${canoe.id}, a koa canoe.`);
    expect(head.meta['og:image']).toBe(`${BASE}/og-image.png`);
  });

  it('escape names, so markup in a name stays text', async () => {
    const name = "Bad \"<script>alert(1)</script> & $& 'name'";
    const canoe = await buildCanoe(t.db, { name });
    const res = await get(`/canoes/${canoe.id}`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('"<script>');
    const head = readHead(res.body);
    expect(head.titles).toEqual([`${name} · Koa Canoe Registry`]);
    expect(head.meta['og:title']).toBe(name);
    expect(head.meta.description.startsWith(`${name}, a racing canoe`)).toBe(true);
  });

  it('describe a steward by its description as plain text, trimmed', async () => {
    const description = `<p>A club on the <strong>north shore</strong> &amp; more.</p><p>${'Paddling. '.repeat(40)}</p>`;
    const owner = await buildOwner(t.db, { name: 'Hui Waʻa o Waialua', description });
    const head = readHead((await get(`/owners/${owner.id}`)).body);
    expect(head.title).toBe('Hui Waʻa o Waialua · Koa Canoe Registry');
    expect(head.meta.description).toMatch(/^A club on the north shore & more\. Paddling\. Paddling\./);
    expect(head.meta.description.length).toBeLessThanOrEqual(200);
    expect(head.meta.description.endsWith('…')).toBe(true);
    expect(head.meta['og:image']).toBe(`${BASE}/og-image.png`);
  });

  it('describe a steward and a maker in the page’s language when their text is kept in it, else in the other', async () => {
    // Stand-in words, not translations (decision 027).
    const owner = await buildOwner(t.db, {
      name: 'Hui Waʻa o Hāna',
      description: '<p>A club of Hāna.</p>',
      descriptionHaw: '<p>(haw) A club of Hāna.</p>',
    });
    expect(readHead((await get(`/owners/${owner.id}`)).body).meta.description).toBe('A club of Hāna.');
    expect(readHead((await get(`/haw/owners/${owner.id}`)).body).meta.description).toBe(
      '(haw) A club of Hāna.',
    );
    const maker = await buildMaker(t.db, {
      name: 'Kahiau',
      makerType: 'carver',
      biography: null,
      biographyHaw: '<p>(haw) Carver of Kona.</p>',
    });
    // Only the Hawaiian is kept: an English page's preview says it rather than nothing.
    expect(readHead((await get(`/makers/${maker.id}`)).body).meta.description).toBe('(haw) Carver of Kona.');
    expect(readHead((await get(`/haw/makers/${maker.id}`)).body).meta.description).toBe(
      '(haw) Carver of Kona.',
    );
  });

  it('describe a maker by the biography without its markup, with the picture as the preview', async () => {
    const maker = await buildMaker(t.db, {
      name: 'Wright Bowman Sr.',
      makerType: 'master',
      biography: '<p>Master carver from <em>Hilo</em> &amp; Kona.</p><ul><li>Koa</li><li>Wiliwili</li></ul>',
    });
    await buildPicture(t.db, { makerId: maker.id });
    const head = readHead((await get(`/makers/${maker.id}`)).body);
    expect(head.title).toBe('Wright Bowman Sr. · Koa Canoe Registry');
    expect(head.meta.description).toBe('Master carver from Hilo & Kona. Koa Wiliwili');
    expect(head.meta['og:image']).toMatch(new RegExp(`^${BASE}/api/makers/${maker.id}/picture\\?v=`));
    expect((await get(head.meta['og:image'].slice(BASE.length))).statusCode).toBe(200);

    const plain = await buildMaker(t.db, { name: 'Keoni', makerType: 'carver', biography: null });
    expect(readHead((await get(`/makers/${plain.id}`)).body).meta.description).toBe(
      'Keoni, a carver of historic koa canoes.',
    );
  });

  it('describe a race by its name, date and place', async () => {
    const race = await buildRace(t.db, {
      name: 'Molokaʻi Hoe',
      date: '1990-10-14',
      location: 'Kaʻiwi Channel',
    });
    const head = readHead((await get(`/races/${race.id}`)).body);
    expect(head.title).toBe('Molokaʻi Hoe · Koa Canoe Registry');
    expect(head.meta.description).toBe('Molokaʻi Hoe: a race on 14 October 1990 at Kaʻiwi Channel.');
  });
});

describe('settings for the app', () => {
  it('writes the register form, contact email, image size limit and site address into the page as JSON', async () => {
    const head = readHead((await get('/about')).body);
    expect(head.siteConfig).toEqual({
      registerFormUrl: '/share?kind=new_canoe',
      contactEmail: 'contact@koa-canoes.example',
      // MAX_IMAGE_MB is 2 in tests: the upload forms refuse a larger file before sending it.
      maxImageMb: 2,
      // RECORDING_MAX_MB unset: 200; Add Recording says it and refuses a larger file before sending it.
      maxRecordingMb: 200,
      // SUBMISSION_RECORDING_MAX_MB unset: 50; the share form says it and refuses a larger recording.
      maxSharedRecordingMb: 50,
      // SITE_TIME_ZONE unset: the archive's own zone, in which every moment is shown.
      timeZone: 'Pacific/Honolulu',
      // Without PUBLIC_URL, the request's own (trusted) site address: the permanent links of "How to cite".
      siteUrl: 'http://localhost:80',
      // The page's language (decision 026) and how far the Hawaiian interface is reviewed.
      language: 'en',
      translated: { reviewed: 0, total: ALL_MESSAGES.length },
      // Neither SMTP_URL nor MAIL_OUTBOX_DIR: the Follow form says updates by email are not available.
      noEmail: true,
    });
  });

  it('does not say the site sends no email when it has an outbox directory', async () => {
    const mailing = await createTestApp({
      WEB_DIR: web.webDir,
      MAIL_OUTBOX_DIR: '/tmp/koa-site-config-outbox',
    });
    try {
      const head = readHead((await mailing.app.inject({ method: 'GET', url: '/about' })).body);
      expect(head.siteConfig).not.toHaveProperty('noEmail');
    } finally {
      await mailing.close();
    }
  });
});

describe('each page’s own scripts', () => {
  const preloadsIn = (html: string) =>
    [
      ...html
        .slice(0, html.indexOf('</head>'))
        .matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g),
    ].map((match) => match[1]);

  it('are named in the head from the build’s page-preloads.json, so they load beside the entry', async () => {
    fs.writeFileSync(
      path.join(web.webDir, 'page-preloads.json'),
      JSON.stringify({
        canoe: ['/assets/canoe-detail-page-a1.js', '/assets/tabs-b2.js'],
        home: ['/assets/home-page-c3.js'],
        owners: ['/assets/owner-list-page-d4.js', 'https://elsewhere.example/x.js', '/assets/"><script>.js'],
      }),
    );
    expect(preloadsIn((await get(`/canoes/${canoeId}`)).body)).toEqual([
      '/assets/canoe-detail-page-a1.js',
      '/assets/tabs-b2.js',
    ]);
    expect(preloadsIn((await get('/')).body)).toEqual(['/assets/home-page-c3.js']);
    // Only the build's own files, and written as text.
    const owners = (await get('/owners')).body;
    expect(preloadsIn(owners)).toEqual([
      '/assets/owner-list-page-d4.js',
      '/assets/&quot;&gt;&lt;script&gt;.js',
    ]);
    expect(owners).not.toContain('elsewhere.example');
    // A page the file does not list, and an address no page has, name none.
    expect(preloadsIn((await get('/makers')).body)).toEqual([]);
    expect(preloadsIn((await get('/no-such-page')).body)).toEqual([]);
  });

  it('are left out, and the page still served, when the file is missing or not whole', async () => {
    fs.writeFileSync(path.join(web.webDir, 'page-preloads.json'), '{"canoe": ["/assets/canoe-');
    const res = await get(`/canoes/${canoeId}`);
    expect(res.statusCode).toBe(200);
    expect(preloadsIn(res.body)).toEqual([]);
    fs.rmSync(path.join(web.webDir, 'page-preloads.json'));
    expect(preloadsIn((await get(`/canoes/${canoeId}`)).body)).toEqual([]);
  });
});
