/**
 * The server render's place in the page route: the bundle's HTML inside #root with its query answers beside it,
 * answered by the app itself as a visitor; the shell when there is no bundle, for private pages, or on an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { makeWebDir } from './site-test-support.ts';
import { RENDERS_AT_ONCE, serverBundleFile } from './server-render.ts';

let t: TestApp | null = null;
let web: ReturnType<typeof makeWebDir> | null = null;

afterEach(async () => {
  await t?.close();
  web?.remove();
  t = null;
  web = null;
});

/** A web build with an SSR bundle whose `render` has the given body. */
async function appWithBundle(renderBody: string | null, env: Record<string, string> = {}) {
  web = makeWebDir();
  if (renderBody !== null) {
    const file = serverBundleFile(web.webDir);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `export async function render(options) {\n${renderBody}\n}\n`);
  }
  t = await createTestApp({ WEB_DIR: web.webDir, ...env });
  return t;
}

const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1];
const queryState = (html: string) =>
  /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html)?.[1];

describe('server render', () => {
  it('sends the shell when there is no bundle', async () => {
    const app = await appWithBundle(null);
    const page = await app.app.inject({ method: 'GET', url: '/canoes' });
    expect(page.statusCode).toBe(200);
    expect(root(page.body)).toBe('');
    expect(queryState(page.body)).toBeUndefined();
  });

  it('puts the rendered page in #root and the answers it used in a JSON block, fetched as a visitor', async () => {
    const app = await appWithBundle(`
      const answer = await options.fetchApi('/api/auth/me', { method: 'GET' });
      const me = await answer.json();
      return { html: '<h1>Rendered ' + options.url + '</h1>', state: { user: me.user, status: answer.status, tag: '</script>' } };
    `);
    const page = await app.app.inject({ method: 'GET', url: '/canoes?q=pueo' });
    expect(page.statusCode).toBe(200);
    expect(root(page.body)).toBe('<h1>Rendered /canoes?q=pueo</h1>');
    // JSON that cannot close its script element.
    expect(JSON.parse(queryState(page.body)!)).toEqual({ user: null, status: 200, tag: '</script>' });
    expect(page.body).not.toContain('"</script>');
  });

  it('fetches its data from the site itself in production, where only the site’s hosts are answered', async () => {
    const app = await appWithBundle(
      `
      const answer = await options.fetchApi('/api/canoe-types', { method: 'GET' });
      const types = await answer.json();
      return { html: '<p>' + answer.status + ' ' + types.length + '</p>', state: {} };
    `,
      { NODE_ENV: 'production', PUBLIC_URL: 'https://koa.example.org' },
    );
    const page = await app.app.inject({
      method: 'GET',
      url: '/canoes',
      headers: { host: 'koa.example.org' },
    });
    expect(page.statusCode).toBe(200);
    expect(root(page.body)).toBe('<p>200 3</p>');
  });

  it('sends the shell for a page whose render was under way when the server began to stop', async () => {
    const app = await appWithBundle(`
      await new Promise((resolve) => setTimeout(resolve, 300));
      // As the app's queries do: a failed call becomes a message on the page, not a failed render.
      const answer = await options.fetchApi('/api/canoe-types', { method: 'GET' }).catch(() => null);
      return { html: answer ? '<p>' + answer.status + '</p>' : '<p>Could not load</p>', state: {} };
    `);
    const page = app.app.inject({ method: 'GET', url: '/canoes' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.app.close();
    const answer = await page;
    await closed;
    expect(answer.statusCode).toBe(200);
    expect(root(answer.body)).toBe('');
  });

  it('keeps the 404 status of a missing record when rendering its Not Found page', async () => {
    const app = await appWithBundle(`return { html: '<h1>Canoe Not Found</h1>', state: {} };`);
    const page = await app.app.inject({ method: 'GET', url: '/canoes/999999' });
    expect(page.statusCode).toBe(404);
    expect(root(page.body)).toBe('<h1>Canoe Not Found</h1>');
  });

  it('leaves private pages to the browser', async () => {
    const app = await appWithBundle(`return { html: '<h1>Rendered</h1>', state: {} };`);
    const page = await app.app.inject({ method: 'GET', url: '/canoes/new' });
    expect(root(page.body)).toBe('');
  });

  it('sends the shell, never a blank page, when the render fails', async () => {
    const app = await appWithBundle(`throw new Error('render broke');`);
    const page = await app.app.inject({ method: 'GET', url: '/about' });
    expect(page.statusCode).toBe(200);
    expect(root(page.body)).toBe('');
    expect(page.body).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  describe('pages kept in memory', () => {
    /** A bundle that counts its renders in `globalThis[counter]` and asks the API for `api`. */
    const countingBundle = (counter: string, api: string, wait = 0) => `
      globalThis.${counter} = (globalThis.${counter} ?? 0) + 1;
      await new Promise((resolve) => setTimeout(resolve, ${wait}));
      const answer = await options.fetchApi('${api}', { method: 'GET' });
      return { html: '<p>' + globalThis.${counter} + '</p>', state: { status: answer.status } };
    `;
    const renders = (counter: string) => (globalThis as Record<string, unknown>)[counter];

    it('renders a page made of answers every visitor gets once, until the data changes', async () => {
      const app = await appWithBundle(countingBundle('keptRenders', '/api/canoe-types'));
      const first = await app.app.inject({ method: 'GET', url: '/canoes' });
      const second = await app.app.inject({ method: 'GET', url: '/canoes' });
      expect(root(first.body)).toBe('<p>1</p>');
      expect(root(second.body)).toBe('<p>1</p>');
      expect(JSON.parse(queryState(second.body)!)).toEqual({ status: 200 });
      // Another address is another page.
      expect(root((await app.app.inject({ method: 'GET', url: '/canoes?q=a' })).body)).toBe('<p>2</p>');
      app.app.keptAnswers!.written();
      expect(root((await app.app.inject({ method: 'GET', url: '/canoes' })).body)).toBe('<p>3</p>');
    });

    it('renders again for each visitor a page that used an answer not for everyone', async () => {
      const app = await appWithBundle(countingBundle('unkeptRenders', '/api/auth/me'));
      await app.app.inject({ method: 'GET', url: '/canoes' });
      const again = await app.app.inject({ method: 'GET', url: '/canoes' });
      expect(root(again.body)).toBe('<p>2</p>');
    });

    it('lets the same page asked during its render wait for that render', async () => {
      const app = await appWithBundle(countingBundle('sharedRenders', '/api/canoe-types', 200));
      const pages = await Promise.all([1, 2, 3].map(() => app.app.inject({ method: 'GET', url: '/canoes' })));
      expect(pages.map((page) => root(page.body))).toEqual(['<p>1</p>', '<p>1</p>', '<p>1</p>']);
      expect(renders('sharedRenders')).toBe(1);
    });

    it(`sends the shell past ${RENDERS_AT_ONCE} renders under way`, async () => {
      const app = await appWithBundle(countingBundle('busyRenders', '/api/auth/me', 300));
      const pages = await Promise.all(
        Array.from({ length: RENDERS_AT_ONCE + 2 }, (_, i) =>
          app.app.inject({ method: 'GET', url: `/canoes?page=${i}` }),
        ),
      );
      const shells = pages.filter((page) => root(page.body) === '');
      expect(shells).toHaveLength(2);
      expect(pages.every((page) => page.statusCode === 200)).toBe(true);
      expect(renders('busyRenders')).toBe(RENDERS_AT_ONCE);
    });
  });
});
