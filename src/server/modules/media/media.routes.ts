/** Canoe photos: GET /canoes/:id/media (+ /:mediaId/image), POST, PUT and DELETE (admin). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { sendImage, uploadBodyLimit, uploadLimits } from './image-store.ts';
import {
  errorResponse,
  imageBytesResponse,
  imageQuery,
  noContent,
  pagingOnlyQuery,
} from '../../../shared/api/common.ts';
import {
  canoeMediaParams,
  mediaResponse,
  photoParams,
  photoUpdateBody,
  photoUploadBody,
} from '../../../shared/api/media.ts';
import * as service from './media.service.ts';

export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app, 'Media');

  route.get('/canoes/:id/media', {
    access: 'public',
    summary: "A canoe's photos",
    operationId: 'listCanoeMedia',
    params: canoeMediaParams,
    querystring: pagingOnlyQuery,
    response: { 200: z.array(mediaResponse) },
    handler: async (request, reply) =>
      sendList(reply, await service.listCanoeMedia(db, request.params.id, pagingOf(request.query))),
  });

  route.get('/canoes/:id/media/:mediaId/image', {
    access: 'public',
    summary: "A photo's image",
    description: 'Display size, or the thumbnail with ?size=thumbnail; with an ETag.',
    operationId: 'getCanoeMediaImage',
    params: photoParams,
    querystring: imageQuery,
    response: { 200: imageBytesResponse, 304: noContent('Not modified (the ETag matched)') },
    handler: async (request, reply) => {
      const imageId = await service.mediaImageId(db, request.params.id, request.params.mediaId);
      return sendImage(db, uploadLimits(config).bucket, request, reply, imageId, 'Photo');
    },
  });

  route.post('/canoes/:id/media', {
    access: 'admin',
    summary: 'Upload a photo of a canoe',
    description:
      'The image travels as base64 in JSON; its real type is checked by content. Images are processed a ' +
      'few at a time, each within a time limit.',
    operationId: 'uploadCanoeMedia',
    params: canoeMediaParams,
    body: photoUploadBody,
    // 422: the image took too long to process; 503: too many images are waiting already.
    response: { 201: mediaResponse, 422: errorResponse, 503: errorResponse },
    bodyLimit: uploadBodyLimit(config.maxImageBytes),
    handler: async (request) =>
      service.uploadCanoeMedia(db, request.params.id, request.body, request.caller, uploadLimits(config)),
  });

  route.put('/canoes/:id/media/:mediaId', {
    access: 'admin',
    summary: 'Change the words about a photo',
    operationId: 'updateCanoeMedia',
    params: photoParams,
    body: photoUpdateBody,
    response: { 200: mediaResponse },
    handler: async (request) =>
      service.updateCanoeMedia(db, request.params.id, request.params.mediaId, request.body),
  });

  route.delete('/canoes/:id/media/:mediaId', {
    access: 'admin',
    summary: 'Delete a photo',
    operationId: 'deleteCanoeMedia',
    params: photoParams,
    response: { 204: noContent('Deleted') },
    handler: async (request) => service.deleteCanoeMedia(db, request.params.id, request.params.mediaId),
  });
};
