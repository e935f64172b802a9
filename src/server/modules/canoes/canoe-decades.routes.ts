import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { canoeApi } from '../../../shared/api/endpoints/canoes.ts';
import { canoeDecades } from './canoe-decades.service.ts';

/** GET /api/canoes/decades (decision 029): public, counted as the caller may see the archive. */
export const canoeDecadesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  routesOf(app)(canoeApi.canoeDecades, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => canoeDecades(db, request.viewer),
  });
};
