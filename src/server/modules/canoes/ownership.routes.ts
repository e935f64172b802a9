import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { optionalId, ownershipBody, ownershipUpdateBody } from '../../../shared/schemas.ts';
import * as ownerships from './ownership.service.ts';

type IdParams = { Params: { id: string } };
const ownershipFilter = z.object({ canoe_id: optionalId('canoe_id must be a canoe id') });

export const ownershipRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<IdParams>('/canoes/:id/ownerships', { config: { access: 'public' } }, async (request) => {
    return ownerships.listCanoeOwnerships(db, idParam(request.params.id, 'Canoe'));
  });

  app.get('/ownerships', { config: { access: 'public' } }, async (request, reply) => {
    const paging = readPaging(request.query);
    const { canoe_id } = parseInput(ownershipFilter, request.query ?? {}, 'query');
    const { rows, total } = await ownerships.listOwnerships(db, { canoeId: canoe_id ?? undefined }, paging);
    return sendList(reply, rows, total);
  });

  app.get<IdParams>('/ownerships/:id', { config: { access: 'public' } }, async (request) => {
    return ownerships.getOwnership(db, idParam(request.params.id, 'Ownership'));
  });

  app.post('/ownerships', { config: { access: 'admin' } }, async (request, reply) => {
    const body = parseInput(ownershipBody, request.body);
    return reply.status(201).send(await ownerships.createOwnership(db, body));
  });

  app.put<IdParams>('/ownerships/:id', { config: { access: 'admin' } }, async (request) => {
    const ownershipId = idParam(request.params.id, 'Ownership');
    return ownerships.updateOwnership(db, ownershipId, parseInput(ownershipUpdateBody, request.body));
  });

  app.delete<IdParams>('/ownerships/:id', { config: { access: 'admin' } }, async (request, reply) => {
    await ownerships.deleteOwnership(db, idParam(request.params.id, 'Ownership'));
    return reply.status(204).send();
  });
};
