/**
 * The OpenAPI document, generated from the routes the app registered (paths, methods, access) and the shared
 * zod schemas of their request bodies. Served at GET /api/docs.
 */
import { z } from 'zod';
import type { RouteEntry } from '../../auth/auth.plugin.ts';
import * as schemas from '../../../shared/schemas.ts';

const BODIES: Record<string, z.ZodType> = {
  'POST /api/canoes': schemas.canoeBody,
  'PUT /api/canoes/{}': schemas.canoeBody,
  'POST /api/canoes/{}/names': schemas.canoeNameBody,
  'POST /api/ownerships': schemas.ownershipBody,
  'PUT /api/ownerships/{}': schemas.ownershipUpdateBody,
  'POST /api/canoes/{}/makers': schemas.canoeMakerBody,
  'PUT /api/canoes/{}/makers/{}': schemas.canoeMakerUpdateBody,
  'POST /api/canoes/{}/media': schemas.photoUploadBody,
  'PUT /api/canoes/{}/media/{}': schemas.photoUpdateBody,
  'POST /api/canoes/{}/restorations': schemas.restorationBody,
  'PUT /api/canoes/{}/restorations/{}': schemas.restorationBody,
  'POST /api/races': schemas.raceBody,
  'PUT /api/races/{}': schemas.raceBody,
  'POST /api/races/{}/participants': schemas.participantBody,
  'PUT /api/races/{}/participants/{}': schemas.participantBody,
  'POST /api/owners': schemas.ownerBody,
  'PUT /api/owners/{}': schemas.ownerBody,
  'POST /api/owners/{}/logo': schemas.logoUploadBody,
  'POST /api/makers': schemas.makerBody,
  'PUT /api/makers/{}': schemas.makerBody,
  'POST /api/makers/{}/picture': schemas.pictureUploadBody,
  'POST /api/people': schemas.personBody,
  'PUT /api/people/{}': schemas.personBody,
  'POST /api/people/{}/picture': schemas.pictureUploadBody,
  'POST /api/subscribers': schemas.subscriberBody,
};

const ACCESS_TEXT = {
  public: 'Public.',
  admin: 'Administrators only (a group whose name contains "admin").',
  people: 'Members of the group "admin" only.',
} as const;

const errorSchema = {
  type: 'object',
  properties: {
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['error', 'message'],
};

export function buildOpenApi(routes: RouteEntry[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.url.startsWith('/api') || route.url === '/api/*') continue;
    const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
    const bodySchema = BODIES[`${route.method} ${route.url.replace(/:[A-Za-z_]+/g, '{}')}`];
    const method = route.method.toLowerCase();
    const responses: Record<string, unknown> = {
      default: { description: 'Error', content: { 'application/json': { schema: errorSchema } } },
    };
    responses[method === 'post' ? '201' : method === 'delete' ? '204' : '200'] = { description: 'Success' };
    (paths[path] ??= {})[method] = {
      description: ACCESS_TEXT[route.access],
      security: route.access === 'public' ? [] : [{ bearer: [] }, { session: [] }],
      parameters: params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'integer' } })),
      ...(bodySchema
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: z.toJSONSchema(bodySchema, { io: 'input', unrepresentable: 'any' }),
                },
              },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Koa canoe registry API',
      version: '1',
      description:
        'Lists accept limit and offset and report the total in X-Total-Count. Errors are JSON with a message and, for validation, per-field messages.',
    },
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'Personal API token (npm run cli -- token create)',
        },
        session: { type: 'apiKey', in: 'cookie', name: 'koa_session' },
      },
    },
    paths,
  };
}
