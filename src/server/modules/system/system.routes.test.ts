import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildApp } from '../../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('answers health with the database dialect', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('lists the three canoe types', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/canoe-types' });
    expect(res.json()).toEqual([
      { type_id: 1, name: 'Racing Canoe' },
      { type_id: 2, name: 'Fishing Canoe' },
      { type_id: 3, name: 'Voyaging Canoe' },
    ]);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'Not Found' });
  });

  it('serves an OpenAPI document listing every route, with the body schema of every create and update', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const route of t.app.routeTable.filter((r) => r.url.startsWith('/api/'))) {
      const path = route.url.replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeTruthy();
      const takesBody =
        ['POST', 'PUT'].includes(route.method) &&
        !route.url.startsWith('/api/auth/') &&
        // The one-click unsubscribe takes the form a mail client posts (RFC 8058), not JSON.
        route.url !== '/api/follows/unsubscribe';
      if (takesBody) expect(operation.requestBody, `${route.method} ${route.url} body`).toBeTruthy();
    }
    // The body is the contract's named schema, a reusable component.
    const body = doc.paths['/api/canoes'].post.requestBody.content['application/json'].schema;
    expect(body).toEqual({ $ref: '#/components/schemas/CanoeCreateBody' });
    expect(doc.components.schemas.CanoeCreateBody.properties).toHaveProperty('hull_id');
    expect(doc.components.schemas.CanoeCreateBody.properties).toHaveProperty('confirm_duplicate');
    const update = doc.paths['/api/canoes/{id}'].put.requestBody.content['application/json'].schema;
    expect(update).toEqual({ $ref: '#/components/schemas/CanoeBody' });
  });

  it('answers health with 503 when the database does not answer', async () => {
    const other = await createTestApp();
    const app = await buildApp({ config: other.config, db: other.db }, { logger: false });
    await other.db.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/database/i);
    await app.close();
    await other.close().catch(() => undefined);
  });
});
