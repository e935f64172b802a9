/**
 * The change history's routes (administrators only): the activity of the whole archive, a canoe's recent
 * activity, a record's history, what was deleted, one change, and reverting a change.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Access } from '../../core/access.ts';
import { routesOf } from '../../http/route.ts';
import { errorResponse } from '../../../shared/api/common.ts';
import {
  activityActorResponse,
  activityPageResponse,
  activityQuery,
  changeDetailResponse,
  changeParams,
  changeSummaryResponse,
  deletedQuery,
  historyPageResponse,
  historyParams,
  historyQuery,
  recentActivityQuery,
  revertBody,
  type RecordType,
} from '../../../shared/api/history.ts';
import * as history from './history.service.ts';

/** The records with a history page, by collection path. */
const HISTORIES: { path: keyof typeof historyParams; type: RecordType; what: string; access: Access }[] = [
  {
    path: 'canoes',
    type: 'canoe',
    what: 'canoe (its names, stewards, makers, restorations, results and photos too)',
    access: 'admin',
  },
  { path: 'owners', type: 'owner', what: 'steward (its ownerships too)', access: 'admin' },
  { path: 'makers', type: 'maker', what: 'maker (its credits on canoes too)', access: 'admin' },
  { path: 'races', type: 'race', what: 'race (its results too)', access: 'admin' },
  { path: 'people', type: 'person', what: 'person', access: 'people' },
];

const OPERATION: Record<keyof typeof historyParams, string> = {
  canoes: 'Canoe',
  owners: 'Owner',
  makers: 'Maker',
  races: 'Race',
  people: 'Person',
};

export const historyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app, 'History');

  route.get('/activity', {
    access: 'admin',
    summary: 'Every change, newest first',
    description:
      'Filtered by record type, account and days; paged by cursor (pass next_cursor as before). Changes to people and accounts only for the group "admin".',
    operationId: 'listActivity',
    querystring: activityQuery,
    response: { 200: activityPageResponse },
    handler: async (request) => history.activity(db, request.caller, request.query),
  });

  route.get('/activity/actors', {
    access: 'admin',
    summary: 'The accounts that have made changes',
    operationId: 'listActivityActors',
    response: { 200: z.array(activityActorResponse) },
    handler: async (request) => history.activityActors(db, request.caller),
  });

  route.get('/canoes/:id/activity', {
    access: 'admin',
    summary: "A canoe's latest changes (Recent Activity)",
    description: 'Changes to the canoe and to its names, stewards, makers, restorations, results and photos.',
    operationId: 'listCanoeActivity',
    params: historyParams.canoes,
    querystring: recentActivityQuery,
    response: { 200: z.array(changeSummaryResponse) },
    handler: async (request) =>
      history.canoeActivity(db, request.caller, request.params.id, request.query.limit),
  });

  for (const { path, type, what, access } of HISTORIES) {
    route.get(`/${path}/:id/history`, {
      access,
      summary: `The history of a ${what.split(' ')[0]}`,
      description: `Every change to the ${what}, newest first, with each row before and after; paged by cursor.`,
      operationId: `get${OPERATION[path]}History`,
      params: historyParams[path],
      querystring: historyQuery,
      response: { 200: historyPageResponse },
      handler: async (request) =>
        history.recordHistory(db, request.caller, type, request.params.id, request.query),
    });
  }

  route.get('/deleted', {
    access: 'admin',
    summary: 'Recently deleted',
    description: 'Deletes that no later change has undone, newest first; reverting one restores the record.',
    operationId: 'listDeleted',
    querystring: deletedQuery,
    response: { 200: activityPageResponse },
    handler: async (request) => history.deletedRecords(db, request.caller, request.query),
  });

  route.get('/changes/:id', {
    access: 'admin',
    summary: 'A change with its rows',
    operationId: 'getChange',
    params: changeParams,
    response: { 200: changeDetailResponse },
    handler: async (request) => history.getChange(db, request.caller, request.params.id),
  });

  route.post('/changes/:id/revert', {
    access: 'admin',
    summary: 'Revert a change',
    description:
      'Puts back every row the change wrote, as a new change naming it; reverting a delete restores the record with everything deleted with it, under the same ids. Refused with 409 and the conflicts when a row has changed since.',
    operationId: 'revertChange',
    params: changeParams,
    body: revertBody,
    response: { 201: changeDetailResponse, 409: errorResponse },
    handler: async (request) => history.revertChange(db, request.caller, request.params.id),
  });
};
