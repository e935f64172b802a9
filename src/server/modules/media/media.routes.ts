/** Canoe photos: GET /canoes/:id/media (+ /:mediaId/image), POST, PUT and DELETE (admin). */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { sendImage, uploadBodyLimit } from '../../media/image-store.ts';
import { photoUploadBody } from '../../../shared/schemas.ts';
import { photoUpdateBody } from '../../../shared/schemas.ts';
import * as service from './media.service.ts';

interface CanoeParams {
  id: string;
}
interface MediaParams extends CanoeParams {
  mediaId: string;
}

export const mediaRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  app.get<{ Params: CanoeParams }>(
    '/canoes/:id/media',
    { config: { access: 'public' } },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Canoe');
      const { rows, total } = await service.listCanoeMedia(db, canoeId, readPaging(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.get<{ Params: MediaParams }>(
    '/canoes/:id/media/:mediaId/image',
    { config: { access: 'public' } },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Photo');
      const mediaId = idParam(request.params.mediaId, 'Photo');
      const imageId = await service.mediaImageId(db, canoeId, mediaId);
      return sendImage(db, request, reply, imageId, 'Photo');
    },
  );

  app.post<{ Params: CanoeParams }>(
    '/canoes/:id/media',
    { config: { access: 'admin' }, bodyLimit: uploadBodyLimit(config.maxImageBytes) },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Canoe');
      const body = parseInput(photoUploadBody, request.body);
      const record = await service.uploadCanoeMedia(db, canoeId, body, request.caller, config.maxImageBytes);
      return reply.status(201).send(record);
    },
  );

  app.put<{ Params: MediaParams }>(
    '/canoes/:id/media/:mediaId',
    { config: { access: 'admin' } },
    async (request) => {
      const canoeId = idParam(request.params.id, 'Photo');
      const mediaId = idParam(request.params.mediaId, 'Photo');
      const body = parseInput(photoUpdateBody, request.body);
      return service.updateCanoeMedia(db, canoeId, mediaId, body);
    },
  );

  app.delete<{ Params: MediaParams }>(
    '/canoes/:id/media/:mediaId',
    { config: { access: 'admin' } },
    async (request, reply) => {
      const canoeId = idParam(request.params.id, 'Photo');
      const mediaId = idParam(request.params.mediaId, 'Photo');
      await service.deleteCanoeMedia(db, canoeId, mediaId);
      return reply.status(204).send();
    },
  );
};
