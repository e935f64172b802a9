import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { noContent } from '../../../shared/api/common.ts';
import {
  canoeRestorationsParams,
  restorationBody,
  restorationListQuery,
  restorationParams,
  restorationResponse,
} from '../../../shared/api/restorations.ts';
import {
  addRestoration,
  canoeRestorations,
  changeRestoration,
  getRestoration,
  removeRestoration,
} from './restoration.service.ts';

export const restorationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'Restorations');

  route.get('/canoes/:id/restorations', {
    access: 'public',
    summary: "A canoe's restorations",
    operationId: 'listCanoeRestorations',
    params: canoeRestorationsParams,
    querystring: restorationListQuery,
    response: { 200: z.array(restorationResponse) },
    handler: async (request, reply) =>
      sendList(reply, await canoeRestorations(db, request.params.id, pagingOf(request.query))),
  });

  route.get('/canoes/:id/restorations/:rid', {
    access: 'public',
    summary: 'A restoration',
    operationId: 'getRestoration',
    params: restorationParams,
    response: { 200: restorationResponse },
    handler: async (request) => getRestoration(db, request.params.id, request.params.rid),
  });

  route.post('/canoes/:id/restorations', {
    access: 'admin',
    summary: 'Record a restoration of a canoe',
    operationId: 'addRestoration',
    params: canoeRestorationsParams,
    body: restorationBody,
    response: { 201: restorationResponse },
    handler: async (request) => addRestoration(db, request.params.id, request.body),
  });

  route.put('/canoes/:id/restorations/:rid', {
    access: 'admin',
    summary: 'Change a restoration',
    operationId: 'updateRestoration',
    params: restorationParams,
    body: restorationBody,
    response: { 200: restorationResponse },
    handler: async (request) => changeRestoration(db, request.params.id, request.params.rid, request.body),
  });

  route.delete('/canoes/:id/restorations/:rid', {
    access: 'admin',
    summary: 'Delete a restoration',
    operationId: 'deleteRestoration',
    params: restorationParams,
    response: { 204: noContent('Deleted') },
    handler: async (request) => removeRestoration(db, request.params.id, request.params.rid),
  });
};
