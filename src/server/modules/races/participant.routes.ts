import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
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

const tags = ['Races'];

/** Race results (participations), under their race, and a canoe's race history. */
export const participantRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/races/:id/participants',
    {
      config: { access: 'public' },
      schema: {
        summary: "A race's results",
        operationId: 'listRaceResults',
        tags,
        params: raceParams,
        querystring: raceResultsQuery,
        response: { 200: z.array(participationResponse) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await raceResults(db, request.params.id, pagingOf(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.post(
    '/races/:id/participants',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Add a result to a race',
        operationId: 'addRaceResult',
        tags,
        params: raceParams,
        body: participantBody,
        response: { 201: participationResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await addResult(db, request.params.id, request.body)),
  );

  app.put(
    '/races/:id/participants/:pid',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change a race result',
        operationId: 'updateRaceResult',
        tags,
        params: participantParams,
        body: participantBody,
        response: { 200: participationResponse },
      },
    },
    async (request) => changeResult(db, request.params.id, request.params.pid, request.body),
  );

  app.delete(
    '/races/:id/participants/:pid',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete a race result',
        operationId: 'deleteRaceResult',
        tags,
        params: participantParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await removeResult(db, request.params.id, request.params.pid);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/canoes/:id/races',
    {
      config: { access: 'public' },
      schema: {
        summary: "A canoe's race history",
        operationId: 'listCanoeRaces',
        tags,
        params: idParams('Canoe'),
        querystring: raceResultsQuery,
        response: { 200: z.array(participationResponse) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await canoeRaceHistory(db, request.params.id, pagingOf(request.query));
      return sendList(reply, rows, total);
    },
  );
};
