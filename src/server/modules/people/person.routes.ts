import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { personPicture } from '../media/entity-image.ts';
import { registerImageRoutes } from '../media/entity-image.routes.ts';
import { personApi } from '../../../shared/api/endpoints/people.ts';
import * as people from './person.service.ts';

/** Every People route, reads included, needs the group named exactly "admin": they carry private contacts. */
export const peopleRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    endpoints: {
      list: personApi.listPeople,
      get: personApi.getPerson,
      create: personApi.createPerson,
      update: personApi.updatePerson,
      remove: personApi.deletePerson,
    },
    read: 'people',
    write: 'people',
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
    endpoints: {
      get: personApi.getPersonPicture,
      upload: personApi.uploadPersonPicture,
      remove: personApi.deletePersonPicture,
    },
    slot: personPicture,
    read: 'people',
    write: 'people',
    privateCache: true,
  });
};
