/**
 * The change history's routes (administrators only): the activity of the whole archive, a canoe's recent
 * activity, a record's history, what was deleted, one change, and reverting a change; each change's words and
 * fields in the request's language (Accept-Language).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Access } from '../../core/access.ts';
import { routesOf } from '../../http/route.ts';
import { historyApi, recordHistoryApi } from '../../../shared/api/endpoints/history.ts';
import type { RecordType } from '../../../shared/api/history.ts';
import * as history from './history.service.ts';
import { requestTranslator } from '../translations/translation.service.ts';

/** The records with a history page, by collection path, and who may read it. */
const HISTORIES: { path: keyof typeof recordHistoryApi; type: RecordType; access: Access }[] = [
  { path: 'canoes', type: 'canoe', access: 'admin' },
  { path: 'owners', type: 'owner', access: 'admin' },
  { path: 'makers', type: 'maker', access: 'admin' },
  { path: 'races', type: 'race', access: 'admin' },
  { path: 'places', type: 'place', access: 'admin' },
  { path: 'people', type: 'person', access: 'people' },
];

export const historyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(historyApi.listActivity, {
    access: 'admin',
    handler: async (request) =>
      history.activity(
        db,
        request.caller,
        request.viewer,
        request.query,
        await requestTranslator(db, request),
      ),
  });

  route(historyApi.listActivityActors, {
    access: 'admin',
    handler: async (request) => history.activityActors(db, request.caller),
  });

  route(historyApi.listCanoeActivity, {
    access: 'admin',
    handler: async (request) =>
      history.canoeActivity(
        db,
        request.caller,
        request.params.id,
        request.query.limit,
        await requestTranslator(db, request),
      ),
  });

  for (const { path, type, access } of HISTORIES) {
    route(recordHistoryApi[path], {
      access,
      handler: async (request) =>
        history.recordHistory(
          db,
          request.caller,
          type,
          request.params.id,
          request.query,
          await requestTranslator(db, request),
        ),
    });
  }

  route(historyApi.listDeleted, {
    access: 'admin',
    handler: async (request) =>
      history.deletedRecords(db, request.caller, request.query, await requestTranslator(db, request)),
  });

  route(historyApi.getChange, {
    access: 'admin',
    handler: async (request) =>
      history.getChange(db, request.caller, request.params.id, await requestTranslator(db, request)),
  });

  route(historyApi.revertChange, {
    access: 'admin',
    handler: async (request) =>
      history.revertChange(db, request.caller, request.params.id, await requestTranslator(db, request)),
  });
};
