import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam } from '../../http/paging.ts';
import { canoeNameBody } from '../../../shared/schemas.ts';
import * as names from './name.service.ts';

type IdParams = { Params: { id: string } };
type NameParams = { Params: { id: string; nameId: string } };

export const nameRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<IdParams>('/canoes/:id/names', { config: { access: 'public' } }, async (request) => {
    return names.listCanoeNames(db, idParam(request.params.id, 'Canoe'));
  });

  app.post<IdParams>('/canoes/:id/names', { config: { access: 'admin' } }, async (request, reply) => {
    const canoeId = idParam(request.params.id, 'Canoe');
    const body = parseInput(canoeNameBody, request.body);
    return reply.status(201).send(await names.addCanoeName(db, canoeId, body));
  });

  app.delete<NameParams>(
    '/canoes/:id/names/:nameId',
    { config: { access: 'admin' } },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Canoe');
      await names.deleteCanoeName(db, canoeId, idParam(request.params.nameId, 'Name'));
      return reply.status(204).send();
    },
  );
};
