import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { raceBody } from '../../../shared/schemas.ts';
import { readRaceFilters } from './race-filters.ts';
import { changeRace, createRace, getRace, removeRace, searchRaces } from './race.service.ts';
import { participantRoutes } from './participant.routes.ts';

type IdParams = { Params: { id: string } };

export const raceRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get('/races', { config: { access: 'public' } }, async (request, reply) => {
    const filters = readRaceFilters(request.query);
    const { rows, total } = await searchRaces(db, filters, readPaging(request.query));
    return sendList(reply, rows, total);
  });

  app.get<IdParams>('/races/:id', { config: { access: 'public' } }, async (request) => {
    return getRace(db, idParam(request.params.id, 'Race'));
  });

  app.post('/races', { config: { access: 'admin' } }, async (request, reply) => {
    const body = parseInput(raceBody, request.body);
    return reply.status(201).send(await createRace(db, body));
  });

  app.put<IdParams>('/races/:id', { config: { access: 'admin' } }, async (request) => {
    const raceId = idParam(request.params.id, 'Race');
    return changeRace(db, raceId, parseInput(raceBody, request.body));
  });

  app.delete<IdParams>('/races/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await removeRace(db, idParam(request.params.id, 'Race'));
    return reply.status(204).send();
  });

  await app.register(participantRoutes, deps);
};
