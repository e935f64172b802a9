import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { errorResponse, noContent } from '../../../shared/api/common.ts';
import {
  canoeBody,
  canoeDetailResponse,
  canoeListQuery,
  canoeParams,
  canoeSearchQuery,
  canoeSummaryResponse,
} from '../../../shared/api/canoes.ts';
import * as canoes from './canoe.service.ts';
import { canoeMakerRoutes } from './canoe-maker.routes.ts';
import { canoeFeaturedRoutes } from './canoe-featured.routes.ts';
import { nameRoutes } from './name.routes.ts';
import { canoesCsv } from './canoe-csv.ts';
import { siteBaseUrl } from '../../core/site-url.ts';

export const canoeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const route = routesOf(app, 'Canoes');

  route.get('/canoes', {
    access: 'public',
    summary: 'List canoes',
    description: 'By current name.',
    operationId: 'listCanoes',
    querystring: canoeListQuery,
    response: { 200: z.array(canoeSummaryResponse) },
    handler: async (request, reply) => sendList(reply, await canoes.listCanoes(db, pagingOf(request.query))),
  });

  route.get('/canoes/search', {
    access: 'public',
    summary: 'Search the registry',
    description: 'As JSON, or with format=csv as a CSV file to download.',
    operationId: 'searchCanoes',
    querystring: canoeSearchQuery,
    response: { 200: z.array(canoeSummaryResponse) },
    handler: async (request, reply) => {
      const found = await canoes.searchCanoes(db, request.query);
      if (request.query.format !== 'csv') return sendList(reply, found);
      sendList(reply, found);
      // A file, not the JSON the response schema describes: sent as it is.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="koa-canoes.csv"')
        .send(canoesCsv(found.rows, siteBaseUrl(request, deps.config)));
    },
  });

  await app.register(canoeFeaturedRoutes, deps);

  route.get('/canoes/:id', {
    access: 'public',
    summary: 'A canoe with its names, stewards, makers and photos',
    operationId: 'getCanoe',
    params: canoeParams,
    response: { 200: canoeDetailResponse },
    handler: async (request) => canoes.getCanoe(db, request.params.id),
  });

  route.post('/canoes', {
    access: 'admin',
    summary: 'Add a canoe',
    description: 'With its first name and steward when given.',
    operationId: 'createCanoe',
    body: canoeBody,
    response: { 201: canoeDetailResponse, 409: errorResponse },
    handler: async (request) => canoes.createCanoe(db, request.body, deps.config.site),
  });

  route.put('/canoes/:id', {
    access: 'admin',
    summary: 'Change a canoe',
    operationId: 'updateCanoe',
    params: canoeParams,
    body: canoeBody,
    response: { 200: canoeDetailResponse, 409: errorResponse },
    handler: async (request) => canoes.updateCanoe(db, request.params.id, request.body, deps.config.site),
  });

  route.delete('/canoes/:id', {
    access: 'admin',
    summary: 'Delete a canoe',
    description: 'With its names, ownerships, photos, restorations and race results.',
    operationId: 'deleteCanoe',
    params: canoeParams,
    response: { 204: noContent('Deleted') },
    handler: async (request) => canoes.deleteCanoe(db, request.params.id),
  });

  await app.register(nameRoutes, deps);
  await app.register(canoeMakerRoutes, deps);
};
