import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { canoeApi } from '../../../shared/api/endpoints/canoes.ts';
import * as names from './name.service.ts';

export const nameRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(canoeApi.listCanoeNames, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => names.listCanoeNames(db, request.params.id, request.viewer),
  });

  route(canoeApi.addCanoeName, {
    access: 'admin',
    handler: async (request) => names.addCanoeName(db, request.params.id, request.body),
  });

  route(canoeApi.updateCanoeName, {
    access: 'admin',
    handler: async (request) =>
      names.updateCanoeName(db, request.params.id, request.params.nameId, request.body),
  });

  route(canoeApi.deleteCanoeName, {
    access: 'admin',
    handler: async (request) => names.deleteCanoeName(db, request.params.id, request.params.nameId),
  });
};
