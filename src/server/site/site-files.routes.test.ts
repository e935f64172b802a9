/** Static files of the build, unknown API paths beside the site, and a server without a build. */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { ASSET_JS, FAVICON_SVG, SECRET, makeWebDir } from './site-test-support.ts';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('unknown API paths', () => {
  it('answer the API’s JSON 404, not the app', async () => {
    for (const url of ['/api/nope', '/api', '/api/', '/api/canoes/1/nope', '/api/nope.js']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        error: 'Not Found',
        message: `No such address: GET ${url}`,
        request_id: res.headers['x-request-id'],
      });
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/nope' })).statusCode).toBe(404);
    const post = await t.app.inject({ method: 'POST', url: '/canoes', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json().error).toBe('Not Found');
  });
});

describe('static files', () => {
  it('serves hashed assets for a year and public files for an hour, with their types', async () => {
    const asset = await get('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET_JS);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-length']).toBe(String(ASSET_JS.length));

    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.body).toBe(FAVICON_SVG);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers HEAD without the body, and 304 to a matching If-None-Match', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-abc.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(ASSET_JS.length));
    expect(head.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(head.body).toBe('');

    const etag = String((await get('/assets/index-abc.js')).headers.etag);
    const again = await get('/assets/index-abc.js', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a missing asset', async () => {
    const res = await get('/assets/index-old.js');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Not Found');
  });

  it('never serves a file outside the build or a hidden one', async () => {
    for (const url of [
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/assets/../../secret.txt',
      '/..%2fsecret.txt',
      '/%2e%2e%2fsecret.txt',
      '/assets/..%2findex.html',
      '/.env',
      '/assets/%2e%2e%2f.env',
      '/assets/index-abc.js%00.png',
    ]) {
      const res = await get(url);
      expect(res.body, url).not.toContain(SECRET);
      expect([400, 404], url).toContain(res.statusCode);
    }
  });

  it('refuses `..` sent as is over a real connection (inject tidies paths first)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const target of ['/assets/../../secret.txt', '/assets/../index.html', '/../secret.txt']) {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        });
        let data = '';
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer, target).toMatch(/^HTTP\/1\.1 (400|404) /);
      expect(answer, target).not.toContain(SECRET);
    }
  });
});

describe('a server whose web app is not built', () => {
  let bare: TestApp;
  let empty: ReturnType<typeof makeWebDir>;
  beforeAll(async () => {
    empty = makeWebDir(false);
    bare = await createTestApp({ WEB_DIR: empty.webDir });
  });
  afterAll(async () => {
    await bare.close();
    empty.remove();
  });

  it('answers page paths 503 with what to do', async () => {
    for (const url of ['/', '/canoes/1', '/nope']) {
      const res = await bare.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('The web app has not been built. Run npm run build.');
    }
  });

  it('still serves robots.txt, sitemap.xml, the preview image and the API', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/og-image.png', '/api/health']) {
      expect((await bare.app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    }
  });
});
