/** Files of the web build sent as they are, never from outside the build folder. */
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

/** Send a found file with validators, so a browser revalidating gets 304 instead of the bytes. */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  { file, stat }: { file: string; stat: fs.Stats },
  cacheControl: string,
) {
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .header('Content-Type', contentType(file))
    .header('Cache-Control', cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.header('Content-Length', stat.size);
  // HEAD reads nothing: Fastify drains a stream it is given for HEAD, and would count a string as the length.
  return reply.send(request.method === 'HEAD' ? Readable.from([]) : fs.createReadStream(file));
}
