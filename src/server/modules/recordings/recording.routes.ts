/**
 * A canoe's recordings (decision 035): the file sent as its own bytes, the recordings' words, their bytes streamed
 * with HTTP ranges and their transcripts as WebVTT captions.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { recordingApi } from '../../../shared/api/endpoints/recordings.ts';
import { acceptFileBodies, bodyStream, sendRecordingFile } from './recording-serve.ts';
import * as service from './recording.service.ts';
import { bucketFor } from '../media/bucket.ts';

export const recordingRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app);
  // New files go to the bucket where the site keeps its files in one (S3_BUCKET).
  const bucket = bucketFor(config.objectStorage);
  const limits = { ...config.recordings, bucket };

  // The file's own bytes, in a scope of its own.
  await app.register(async (files) => {
    acceptFileBodies(files);
    routesOf(files)(recordingApi.uploadRecordingFile, {
      access: 'admin',
      bodyLimit: limits.maxBytes,
      // Announced too large: refused before a byte of the body is read.
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > limits.maxBytes)
          throw service.tooLarge(limits.maxBytes);
      },
      handler: async (request, reply) => {
        reply.status(201);
        return service.receiveRecordingFile(db, bodyStream(request), limits);
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
      // A kept recording is for its listener's browser only: no shared cache may keep it (decision 020).
      return sendRecordingFile(
        db.kysely,
        bucket,
        request,
        reply,
        row,
        row.protection_id === null ? 'public, max-age=300, must-revalidate' : 'private, no-store',
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
