/**
 * GET/POST/DELETE `<path>/:id/<logo|picture>` for the one image a steward, maker or person carries.
 * The slot (entity-image.ts) says which table and column, and what the record and image are called in messages.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Access } from '../../core/access.ts';
import {
  errorResponse,
  imageBytesResponse,
  idParams,
  imageQuery,
  noContent,
} from '../../../shared/api/common.ts';
import type { ImageUploadBody } from '../../../shared/api/media.ts';
import { routesOf } from '../../http/route.ts';
import { uploadBodyLimit, uploadLimits } from './image-store.ts';
import { removeEntityImage, replaceEntityImage, serveEntityImage, type ImageSlot } from './entity-image.ts';

export interface ImageRoutesOptions {
  /** The record's collection path under /api, e.g. '/owners'. */
  path: string;
  slot: ImageSlot;
  /** Access of the GET and of the upload and delete. */
  read: Access;
  write: Access;
  /** Body of the upload. */
  body: z.ZodType<ImageUploadBody>;
  /** The upload's answer: the record's id and the image's URLs (`logo_url`, `logo_thumbnail_url`). */
  uploaded: z.ZodType<Record<string, unknown>>;
  /** How the document names the operations (`getOwnerLogo`…) and their tag. */
  operation: { one: string; tag: string };
  /** The image is private: browsers may keep it, shared caches may not. */
  privateCache?: boolean;
}

export function registerImageRoutes(
  app: FastifyInstance,
  { db, config }: AppDeps,
  options: ImageRoutesOptions,
) {
  const { slot, body, read, write } = options;
  const route = routesOf(app, options.operation.tag);
  const url = `${options.path}/:id/${slot.field}`;
  const params = idParams(slot.entity);
  const image = slot.image; // 'Logo'
  const whose = `${options.operation.one}${image}`; // 'OwnerLogo'
  const ofWhom = `of a ${slot.entity.toLowerCase()}`;

  route.get(url, {
    access: read,
    summary: `The ${image.toLowerCase()} ${ofWhom}`,
    description: 'Display size, or the thumbnail with ?size=thumbnail; with an ETag.',
    operationId: `get${whose}`,
    params,
    querystring: imageQuery,
    response: { 200: imageBytesResponse, 304: noContent('Not modified (the ETag matched)') },
    onSend: options.privateCache
      ? async (_request, reply, payload) => {
          const cache = reply.getHeader('Cache-Control');
          if (typeof cache === 'string') reply.header('Cache-Control', cache.replace('public', 'private'));
          return payload;
        }
      : undefined,
    handler: async (request, reply) =>
      serveEntityImage(db, uploadLimits(config).bucket, slot, request.params.id, request, reply),
  });

  route.post(url, {
    access: write,
    summary: `Upload the ${image.toLowerCase()} ${ofWhom}`,
    description:
      'The image travels as base64 in JSON; its real type is checked by content. Images are processed a ' +
      'few at a time, each within a time limit.',
    operationId: `upload${whose}`,
    params,
    body,
    // 422: the image took too long to process; 503: too many images are waiting already.
    response: { 201: options.uploaded, 422: errorResponse, 503: errorResponse },
    bodyLimit: uploadBodyLimit(config.maxImageBytes),
    handler: async (request) => {
      const id = request.params.id;
      const urls = await replaceEntityImage(db, slot, id, request.body.data, uploadLimits(config));
      return { [slot.idColumn]: id, ...urls };
    },
  });

  route.delete(url, {
    access: write,
    summary: `Remove the ${image.toLowerCase()} ${ofWhom}`,
    operationId: `delete${whose}`,
    params,
    response: { 204: noContent('Removed') },
    handler: async (request) => removeEntityImage(db, slot, request.params.id),
  });
}
