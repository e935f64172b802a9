import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { queryChoice, queryText } from '../../http/list-query.ts';
import { personPicture } from '../../media/entity-image.ts';
import { registerImageRoutes } from '../../media/entity-image.routes.ts';
import { personBody, pictureUploadBody } from '../../../shared/schemas.ts';
import { PEOPLE_SORTS } from './person.repository.ts';
import * as people from './person.service.ts';

const listQuery = z.object({
  q: queryText(),
  sort: queryChoice('sort', PEOPLE_SORTS),
  order: queryChoice('order', ['asc', 'desc']),
});

/** Every People route, reads included, needs the group named exactly "admin": they carry private contacts. */
export const peopleRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    path: '/people',
    entity: 'Person',
    read: 'people',
    write: 'people',
    listQuery,
    body: personBody,
    service: {
      list: people.listPeople,
      get: people.getPerson,
      create: people.createPerson,
      update: people.updatePerson,
      remove: people.deletePerson,
    },
  });
  // A person's picture is private: browsers may keep it, shared caches may not.
  registerImageRoutes(app, deps, {
    path: '/people',
    slot: personPicture,
    read: 'people',
    write: 'people',
    body: pictureUploadBody,
    privateCache: true,
  });
};
