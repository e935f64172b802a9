/**
 * A route registered through routesOf against its endpoint's declaration answers with the success status its response schema declares (201 with the
 * handler's value, 204 with no body at all), lets a handler that sent the reply itself through as it is, and
 * carries its access level, its declaration's method, path and tag, and the declaration itself.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { routesOf } from './route.ts';
import { serializerCompiler, validatorCompiler } from './validation.ts';
import { idParams, noContent } from '../../shared/api/common.ts';
import { endpoints } from '../../shared/api/endpoint.ts';

const thing = z.object({ id: z.number().int(), name: z.string() });

const thingApi = endpoints('Things', {
  getThing: {
    method: 'GET',
    path: '/things/:id',
    summary: 'A thing',
    params: idParams('Record'),
    response: { 200: thing },
  },
  createThing: {
    method: 'POST',
    path: '/things',
    summary: 'Add a thing',
    body: z.object({ name: z.string() }),
    response: { 201: thing },
  },
  deleteThing: {
    method: 'DELETE',
    path: '/things/:id',
    summary: 'Delete a thing',
    params: idParams('Record'),
    response: { 204: noContent('Deleted') },
  },
  elsewhere: {
    method: 'GET',
    path: '/elsewhere',
    summary: 'Somewhere else',
    response: { 303: noContent('Away') },
  },
  acceptThing: {
    method: 'POST',
    path: '/things/:id/accept',
    summary: 'Take a thing in to look at later',
    params: idParams('Record'),
    response: { 202: thing },
  },
  updateThing: {
    method: 'PUT',
    path: '/things/:id',
    summary: 'Change a thing',
    params: idParams('Record'),
    body: z.object({ name: z.string() }),
    response: { 200: thing },
  },
});

let app: ReturnType<typeof Fastify>;
afterEach(() => app.close());
/** What the app logged at warning level or above (a reply sent twice is one). */
let warnings: string[] = [];

async function appWithRoutes() {
  warnings = [];
  app = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(line) } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { maxImageBytes: 1024 });
  const route = routesOf(app);
  route(thingApi.getThing, {
    access: 'public',
    content: 'none',
    handler: async (request) => ({ id: request.params.id, name: 'read', secret: 'never sent' }),
  });
  route(thingApi.createThing, {
    access: 'admin',
    handler: async (request) => ({ id: 7, name: request.body.name }),
  });
  route(thingApi.deleteThing, {
    access: 'admin',
    // A value the 204 must not carry.
    handler: async () => ({ ignored: true }) as unknown as void,
  });
  route(thingApi.elsewhere, {
    access: 'public',
    content: 'none',
    handler: async (_request, reply) => reply.redirect('/there', 303),
  });
  route(thingApi.acceptThing, {
    access: 'public',
    content: 'none',
    handler: async (request, reply) => reply.status(202).send({ id: request.params.id, name: 'later' }),
  });
  await app.ready();
}

describe('routesOf', () => {
  it('answers 200 with the value, encoded by the response schema', async () => {
    await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/things/3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 3, name: 'read' });
  });

  it('answers 201 with the created value when the response declares 201', async () => {
    await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/things', payload: { name: 'Hōkūleʻa' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: 7, name: 'Hōkūleʻa' });
  });

  it('answers 204 with no body when the response declares 204, whatever the handler returns', async () => {
    await appWithRoutes();
    const res = await app.inject({ method: 'DELETE', url: '/things/3' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('sends a reply the handler sent itself as it is', async () => {
    await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/elsewhere' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/there');
    const accepted = await app.inject({ method: 'POST', url: '/things/4/accept' });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toEqual({ id: 4, name: 'later' });
    // Each sent once: a Fastify reply is a thenable, so the awaited handler hands back nothing, not the reply.
    // The handler finishes after the response does: wait for the app to finish what it is doing.
    await app.close();
    expect(warnings.join('')).not.toContain('Reply was already sent');
  });

  it('keeps the validation of the declared schemas: a path id that cannot exist is 404', async () => {
    await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/things/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Record not found');
  });

  it("declares each route's access level, method, path and tag, with its declaration", async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const declared: Record<string, unknown>[] = [];
    app.addHook('onRoute', (options: RouteOptions) => {
      declared.push({
        method: options.method,
        url: options.url,
        access: options.config?.access,
        tags: options.schema?.tags,
        operationId: options.schema?.operationId,
        endpoint: options.config?.endpoint,
      });
    });
    routesOf(app)(thingApi.updateThing, {
      access: 'people',
      handler: async (request) => ({ id: request.params.id, name: request.body.name }),
    });
    await app.ready();
    expect(declared).toContainEqual({
      method: 'PUT',
      url: '/things/:id',
      access: 'people',
      tags: ['Things'],
      operationId: 'updateThing',
      endpoint: thingApi.updateThing,
    });
  });
});
