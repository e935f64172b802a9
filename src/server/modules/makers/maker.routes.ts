import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { makerPicture } from '../media/entity-image.ts';
import { registerImageRoutes } from '../media/entity-image.routes.ts';
import { makerApi } from '../../../shared/api/endpoints/makers.ts';
import * as makers from './maker.service.ts';

export const makerRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    endpoints: {
      list: makerApi.listMakers,
      get: makerApi.getMaker,
      create: makerApi.createMaker,
      update: makerApi.updateMaker,
      remove: makerApi.deleteMaker,
    },
    read: 'public',
    write: 'admin',
    service: {
      list: makers.listMakers,
      get: makers.getMaker,
      create: (db, body) => makers.createMaker(db, body, deps.config.site),
      update: (db, id, body) => makers.updateMaker(db, id, body, deps.config.site),
      remove: makers.deleteMaker,
    },
  });
  registerImageRoutes(app, deps, {
    endpoints: {
      get: makerApi.getMakerPicture,
      upload: makerApi.uploadMakerPicture,
      remove: makerApi.deleteMakerPicture,
    },
    slot: makerPicture,
    read: 'public',
    write: 'admin',
  });
};
