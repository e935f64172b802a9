import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { ownerLogo } from '../media/entity-image.ts';
import { registerImageRoutes } from '../media/entity-image.routes.ts';
import { logoUploadBody } from '../../../shared/api/media.ts';
import {
  ownerBody,
  ownerDetailResponse,
  ownerListQuery,
  ownerLogoResponse,
  ownerResponse,
} from '../../../shared/api/owners.ts';
import * as owners from './owner.service.ts';

const operation = { one: 'Owner', many: 'Owners', tag: 'Stewards' };

export const ownerRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    path: '/owners',
    entity: 'Steward',
    operation,
    read: 'public',
    write: 'admin',
    listQuery: ownerListQuery,
    body: ownerBody,
    item: ownerResponse,
    detail: ownerDetailResponse,
    service: {
      list: owners.listOwners,
      get: owners.getOwner,
      create: owners.createOwner,
      update: owners.updateOwner,
      remove: owners.deleteOwner,
    },
  });
  registerImageRoutes(app, deps, {
    path: '/owners',
    slot: ownerLogo,
    operation,
    read: 'public',
    write: 'admin',
    body: logoUploadBody,
    uploaded: ownerLogoResponse,
  });
};
