/** Canoe photos: GET /canoes/:id/media (+ /:mediaId/image), POST, PUT and DELETE (admin). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { mediaApi } from '../../../shared/api/endpoints/media.ts';
import { sendImage, uploadBodyLimit, uploadLimits } from './image-store.ts';
import * as service from './media.service.ts';

export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app);

  route(mediaApi.listCanoeMedia, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) =>
      sendList(
        reply,
        await service.listCanoeMedia(db, request.params.id, pagingOf(request.query), request.viewer),
      ),
  });

  route(mediaApi.getCanoeMediaImage, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) => {
      const { imageId, shared } = await service.mediaImage(
        db,
        request.params.id,
        request.params.mediaId,
        request.viewer,
      );
      // A kept photo's bytes are for its viewer's browser only: no shared cache may keep them (decision 020).
      return sendImage(db, uploadLimits(config).bucket, request, reply, imageId, 'Photo', !shared);
    },
  });

  route(mediaApi.uploadCanoeMedia, {
    access: 'admin',
    bodyLimit: uploadBodyLimit(config.maxImageBytes),
    handler: async (request) =>
      service.uploadCanoeMedia(db, request.params.id, request.body, request.caller, uploadLimits(config)),
  });

  route(mediaApi.updateCanoeMedia, {
    access: 'admin',
    handler: async (request) =>
      service.updateCanoeMedia(db, request.params.id, request.params.mediaId, request.body),
  });

  route(mediaApi.deleteCanoeMedia, {
    access: 'admin',
    handler: async (request) => service.deleteCanoeMedia(db, request.params.id, request.params.mediaId),
  });
};
