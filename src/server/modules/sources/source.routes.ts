import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { sourceApi } from '../../../shared/api/endpoints/sources.ts';
import * as sources from './source.service.ts';

export const sourceRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(sourceApi.listCanoeSources, {
    access: 'public',
    content: 'viewer',
    handler: async (request) =>
      sources.canoeSources(db, request.params.id, Boolean(request.caller?.isAdmin), request.viewer),
  });

  route(sourceApi.setCanoeSources, {
    access: 'admin',
    handler: async (request) =>
      sources.replaceSources(db, { type: 'canoe', id: request.params.id }, request.body.sources),
  });

  route(sourceApi.setCanoeNameSources, {
    access: 'admin',
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'canoe_name', id: request.params.nameId, canoeId: request.params.id },
        request.body.sources,
      ),
  });

  route(sourceApi.setOwnershipSources, {
    access: 'admin',
    handler: async (request) =>
      sources.replaceSources(db, { type: 'ownership', id: request.params.id }, request.body.sources),
  });

  route(sourceApi.setRestorationSources, {
    access: 'admin',
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'restoration', id: request.params.rid, canoeId: request.params.id },
        request.body.sources,
      ),
  });

  route(sourceApi.setParticipantSources, {
    access: 'admin',
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'participation', id: request.params.pid, raceId: request.params.id },
        request.body.sources,
      ),
  });

  route(sourceApi.setPhotoSources, {
    access: 'admin',
    handler: async (request) =>
      sources.replaceSources(
        db,
        { type: 'media', id: request.params.mediaId, canoeId: request.params.id },
        request.body.sources,
      ),
  });
};
