import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { errorResponse, noContent } from '../../../shared/api/common.ts';
import {
  canoeNameBody,
  canoeNameParams,
  canoeNameResponse,
  canoeParams,
} from '../../../shared/api/canoes.ts';
import * as names from './name.service.ts';

const tags = ['Canoes'];

export const nameRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/canoes/:id/names',
    {
      config: { access: 'public' },
      schema: {
        summary: "A canoe's names over time",
        operationId: 'listCanoeNames',
        tags,
        params: canoeParams,
        response: { 200: z.array(canoeNameResponse) },
      },
    },
    async (request) => names.listCanoeNames(db, request.params.id),
  );

  app.post(
    '/canoes/:id/names',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add a name to a canoe',
        description: 'Without an end date it becomes the current name and ends the previous one.',
        operationId: 'addCanoeName',
        tags,
        params: canoeParams,
        body: canoeNameBody,
        response: { 201: canoeNameResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await names.addCanoeName(db, request.params.id, request.body)),
  );

  app.put(
    '/canoes/:id/names/:nameId',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Change one of a canoe's names",
        description:
          'Dates the body leaves out keep their value; an end date of null makes it the current name, refused while another name is current.',
        operationId: 'updateCanoeName',
        tags,
        params: canoeNameParams,
        body: canoeNameBody,
        response: { 200: canoeNameResponse, 409: errorResponse },
      },
    },
    async (request) => names.updateCanoeName(db, request.params.id, request.params.nameId, request.body),
  );

  app.delete(
    '/canoes/:id/names/:nameId',
    {
      config: { access: 'admin' },
      schema: {
        summary: "Delete one of a canoe's names",
        operationId: 'deleteCanoeName',
        tags,
        params: canoeNameParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await names.deleteCanoeName(db, request.params.id, request.params.nameId);
      return reply.status(204).send(null);
    },
  );
};
