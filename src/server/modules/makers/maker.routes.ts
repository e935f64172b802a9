import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { queryChoice, queryInt, queryText } from '../../http/list-query.ts';
import { makerPicture } from '../../media/entity-image.ts';
import { registerImageRoutes } from '../../media/entity-image.routes.ts';
import { MAKER_TYPES } from '../../../shared/constants.ts';
import { makerBody, pictureUploadBody } from '../../../shared/schemas.ts';
import * as makers from './maker.service.ts';

const listQuery = z.object({
  q: queryText(),
  maker_type: queryChoice('maker_type', MAKER_TYPES),
  person_id: queryInt('person_id', 1),
});

export const makerRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    path: '/makers',
    entity: 'Maker',
    read: 'public',
    write: 'admin',
    listQuery,
    body: makerBody,
    service: {
      list: makers.listMakers,
      get: makers.getMaker,
      create: makers.createMaker,
      update: makers.updateMaker,
      remove: makers.deleteMaker,
    },
  });
  registerImageRoutes(app, deps, {
    path: '/makers',
    slot: makerPicture,
    read: 'public',
    write: 'admin',
    body: pictureUploadBody,
  });
};
