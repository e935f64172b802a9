import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ping } from '../../db/database.ts';
import { errorBody } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { listCanoeTypes } from '../canoes/canoe.repository.ts';
import { errorResponse } from '../../../shared/api/common.ts';
import { canoeTypeResponse } from '../../../shared/api/canoes.ts';
import { healthResponse, openApiResponse } from '../../../shared/api/system.ts';

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'System');

  route.get('/health', {
    access: 'public',
    summary: 'Is the server and its database up?',
    operationId: 'health',
    response: { 200: healthResponse, 503: errorResponse },
    handler: async (_request, reply) => {
      const ok = await ping(db);
      reply.header('Cache-Control', 'no-store');
      if (!ok) return reply.status(503).send(errorBody(503, 'The database is not answering'));
      return { status: 'ok' as const, database: db.dialect };
    },
  });

  route.get('/canoe-types', {
    access: 'public',
    summary: 'The canoe types',
    operationId: 'listCanoeTypes',
    response: { 200: z.array(canoeTypeResponse) },
    handler: async () => listCanoeTypes(db.kysely),
  });

  route.get('/docs', {
    access: 'public',
    summary: 'This document',
    operationId: 'openApiDocument',
    response: { 200: openApiResponse },
    handler: async () => app.swagger() as unknown as Record<string, unknown>,
  });
};
