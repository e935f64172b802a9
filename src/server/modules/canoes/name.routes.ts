import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { errorResponse, noContent } from '../../../shared/api/common.ts';
import {
  canoeNameBody,
  canoeNameParams,
  canoeNameResponse,
  canoeParams,
} from '../../../shared/api/canoes.ts';
import * as names from './name.service.ts';

export const nameRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'Canoes');

  route.get('/canoes/:id/names', {
    access: 'public',
    summary: "A canoe's names over time",
    operationId: 'listCanoeNames',
    params: canoeParams,
    response: { 200: z.array(canoeNameResponse) },
    handler: async (request) => names.listCanoeNames(db, request.params.id),
  });

  route.post('/canoes/:id/names', {
    access: 'admin',
    summary: 'Add a name to a canoe',
    description: 'Without an end date it becomes the current name and ends the previous one.',
    operationId: 'addCanoeName',
    params: canoeParams,
    body: canoeNameBody,
    response: { 201: canoeNameResponse, 409: errorResponse },
    handler: async (request) => names.addCanoeName(db, request.params.id, request.body),
  });

  route.put('/canoes/:id/names/:nameId', {
    access: 'admin',
    summary: "Change one of a canoe's names",
    description:
      'Dates the body leaves out keep their value; an end date of null makes it the current name, refused while another name is current.',
    operationId: 'updateCanoeName',
    params: canoeNameParams,
    body: canoeNameBody,
    response: { 200: canoeNameResponse, 409: errorResponse },
    handler: async (request) =>
      names.updateCanoeName(db, request.params.id, request.params.nameId, request.body),
  });

  route.delete('/canoes/:id/names/:nameId', {
    access: 'admin',
    summary: "Delete one of a canoe's names",
    operationId: 'deleteCanoeName',
    params: canoeNameParams,
    response: { 204: noContent('Deleted') },
    handler: async (request) => names.deleteCanoeName(db, request.params.id, request.params.nameId),
  });
};
