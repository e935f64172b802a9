import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
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

export const raceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const route = routesOf(app, 'Races');

  route.get('/races', {
    access: 'public',
    summary: 'List races',
    operationId: 'listRaces',
    querystring: raceListQuery,
    response: { 200: z.array(raceResponse) },
    handler: async (request, reply) =>
      sendList(reply, await searchRaces(db, raceFilters(request.query), pagingOf(request.query))),
  });

  route.get('/races/:id', {
    access: 'public',
    summary: 'A race with all its results',
    operationId: 'getRace',
    params: raceParams,
    response: { 200: raceDetailResponse },
    handler: async (request) => getRace(db, request.params.id),
  });

  route.post('/races', {
    access: 'admin',
    summary: 'Add a race',
    operationId: 'createRace',
    body: raceBody,
    response: { 201: raceDetailResponse },
    handler: async (request) => createRace(db, request.body),
  });

  route.put('/races/:id', {
    access: 'admin',
    summary: 'Change a race',
    operationId: 'updateRace',
    params: raceParams,
    body: raceBody,
    response: { 200: raceDetailResponse },
    handler: async (request) => changeRace(db, request.params.id, request.body),
  });

  route.delete('/races/:id', {
    access: 'admin',
    summary: 'Delete a race',
    description: 'Refused while it has results.',
    operationId: 'deleteRace',
    params: raceParams,
    response: { 204: noContent('Deleted'), 409: errorResponse },
    handler: async (request) => removeRace(db, request.params.id),
  });

  await app.register(participantRoutes, deps);
};
