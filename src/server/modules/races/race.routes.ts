import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { errorResponse, noContent } from '../../../shared/api/common.ts';
import {
  raceBody,
  raceDetailResponse,
  raceListQuery,
  raceParams,
  raceResponse,
} from '../../../shared/api/races.ts';
import { raceFilters } from './race-filters.ts';
import { changeRace, createRace, getRace, removeRace, searchRaces } from './race.service.ts';
import { participantRoutes } from './participant.routes.ts';

const tags = ['Races'];

export const raceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get(
    '/races',
    {
      config: { access: 'public' },
      schema: {
        summary: 'List races',
        operationId: 'listRaces',
        tags,
        querystring: raceListQuery,
        response: { 200: z.array(raceResponse) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await searchRaces(db, raceFilters(request.query), pagingOf(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.get(
    '/races/:id',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A race with all its results',
        operationId: 'getRace',
        tags,
        params: raceParams,
        response: { 200: raceDetailResponse },
      },
    },
    async (request) => getRace(db, request.params.id),
  );

  app.post(
    '/races',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add a race',
        operationId: 'createRace',
        tags,
        body: raceBody,
        response: { 201: raceDetailResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createRace(db, request.body)),
  );

  app.put(
    '/races/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a race',
        operationId: 'updateRace',
        tags,
        params: raceParams,
        body: raceBody,
        response: { 200: raceDetailResponse },
      },
    },
    async (request) => changeRace(db, request.params.id, request.body),
  );

  app.delete(
    '/races/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete a race',
        description: 'Refused while it has results.',
        operationId: 'deleteRace',
        tags,
        params: raceParams,
        response: { 204: noContent('Deleted'), 409: errorResponse },
      },
    },
    async (request, reply) => {
      await removeRace(db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(participantRoutes, deps);
};
