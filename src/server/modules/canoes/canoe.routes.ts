import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { canoeBody } from '../../../shared/schemas.ts';
import { canoeSearchQuery } from '../../../shared/api/canoes.ts';
import * as canoes from './canoe.service.ts';
import { canoeMakerRoutes } from './canoe-maker.routes.ts';
import { canoeFeaturedRoutes } from './canoe-featured.ts';
import { nameRoutes } from './name.routes.ts';

type IdParams = { Params: { id: string } };

export const canoeRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  const { db } = deps;

  app.get('/canoes', { config: { access: 'public' } }, async (request, reply) => {
    const { rows, total } = await canoes.listCanoes(db, readPaging(request.query));
    return sendList(reply, rows, total);
  });

  app.get('/canoes/search', { config: { access: 'public' } }, async (request, reply) => {
    const search = parseInput(canoeSearchQuery, request.query ?? {}, 'query');
    const { rows, total } = await canoes.searchCanoes(db, search);
    return sendList(reply, rows, total);
  });

  await app.register(canoeFeaturedRoutes, deps);

  app.get<IdParams>('/canoes/:id', { config: { access: 'public' } }, async (request) => {
    return canoes.getCanoe(db, idParam(request.params.id, 'Canoe'));
  });

  app.post('/canoes', { config: { access: 'admin' } }, async (request, reply) => {
    const body = parseInput(canoeBody, request.body);
    return reply.status(201).send(await canoes.createCanoe(db, body));
  });

  app.put<IdParams>('/canoes/:id', { config: { access: 'admin' } }, async (request) => {
    const canoeId = idParam(request.params.id, 'Canoe');
    return canoes.updateCanoe(db, canoeId, parseInput(canoeBody, request.body));
  });

  app.delete<IdParams>('/canoes/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await canoes.deleteCanoe(db, idParam(request.params.id, 'Canoe'));
    return reply.status(204).send();
  });

  await app.register(nameRoutes, deps);
  await app.register(canoeMakerRoutes, deps);
};
