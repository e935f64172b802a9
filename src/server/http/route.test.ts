/**
 * A route declared through routesOf answers with the success status its response schema declares (201 with the
 * handler's value, 204 with no body at all), lets a handler that sent the reply itself through as it is, and
 * carries its access level and its module's tag.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandling } from './errors.ts';
import { routesOf } from './route.ts';
import { serializerCompiler, validatorCompiler } from './validation.ts';
import { idParams, noContent } from '../../shared/api/common.ts';

const thing = z.object({ id: z.number().int(), name: z.string() });

let app: ReturnType<typeof Fastify>;
afterEach(() => app.close());

async function appWithRoutes() {
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, { maxImageBytes: 1024 });
  const route = routesOf(app, 'Things');
  const base = { summary: 'A thing', operationId: 'thing' };
  route.get('/things/:id', {
    ...base,
    access: 'public',
    params: idParams('Thing'),
    response: { 200: thing },
    handler: async (request) => ({ id: request.params.id, name: 'read', secret: 'never sent' }),
  });
  route.post('/things', {
    ...base,
    access: 'admin',
    body: z.object({ name: z.string() }),
    response: { 201: thing },
    handler: async (request) => ({ id: 7, name: request.body.name }),
  });
  route.delete('/things/:id', {
    ...base,
    access: 'admin',
    params: idParams('Thing'),
    response: { 204: noContent('Deleted') },
    // A value the 204 must not carry.
    handler: async () => ({ ignored: true }) as unknown as void,
  });
  route.get('/elsewhere', {
    ...base,
    access: 'public',
    response: { 303: noContent('Away') },
    handler: async (_request, reply) => reply.redirect('/there', 303),
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
  });

  it('keeps the validation of the declared schemas: a path id that cannot exist is 404', async () => {
    await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/things/x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Thing not found');
  });

  it("declares each route's access level and its module's tag", async () => {
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const declared: { method: unknown; access?: string; tags?: unknown }[] = [];
    app.addHook('onRoute', (options: RouteOptions) => {
      declared.push({ method: options.method, access: options.config?.access, tags: options.schema?.tags });
    });
    routesOf(app, 'Things').put('/things/:id', {
      access: 'people',
      summary: 'Change a thing',
      operationId: 'updateThing',
      params: idParams('Thing'),
      body: z.object({ name: z.string() }),
      response: { 200: thing },
      handler: async (request) => ({ id: request.params.id, name: request.body.name }),
    });
    await app.ready();
    expect(declared).toContainEqual({ method: 'PUT', access: 'people', tags: ['Things'] });
  });
});
