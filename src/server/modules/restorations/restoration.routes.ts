import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { restorationBody } from '../../../shared/schemas.ts';
import {
  addRestoration,
  canoeRestorations,
  changeRestoration,
  getRestoration,
  removeRestoration,
} from './restoration.service.ts';

type CanoeParams = { Params: { id: string } };
type RestorationParams = { Params: { id: string; rid: string } };

const ids = (params: { id: string; rid: string }) =>
  [idParam(params.id, 'Canoe'), idParam(params.rid, 'Restoration')] as const;

export const restorationRoutes: FastifyPluginAsync<AppDeps> = async (app, { db }) => {
  app.get<CanoeParams>(
    '/canoes/:id/restorations',
    { config: { access: 'public' } },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Canoe');
      const { rows, total } = await canoeRestorations(db, canoeId, readPaging(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.get<RestorationParams>(
    '/canoes/:id/restorations/:rid',
    { config: { access: 'public' } },
    async (request) => {
      return getRestoration(db, ...ids(request.params));
    },
  );

  app.post<CanoeParams>(
    '/canoes/:id/restorations',
    { config: { access: 'admin' } },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Canoe');
      const body = parseInput(restorationBody, request.body);
      return reply.status(201).send(await addRestoration(db, canoeId, body));
    },
  );

  app.put<RestorationParams>(
    '/canoes/:id/restorations/:rid',
    { config: { access: 'admin' } },
    async (request) => {
      const [canoeId, restorationId] = ids(request.params);
      return changeRestoration(db, canoeId, restorationId, parseInput(restorationBody, request.body));
    },
  );

  app.delete<RestorationParams>(
    '/canoes/:id/restorations/:rid',
    { config: { access: 'admin' } },
    async (request, reply) => {
      await removeRestoration(db, ...ids(request.params));
      return reply.status(204).send();
    },
  );
};
