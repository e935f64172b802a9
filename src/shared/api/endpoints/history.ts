import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
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
} from '../history.ts';
import { errorResponse } from '../common.ts';

/** The history of one kind of record, at `/<path>/:id/history`. */
const recordHistory = <P extends keyof typeof historyParams>(path: P, what: string) =>
  ({
    method: 'GET',
    path: `/${path}/:id/history`,
    summary: `The history of a ${what.split(' ')[0]}`,
    description: `Every change to the ${what}, newest first, with each row before and after; paged by cursor.`,
    params: historyParams[path],
    query: historyQuery,
    response: { 200: historyPageResponse },
  }) as const;

export const historyApi = endpoints('History', {
  listActivity: {
    method: 'GET',
    path: '/activity',
    summary: 'Every change, newest first',
    description:
      'Filtered by record type, account and days; paged by cursor (pass next_cursor as before). Changes to people and accounts only for the group "admin".',
    query: activityQuery,
    response: { 200: activityPageResponse },
  },
  listActivityActors: {
    method: 'GET',
    path: '/activity/actors',
    summary: 'The accounts that have made changes',
    response: { 200: z.array(activityActorResponse) },
  },
  listCanoeActivity: {
    method: 'GET',
    path: '/canoes/:id/activity',
    summary: "A canoe's latest changes (Recent Activity)",
    description: 'Changes to the canoe and to its names, stewards, makers, restorations, results and photos.',
    params: historyParams.canoes,
    query: recentActivityQuery,
    response: { 200: z.array(changeSummaryResponse) },
  },
  getCanoeHistory: recordHistory(
    'canoes',
    'canoe (its names, stewards, makers, restorations, results and photos too)',
  ),
  getOwnerHistory: recordHistory('owners', 'steward (its ownerships too)'),
  getMakerHistory: recordHistory('makers', 'maker (its credits on canoes too)'),
  getRaceHistory: recordHistory('races', 'race (its results too)'),
  getPersonHistory: recordHistory('people', 'person'),
  getPlaceHistory: recordHistory('places', 'place'),
  listDeleted: {
    method: 'GET',
    path: '/deleted',
    summary: 'Recently deleted',
    description: 'Deletes that no later change has undone, newest first; reverting one restores the record.',
    query: deletedQuery,
    response: { 200: activityPageResponse },
  },
  getChange: {
    method: 'GET',
    path: '/changes/:id',
    summary: 'A change with its rows',
    params: changeParams,
    response: { 200: changeDetailResponse },
  },
  revertChange: {
    method: 'POST',
    path: '/changes/:id/revert',
    summary: 'Revert a change',
    description:
      'Puts back every row the change wrote, as a new change naming it; reverting a delete restores the record with everything deleted with it, under the same ids. Refused with 409 and the conflicts when a row has changed since.',
    params: changeParams,
    body: revertBody,
    response: { 201: changeDetailResponse, 409: errorResponse },
  },
});

/** The history endpoint of each kind of record, by its collection path. */
export const recordHistoryApi = {
  canoes: historyApi.getCanoeHistory,
  owners: historyApi.getOwnerHistory,
  makers: historyApi.getMakerHistory,
  races: historyApi.getRaceHistory,
  people: historyApi.getPersonHistory,
  places: historyApi.getPlaceHistory,
} satisfies Record<keyof typeof historyParams, unknown>;
