/**
 * Endpoints written once: every route of the JSON API is registered against its declaration in
 * src/shared/api/endpoints (same method, path, schemas and name), and every declaration is registered, so the web
 * app (which can call only declared endpoints: src/web/lib/api.ts takes no path) never calls a path the server
 * does not answer.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import * as groups from '../../src/shared/api/endpoints/index.ts';
import type { AnswerOf, BodyOf, Endpoint, PathParamsOf, QueryOf } from '../../src/shared/api/endpoint.ts';
import { isAddressed } from '../../src/shared/api/endpoint.ts';
import * as routeTable from '../../src/shared/api/routes.ts';
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

const ROUTES_FILE = fileURLToPath(new URL('../../src/shared/api/routes.ts', import.meta.url));

/**
 * src/shared/api/routes.ts as the declarations make it: for each group, each endpoint's method and path under its
 * operationId; a group of endpoints declared in another group (recordHistoryApi) names them there.
 */
async function routeTableSource(): Promise<string> {
  const home = new Map<Endpoint, string>();
  const own: string[] = [];
  const borrowed: string[] = [];
  for (const [name, group] of Object.entries(groups)) {
    const entries = Object.entries(group as Record<string, Endpoint>);
    if (entries.every(([key, endpoint]) => key === endpoint.operationId)) {
      const lines = entries
        .filter(([, endpoint]) => !isAddressed(endpoint))
        .map(([key, endpoint]) => {
          home.set(endpoint, `${name}.${key}`);
          return `  ${key}: ['${endpoint.method}', '${endpoint.path}'],`;
        });
      own.push(
        `export const ${name} = /* @__PURE__ */ routes<typeof declared.${name}>({`,
        ...lines,
        '});',
        '',
      );
    } else {
      borrowed.push(name);
    }
  }
  for (const name of borrowed) {
    const entries = Object.entries((groups as Record<string, Record<string, Endpoint>>)[name]);
    const lines = entries.map(([key, endpoint]) => {
      const at = home.get(endpoint);
      if (!at) throw new Error(`${name}.${key} is declared in no group of its own`);
      return `  ${key}: ${at},`;
    });
    own.push(`export const ${name} = {`, ...lines, '};', '');
  }
  const source = [
    '/**',
    " * The web app's route table: what calling each endpoint takes at run time (its method, path and operationId),",
    ' * made from the declarations in src/shared/api/endpoints, whose schemas come along as types only',
    ' * (`Route` in endpoint.ts). The pages call `api.call(canoeApi.getCanoe, …)` with these, typed end to end, and',
    ' * download neither zod nor the contracts for it. An endpoint reached by its address (a file sent or answered as',
    ' * its own bytes: `isAddressed`) is not in it.',
    ' *',
    ' * Written by tests/api/endpoints.test.ts, which fails while it differs from the declarations: after changing',
    ' * one, run `npx vitest run --project sqlite tests/api/endpoints.test.ts -u`. Not to be edited by hand.',
    ' */',
    "import type * as declared from './endpoints/index.ts';",
    "import { routes } from './endpoint.ts';",
    '',
    ...own,
  ].join('\n');
  return prettier.format(source, { ...(await prettier.resolveConfig(ROUTES_FILE)), filepath: ROUTES_FILE });
}

describe("the web app's route table", () => {
  it('is made from the declarations (src/shared/api/routes.ts)', async () => {
    await expect(await routeTableSource()).toMatchFileSnapshot(ROUTES_FILE);
  });

  it('gives each endpoint its declared method, path and operationId, and nothing more', () => {
    expect(Object.keys(routeTable).sort()).toEqual(Object.keys(groups).sort());
    for (const [name, group] of Object.entries(groups)) {
      const table = (routeTable as Record<string, Record<string, unknown>>)[name];
      const called = Object.entries(group as Record<string, Endpoint>).filter(([, e]) => !isAddressed(e));
      expect(Object.keys(table), name).toEqual(called.map(([key]) => key));
      for (const [key, endpoint] of called) {
        const { method, path, operationId } = endpoint;
        expect(table[key], `${name}.${key}`).toEqual({ method, path, operationId });
      }
    }
  });

  it('types what a call sends and answers by the declaration (checked by tsc)', () => {
    const { canoeApi } = routeTable;
    expectTypeOf(canoeApi.getCanoe.path).toEqualTypeOf<'/canoes/:id'>();
    expectTypeOf<AnswerOf<typeof canoeApi.getCanoe>>().not.toBeAny();
    expectTypeOf<AnswerOf<typeof canoeApi.getCanoe>>().toEqualTypeOf<
      AnswerOf<typeof groups.canoeApi.getCanoe>
    >();
    expectTypeOf<PathParamsOf<typeof canoeApi.getCanoe>>().toEqualTypeOf<{ id: string | number }>();
    expectTypeOf<BodyOf<typeof canoeApi.createCanoe>>().toEqualTypeOf<
      BodyOf<typeof groups.canoeApi.createCanoe>
    >();
    expectTypeOf<QueryOf<typeof canoeApi.listCanoes>>().toEqualTypeOf<
      QueryOf<typeof groups.canoeApi.listCanoes>
    >();
    expectTypeOf<AnswerOf<typeof canoeApi.deleteCanoe>>().toEqualTypeOf<void>();
    expectTypeOf<AnswerOf<(typeof routeTable.recordHistoryApi)['owners']>>().toEqualTypeOf<
      AnswerOf<typeof groups.historyApi.getOwnerHistory>
    >();
  });

  it('is what the web app calls: it imports the declarations as types only', () => {
    const webDir = fileURLToPath(new URL('../../src/web/', import.meta.url));
    const files = fs
      .readdirSync(webDir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const importsDeclarations =
      /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^;]*?from\s*'[^']*shared\/api\/endpoints\/[^']*'|import\(\s*'[^']*shared\/api\/endpoints\//;
    const offending = files.filter((file) =>
      importsDeclarations.test(fs.readFileSync(path.join(webDir, file), 'utf8')),
    );
    expect(offending, 'web files that import the declarations (with their schemas) as values').toEqual([]);
  });
});
