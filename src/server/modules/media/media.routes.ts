/** Canoe photos: GET /canoes/:id/media (+ /:mediaId/image), POST, PUT and DELETE (admin). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { sendImage, uploadBodyLimit, uploadLimits } from '../../media/image-store.ts';
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

const tags = ['Media'];

export const mediaRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.get(
    '/canoes/:id/media',
    {
      config: { access: 'public' },
      schema: {
        summary: "A canoe's photos",
        operationId: 'listCanoeMedia',
        tags,
        params: canoeMediaParams,
        querystring: pagingOnlyQuery,
        response: { 200: z.array(mediaResponse) },
      },
    },
    async (request, reply) => {
      const { rows, total } = await service.listCanoeMedia(db, request.params.id, pagingOf(request.query));
      return sendList(reply, rows, total);
    },
  );

  app.get(
    '/canoes/:id/media/:mediaId/image',
    {
      config: { access: 'public' },
      schema: {
        summary: "A photo's image",
        description: 'Display size, or the thumbnail with ?size=thumbnail; with an ETag.',
        operationId: 'getCanoeMediaImage',
        tags,
        params: photoParams,
        querystring: imageQuery,
        response: { 200: imageBytesResponse, 304: noContent('Not modified (the ETag matched)') },
      },
    },
    async (request, reply) => {
      const imageId = await service.mediaImageId(db, request.params.id, request.params.mediaId);
      return sendImage(db, request, reply, imageId, 'Photo');
    },
  );

  app.post(
    '/canoes/:id/media',
    {
      config: { access: 'admin' },
      bodyLimit: uploadBodyLimit(config.maxImageBytes),
      schema: {
        summary: 'Upload a photo of a canoe',
        description:
          'The image travels as base64 in JSON; its real type is checked by content. Images are processed a ' +
          'few at a time, each within a time limit.',
        operationId: 'uploadCanoeMedia',
        tags,
        params: canoeMediaParams,
        body: photoUploadBody,
        // 422: the image took too long to process; 503: too many images are waiting already.
        response: { 201: mediaResponse, 422: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const record = await service.uploadCanoeMedia(
        db,
        request.params.id,
        request.body,
        request.caller,
        uploadLimits(config),
      );
      return reply.status(201).send(record);
    },
  );

  app.put(
    '/canoes/:id/media/:mediaId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Change the words about a photo',
        operationId: 'updateCanoeMedia',
        tags,
        params: photoParams,
        body: photoUpdateBody,
        response: { 200: mediaResponse },
      },
    },
    async (request) => service.updateCanoeMedia(db, request.params.id, request.params.mediaId, request.body),
  );

  app.delete(
    '/canoes/:id/media/:mediaId',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Delete a photo',
        operationId: 'deleteCanoeMedia',
        tags,
        params: photoParams,
        response: { 204: noContent('Deleted') },
      },
    },
    async (request, reply) => {
      await service.deleteCanoeMedia(db, request.params.id, request.params.mediaId);
      return reply.status(204).send(null);
    },
  );
};
