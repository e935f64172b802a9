/**
 * The OpenAPI document at /api/docs, generated from the routes' schemas: every /api route is in it with its
 * request (path parameters, query of paged lists, body of every write) and the answer of its success, and it
 * passes `redocly lint` with the recommended rules, so client generators can read it. The contracts' schemas are
 * reusable components under their contract's names (`CanoeDetail`, `CanoeSummary`, `OwnerBody`…), each one used.
 *
 * What "applicable" means here: a path with parameters documents each one; a POST or PUT documents its JSON body
 * (logging out takes none); a GET that answers a paged list (it sends X-Total-Count) documents `limit`, `offset`
 * and the header.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { buildOneOfEach } from '../setup/records.ts';
import { redoclyLint } from '../../scripts/redocly-lint.ts';

interface Parameter {
  name: string;
  in: string;
  schema?: unknown;
}
interface Response {
  description?: string;
  content?: Record<string, { schema?: Record<string, unknown> }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  parameters?: (Parameter & { required?: boolean })[];
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  responses: Record<string, Response>;
}

/** POST and PUT routes that take no body at all. */
const NO_BODY = new Set([
  'POST /api/auth/logout',
  // A mail client's one-click unsubscribe (RFC 8058) posts a form it does not choose; the token is in the address.
  'POST /api/follows/unsubscribe',
]);
/** Writes whose body is a file's own bytes (a recording's), documented as such. */
const BYTES_BODY = new Set(['POST /api/recording-files', 'POST /api/submissions/recording-files']);
/** Success answers that carry no body. */
const EMPTY_SUCCESS = new Set(['204', '303', '304']);

let t: TestApp;
let operations: { key: string; path: string; method: string; op: Operation }[];
let document: {
  paths: Record<string, Record<string, Operation>>;
  tags?: { name: string }[];
  components: { schemas: Record<string, Record<string, unknown>> };
};

const COMPONENT_REF = '#/components/schemas/';
/** A schema as written, or the component its `$ref` names. */
const resolved = (schema: Record<string, unknown> | undefined) =>
  typeof schema?.$ref === 'string' && schema.$ref.startsWith(COMPONENT_REF)
    ? document.components.schemas[schema.$ref.slice(COMPONENT_REF.length)]
    : schema;

beforeAll(async () => {
  t = await createTestApp();
  // Record 1 of every kind exists, so every list under a record answers as a list.
  await buildOneOfEach(t.db);

  const res = await t.request('anonymous', { method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  document = res.json();
  operations = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      path,
      method: method.toUpperCase(),
      op,
    })),
  );
});
afterAll(() => t.close());

const successOf = (op: Operation) =>
  Object.entries(op.responses).filter(([status]) => /^[23]\d\d$/.test(status));

