import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { WITH_SOURCES } from '../sources.ts';
import {
  canoeBody,
  canoeCreateBody,
  canoeDetailResponse,
  canoeFeaturedQuery,
  canoeListQuery,
  canoeMakerBody,
  canoeMakerLinkResponse,
  canoeMakerParams,
  canoeMakerUpdateBody,
  canoeNameBody,
  canoeNameParams,
  canoeNameResponse,
  canoeParams,
  canoeSearchQuery,
  canoeSummaryResponse,
} from '../canoes.ts';
import { canoeTimelineResponse } from '../canoe-timeline.ts';
import { canoeDecadesResponse } from '../canoe-decades.ts';
import { matchEndpoint, nameMatchQuery } from '../name-matches.ts';
import { errorResponse, noContent } from '../common.ts';

export const canoeApi = endpoints('Canoes', {
  featuredCanoes: {
    method: 'GET',
    path: '/canoes/featured',
    summary: 'A few canoes picked at random for the home page',
    description: 'Canoes with photos first.',
    query: canoeFeaturedQuery,
    response: { 200: z.array(canoeSummaryResponse) },
  },
  listCanoeMakers: {
    method: 'GET',
    path: '/canoes/:id/makers',
    summary: 'The makers credited on a canoe',
    params: canoeParams,
    response: { 200: z.array(canoeMakerLinkResponse) },
  },
  addCanoeMaker: {
    method: 'POST',
    path: '/canoes/:id/makers',
    summary: 'Credit a maker on a canoe',
    params: canoeParams,
    body: canoeMakerBody,
    response: { 201: canoeMakerLinkResponse, 409: errorResponse },
  },
  updateCanoeMaker: {
    method: 'PUT',
    path: '/canoes/:id/makers/:makerId',
    summary: "Change a maker's contribution to a canoe",
    params: canoeMakerParams,
    body: canoeMakerUpdateBody,
    response: { 200: canoeMakerLinkResponse },
  },
  removeCanoeMaker: {
    method: 'DELETE',
    path: '/canoes/:id/makers/:makerId',
    summary: 'Remove a maker from a canoe',
    params: canoeMakerParams,
    response: { 204: noContent('Removed') },
  },
  listCanoes: {
    method: 'GET',
    path: '/canoes',
    summary: 'List canoes',
    description: 'By current name.',
    query: canoeListQuery,
    response: { 200: z.array(canoeSummaryResponse) },
  },
  findCanoeMatches: matchEndpoint('/canoes', 'canoes', nameMatchQuery),
  canoeDecades: {
    method: 'GET',
    path: '/canoes/decades',
    summary: 'Canoes built, renamed, restored and raced, by decade',
    description:
      'For "Through the Years": per decade, how many canoes had each kind of event, as the caller may see them; ' +
      'each count is what GET /canoes/search lists with event, event_from and event_to set to that decade.',
    response: { 200: canoeDecadesResponse },
  },
  searchCanoes: {
    method: 'GET',
    path: '/canoes/search',
    summary: 'Search the registry',
    description: 'As JSON, or with format=csv as a CSV file to download.',
    query: canoeSearchQuery,
    response: { 200: z.array(canoeSummaryResponse) },
  },
  getCanoe: {
    method: 'GET',
    path: '/canoes/:id',
    summary: 'A canoe with its names, stewards, makers and photos',
    params: canoeParams,
    response: { 200: canoeDetailResponse },
  },
  getCanoeTimeline: {
    method: 'GET',
    path: '/canoes/:id/timeline',
    summary: "A canoe's whole life in order",
    description:
      'Built, each name and steward from–to, restorations, races with their results, photos by the date taken and ' +
      'stories, as the caller may see them; each with its dates as stored (EDTF) and their earliest and latest days.',
    params: canoeParams,
    response: { 200: canoeTimelineResponse },
  },
  createCanoe: {
    method: 'POST',
    path: '/canoes',
    summary: 'Add a canoe',
    description:
      'With its first name and steward when given. A first name whose folded form is already a canoe name ' +
      '(current or earlier) is refused with 409 and those canoes, unless `confirm_duplicate` is true. ' +
      WITH_SOURCES,
    body: canoeCreateBody,
    response: { 201: canoeDetailResponse, 409: errorResponse },
  },
  updateCanoe: {
    method: 'PUT',
    path: '/canoes/:id',
    summary: 'Change a canoe',
    description: WITH_SOURCES,
    params: canoeParams,
    body: canoeBody,
    response: { 200: canoeDetailResponse, 409: errorResponse },
  },
  deleteCanoe: {
    method: 'DELETE',
    path: '/canoes/:id',
    summary: 'Delete a canoe',
    description: 'With its names, ownerships, photos, restorations and race results.',
    params: canoeParams,
    response: { 204: noContent('Deleted') },
  },
  listCanoeNames: {
    method: 'GET',
    path: '/canoes/:id/names',
    summary: "A canoe's names over time",
    params: canoeParams,
    response: { 200: z.array(canoeNameResponse) },
  },
  addCanoeName: {
    method: 'POST',
    path: '/canoes/:id/names',
    summary: 'Add a name to a canoe',
    description: 'Without an end date it becomes the current name and ends the previous one. ' + WITH_SOURCES,
    params: canoeParams,
    body: canoeNameBody,
    response: { 201: canoeNameResponse, 409: errorResponse },
  },
  updateCanoeName: {
    method: 'PUT',
    path: '/canoes/:id/names/:nameId',
    summary: "Change one of a canoe's names",
    description:
      'Dates the body leaves out keep their value; an end date of null makes it the current name, refused while another name is current. ' +
      WITH_SOURCES,
    params: canoeNameParams,
    body: canoeNameBody,
    response: { 200: canoeNameResponse, 409: errorResponse },
  },
  deleteCanoeName: {
    method: 'DELETE',
    path: '/canoes/:id/names/:nameId',
    summary: "Delete one of a canoe's names",
    params: canoeNameParams,
    response: { 204: noContent('Deleted') },
  },
});
