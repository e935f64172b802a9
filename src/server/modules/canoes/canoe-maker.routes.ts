import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam } from '../../http/paging.ts';
import { canoeMakerBody, canoeMakerUpdateBody } from '../../../shared/schemas.ts';
import * as makers from './canoe-maker.service.ts';

type IdParams = { Params: { id: string } };
type MakerParams = { Params: { id: string; makerId: string } };
const MAKER = 'Maker of this canoe';

export const canoeMakerRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<IdParams>('/canoes/:id/makers', { config: { access: 'public' } }, async (request) => {
    return makers.listCanoeMakers(db, idParam(request.params.id, 'Canoe'));
  });

  app.post<IdParams>('/canoes/:id/makers', { config: { access: 'admin' } }, async (request, reply) => {
    const canoeId = idParam(request.params.id, 'Canoe');
    const body = parseInput(canoeMakerBody, request.body);
    return reply.status(201).send(await makers.addCanoeMaker(db, canoeId, body));
  });

  app.put<MakerParams>('/canoes/:id/makers/:makerId', { config: { access: 'admin' } }, async (request) => {
    const canoeId = idParam(request.params.id, 'Canoe');
    const makerId = idParam(request.params.makerId, MAKER);
    return makers.updateCanoeMaker(db, canoeId, makerId, parseInput(canoeMakerUpdateBody, request.body));
  });

  app.delete<MakerParams>(
    '/canoes/:id/makers/:makerId',
    { config: { access: 'admin' } },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Canoe');
      await makers.removeCanoeMaker(db, canoeId, idParam(request.params.makerId, MAKER));
      return reply.status(204).send();
    },
  );
};
