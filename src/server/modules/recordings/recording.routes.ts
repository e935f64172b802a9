/**
 * A canoe's recordings (decision 035): the file sent as its own bytes, the recordings' words, their bytes streamed
 * with HTTP ranges and their transcripts as WebVTT captions.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { recordingApi } from '../../../shared/api/endpoints/recordings.ts';
import { etagMatches } from '../media/image-store.ts';
import { fileRange } from './recording-store.ts';
import * as service from './recording.service.ts';

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

export const recordingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app);
  const limits = config.recordings;

  // The file's own bytes, whatever the Content-Type says (recording-probe.ts reads what they are): in a scope of
  // its own, where no parser (JSON, text) reads the body first.
  await app.register(async (files) => {
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    routesOf(files)(recordingApi.uploadRecordingFile, {
      access: 'admin',
      bodyLimit: limits.maxBytes,
      // Announced too large: refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > limits.maxBytes)
          throw service.tooLarge(limits.maxBytes);
      },
      handler: async (request, reply) => {
        const body = request.body as unknown;
        const stream = body instanceof Readable ? body : Readable.from([Buffer.alloc(0)]);
        reply.status(201);
        return service.receiveRecordingFile(db, stream, limits);
      },
    });
  });

  route(recordingApi.searchRecordingLines, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => service.searchRecordingLines(db, request.query.q, request.viewer),
  });

  route(recordingApi.listCanoeRecordings, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => service.listCanoeRecordings(db, request.params.id, request.viewer),
  });

  route(recordingApi.getCanoeRecordingFile, {
    access: 'public',
    content: 'viewer',
    handler: async (request, typedReply) => {
      const reply = typedReply as FastifyReply;
      const row = await service.visibleRecording(
        db,
        request.params.id,
        request.params.recordingId,
        request.viewer,
      );
      const size = Number(row.byte_size);
      const etag = `"${row.sha256.slice(0, 32)}"`;
      reply
        .header('ETag', etag)
        .header('Accept-Ranges', 'bytes')
        // A kept recording is for its listener's browser only: no shared cache may keep it (decision 020).
        .header(
          'Cache-Control',
          row.protection_id === null ? 'public, max-age=300, must-revalidate' : 'private, no-store',
        )
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .type(row.mime_type);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      // If-Range: a range only of the version the client holds.
      const ifRange = request.headers['if-range'];
      const range =
        ifRange && ifRange !== etag ? null : byteRange(request.headers.range as string | undefined, size);
      if (range === 'unsatisfiable') {
        reply.header('Content-Range', `bytes */${size}`);
        throw service.rangeNotSatisfiable();
      }
      const { start, end } = range ?? { start: 0, end: size - 1 };
      if (range) reply.status(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
      reply.header('Content-Length', String(size === 0 ? 0 : end - start + 1));
      if (request.method === 'HEAD' || size === 0) return reply.send();
      // Read a part only when the client has taken the one before (a highWaterMark of one byte).
      return reply.send(
        Readable.from(fileRange(db.kysely, row, start, end), { objectMode: false, highWaterMark: 1 }),
      );
    },
  });

  route(recordingApi.getCanoeRecordingCaptions, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) => {
      const row = await service.visibleRecording(
        db,
        request.params.id,
        request.params.recordingId,
        request.viewer,
      );
      if (!row.transcript) throw service.captionsNotFound();
      // Cached as the JSON answers are (http/response-headers.ts): a kept one only in its reader's browser.
      return reply.type('text/vtt; charset=utf-8').send(row.transcript);
    },
  });

  route(recordingApi.addCanoeRecording, {
    access: 'admin',
    handler: async (request) =>
      service.addCanoeRecording(db, request.params.id, request.body, request.caller),
  });

  route(recordingApi.updateCanoeRecording, {
    access: 'admin',
    handler: async (request) =>
      service.updateCanoeRecording(db, request.params.id, request.params.recordingId, request.body),
  });

  route(recordingApi.deleteCanoeRecording, {
    access: 'admin',
    handler: async (request) =>
      service.deleteCanoeRecording(db, request.params.id, request.params.recordingId),
  });
};
