import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { ownershipApi } from '../../../shared/api/endpoints/ownerships.ts';
import * as ownerships from './ownership.service.ts';

export const ownershipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(ownershipApi.listCanoeOwnerships, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => ownerships.listCanoeOwnerships(db, request.params.id, request.viewer),
  });

  route(ownershipApi.listOwnerships, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) => {
      const filter = { canoeId: request.query.canoe_id ?? undefined };
      return sendList(
        reply,
        await ownerships.listOwnerships(db, filter, pagingOf(request.query), request.viewer),
      );
    },
  });

  route(ownershipApi.getOwnership, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => ownerships.getOwnership(db, request.params.id, request.viewer),
  });

  route(ownershipApi.createOwnership, {
    access: 'admin',
    handler: async (request) => ownerships.createOwnership(db, request.body),
  });

  route(ownershipApi.updateOwnership, {
    access: 'admin',
    handler: async (request) => ownerships.updateOwnership(db, request.params.id, request.body),
  });

  route(ownershipApi.deleteOwnership, {
    access: 'admin',
    handler: async (request) => ownerships.deleteOwnership(db, request.params.id),
  });
};
