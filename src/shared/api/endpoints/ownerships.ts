import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { WITH_SOURCES } from '../sources.ts';
import {
  canoeParams,
  ownershipBody,
  ownershipListQuery,
  ownershipParams,
  ownershipResponse,
  ownershipUpdateBody,
} from '../canoes.ts';
import { errorResponse, noContent } from '../common.ts';

export const ownershipApi = endpoints('Ownerships', {
  listCanoeOwnerships: {
    method: 'GET',
    path: '/canoes/:id/ownerships',
    summary: "A canoe's stewards over time",
    params: canoeParams,
    response: { 200: z.array(ownershipResponse) },
  },
  listOwnerships: {
    method: 'GET',
    path: '/ownerships',
    summary: 'List ownerships',
    query: ownershipListQuery,
    response: { 200: z.array(ownershipResponse) },
  },
  getOwnership: {
    method: 'GET',
    path: '/ownerships/:id',
    summary: 'An ownership',
    params: ownershipParams,
    response: { 200: ownershipResponse },
  },
  createOwnership: {
    method: 'POST',
    path: '/ownerships',
    summary: 'Record a steward of a canoe, or transfer it',
    description: 'A new open ownership ends the open one on its start date. ' + WITH_SOURCES,
    body: ownershipBody,
    response: { 201: ownershipResponse, 409: errorResponse },
  },
  updateOwnership: {
    method: 'PUT',
    path: '/ownerships/:id',
    summary: 'Change an ownership',
    description: WITH_SOURCES,
    params: ownershipParams,
    body: ownershipUpdateBody,
    response: { 200: ownershipResponse, 409: errorResponse },
  },
  deleteOwnership: {
    method: 'DELETE',
    path: '/ownerships/:id',
    summary: 'Delete an ownership',
    params: ownershipParams,
    response: { 204: noContent('Deleted') },
  },
});
