import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponse, noContent } from '../../../shared/api/common.ts';
import {
  canoeMakerBody,
  canoeMakerLinkResponse,
  canoeMakerParams,
  canoeMakerUpdateBody,
  canoeParams,
} from '../../../shared/api/canoes.ts';
import * as makers from './canoe-maker.service.ts';

const tags = ['Canoes'];

export const canoeMakerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/canoes/:id/makers',
    {
      config: { access: 'public' },
      schema: {
        summary: 'The makers credited on a canoe',
        operationId: 'listCanoeMakers',
        tags,
        params: canoeParams,
        response: { 200: z.array(canoeMakerLinkResponse) },
      },
    },
    async (request) => makers.listCanoeMakers(db, request.params.id),
  );

  app.post(
    '/canoes/:id/makers',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Credit a maker on a canoe',
        operationId: 'addCanoeMaker',
        tags,
        params: canoeParams,
        body: canoeMakerBody,
        response: { 201: canoeMakerLinkResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await makers.addCanoeMaker(db, request.params.id, request.body)),
  );

  app.put(
    '/canoes/:id/makers/:makerId',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change a maker's contribution to a canoe",
        operationId: 'updateCanoeMaker',
        tags,
        params: canoeMakerParams,
        body: canoeMakerUpdateBody,
        response: { 200: canoeMakerLinkResponse },
      },
    },
    async (request) => makers.updateCanoeMaker(db, request.params.id, request.params.makerId, request.body),
  );

  app.delete(
    '/canoes/:id/makers/:makerId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Remove a maker from a canoe',
        operationId: 'removeCanoeMaker',
        tags,
        params: canoeMakerParams,
        response: { 204: noContent('Removed') },
      },
    },
    async (request, reply) => {
      await makers.removeCanoeMaker(db, request.params.id, request.params.makerId);
      return reply.status(204).send(null);
    },
  );
};
