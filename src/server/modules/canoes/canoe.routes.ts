import type { FastifyReply } from 'fastify';
import { requestLanguage } from '../../http/language.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { canoeApi } from '../../../shared/api/endpoints/canoes.ts';
import * as canoes from './canoe.service.ts';
import { canoeMakerRoutes } from './canoe-maker.routes.ts';
import { canoeFeaturedRoutes } from './canoe-featured.routes.ts';
import { nameRoutes } from './name.routes.ts';
import { canoeTimelineRoutes } from './canoe-timeline.routes.ts';
import { canoeDecadesRoutes } from './canoe-decades.routes.ts';
import { canoesCsv } from './canoe-csv.ts';
import { siteBaseUrl } from '../../core/site-url.ts';

export const canoeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  const route = routesOf(app);

  route(canoeApi.listCanoes, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) =>
      sendList(reply, await canoes.listCanoes(db, pagingOf(request.query, request), request.viewer)),
  });

  route(canoeApi.searchCanoes, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) => {
      const found = await canoes.searchCanoes(db, request.query, request.viewer, requestLanguage(request));
      if (request.query.format !== 'csv') return sendList(reply, found);
      sendList(reply, found);
      // A file, not the JSON the response schema describes: sent as it is.
      return (reply as FastifyReply)
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="koa-canoes.csv"')
        .send(canoesCsv(found.rows, siteBaseUrl(request, deps.config)));
    },
  });

  await app.register(canoeFeaturedRoutes, deps);

  route(canoeApi.getCanoe, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => canoes.getCanoe(db, request.params.id, db.kysely, request.viewer),
  });

  route(canoeApi.createCanoe, {
    access: 'admin',
    handler: async (request) => canoes.createCanoe(db, request.body, deps.config.site),
  });

  route(canoeApi.updateCanoe, {
    access: 'admin',
    handler: async (request) => canoes.updateCanoe(db, request.params.id, request.body, deps.config.site),
  });

  route(canoeApi.deleteCanoe, {
    access: 'admin',
    handler: async (request) => canoes.deleteCanoe(db, request.params.id),
  });

  await app.register(nameRoutes, deps);
  await app.register(canoeMakerRoutes, deps);
  await app.register(canoeTimelineRoutes, deps);
  await app.register(canoeDecadesRoutes, deps);
};
