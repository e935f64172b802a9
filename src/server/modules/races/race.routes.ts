import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { raceApi } from '../../../shared/api/endpoints/races.ts';
import { raceFilters } from './race-filters.ts';
import { changeRace, createRace, getRace, removeRace, searchRaces } from './race.service.ts';
import { participantRoutes } from './participant.routes.ts';

export const raceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const route = routesOf(app);

  route(raceApi.listRaces, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) =>
      sendList(
        reply,
        await searchRaces(db, raceFilters(request.query), pagingOf(request.query, request), request.viewer),
      ),
  });

  route(raceApi.getRace, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => getRace(db, request.params.id, request.viewer),
  });

  route(raceApi.createRace, {
    access: 'admin',
    handler: async (request) => createRace(db, request.body),
  });

  route(raceApi.updateRace, {
    access: 'admin',
    handler: async (request) => changeRace(db, request.params.id, request.body),
  });

  route(raceApi.deleteRace, {
    access: 'admin',
    handler: async (request) => removeRace(db, request.params.id),
  });

  await app.register(participantRoutes, deps);
};
