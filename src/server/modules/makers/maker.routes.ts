import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { uploadBodyLimit } from '../../media/image-store.ts';
import { MAKER_TYPES } from '../../../shared/constants.ts';
import { makerBody, pictureUploadBody } from '../../../shared/schemas.ts';
import {
  makerPicture,
  removeEntityImage,
  replaceEntityImage,
  serveEntityImage,
} from '../people/entity-image.ts';
import { queryChoice, queryInt, queryText } from '../people/list-sql.ts';
import * as makers from './maker.service.ts';

const listQuery = z.object({
  q: queryText(),
  maker_type: queryChoice('maker_type', MAKER_TYPES),
  person_id: queryInt('person_id', 1),
});

type IdParams = { Params: { id: string } };
const makerId = (params: { id: string }) => idParam(params.id, 'Maker');

export const makerRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const pub = { config: { access: 'public' as const } };
  const admin = { config: { access: 'admin' as const } };

  app.get('/makers', pub, async (request, reply) => {
    const filters = parseInput(listQuery, request.query, 'query');
    const { rows, total } = await makers.listMakers(db, filters, readPaging(request.query));
    return sendList(reply, rows, total);
  });

  app.get<IdParams>('/makers/:id', pub, async (request) => makers.getMaker(db, makerId(request.params)));

  app.post('/makers', admin, async (request, reply) => {
    const body = parseInput(makerBody, request.body);
    reply.status(201);
    return makers.createMaker(db, body);
  });

  app.put<IdParams>('/makers/:id', admin, async (request) => {
    const id = makerId(request.params);
    return makers.updateMaker(db, id, parseInput(makerBody, request.body));
  });

  app.delete<IdParams>('/makers/:id', admin, async (request, reply) => {
    await makers.deleteMaker(db, makerId(request.params));
    return reply.status(204).send();
  });

  app.get<IdParams>('/makers/:id/picture', pub, async (request, reply) =>
    serveEntityImage(db, makerPicture, makerId(request.params), request, reply),
  );

  app.post<IdParams>(
    '/makers/:id/picture',
    { ...admin, bodyLimit: uploadBodyLimit(config.maxImageBytes) },
    async (request, reply) => {
      const id = makerId(request.params);
      const body = parseInput(pictureUploadBody, request.body);
      const urls = await replaceEntityImage(db, makerPicture, id, body.data, config.maxImageBytes);
      reply.status(201);
      return { maker_id: id, picture_url: urls.url, picture_thumbnail_url: urls.thumbnail_url };
    },
  );

  app.delete<IdParams>('/makers/:id/picture', admin, async (request, reply) => {
    await removeEntityImage(db, makerPicture, makerId(request.params));
    return reply.status(204).send();
  });
};
