/**
 * Endpoints written once: every route of the JSON API is registered against its declaration in
 * src/shared/api/endpoints (same method, path, schemas and name), and every declaration is registered, so the web
 * app (which can call only declared endpoints: src/web/lib/api.ts takes no path) never calls a path the server
 * does not answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as groups from '../../src/shared/api/endpoints/index.ts';
import type { Endpoint } from '../../src/shared/api/endpoint.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const declared: Endpoint[] = [
  ...new Set(Object.values(groups).flatMap((group) => Object.values(group as Record<string, Endpoint>))),
];
const keyOf = (method: string, url: string) => `${method} ${url}`;

describe('the endpoints', () => {
  it('are each declared under one name, and each group names them by their operationId', () => {
    const ids = declared.map((endpoint) => endpoint.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of Object.values(groups)) {
      for (const [key, endpoint] of Object.entries(group as Record<string, Endpoint>)) {
        if (endpoint.operationId !== key) {
          // The history endpoints by record kind point at the group's own entries.
          expect(declared).toContain(endpoint);
        }
      }
    }
    expect(declared.length).toBeGreaterThan(70);
  });

  it('cover every route of the JSON API, each registered with its declaration’s schemas', () => {
    const byId = new Map(declared.map((endpoint) => [endpoint.operationId, endpoint]));
    const problems: string[] = [];
    const api = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.url !== '/api/*');
    for (const route of api) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const endpoint = byId.get(schema.operationId as string);
      const key = keyOf(route.method, route.url);
      if (!endpoint) {
        problems.push(`${key}: no declaration`);
        continue;
      }
      if (keyOf(endpoint.method, `/api${endpoint.path}`) !== key) {
        problems.push(`${key}: declared as ${keyOf(endpoint.method, endpoint.path)}`);
      }
      for (const [part, given] of [
        ['params', endpoint.params],
        ['querystring', endpoint.query],
        ['body', endpoint.body],
        ['response', endpoint.response],
      ] as const) {
        if (schema[part] !== given) problems.push(`${key}: its ${part} is not the declaration's`);
      }
    }
    expect(problems).toEqual([]);
    expect(api.length).toBeGreaterThan(70);
  });

  it('are each registered', () => {
    const registered = new Set(t.app.routeTable.map((route) => keyOf(route.method, route.url)));
    const missing = declared
      .map((endpoint) => keyOf(endpoint.method, `/api${endpoint.path}`))
      .filter((key) => !registered.has(key));
    expect(missing).toEqual([]);
  });
});
