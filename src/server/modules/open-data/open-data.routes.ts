/**
 * The archive export for administrators (docs/open-data.md): the same file as `cli export`, streamed to
 * the browser as it is made. The public archive for the record administrators; with private details (accounts
 * without passwords, People's contact details, the mailing list, who changed what) only for the admin group; a
 * protocol's (the public archive and what it keeps) for its keepers.
 */
import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { openDatabase, type Db } from '../../db/database.ts';
import { routesOf } from '../../http/route.ts';
import { openDataApi } from '../../../shared/api/endpoints/open-data.ts';
import { archiveName, exportToStream, type ExportOptions } from './export.ts';
import { protocolExport } from '../protocols/protocol.service.ts';
import { bucketFor } from '../media/bucket.ts';
import { estimateArchiveBytes } from './estimate.ts';
import { ARCHIVE_ESTIMATE_HEADER } from '../../../shared/constants.ts';

export const openDataRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app);

  async function sendArchive(
    reply: FastifyReply,
    includePrivate: boolean,
    protocol?: ExportOptions['protocol'],
  ) {
    // On SQLite the export reads from a connection of its own, so the server keeps answering while it runs.
    const source: Db =
      db.dialect === 'sqlite' ? openDatabase({ databaseUrl: null, sqliteFile: db.location }) : db;
    const estimate = await estimateArchiveBytes(source.kysely, { includePrivate, protocol }).catch(
      () => null,
    );
    const body = new PassThrough();
    const name = `${archiveName(new Date(), { includePrivate, protocol })}${includePrivate ? '-private' : ''}.zip`;
    exportToStream(source, body, { includePrivate, protocol, bucket: bucketFor(config.objectStorage) })
      .catch((error: unknown) => reply.log.error({ err: error }, 'archive export failed'))
      .finally(() => (source === db ? undefined : source.close()));
    if (estimate !== null) reply.header(ARCHIVE_ESTIMATE_HEADER, String(estimate));
    return reply
      .type('application/zip')
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .send(body);
  }

  route(openDataApi.exportArchive, {
    access: 'admin',
    handler: async (_request, reply) => sendArchive(reply as FastifyReply, false),
  });

  route(openDataApi.exportPrivateArchive, {
    access: 'people',
    handler: async (_request, reply) => sendArchive(reply as FastifyReply, true),
  });

  // A protocol's keepers (any signed-in account) and administrators; the service answers 404 to anyone outside
  // the protocol and 403 to a member who is not its keeper, as the protocol's own page does.
  route(openDataApi.exportProtocolArchive, {
    access: 'member',
    content: 'viewer',
    handler: async (request, reply) =>
      sendArchive(reply as FastifyReply, false, await protocolExport(db, request.viewer, request.params.id)),
  });
};
