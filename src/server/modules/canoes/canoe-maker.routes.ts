import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { canoeApi } from '../../../shared/api/endpoints/canoes.ts';
import * as makers from './canoe-maker.service.ts';

export const canoeMakerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(canoeApi.listCanoeMakers, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => makers.listCanoeMakers(db, request.params.id),
  });

  route(canoeApi.addCanoeMaker, {
    access: 'admin',
    handler: async (request) => makers.addCanoeMaker(db, request.params.id, request.body),
  });

  route(canoeApi.updateCanoeMaker, {
    access: 'admin',
    handler: async (request) =>
      makers.updateCanoeMaker(db, request.params.id, request.params.makerId, request.body),
  });

  route(canoeApi.removeCanoeMaker, {
    access: 'admin',
    handler: async (request) => makers.removeCanoeMaker(db, request.params.id, request.params.makerId),
  });
};
