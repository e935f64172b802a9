/**
 * GET/POST/DELETE `<path>/:id/<logo|picture>` for the one image a steward, maker or person carries.
 * The slot (entity-image.ts) says which table and column, and what the record and image are called in messages.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { Access } from '../auth/auth.plugin.ts';
import type { IdParams } from '../http/crud-routes.ts';
import { parseInput } from '../http/errors.ts';
import { idParam } from '../http/paging.ts';
import type { ImageUploadBody } from '../../shared/schemas.ts';
import { uploadBodyLimit } from './image-store.ts';
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
  /** The image is private: browsers may keep it, shared caches may not. */
  privateCache?: boolean;
}

export function registerImageRoutes(
  app: FastifyInstance,
  { db, config }: AppDeps,
  options: ImageRoutesOptions,
) {
  const { slot, body: bodySchema } = options;
  /** 'logo' or 'picture': the last path segment and the prefix of the URL fields of the upload's answer. */
  const field = slot.imageColumn.replace(/_image_id$/, '');
  const url = `${options.path}/:id/${field}`;
  const recordId = (params: { id: string }) => idParam(params.id, slot.entity);
  const read = { config: { access: options.read } };
  const write = { config: { access: options.write } };

  app.get<IdParams>(
    url,
    options.privateCache
      ? {
          ...read,
          onSend: async (_request, reply, payload) => {
            const cache = reply.getHeader('Cache-Control');
            if (typeof cache === 'string') reply.header('Cache-Control', cache.replace('public', 'private'));
            return payload;
          },
        }
      : read,
    async (request, reply) => serveEntityImage(db, slot, recordId(request.params), request, reply),
  );

  app.post<IdParams>(
    url,
    { ...write, bodyLimit: uploadBodyLimit(config.maxImageBytes) },
    async (request, reply) => {
      const id = recordId(request.params);
      const body = parseInput(bodySchema, request.body);
      const urls = await replaceEntityImage(db, slot, id, body.data, config.maxImageBytes);
      reply.status(201);
      return {
        [slot.idColumn]: id,
        [`${field}_url`]: urls.url,
        [`${field}_thumbnail_url`]: urls.thumbnail_url,
      };
    },
  );

  app.delete<IdParams>(url, write, async (request, reply) => {
    await removeEntityImage(db, slot, recordId(request.params));
    return reply.status(204).send();
  });
}