describe('the OpenAPI document', () => {
  it('has every /api route the app registers, and nothing else', () => {
    const registered = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/*')
      .map((r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`)
      .sort();
    expect(operations.map((o) => o.key).sort()).toEqual(registered);
    expect(operations.length).toBeGreaterThan(70);
  });

  it('names, tags and describes every operation, each operationId once', () => {
    const tags = new Set(document.tags?.map((tag) => tag.name));
    const problems: string[] = [];
    for (const { key, op } of operations) {
      if (!op.summary) problems.push(`${key}: no summary`);
      if (!op.operationId) problems.push(`${key}: no operationId`);
      if (!op.tags?.length || !op.tags.every((tag) => tags.has(tag))) problems.push(`${key}: no known tag`);
    }
    expect(problems).toEqual([]);
    const ids = operations.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the request of every operation: path parameters and the body of every write', () => {
    const problems: string[] = [];
    for (const { key, path, method, op } of operations) {
      for (const [, name] of path.matchAll(/\{([A-Za-z_]+)\}/g)) {
        const param = op.parameters?.find((p) => p.in === 'path' && p.name === name);
        if (!param?.schema) problems.push(`${key}: path parameter ${name} has no schema`);
      }
      if (BYTES_BODY.has(key)) {
        const schema = op.requestBody?.content?.['application/octet-stream']?.schema;
        if (!schema) problems.push(`${key}: no file body`);
      } else if ((method === 'POST' || method === 'PUT') && !NO_BODY.has(key)) {
        const schema = resolved(op.requestBody?.content?.['application/json']?.schema);
        if (!schema?.properties) problems.push(`${key}: no JSON body schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares the X-Change-Reason header on every administrator’s write, and on nothing else', () => {
    const problems: string[] = [];
    for (const { key, method, op } of operations) {
      const route = t.app.routeTable.find(
        (r) => `${r.method} ${r.url.replace(/:([A-Za-z_]+)/g, '{$1}')}` === key,
      );
      const write = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method) && route?.access !== 'public';
      const header = op.parameters?.find((p) => p.in === 'header' && p.name === 'X-Change-Reason');
      if (write !== Boolean(header?.schema))
        problems.push(`${key}: header ${header ? 'declared' : 'missing'}`);
    }
    expect(problems).toEqual([]);
  });

  it('declares the answer of every operation’s success, and its errors with the error schema', () => {
    const problems: string[] = [];
    for (const { key, op } of operations) {
      const success = successOf(op);
      if (!success.length) problems.push(`${key}: no success answer`);
      for (const [status, response] of success) {
        if (EMPTY_SUCCESS.has(status)) {
          if (response.content) problems.push(`${key}: ${status} declares a body`);
        } else if (!Object.values(response.content ?? {}).some((media) => media.schema)) {
          problems.push(`${key}: ${status} has no schema`);
        }
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^4\d\d$/.test(status)) continue;
        const schema = response.content?.['application/json']?.schema;
        if (schema?.$ref !== '#/components/schemas/Error') problems.push(`${key}: ${status} is not an Error`);
      }
      if (!Object.keys(op.responses).some((status) => status.startsWith('4'))) {
        problems.push(`${key}: no 4xx answer`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('declares limit, offset and X-Total-Count exactly for the lists that are paged', async () => {
    const problems: string[] = [];
    for (const { key, path, method, op } of operations) {
      if (method !== 'GET') continue;
      const ok = op.responses['200'];
      if (ok?.content?.['application/json']?.schema?.type !== 'array') continue;
      // A required query parameter (the name a `…/matches` list is asked about) is given as '1'.
      const required = (op.parameters ?? []).filter((p) => p.in === 'query' && p.required);
      const query = required.map((p) => `${p.name}=1`).join('&');
      const url = path.replace(/\{[A-Za-z_]+\}/g, '1') + (query ? `?${query}` : '');
      const res = await t.request('admin', { method: 'GET', url });
      expect(res.statusCode, key).toBe(200);
      const paged = res.headers['x-total-count'] !== undefined;
      const names = new Set(op.parameters?.filter((p) => p.in === 'query').map((p) => p.name));
      const documented = Boolean(ok.headers?.['X-Total-Count']) && names.has('limit') && names.has('offset');
      if (paged !== documented)
        problems.push(`${key}: sends X-Total-Count ${paged}, documents it ${documented}`);
    }
    expect(problems).toEqual([]);
  });

  it('names the contracts’ schemas as reusable components, each one used by an operation', () => {
    const schemas = document.components.schemas;
    for (const name of [
      'CanoeSummary',
      'CanoeDetail',
      'CanoeBody',
      'Owner',
      'OwnerDetail',
      'Maker',
      'Person',
    ]) {
      expect(schemas[name], name).toBeDefined();
    }
    expect(Object.keys(schemas).length).toBeGreaterThan(40);
    const ok = (path: string, method: string) =>
      document.paths[path][method].responses['200'].content?.['application/json']?.schema;
    expect(ok('/api/canoes/{id}', 'get')).toEqual({ $ref: `${COMPONENT_REF}CanoeDetail` });
    expect(ok('/api/canoes/search', 'get')).toEqual({
      type: 'array',
      items: { $ref: `${COMPONENT_REF}CanoeSummary` },
    });
    // Every component is reached from an operation, and every $ref names a component.
    const text = JSON.stringify(document);
    const referenced = new Set([...text.matchAll(/"#\/components\/schemas\/([A-Za-z]+)"/g)].map((m) => m[1]));
    expect([...referenced].filter((name) => !schemas[name])).toEqual([]);
    const fromPaths = new Set<string>();
    const pending = [
      ...JSON.stringify(document.paths).matchAll(/"#\/components\/schemas\/([A-Za-z]+)"/g),
    ].map((m) => m[1]);
    while (pending.length) {
      const name = pending.pop() as string;
      if (fromPaths.has(name)) continue;
      fromPaths.add(name);
      for (const m of JSON.stringify(schemas[name]).matchAll(/"#\/components\/schemas\/([A-Za-z]+)"/g)) {
        pending.push(m[1]);
      }
    }
    expect(Object.keys(schemas).filter((name) => !fromPaths.has(name))).toEqual([]);
  });

  it('passes redocly lint with the recommended rules, with no error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(document));
    try {
      const report = await redoclyLint(file);
      const errors = report.problems
        .filter((p) => p.severity === 'error')
        .map((p) => `${p.ruleId}: ${p.message}`);
      expect(errors).toEqual([]);
      expect(report.totals.errors).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
