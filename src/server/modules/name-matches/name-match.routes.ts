/**
 * The records of the same or a close name, asked by the keepers' forms before one is made (issue 31, item 4); what
 * tells each apart in the request's language (Accept-Language).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { canoeApi } from '../../../shared/api/endpoints/canoes.ts';
import { makerApi } from '../../../shared/api/endpoints/makers.ts';
import { ownerApi } from '../../../shared/api/endpoints/owners.ts';
import { raceApi } from '../../../shared/api/endpoints/races.ts';
import { requestTranslator } from '../translations/translation.service.ts';
import { canoeMatches, makerMatches, ownerMatches, raceMatches } from './name-match.service.ts';

export const nameMatchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);
  route(ownerApi.findOwnerMatches, {
    access: 'admin',
    handler: async (request) =>
      ownerMatches(db.kysely, request.query.name, await requestTranslator(db, request)),
  });
  route(makerApi.findMakerMatches, {
    access: 'admin',
    handler: async (request) =>
      makerMatches(db.kysely, request.query.person_id, await requestTranslator(db, request)),
  });
  route(raceApi.findRaceMatches, {
    access: 'admin',
    handler: async (request) =>
      raceMatches(db.kysely, request.query.name, request.query.date, await requestTranslator(db, request)),
  });
  route(canoeApi.findCanoeMatches, {
    access: 'admin',
    handler: async (request) =>
      canoeMatches(db.kysely, request.query.name, await requestTranslator(db, request)),
  });
};
