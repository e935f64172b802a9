import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { parseInput } from '../../http/errors.ts';
import { idParam, readPaging, sendList } from '../../http/paging.ts';
import { uploadBodyLimit } from '../../media/image-store.ts';
import { personBody, pictureUploadBody } from '../../../shared/schemas.ts';
import { personPicture, removeEntityImage, replaceEntityImage, serveEntityImage } from './entity-image.ts';
import { queryChoice, queryText } from './list-sql.ts';
import { PEOPLE_SORTS } from './person.repository.ts';
import * as people from './person.service.ts';

const listQuery = z.object({
  q: queryText(),
  sort: queryChoice('sort', PEOPLE_SORTS),
  order: queryChoice('order', ['asc', 'desc']),
});

type IdParams = { Params: { id: string } };
const personId = (params: { id: string }) => idParam(params.id, 'Person');

/** Every People route, reads included, needs the group named exactly "admin": they carry private contacts. */
export const peopleRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const access = { config: { access: 'people' as const } };

  app.get('/people', access, async (request, reply) => {
    const filters = parseInput(listQuery, request.query, 'query');
    const { rows, total } = await people.listPeople(db, filters, readPaging(request.query));
    return sendList(reply, rows, total);
  });

  app.get<IdParams>('/people/:id', access, async (request) => people.getPerson(db, personId(request.params)));

  app.post('/people', access, async (request, reply) => {
    const body = parseInput(personBody, request.body);
    reply.status(201);
    return people.createPerson(db, body);
  });

  app.put<IdParams>('/people/:id', access, async (request) => {
    const id = personId(request.params);
    return people.updatePerson(db, id, parseInput(personBody, request.body));
  });

  app.delete<IdParams>('/people/:id', access, async (request, reply) => {
    await people.deletePerson(db, personId(request.params));
    return reply.status(204).send();
  });

  app.get<IdParams>(
    '/people/:id/picture',
    {
      ...access,
      // A person's picture is private: browsers may keep it, shared caches may not.
      onSend: async (_request, reply, payload) => {
        const cache = reply.getHeader('Cache-Control');
        if (typeof cache === 'string') reply.header('Cache-Control', cache.replace('public', 'private'));
        return payload;
      },
    },
    async (request, reply) => serveEntityImage(db, personPicture, personId(request.params), request, reply),
  );

  app.post<IdParams>(
    '/people/:id/picture',
    { ...access, bodyLimit: uploadBodyLimit(config.maxImageBytes) },
    async (request, reply) => {
      const id = personId(request.params);
      const body = parseInput(pictureUploadBody, request.body);
      const urls = await replaceEntityImage(db, personPicture, id, body.data, config.maxImageBytes);
      reply.status(201);
      return { person_id: id, picture_url: urls.url, picture_thumbnail_url: urls.thumbnail_url };
    },
  );

  app.delete<IdParams>('/people/:id/picture', access, async (request, reply) => {
    await removeEntityImage(db, personPicture, personId(request.params));
    return reply.status(204).send();
  });
};
