import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { queryChoice, queryInt, queryText } from '../../http/list-query.ts';
import { ownerLogo } from '../../media/entity-image.ts';
import { registerImageRoutes } from '../../media/entity-image.routes.ts';
import { OWNER_TYPES } from '../../../shared/constants.ts';
import { logoUploadBody, ownerBody } from '../../../shared/schemas.ts';
import { OWNER_SORTS } from './owner.repository.ts';
import * as owners from './owner.service.ts';

const listQuery = z.object({
  q: queryText(),
  owner_type: queryChoice('owner_type', OWNER_TYPES),
  canoe_count: queryInt('canoe_count', 0),
  sort: queryChoice('sort', OWNER_SORTS),
  order: queryChoice('order', ['asc', 'desc']),
});

export const ownerRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    path: '/owners',
    entity: 'Steward',
    read: 'public',
    write: 'admin',
    listQuery,
    body: ownerBody,
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
    read: 'public',
    write: 'admin',
    body: logoUploadBody,
  });
};
