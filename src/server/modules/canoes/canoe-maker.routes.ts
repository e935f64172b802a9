import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { errorResponse, noContent } from '../../../shared/api/common.ts';
import {
  canoeMakerBody,
  canoeMakerLinkResponse,
  canoeMakerParams,
  canoeMakerUpdateBody,
  canoeParams,
} from '../../../shared/api/canoes.ts';
import * as makers from './canoe-maker.service.ts';

export const canoeMakerRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'Canoes');

  route.get('/canoes/:id/makers', {
    access: 'public',
    summary: 'The makers credited on a canoe',
    operationId: 'listCanoeMakers',
    params: canoeParams,
    response: { 200: z.array(canoeMakerLinkResponse) },
    handler: async (request) => makers.listCanoeMakers(db, request.params.id),
  });

  route.post('/canoes/:id/makers', {
    access: 'admin',
    summary: 'Credit a maker on a canoe',
    operationId: 'addCanoeMaker',
    params: canoeParams,
    body: canoeMakerBody,
    response: { 201: canoeMakerLinkResponse, 409: errorResponse },
    handler: async (request) => makers.addCanoeMaker(db, request.params.id, request.body),
  });

  route.put('/canoes/:id/makers/:makerId', {
    access: 'admin',
    summary: "Change a maker's contribution to a canoe",
    operationId: 'updateCanoeMaker',
    params: canoeMakerParams,
    body: canoeMakerUpdateBody,
    response: { 200: canoeMakerLinkResponse },
    handler: async (request) =>
      makers.updateCanoeMaker(db, request.params.id, request.params.makerId, request.body),
  });

  route.delete('/canoes/:id/makers/:makerId', {
    access: 'admin',
    summary: 'Remove a maker from a canoe',
    operationId: 'removeCanoeMaker',
    params: canoeMakerParams,
    response: { 204: noContent('Removed') },
    handler: async (request) => makers.removeCanoeMaker(db, request.params.id, request.params.makerId),
  });
};
