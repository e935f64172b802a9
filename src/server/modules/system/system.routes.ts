import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { ping } from '../../db/database.ts';
import { errorBody } from '../../http/errors.ts';
import { listCanoeTypes } from '../canoes/canoe.repository.ts';
import { errorResponse } from '../../../shared/api/common.ts';
import { canoeTypeResponse } from '../../../shared/api/canoes.ts';
import { healthResponse, openApiResponse } from '../../../shared/api/system.ts';

const tags = ['System'];

export const systemRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Is the server and its database up?',
        operationId: 'health',
        tags,
        response: { 200: healthResponse, 503: errorResponse },
      },
    },
    async (_request, reply) => {
      const ok = await ping(db);
      reply.header('Cache-Control', 'no-store');
      if (!ok) return reply.status(503).send(errorBody(503, 'The database is not answering'));
      return { status: 'ok' as const, database: db.dialect };
    },
  );

  app.get(
    '/canoe-types',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The canoe types',
        operationId: 'listCanoeTypes',
        tags,
        response: { 200: z.array(canoeTypeResponse) },
      },
    },
    async () => {
      return listCanoeTypes(db.kysely);
    },
  );

  app.get(
    '/docs',
    {
      config: { access: 'public' },
      schema: {
        summary: 'This document',
        operationId: 'openApiDocument',
        tags,
        response: { 200: openApiResponse },
      },
    },
    async () => app.swagger() as unknown as Record<string, unknown>,
  );
};
