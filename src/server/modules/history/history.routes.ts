/**
 * The change history's routes (administrators only): the activity of the whole archive, a canoe's recent
 * activity, a record's history, what was deleted, one change, and reverting a change.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Access } from '../../auth/auth.plugin.ts';
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

const tags = ['History'];

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
  app.get(
    '/activity',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Every change, newest first',
        description:
          'Filtered by record type, account and days; paged by cursor (pass next_cursor as before). Changes to people and accounts only for the group "admin".',
        operationId: 'listActivity',
        tags,
        querystring: activityQuery,
        response: { 200: activityPageResponse },
      },
    },
    async (request) => history.activity(db, request.caller, request.query),
  );

  app.get(
    '/activity/actors',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'The accounts that have made changes',
        operationId: 'listActivityActors',
        tags,
        response: { 200: z.array(activityActorResponse) },
      },
    },
    async (request) => history.activityActors(db, request.caller),
  );

  app.get(
    '/canoes/:id/activity',
    {
      config: { access: 'admin' },
      schema: {
        summary: "A canoe's latest changes (Recent Activity)",
        description:
          'Changes to the canoe and to its names, stewards, makers, restorations, results and photos.',
        operationId: 'listCanoeActivity',
        tags,
        params: historyParams.canoes,
        querystring: recentActivityQuery,
        response: { 200: z.array(changeSummaryResponse) },
      },
    },
    async (request) => history.canoeActivity(db, request.caller, request.params.id, request.query.limit),
  );

  for (const { path, type, what, access } of HISTORIES) {
    app.get(
      `/${path}/:id/history`,
      {
        config: { access },
        schema: {
          summary: `The history of a ${what.split(' ')[0]}`,
          description: `Every change to the ${what}, newest first, with each row before and after; paged by cursor.`,
          operationId: `get${OPERATION[path]}History`,
          tags,
          params: historyParams[path],
          querystring: historyQuery,
          response: { 200: historyPageResponse },
        },
      },
      async (request) => history.recordHistory(db, request.caller, type, request.params.id, request.query),
    );
  }

  app.get(
    '/deleted',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Recently deleted',
        description:
          'Deletes that no later change has undone, newest first; reverting one restores the record.',
        operationId: 'listDeleted',
        tags,
        querystring: deletedQuery,
        response: { 200: activityPageResponse },
      },
    },
    async (request) => history.deletedRecords(db, request.caller, request.query),
  );

  app.get(
    '/changes/:id',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'A change with its rows',
        operationId: 'getChange',
        tags,
        params: changeParams,
        response: { 200: changeDetailResponse },
      },
    },
    async (request) => history.getChange(db, request.caller, request.params.id),
  );

  app.post(
    '/changes/:id/revert',
    {
      config: { access: 'admin' },
      schema: {
        summary: 'Revert a change',
        description:
          'Puts back every row the change wrote, as a new change naming it; reverting a delete restores the record with everything deleted with it, under the same ids. Refused with 409 and the conflicts when a row has changed since.',
        operationId: 'revertChange',
        tags,
        params: changeParams,
        body: revertBody,
        response: { 201: changeDetailResponse, 409: errorResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await history.revertChange(db, request.caller, request.params.id)),
  );
};
