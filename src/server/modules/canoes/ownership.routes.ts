import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { errorResponse, noContent } from '../../../shared/api/common.ts';
import {
  canoeParams,
  ownershipBody,
  ownershipListQuery,
  ownershipParams,
  ownershipResponse,
  ownershipUpdateBody,
} from '../../../shared/api/canoes.ts';
import * as ownerships from './ownership.service.ts';

export const ownershipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'Ownerships');

  route.get('/canoes/:id/ownerships', {
    access: 'public',
    summary: "A canoe's stewards over time",
    operationId: 'listCanoeOwnerships',
    params: canoeParams,
    response: { 200: z.array(ownershipResponse) },
    handler: async (request) => ownerships.listCanoeOwnerships(db, request.params.id),
  });

  route.get('/ownerships', {
    access: 'public',
    summary: 'List ownerships',
    operationId: 'listOwnerships',
    querystring: ownershipListQuery,
    response: { 200: z.array(ownershipResponse) },
    handler: async (request, reply) => {
      const filter = { canoeId: request.query.canoe_id ?? undefined };
      return sendList(reply, await ownerships.listOwnerships(db, filter, pagingOf(request.query)));
    },
  });

  route.get('/ownerships/:id', {
    access: 'public',
    summary: 'An ownership',
    operationId: 'getOwnership',
    params: ownershipParams,
    response: { 200: ownershipResponse },
    handler: async (request) => ownerships.getOwnership(db, request.params.id),
  });

  route.post('/ownerships', {
    access: 'admin',
    summary: 'Record a steward of a canoe, or transfer it',
    description: 'A new open ownership ends the open one on its start date.',
    operationId: 'createOwnership',
    body: ownershipBody,
    response: { 201: ownershipResponse, 409: errorResponse },
    handler: async (request) => ownerships.createOwnership(db, request.body),
  });

  route.put('/ownerships/:id', {
    access: 'admin',
    summary: 'Change an ownership',
    operationId: 'updateOwnership',
    params: ownershipParams,
    body: ownershipUpdateBody,
    response: { 200: ownershipResponse, 409: errorResponse },
    handler: async (request) => ownerships.updateOwnership(db, request.params.id, request.body),
  });

  route.delete('/ownerships/:id', {
    access: 'admin',
    summary: 'Delete an ownership',
    operationId: 'deleteOwnership',
    params: ownershipParams,
    response: { 204: noContent('Deleted') },
    handler: async (request) => ownerships.deleteOwnership(db, request.params.id),
  });
};
