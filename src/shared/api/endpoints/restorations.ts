import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { WITH_SOURCES } from '../sources.ts';
import {
  canoeRestorationsParams,
  restorationBody,
  restorationListQuery,
  restorationParams,
  restorationResponse,
} from '../restorations.ts';
import { noContent } from '../common.ts';

export const restorationApi = endpoints('Restorations', {
  listCanoeRestorations: {
    method: 'GET',
    path: '/canoes/:id/restorations',
    summary: "A canoe's restorations",
    params: canoeRestorationsParams,
    query: restorationListQuery,
    response: { 200: z.array(restorationResponse) },
  },
  getRestoration: {
    method: 'GET',
    path: '/canoes/:id/restorations/:rid',
    summary: 'A restoration',
    params: restorationParams,
    response: { 200: restorationResponse },
  },
  addRestoration: {
    method: 'POST',
    path: '/canoes/:id/restorations',
    summary: 'Record a restoration of a canoe',
    description: WITH_SOURCES,
    params: canoeRestorationsParams,
    body: restorationBody,
    response: { 201: restorationResponse },
  },
  updateRestoration: {
    method: 'PUT',
    path: '/canoes/:id/restorations/:rid',
    summary: 'Change a restoration',
    description: WITH_SOURCES,
    params: restorationParams,
    body: restorationBody,
    response: { 200: restorationResponse },
  },
  deleteRestoration: {
    method: 'DELETE',
    path: '/canoes/:id/restorations/:rid',
    summary: 'Delete a restoration',
    params: restorationParams,
    response: { 204: noContent('Deleted') },
  },
});
