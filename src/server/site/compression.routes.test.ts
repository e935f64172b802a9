/** What travels compressed: static build files from their build-time copies, and every other text answer. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { negotiateEncoding } from '../http/compression.ts';
import { precompressDir } from '../../../scripts/precompress.ts';
import { SECRET, makeWebDir } from './site-test-support.ts';

/** A script large enough to be worth compressing (as every real bundle is). */
const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = "aloha ${i}";\n`).join('');
/** An image's bytes do not compress: sent as they are whatever the client accepts. */
const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(4000, 7)]);

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;

beforeAll(async () => {
  web = makeWebDir();
  fs.writeFileSync(path.join(web.webDir, 'assets', 'app-big.js'), BIG_JS);
  fs.writeFileSync(path.join(web.webDir, 'assets', 'photo-abc.webp'), WEBP);
  fs.writeFileSync(path.join(web.webDir, 'picture.png'), WEBP);
  await precompressDir(web.webDir);
  t = await createTestApp({ WEB_DIR: web.webDir });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(body).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(body).toString()
      : body.toString();

describe('choosing an encoding from Accept-Encoding', () => {
  it('prefers Brotli, then gzip, honours q-values and refusals, and falls back to identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0.1, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', [])).toBe('identity');
  });
});

describe('static build files', () => {
  it('sends the build-time Brotli file, with its own length and Vary', async () => {
    const res = await get('/assets/app-big.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stored = fs.readFileSync(path.join(web.webDir, 'assets', 'app-big.js.br'));
    expect(res.headers['content-length']).toBe(String(stored.length));
    expect(res.rawPayload.length).toBe(stored.length);
    expect(stored.length).toBeLessThan(BIG_JS.length / 4);
    expect(decode('br', res.rawPayload)).toBe(BIG_JS);
  });

  it('sends gzip to a client without Brotli, and the file itself to one that takes neither', async () => {
    const gz = await get('/assets/app-big.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', gz.rawPayload)).toBe(BIG_JS);
    expect(gz.headers['content-length']).toBe(String(gz.rawPayload.length));

    const choices: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of choices) {
      const plain = await get('/assets/app-big.js', headers);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.headers['content-length']).toBe(String(BIG_JS.length));
      expect(plain.body).toBe(BIG_JS);
    }
  });

  it('gives each encoding its own ETag, and answers 304 to the one the client holds', async () => {
    const br = await get('/assets/app-big.js', { 'accept-encoding': 'br' });
    const gz = await get('/assets/app-big.js', { 'accept-encoding': 'gzip' });
    const plain = await get('/assets/app-big.js');
    const tags = new Set([br.headers.etag, gz.headers.etag, plain.headers.etag]);
    expect(tags.size).toBe(3);

    const again = await get('/assets/app-big.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers.vary).toBe('Accept-Encoding');

    // The Brotli copy's tag does not validate the plain file a client without Brotli would get.
    const other = await get('/assets/app-big.js', { 'if-none-match': String(br.headers.etag) });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(BIG_JS);
  });

  it('answers HEAD with the length of what GET would send', async () => {
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/assets/app-big.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(
      String(fs.statSync(path.join(web.webDir, 'assets', 'app-big.js.br')).size),
    );
    expect(head.rawPayload.length).toBe(0);
  });

  it('never compresses images', async () => {
    for (const url of ['/assets/photo-abc.webp', '/picture.png']) {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.headers.vary, url).toBeUndefined();
      expect(res.rawPayload.equals(WEBP), url).toBe(true);
    }
    expect(fs.existsSync(path.join(web.webDir, 'assets', 'photo-abc.webp.br'))).toBe(false);
  });

  it('still refuses paths that leave the build, compressed or not', async () => {
    for (const url of [
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/.env',
      '/assets/..%2f..%2fsecret.txt.br',
    ]) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect([400, 404], url).toContain(res.statusCode);
      expect(
        decode(res.headers['content-encoding'] as string | undefined, res.rawPayload),
        url,
      ).not.toContain(SECRET);
    }
  });
});

describe('answers made per request', () => {
  it('compresses the API’s JSON with Brotli or gzip, and says Vary: Accept-Encoding', async () => {
    const plain = await get('/api/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const document = plain.body;
    expect(document.length).toBeGreaterThan(10_000);

    const br = await get('/api/docs', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(document.length / 4);
    expect(JSON.parse(decode('br', br.rawPayload))).toEqual(JSON.parse(document));

    const gz = await get('/api/docs', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode('gzip', gz.rawPayload))).toEqual(JSON.parse(document));
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: expect.any(String) });
  });

  it('compresses pages, the sitemap and robots.txt, but not the preview image', async () => {
    const page = await get('/canoes', { 'accept-encoding': 'br' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/Accept-Encoding/);
    expect(decode('br', page.rawPayload)).toContain('<div id="root">');

    const sitemap = await get('/sitemap.xml', { 'accept-encoding': 'gzip' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-encoding']).toBe('gzip');
    expect(decode('gzip', sitemap.rawPayload)).toContain('<urlset');

    const robots = await get('/robots.txt', { 'accept-encoding': 'br' });
    expect(decode(robots.headers['content-encoding'] as string | undefined, robots.rawPayload)).toContain(
      'Sitemap:',
    );

    const image = await get('/og-image.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-encoding']).toBeUndefined();
  });
});
