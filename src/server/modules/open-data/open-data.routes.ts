/**
 * The archive export for administrators (issue 14, docs/open-data.md): the same file as `cli export`, streamed to
 * the browser as it is made. The public archive for the record administrators; with private details (accounts
 * without passwords, People's contact details, the mailing list, who changed what) only for the admin group.
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import { routesOf } from '../../http/route.ts';
import { exportToStream } from './export.ts';
import { bucketFor } from '../media/bucket.ts';
import { estimateArchiveBytes } from './estimate.ts';
import { archiveResponse } from '../../../shared/api/system.ts';
import { ARCHIVE_ESTIMATE_HEADER } from '../../../shared/constants.ts';

export const openDataRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app, 'Open data');

  async function sendArchive(reply: FastifyReply, includePrivate: boolean) {
    // On SQLite the export reads from a connection of its own, so the server keeps answering while it runs.
    const source: Db =
      db.dialect === 'sqlite' ? openDatabase({ databaseUrl: null, sqliteFile: db.location }) : db;
    const estimate = await estimateArchiveBytes(source, includePrivate).catch(() => null);
    const body = new PassThrough();
    const date = new Date().toISOString().slice(0, 10);
    const name = `koa-canoe-archive-${date}${includePrivate ? '-private' : ''}.zip`;
    exportToStream(source, body, { includePrivate, bucket: bucketFor(config.objectStorage) })
      .catch((error: unknown) => reply.log.error({ err: error }, 'archive export failed'))
      .finally(() => (source === db ? undefined : source.close()));
    if (estimate !== null) reply.header(ARCHIVE_ESTIMATE_HEADER, String(estimate));
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(body);
  }

  route.get('/open-data/archive', {
    access: 'admin',
    summary: 'The whole public archive as one file',
    description:
      'Every public record and image as a BagIt bag in a ZIP, as `cli export` writes it; streamed as it is made.',
    operationId: 'exportArchive',
    response: { 200: archiveResponse },
    handler: async (_request, reply) => sendArchive(reply as FastifyReply, false),
  });

  route.get('/open-data/archive/private', {
    access: 'people',
    summary: 'The whole archive with its private details',
    description:
      'As /open-data/archive, with the change history (who made each change and why), accounts (never their passwords), People’s contact details and the mailing list. Keep it as you keep the database.',
    operationId: 'exportPrivateArchive',
    response: { 200: archiveResponse },
    handler: async (_request, reply) => sendArchive(reply as FastifyReply, true),
  });
};
