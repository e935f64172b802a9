import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { restorationApi } from '../../../shared/api/endpoints/restorations.ts';
import {
  addRestoration,
  canoeRestorations,
  changeRestoration,
  getRestoration,
  removeRestoration,
} from './restoration.service.ts';

export const restorationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(restorationApi.listCanoeRestorations, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) =>
      sendList(
        reply,
        await canoeRestorations(db, request.params.id, pagingOf(request.query), request.viewer),
      ),
  });

  route(restorationApi.getRestoration, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => getRestoration(db, request.params.id, request.params.rid, request.viewer),
  });

  route(restorationApi.addRestoration, {
    access: 'admin',
    handler: async (request) => addRestoration(db, request.params.id, request.body),
  });

  route(restorationApi.updateRestoration, {
    access: 'admin',
    handler: async (request) => changeRestoration(db, request.params.id, request.params.rid, request.body),
  });

  route(restorationApi.deleteRestoration, {
    access: 'admin',
    handler: async (request) => removeRestoration(db, request.params.id, request.params.rid),
  });
};
