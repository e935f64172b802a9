import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import { healthResponse, liveResponse, notReadyResponse, openApiResponse, readyResponse } from '../system.ts';
import { canoeTypeResponse } from '../canoes.ts';

export const systemApi = endpoints('System', {
  health: {
    method: 'GET',
    path: '/health',
    summary: 'Is the server and its database up?',
    description: 'The readiness checks of /api/health/ready, answered with the database in use.',
    response: { 200: healthResponse, 503: notReadyResponse },
  },
  healthLive: {
    method: 'GET',
    path: '/health/live',
    summary: 'Is the process answering? (liveness: asks nothing else)',
    response: { 200: liveResponse },
  },
  healthReady: {
    method: 'GET',
    path: '/health/ready',
    summary: 'Can the server serve the archive? (readiness: the database; other services reported by name)',
    response: { 200: readyResponse, 503: notReadyResponse },
  },
  listCanoeTypes: {
    method: 'GET',
    path: '/canoe-types',
    summary: 'The canoe types',
    response: { 200: z.array(canoeTypeResponse) },
  },
  openApiDocument: {
    method: 'GET',
    path: '/docs',
    summary: 'This document',
    response: { 200: openApiResponse },
  },
});
