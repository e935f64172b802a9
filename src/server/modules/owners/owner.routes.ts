import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { ownerLogo } from '../media/entity-image.ts';
import { registerImageRoutes } from '../media/entity-image.routes.ts';
import { ownerApi } from '../../../shared/api/endpoints/owners.ts';
import * as owners from './owner.service.ts';

export const ownerRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    endpoints: {
      list: ownerApi.listOwners,
      get: ownerApi.getOwner,
      create: ownerApi.createOwner,
      update: ownerApi.updateOwner,
      remove: ownerApi.deleteOwner,
    },
    read: 'public',
    write: 'admin',
    service: {
      list: owners.listOwners,
      get: owners.getOwner,
      create: owners.createOwner,
      update: owners.updateOwner,
      remove: owners.deleteOwner,
    },
  });
  registerImageRoutes(app, deps, {
    endpoints: {
      get: ownerApi.getOwnerLogo,
      upload: ownerApi.uploadOwnerLogo,
      remove: ownerApi.deleteOwnerLogo,
    },
    slot: ownerLogo,
    read: 'public',
    write: 'admin',
  });
};
