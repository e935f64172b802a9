import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { placeApi } from '../../../shared/api/endpoints/places.ts';
import {
  changePlace,
  confirmOrigin,
  createPlace,
  getPlace,
  originReview,
  placeFilters,
  placeMap,
  removePlace,
  searchPlaces,
} from './place.service.ts';

/** Places (decision 030): read by everyone as they may see them; written by administrators. */
export const placeRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(placeApi.listPlaces, {
    access: 'public',
    content: 'viewer',
    handler: async (request, reply) =>
      sendList(
        reply,
        await searchPlaces(db, placeFilters(request.query), pagingOf(request.query, request), request.viewer),
      ),
  });

  route(placeApi.getPlaceMap, {
    access: 'public',
    content: 'viewer',
    handler: async (request) =>
      placeMap(db, request.query.island, request.viewer, pagingOf({ offset: 0 }, request)),
  });

  route(placeApi.listOriginReview, {
    access: 'admin',
    handler: async () => originReview(db),
  });

  route(placeApi.confirmOrigin, {
    access: 'admin',
    handler: async (request) => confirmOrigin(db, request.body),
  });

  route(placeApi.getPlace, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => getPlace(db, request.params.id, request.viewer),
  });

  route(placeApi.createPlace, {
    access: 'admin',
    handler: async (request) => createPlace(db, request.body),
  });

  route(placeApi.updatePlace, {
    access: 'admin',
    handler: async (request) => changePlace(db, request.params.id, request.body),
  });

  route(placeApi.deletePlace, {
    access: 'admin',
    handler: async (request) => removePlace(db, request.params.id),
  });
};
