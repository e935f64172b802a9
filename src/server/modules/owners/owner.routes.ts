import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { uploadBodyLimit } from '../../media/image-store.ts';
import { OWNER_TYPES } from '../../../shared/constants.ts';
import { logoUploadBody, ownerBody } from '../../../shared/schemas.ts';
import {
  ownerLogo,
  removeEntityImage,
  replaceEntityImage,
  serveEntityImage,
} from '../people/entity-image.ts';
import { queryChoice, queryInt, queryText } from '../people/list-sql.ts';
import * as owners from './owner.service.ts';

const listQuery = z.object({
  q: queryText(),
  owner_type: queryChoice('owner_type', OWNER_TYPES),
  canoe_count: queryInt('canoe_count', 0),
});

type IdParams = { Params: { id: string } };
const ownerId = (params: { id: string }) => idParam(params.id, 'Steward');

export const ownerRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const pub = { config: { access: 'public' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.get('/owners', pub, async (request, reply) => {
    const filters = parseInput(listQuery, request.query, 'query');
    const { rows, total } = await owners.listOwners(db, filters, readPaging(request.query));
    return sendList(reply, rows, total);
  });

  app.get<IdParams>('/owners/:id', pub, async (request) => owners.getOwner(db, ownerId(request.params)));

  app.post('/owners', admin, async (request, reply) => {
    const body = parseInput(ownerBody, request.body);
    reply.status(201);
    return owners.createOwner(db, body);
  });

  app.put<IdParams>('/owners/:id', admin, async (request) => {
    const id = ownerId(request.params);
    return owners.updateOwner(db, id, parseInput(ownerBody, request.body));
  });

  app.delete<IdParams>('/owners/:id', admin, async (request, reply) => {
    await owners.deleteOwner(db, ownerId(request.params));
    return reply.status(204).send();
  });

  app.get<IdParams>('/owners/:id/logo', pub, async (request, reply) =>
    serveEntityImage(db, ownerLogo, ownerId(request.params), request, reply),
  );

  app.post<IdParams>(
    '/owners/:id/logo',
    { ...admin, bodyLimit: uploadBodyLimit(config.maxImageBytes) },
    async (request, reply) => {
      const id = ownerId(request.params);
      const body = parseInput(logoUploadBody, request.body);
      const urls = await replaceEntityImage(db, ownerLogo, id, body.data, config.maxImageBytes);
      reply.status(201);
      return { owner_id: id, logo_url: urls.url, logo_thumbnail_url: urls.thumbnail_url };
    },
  );

  app.delete<IdParams>('/owners/:id/logo', admin, async (request, reply) => {
    await removeEntityImage(db, ownerLogo, ownerId(request.params));
    return reply.status(204).send();
  });
};
