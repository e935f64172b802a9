import { endpoints } from '../endpoint.ts';
import { z } from 'zod';
import {
  originConfirmBody,
  originConfirmResponse,
  originReviewResponse,
  placeBody,
  placeDetailResponse,
  placeListQuery,
  placeMapQuery,
  placeMapResponse,
  placeParams,
  placeResponse,
} from '../places.ts';
import { errorResponse, noContent } from '../common.ts';

export const placeApi = endpoints('Places', {
  listPlaces: {
    method: 'GET',
    path: '/places',
    summary: 'List places',
    description:
      'In the order of their names; `island` keeps one island’s, `q` finds names typed without ʻokina or kahakō.',
    query: placeListQuery,
    response: { 200: z.array(placeResponse) },
  },
  getPlaceMap: {
    method: 'GET',
    path: '/places/map',
    summary: 'The map of the islands with its places',
    description:
      'The islands drawn from public-domain Census boundaries as SVG path data, and the places as marks, ' +
      'gathered where they crowd; each point at the precision the caller may see. `island` draws one island.',
    query: placeMapQuery,
    response: { 200: placeMapResponse },
  },
  listOriginReview: {
    method: 'GET',
    path: '/places/origins',
    summary: 'Origins typed as text, not yet places',
    description: 'Each distinct origin text of canoes without an origin place, with the places it may be.',
    response: { 200: originReviewResponse },
  },
  confirmOrigin: {
    method: 'POST',
    path: '/places/origins',
    summary: 'Turn an origin text into a place',
    description:
      'Every canoe whose origin is this text (and has no origin place) gets the place, chosen or made new; ' +
      'each canoe’s change is recorded. The text itself is kept.',
    body: originConfirmBody,
    response: { 200: originConfirmResponse },
  },
  getPlace: {
    method: 'GET',
    path: '/places/:id',
    summary: 'A place and what happened there',
    params: placeParams,
    response: { 200: placeDetailResponse },
  },
  createPlace: {
    method: 'POST',
    path: '/places',
    summary: 'Add a place',
    body: placeBody,
    response: { 201: placeDetailResponse },
  },
  updatePlace: {
    method: 'PUT',
    path: '/places/:id',
    summary: 'Change a place',
    params: placeParams,
    body: placeBody,
    response: { 200: placeDetailResponse },
  },
  deletePlace: {
    method: 'DELETE',
    path: '/places/:id',
    summary: 'Delete a place',
    description: 'Refused while a canoe, race, restoration or steward refers to it.',
    params: placeParams,
    response: { 204: noContent('Deleted'), 409: errorResponse },
  },
});
