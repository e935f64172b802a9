import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ping } from '../../db/database.ts';
import { errorBody } from '../../http/errors.ts';
import { listCanoeTypes } from '../canoes/canoe.repository.ts';
import { buildOpenApi } from './openapi.ts';

export const systemRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    const ok = await ping(db);
    reply.header('Cache-Control', 'no-store');
    if (!ok) return reply.status(503).send(errorBody(503, 'The database is not answering'));
    return { status: 'ok', database: db.dialect };
  });

  app.get('/canoe-types', { config: { access: 'public' } }, async () => {
    return listCanoeTypes(db.kysely);
  });

  app.get('/docs', { config: { access: 'public' } }, async () => buildOpenApi(app.routeTable));
};
