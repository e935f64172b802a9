import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { participantBody } from '../../../shared/schemas.ts';
import {
  addResult,
  canoeRaceHistory,
  changeResult,
  raceResults,
  removeResult,
} from './participant.service.ts';

type IdParams = { Params: { id: string } };
type ResultParams = { Params: { id: string; pid: string } };

/** Race results (participations), under their race, and a canoe's race history. */
export const participantRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<IdParams>('/races/:id/participants', { config: { access: 'public' } }, async (request, reply) => {
    const raceId = idParam(request.params.id, 'Race');
    const { rows, total } = await raceResults(db, raceId, readPaging(request.query));
    return sendList(reply, rows, total);
  });

  app.post<IdParams>('/races/:id/participants', { config: { access: 'admin' } }, async (request, reply) => {
    const raceId = idParam(request.params.id, 'Race');
    const body = parseInput(participantBody, request.body);
    return reply.status(201).send(await addResult(db, raceId, body));
  });

  app.put<ResultParams>('/races/:id/participants/:pid', { config: { access: 'admin' } }, async (request) => {
    const raceId = idParam(request.params.id, 'Race');
    const participationId = idParam(request.params.pid, 'Race result');
    return changeResult(db, raceId, participationId, parseInput(participantBody, request.body));
  });

  app.delete<ResultParams>(
    '/races/:id/participants/:pid',
    { config: { access: 'admin' } },
    async (request, reply) => {
      const raceId = idParam(request.params.id, 'Race');
      await removeResult(db, raceId, idParam(request.params.pid, 'Race result'));
      return reply.status(204).send();
    },
  );

  app.get<IdParams>('/canoes/:id/races', { config: { access: 'public' } }, async (request, reply) => {
    const canoeId = idParam(request.params.id, 'Canoe');
    const { rows, total } = await canoeRaceHistory(db, canoeId, readPaging(request.query));
    return sendList(reply, rows, total);
  });
};
