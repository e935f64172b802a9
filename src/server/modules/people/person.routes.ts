import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { personPicture } from '../media/entity-image.ts';
import { registerImageRoutes } from '../media/entity-image.routes.ts';
import { pictureUploadBody } from '../../../shared/api/media.ts';
import {
  personBody,
  personDetailResponse,
  personListQuery,
  personPictureResponse,
  personResponse,
} from '../../../shared/api/people.ts';
import * as people from './person.service.ts';

const operation = { one: 'Person', many: 'People', tag: 'People' };

/** Every People route, reads included, needs the group named exactly "admin": they carry private contacts. */
export const peopleRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    path: '/people',
    entity: 'Person',
    operation,
    read: 'people',
    write: 'people',
    listQuery: personListQuery,
    body: personBody,
    item: personResponse,
    detail: personDetailResponse,
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
    operation,
    read: 'people',
    write: 'people',
    body: pictureUploadBody,
    uploaded: personPictureResponse,
    privateCache: true,
  });
};
