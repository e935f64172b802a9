import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
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

const tags = ['Canoes'];

export const canoeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/canoes',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List canoes',
        description: 'By current name.',
        operationId: 'listCanoes',
        tags,
        querystring: canoeListQuery,
        response: { 200: z.array(canoeSummaryResponse) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await canoes.listCanoes(db, pagingOf(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.get(
    '/canoes/search',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Search the registry',
        operationId: 'searchCanoes',
        tags,
        querystring: canoeSearchQuery,
        response: { 200: z.array(canoeSummaryResponse) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await canoes.searchCanoes(db, request.query);
      return sendList(reply, rows, total);
    },
  );

  await app.register(canoeFeaturedRoutes, deps);

  app.get(
    '/canoes/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A canoe with its names, stewards, makers and photos',
        operationId: 'getCanoe',
        tags,
        params: canoeParams,
        response: { 200: canoeDetailResponse },
      },
    },
    async (request) => canoes.getCanoe(db, request.params.id),
  );

  app.post(
    '/canoes',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add a canoe',
        description: 'With its first name and steward when given.',
        operationId: 'createCanoe',
        tags,
        body: canoeBody,
        response: { 201: canoeDetailResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await canoes.createCanoe(db, request.body, deps.config.site)),
  );

  app.put(
    '/canoes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a canoe',
        operationId: 'updateCanoe',
        tags,
        params: canoeParams,
        body: canoeBody,
        response: { 200: canoeDetailResponse, 409: errorResponse },
      },
    },
    async (request) => canoes.updateCanoe(db, request.params.id, request.body, deps.config.site),
  );

  app.delete(
    '/canoes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete a canoe',
        description: 'With its names, ownerships, photos, restorations and race results.',
        operationId: 'deleteCanoe',
        tags,
        params: canoeParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await canoes.deleteCanoe(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(nameRoutes, deps);
  await app.register(canoeMakerRoutes, deps);
};
