/**
 * The real server render (src/web/entry-server.tsx, loaded as the built bundle would be) under renders that run at
 * once: the site answers two trusted hosts, and signed-in and anonymous callers ask for public pages together. Each
 * render must use its own API transport (which decides whether its page may be kept), its own site settings (the
 * host its links name) and its own sanitiser: nothing one render sets may be read by another (item 12).
 *
 * The in-process API answers are slowed a little (a few milliseconds each, at random) so that renders really wait
 * for their data in turn and overlap; the test checks that they did.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { postCanoe } from '../../../tests/setup/canoes.ts';
import { makeWebDir, readHead } from './site-test-support.ts';
import { serverBundleFile } from './server-render.ts';

const HOSTS = ['koa-a.example', 'koa-b.example'];
/** At full size under `npm run test:stress`; a smaller burst, as often, in the normal run. */
const STRESS = Boolean(process.env.STRESS);
const BURSTS = STRESS ? 10 : 2;
const PER_BURST = 40;

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;
let cookie: string;
const canoeIds: number[] = [];

/** The in-process API calls the renders make: how many are under way, and for which hosts at once. */
const calls = { underWay: new Map<string, number>(), bothHostsAtOnce: 0, featured: 0 };

function slowInProcessAnswers(app: FastifyInstance) {
  const inject = app.inject.bind(app) as (options: unknown) => Promise<unknown>;
  // The server render answers its queries through app.inject (site/server-render.ts); the test's page requests
  // come through here too, and are let through at once.
  (app as unknown as { inject: (options: unknown) => Promise<unknown> }).inject = async (
    options: unknown,
  ) => {
    const { url = '', headers = {} } = (options ?? {}) as { url?: string; headers?: Record<string, string> };
    if (!url.startsWith('/api/')) return inject(options);
    const host = headers.host ?? '';
    calls.underWay.set(host, (calls.underWay.get(host) ?? 0) + 1);
    if (HOSTS.every((name) => (calls.underWay.get(name) ?? 0) > 0)) calls.bothHostsAtOnce++;
    if (url.startsWith('/api/canoes/featured')) calls.featured++;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2 + Math.random() * 12));
      return await inject(options);
    } finally {
      calls.underWay.set(host, calls.underWay.get(host)! - 1);
    }
  };
}

beforeAll(async () => {
  web = makeWebDir();
  const bundle = serverBundleFile(web.webDir);
  fs.mkdirSync(path.dirname(bundle), { recursive: true });
  // The bundle is the app's own server entry, as `vite build --ssr` makes it (here read through vitest's loader).
  fs.writeFileSync(
    bundle,
    `export { render } from ${JSON.stringify(path.resolve('src/web/entry-server.tsx'))};\n`,
  );
  t = await createTestApp({ WEB_DIR: web.webDir, ALLOWED_HOSTS: HOSTS.join(',') });
  for (const name of ['Pueo', 'Mālia', 'Kaʻiwi']) {
    const canoe = await postCanoe(t, { name, notes: `<p>Notes of ${name}<script>alert(1)</script></p>` });
    canoeIds.push(canoe.canoe_id);
  }
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'admin@example.org', password: 'admin-password-1' },
  });
  expect(login.statusCode, login.body).toBe(200);
  cookie = String(login.headers['set-cookie']).split(';')[0];
  slowInProcessAnswers(t.app);
}, 60_000);

afterAll(async () => {
  await t?.close();
  web?.remove();
});

const root = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '';
/** The address the page's printed foot gives (app-layout.tsx), from the server-rendered HTML. */
const permanentLink = (app: string) => /Permanent link: (?:<!-- -->)?([^<]*)</.exec(app)?.[1];

/** The public pages asked for: kept ones (a canoe, the lists) and ones rendered for each request (home, a 404). */
const pages = () => [
  '/canoes',
  ...canoeIds.map((id) => `/canoes/${id}`),
  '/makers',
  '/about',
  '/',
  '/canoes/999999',
];

async function ask(url: string, host: string, signedIn: boolean) {
  const page = await t.app.inject({
    method: 'GET',
    url,
    headers: { host, ...(signedIn ? { cookie } : {}) },
  });
  return { url, host, signedIn, status: page.statusCode, body: page.body };
}

describe('server renders at once', () => {
  it('name each its own host, clean rich text, and never keep a page made from an answer that may not be kept', async () => {
    let rendered = 0;
    for (let burst = 0; burst < BURSTS; burst++) {
      const list = pages();
      const answers = await Promise.all(
        Array.from({ length: PER_BURST }, (_, i) =>
          ask(list[(i + burst) % list.length], HOSTS[i % 2], i % 3 === 0),
        ),
      );
      for (const answer of answers) {
        const own = `http://${answer.host}`;
        const other = `http://${HOSTS.find((host) => host !== answer.host)}`;
        const head = readHead(answer.body);
        expect(answer.status, answer.url).toBe(answer.url === '/canoes/999999' ? 404 : 200);
        // A missing record's page has no address of its own to give.
        if (answer.status === 200) expect(head.meta['og:url'], answer.url).toBe(own + answer.url);
        if (head.canonical !== undefined) expect(head.canonical).toBe(own + answer.url);
        // Not a word of the other host anywhere: head, rendered page, its data.
        expect(answer.body.includes(other), `${answer.url} for ${answer.host} names ${other}`).toBe(false);
        expect(answer.body).not.toContain('<script>alert(1)');
        // No signed-in content in any page the server renders (it renders what a visitor sees).
        expect(answer.body).not.toContain('Test Admin');
        const app = root(answer.body);
        // A page past the renders allowed at once is the shell; a rendered one names its own address.
        if (app === '') continue;
        rendered++;
        expect(permanentLink(app), `${answer.url} for ${answer.host}`).toBe(own + answer.url);
      }
    }
    // The renders did overlap: both hosts' data was asked for at the same moment.
    expect(calls.bothHostsAtOnce).toBeGreaterThan(0);
    expect(rendered).toBeGreaterThan(BURSTS * 8);

    // The home page shows a new pick of featured canoes to each visitor: never kept, so each request renders it
    // and asks for the pick again.
    for (const host of HOSTS) {
      for (let i = 0; i < 2; i++) {
        const before = calls.featured;
        const home = await ask('/', host, false);
        expect(root(home.body)).not.toBe('');
        expect(calls.featured, `home page for ${host} was served from memory`).toBe(before + 1);
      }
    }
  }, 120_000);
});
