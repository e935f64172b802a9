import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
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

const tags = ['Restorations'];

export const restorationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/canoes/:id/restorations',
    {
      config: { access: 'public' },
      schema: {
        summary: "A canoe's restorations",
        operationId: 'listCanoeRestorations',
        tags,
        params: canoeRestorationsParams,
        querystring: restorationListQuery,
        response: { 200: z.array(restorationResponse) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await canoeRestorations(db, request.params.id, pagingOf(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.get(
    '/canoes/:id/restorations/:rid',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A restoration',
        operationId: 'getRestoration',
        tags,
        params: restorationParams,
        response: { 200: restorationResponse },
      },
    },
    async (request) => getRestoration(db, request.params.id, request.params.rid),
  );

  app.post(
    '/canoes/:id/restorations',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Record a restoration of a canoe',
        operationId: 'addRestoration',
        tags,
        params: canoeRestorationsParams,
        body: restorationBody,
        response: { 201: restorationResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addRestoration(db, request.params.id, request.body)),
  );

  app.put(
    '/canoes/:id/restorations/:rid',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a restoration',
        operationId: 'updateRestoration',
        tags,
        params: restorationParams,
        body: restorationBody,
        response: { 200: restorationResponse },
      },
    },
    async (request) => changeRestoration(db, request.params.id, request.params.rid, request.body),
  );

  app.delete(
    '/canoes/:id/restorations/:rid',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete a restoration',
        operationId: 'deleteRestoration',
        tags,
        params: restorationParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await removeRestoration(db, request.params.id, request.params.rid);
      return reply.status(204).send(null);
    },
  );
};
