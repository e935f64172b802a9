import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { raceApi } from '../../../shared/api/endpoints/races.ts';
import {
  addResult,
  canoeRaceHistory,
  changeResult,
  raceResults,
  removeResult,
} from './participant.service.ts';

/** Race results (participations), under their race, and a canoe's race history. */
export const participantRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(raceApi.listRaceResults, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) =>
      sendList(reply, await raceResults(db, request.params.id, pagingOf(request.query), request.viewer)),
  });

  route(raceApi.addRaceResult, {
    access: 'admin',
    handler: async (request) => addResult(db, request.params.id, request.body),
  });

  route(raceApi.updateRaceResult, {
    access: 'admin',
    handler: async (request) => changeResult(db, request.params.id, request.params.pid, request.body),
  });

  route(raceApi.deleteRaceResult, {
    access: 'admin',
    handler: async (request) => removeResult(db, request.params.id, request.params.pid),
  });

  route(raceApi.listCanoeRaces, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) =>
      sendList(reply, await canoeRaceHistory(db, request.params.id, pagingOf(request.query), request.viewer)),
  });
};
