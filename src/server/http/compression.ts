/**
 * Compression of text answers, chosen from the request's Accept-Encoding (Brotli preferred, then gzip):
 *
 * - static build files: the `.br` (Brotli quality 11) and `.gz` (gzip 9) files written once at build time
 *   (`scripts/precompress.ts`) are sent as they are, by `site/static-files.ts`;
 * - everything else (the API's JSON, the HTML of each page, sitemap.xml, robots.txt, source maps) is compressed
 *   as it is sent, by the `onSend` hook below: Brotli at quality 4 (about as fast as gzip 6, and smaller), from
 *   1 KB up, and always for a stream (a streamed page or sitemap, whose length is not known in advance).
 *
 * Images (WebP, PNG, JPEG …), fonts and answers that already carry a Content-Encoding are never compressed: they
 * are compressed already. Every answer of a compressible type says `Vary: Accept-Encoding`, so a shared cache
 * never hands a Brotli body to a client that did not ask for it.
 */
import { Readable, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { addVary } from './response-headers.ts';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this many bytes an answer is sent as it is: the headers and the work would cost more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/** Brotli's level for answers made per request: 11 is for build time only (tens of times slower). */
export const DYNAMIC_BROTLI_QUALITY = 4;
export const DYNAMIC_GZIP_LEVEL = 6;

const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/** Whether a Content-Type names text worth compressing (never images other than SVG, fonts or binaries). */
export const isCompressible = (contentType: unknown) =>
  typeof contentType === 'string' && COMPRESSIBLE.test(contentType);

/**
 * The best encoding the client accepts among `available` (Brotli first, then gzip, at equal quality values),
 * else identity. `q=0` refuses an encoding, and `*` stands for every encoding not named.
 */
export function negotiateEncoding(
  header: string | string[] | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const quality = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    quality.set(name, Number.isFinite(value) ? value : 0);
  }
  let best: Encoding = 'identity';
  let bestQ = 0;
  for (const encoding of available) {
    if (encoding === 'identity') continue;
    const q = quality.get(encoding) ?? quality.get('*') ?? 0;
    if (q > bestQ) {
      best = encoding;
      bestQ = q;
    }
  }
  return best;
}

const compressStream = (encoding: 'br' | 'gzip', size?: number) =>
  encoding === 'br'
    ? zlib.createBrotliCompress({
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          ...(size ? { [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size } : {}),
        },
      })
    : zlib.createGzip({ level: DYNAMIC_GZIP_LEVEL });

function compressBuffer(encoding: 'br' | 'gzip', body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'gzip') zlib.gzip(body, { level: DYNAMIC_GZIP_LEVEL }, done);
    else
      zlib.brotliCompress(
        body,
        {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        },
        done,
      );
  });
}

const isStream = (payload: unknown): payload is Readable =>
  payload instanceof Readable ||
  (typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function');

/** Compress every text answer made per request (static build files arrive already encoded). */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined) return payload;
    if (!isCompressible(reply.getHeader('content-type'))) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    const status = reply.statusCode;
    if (status === 204 || status === 304 || (status >= 100 && status < 200)) return payload;
    if (/\bno-transform\b/i.test(String(reply.getHeader('cache-control') ?? ''))) return payload;

    const stream = isStream(payload);
    const body = stream ? null : typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body !== null && !Buffer.isBuffer(body)) return payload;
    if (body !== null && body.length < COMPRESS_THRESHOLD) return payload;

    addVary(reply, ['Accept-Encoding']);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity' || request.method === 'HEAD') return payload;

    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    // A strong validator names one exact body: the compressed one is another.
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('ETag', `W/${etag}`);
    if (body !== null) return compressBuffer(encoding, body);
    // An error in the source ends the compressed stream too, which Fastify then reports.
    return pipeline(payload as Readable, compressStream(encoding), () => {});
  });
}
