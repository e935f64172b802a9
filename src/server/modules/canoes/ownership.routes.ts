import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
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

const tags = ['Ownerships'];

export const ownershipRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/canoes/:id/ownerships',
    {
      config: { access: 'public' },
      schema: {
        summary: "A canoe's stewards over time",
        operationId: 'listCanoeOwnerships',
        tags,
        params: canoeParams,
        response: { 200: z.array(ownershipResponse) },
      },
    },
    async (request) => ownerships.listCanoeOwnerships(db, request.params.id),
  );

  app.get(
    '/ownerships',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List ownerships',
        operationId: 'listOwnerships',
        tags,
        querystring: ownershipListQuery,
        response: { 200: z.array(ownershipResponse) },
      },
    },
    async (request, reply) => {
      const filter = { canoeId: request.query.canoe_id ?? undefined };
      const { rows, total } = await ownerships.listOwnerships(db, filter, pagingOf(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.get(
    '/ownerships/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'An ownership',
        operationId: 'getOwnership',
        tags,
        params: ownershipParams,
        response: { 200: ownershipResponse },
      },
    },
    async (request) => ownerships.getOwnership(db, request.params.id),
  );

  app.post(
    '/ownerships',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Record a steward of a canoe, or transfer it',
        description: 'A new open ownership ends the open one on its start date.',
        operationId: 'createOwnership',
        tags,
        body: ownershipBody,
        response: { 201: ownershipResponse, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await ownerships.createOwnership(db, request.body)),
  );

  app.put(
    '/ownerships/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change an ownership',
        operationId: 'updateOwnership',
        tags,
        params: ownershipParams,
        body: ownershipUpdateBody,
        response: { 200: ownershipResponse, 409: errorResponse },
      },
    },
    async (request) => ownerships.updateOwnership(db, request.params.id, request.body),
  );

  app.delete(
    '/ownerships/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete an ownership',
        operationId: 'deleteOwnership',
        tags,
        params: ownershipParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await ownerships.deleteOwnership(db, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
