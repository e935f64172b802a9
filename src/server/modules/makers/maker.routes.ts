import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCrudRoutes } from '../../http/crud-routes.ts';
import { makerPicture } from '../media/entity-image.ts';
import { registerImageRoutes } from '../media/entity-image.routes.ts';
import { pictureUploadBody } from '../../../shared/api/media.ts';
import {
  makerBody,
  makerDetailResponse,
  makerListQuery,
  makerPictureResponse,
  makerResponse,
} from '../../../shared/api/makers.ts';
import * as makers from './maker.service.ts';

const operation = { one: 'Maker', many: 'Makers', tag: 'Makers' };

export const makerRoutes: FastifyPluginAsync<AppDeps> = async (app, deps) => {
  registerCrudRoutes(app, deps.db, {
    path: '/makers',
    entity: 'Maker',
    operation,
    read: 'public',
    write: 'admin',
    listQuery: makerListQuery,
    body: makerBody,
    item: makerResponse,
    detail: makerDetailResponse,
    service: {
      list: makers.listMakers,
      get: makers.getMaker,
      create: (db, body) => makers.createMaker(db, body, deps.config.site),
      update: (db, id, body) => makers.updateMaker(db, id, body, deps.config.site),
      remove: makers.deleteMaker,
    },
  });
  registerImageRoutes(app, deps, {
    path: '/makers',
    slot: makerPicture,
    operation,
    read: 'public',
    write: 'admin',
    body: pictureUploadBody,
    uploaded: makerPictureResponse,
  });
};
