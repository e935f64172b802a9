/** Files of the web build, never from outside the build folder; text files in the encoding the client takes. */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isCompressible, negotiateEncoding, type Encoding } from '../http/compression.ts';
import { addVary } from '../http/response-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.wasm': 'application/wasm',
};

export const contentType = (file: string) =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The file `relative` names inside `root`, or null. Hidden names, `..` and anything resolving outside `root`
 * are refused before the file system is asked.
 */
export async function findFile(
  root: string,
  relative: string,
): Promise<{ file: string; stat: fs.Stats } | null> {
  if (!relative || relative.includes('\0') || relative.includes('\\')) return null;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment.startsWith('.'))) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!file.startsWith(base + path.sep)) return null;
  const stat = await fs.promises.stat(file).catch(() => null);
  return stat?.isFile() ? { file, stat } : null;
}

/** The build-time `.br` and `.gz` files beside `file`, when they are at least as new as it. */
async function precompressed(file: string, stat: fs.Stats) {
  const found = new Map<Encoding, { file: string; stat: fs.Stats }>();
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    const variant = file + suffix;
    const variantStat = await fs.promises.stat(variant).catch(() => null);
    if (variantStat?.isFile() && variantStat.mtimeMs >= stat.mtimeMs) {
      found.set(encoding, { file: variant, stat: variantStat });
    }
  }
  return found;
}

/** Whether an If-None-Match header names `etag` (or is `*`). */
const matchesEtag = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * Send a found file with validators, so a browser revalidating gets 304 instead of the bytes. A text file is sent
 * Brotli- or gzip-compressed when the client accepts it and the build wrote that file (`.br`/`.gz` beside it),
 * with the length of what is sent; each encoding has its own ETag.
 */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { file, stat }: { file: string; stat: fs.Stats },
  cacheControl: string,
) {
  const type = contentType(file);
  let sent = { file, stat };
  let encoding: Encoding = 'identity';
  if (isCompressible(type)) {
    addVary(reply, ['Accept-Encoding']);
    const variants = await precompressed(file, stat);
    encoding = negotiateEncoding(request.headers['accept-encoding'], [...variants.keys()]);
    const variant = variants.get(encoding);
    if (variant) {
      sent = variant;
      reply.header('Content-Encoding', encoding);
    }
  }
  const suffix = encoding === 'identity' ? '' : `-${encoding}`;
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${suffix}"`;
  reply
    .header('Content-Type', type)
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff');
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    reply.removeHeader('content-encoding');
    return reply.status(304).send();
  }
  reply.header('Content-Length', sent.stat.size);
  // HEAD reads nothing: Fastify drains a stream it is given for HEAD, and would count a string as the length.
  return reply.send(request.method === 'HEAD' ? Readable.from([]) : fs.createReadStream(sent.file));
}
