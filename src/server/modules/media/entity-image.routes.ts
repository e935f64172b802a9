/**
 * GET/POST/DELETE `<path>/:id/<logo|picture>` for the one image a steward, maker or person carries, registered
 * against the record's image endpoints (src/shared/api/record-endpoints.ts). The slot (entity-image.ts) says which
 * table and column, and what the record and image are called in messages.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import type { Access } from '../../core/access.ts';
import type { Endpoint } from '../../../shared/api/endpoint.ts';
import { routesOf } from '../../http/route.ts';
import { uploadBodyLimit, uploadLimits } from './image-store.ts';
import { removeEntityImage, replaceEntityImage, serveEntityImage, type ImageSlot } from './entity-image.ts';

export interface ImageRoutesOptions {
  /** The image's endpoints: read, upload (its body a base64 `data`), remove. */
  endpoints: { get: Endpoint; upload: Endpoint; remove: Endpoint };
  slot: ImageSlot;
  /** Access of the GET and of the upload and delete. */
  read: Access;
  write: Access;
  /** The image is private: browsers may keep it, shared caches may not. */
  privateCache?: boolean;
}

export function registerImageRoutes(
  app: FastifyInstance,
  { db, config }: AppDeps,
  options: ImageRoutesOptions,
) {
  const { slot, read, write, endpoints } = options;
  const route = routesOf(app);
  const idOf = (request: { params: unknown }) => (request.params as { id: number }).id;

  route(endpoints.get, {
    access: read,
    // A steward's logo or a person's picture: never kept for a protocol.
    content: read === 'public' ? 'none' : undefined,
    onSend: options.privateCache
      ? async (_request, reply, payload) => {
          const cache = reply.getHeader('Cache-Control');
          if (typeof cache === 'string') reply.header('Cache-Control', cache.replace('public', 'private'));
          return payload;
        }
      : undefined,
    handler: async (request, reply) =>
      serveEntityImage(db, uploadLimits(config).bucket, slot, idOf(request), request, reply),
  });

  route(endpoints.upload, {
    access: write,
    bodyLimit: uploadBodyLimit(config.maxImageBytes),
    handler: async (request) => {
      const id = idOf(request);
      const { data } = request.body as { data: string };
      const urls = await replaceEntityImage(db, slot, id, data, uploadLimits(config));
      return { [slot.idColumn]: id, ...urls };
    },
  });

  route(endpoints.remove, {
    access: write,
    handler: async (request) => removeEntityImage(db, slot, idOf(request)),
  });
}
