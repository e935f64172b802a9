/**
 * A recording file's bytes over HTTP (decision 035): the raw body of an upload, and the file streamed with ranges
 * (206, 416, If-Range, ETag), a part read only when the client has taken the one before. Used by the canoe's
 * recordings and by the moderation page's shared recordings.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { etagMatches } from '../media/image-store.ts';
import type { Bucket } from '../media/bucket.ts';
import { openRange, RecordingStoreAway } from './recording-store.ts';
import { rangeNotSatisfiable, storeAway } from './recording.service.ts';

/**
 * The one range of a `Range` header, as the first and last byte (inclusive) of a file of `size` bytes; null when
 * the header asks for none this server answers with a part (no header, another unit, several ranges, bad syntax:
 * the whole file is sent), 'unsatisfiable' when it asks only past the end.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    // The last N bytes.
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * In this scope a request's body is the file's own bytes, whatever its Content-Type says (recording-probe.ts
 * reads what they are): no parser (JSON, text) reads it first.
 */
export function acceptFileBodies(scope: FastifyInstance) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
}

/** The body of a request in such a scope, as a stream (an empty one when there was none). */
export function bodyStream(request: FastifyRequest): Readable {
  const body = request.body as unknown;
  return body instanceof Readable ? body : Readable.from([Buffer.alloc(0)]);
}

/** What of a stored file its sending needs. */
export interface ServedFile {
  file_id: number;
  part_bytes: number;
  object_key: string | null;
  byte_size: number | string;
  sha256: string;
  mime_type: string;
}

/** Sends the file, or the range the request asks for, with `cacheControl`; from the bucket when it is there. */
export async function sendRecordingFile(
  db: Executor,
  bucket: Bucket | null,
  request: FastifyRequest,
  reply: FastifyReply,
  file: ServedFile,
  cacheControl: string,
) {
  const size = Number(file.byte_size);
  const etag = `"${file.sha256.slice(0, 32)}"`;
  reply
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', cacheControl)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .type(file.mime_type);
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
  // If-Range: a range only of the version the client holds.
  const ifRange = request.headers['if-range'];
  const range =
    ifRange && ifRange !== etag ? null : byteRange(request.headers.range as string | undefined, size);
  if (range === 'unsatisfiable') {
    reply.header('Content-Range', `bytes */${size}`);
    throw rangeNotSatisfiable();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  reply.header('Content-Length', String(size === 0 ? 0 : end - start + 1));
  if (request.method === 'HEAD' || size === 0) return reply.send();
  try {
    return reply.send(await openRange(db, file, start, end, bucket));
  } catch (error) {
    if (error instanceof RecordingStoreAway) {
      if (error.missing) request.log.error({ err: error }, 'a recording’s object is missing from the bucket');
      else request.log.warn({ err: error }, 'a recording could not be read from the bucket');
      throw storeAway();
    }
    throw error;
  }
}
