import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { idParams, noContent } from '../../../shared/api/common.ts';
import {
  participantBody,
  participantParams,
  participationResponse,
  raceParams,
  raceResultsQuery,
} from '../../../shared/api/races.ts';
import {
  addResult,
  canoeRaceHistory,
  changeResult,
  raceResults,
  removeResult,
} from './participant.service.ts';

/** Race results (participations), under their race, and a canoe's race history. */
export const participantRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'Races');

  route.get('/races/:id/participants', {
    access: 'public',
    summary: "A race's results",
    operationId: 'listRaceResults',
    params: raceParams,
    querystring: raceResultsQuery,
    response: { 200: z.array(participationResponse) },
    handler: async (request, reply) =>
      sendList(reply, await raceResults(db, request.params.id, pagingOf(request.query))),
  });

  route.post('/races/:id/participants', {
    access: 'admin',
    summary: 'Add a result to a race',
    operationId: 'addRaceResult',
    params: raceParams,
    body: participantBody,
    response: { 201: participationResponse },
    handler: async (request) => addResult(db, request.params.id, request.body),
  });

  route.put('/races/:id/participants/:pid', {
    access: 'admin',
    summary: 'Change a race result',
    operationId: 'updateRaceResult',
    params: participantParams,
    body: participantBody,
    response: { 200: participationResponse },
    handler: async (request) => changeResult(db, request.params.id, request.params.pid, request.body),
  });

  route.delete('/races/:id/participants/:pid', {
    access: 'admin',
    summary: 'Delete a race result',
    operationId: 'deleteRaceResult',
    params: participantParams,
    response: { 204: noContent('Deleted') },
    handler: async (request) => removeResult(db, request.params.id, request.params.pid),
  });

  route.get('/canoes/:id/races', {
    access: 'public',
    summary: "A canoe's race history",
    operationId: 'listCanoeRaces',
    params: idParams('Canoe'),
    querystring: raceResultsQuery,
    response: { 200: z.array(participationResponse) },
    handler: async (request, reply) =>
      sendList(reply, await canoeRaceHistory(db, request.params.id, pagingOf(request.query))),
  });
};
