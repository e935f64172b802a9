import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { WITH_SOURCES } from '../sources.ts';
import {
  participantBody,
  participantParams,
  participationResponse,
  raceBody,
  raceCreateBody,
  raceDetailResponse,
  raceListQuery,
  raceParams,
  raceResponse,
  raceResultsQuery,
} from '../races.ts';
import { errorResponse, idParams, noContent } from '../common.ts';
import { matchEndpoint, raceMatchQuery } from '../name-matches.ts';

export const raceApi = endpoints('Races', {
  listRaceResults: {
    method: 'GET',
    path: '/races/:id/participants',
    summary: "A race's results",
    params: raceParams,
    query: raceResultsQuery,
    response: { 200: z.array(participationResponse) },
  },
  addRaceResult: {
    method: 'POST',
    path: '/races/:id/participants',
    summary: 'Add a result to a race',
    description: WITH_SOURCES,
    params: raceParams,
    body: participantBody,
    response: { 201: participationResponse },
  },
  updateRaceResult: {
    method: 'PUT',
    path: '/races/:id/participants/:pid',
    summary: 'Change a race result',
    description: WITH_SOURCES,
    params: participantParams,
    body: participantBody,
    response: { 200: participationResponse },
  },
  deleteRaceResult: {
    method: 'DELETE',
    path: '/races/:id/participants/:pid',
    summary: 'Delete a race result',
    params: participantParams,
    response: { 204: noContent('Deleted') },
  },
  listCanoeRaces: {
    method: 'GET',
    path: '/canoes/:id/races',
    summary: "A canoe's race history",
    params: idParams('Canoe'),
    query: raceResultsQuery,
    response: { 200: z.array(participationResponse) },
  },
  listRaces: {
    method: 'GET',
    path: '/races',
    summary: 'List races',
    query: raceListQuery,
    response: { 200: z.array(raceResponse) },
  },
  findRaceMatches: matchEndpoint('/races', 'races', raceMatchQuery),
  getRace: {
    method: 'GET',
    path: '/races/:id',
    summary: 'A race with all its results',
    params: raceParams,
    response: { 200: raceDetailResponse },
  },
  createRace: {
    method: 'POST',
    path: '/races',
    summary: 'Add a race',
    body: raceCreateBody,
    response: { 201: raceDetailResponse, 409: errorResponse },
  },
  updateRace: {
    method: 'PUT',
    path: '/races/:id',
    summary: 'Change a race',
    params: raceParams,
    body: raceBody,
    response: { 200: raceDetailResponse },
  },
  deleteRace: {
    method: 'DELETE',
    path: '/races/:id',
    summary: 'Delete a race',
    description: 'Refused while it has results.',
    params: raceParams,
    response: { 204: noContent('Deleted'), 409: errorResponse },
  },
});
