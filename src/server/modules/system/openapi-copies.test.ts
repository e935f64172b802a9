/**
 * The API document is served whatever else the process has loaded. The server render's bundle carries its own copy
 * of the contracts, and zod keeps one registry of schema metadata for every copy in the process: a copy naming its
 * schemas itself would make the document fail with "Duplicate schema id" once a page had been rendered (found when
 * `/api/docs` answered 500 after the first server render). Names are given by `nameSchemas` to the server's own
 * schemas only. The copies loaded here stay in this worker's registry, as a render's would in a server's: the
 * API document of every later file in the worker is served beside them.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

it('serves the API document after another copy of the contracts was loaded, as a page render loads one', async () => {
  // A second copy of every contract module, as the server render's bundle brings its own.
  const folder = fileURLToPath(new URL('../../../shared/api/', import.meta.url));
  const modules = fs.readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  expect(modules).toContain('common.ts');
  for (const file of modules) {
    const copy = `../../../shared/api/${file}?another-copy`;
    await import(/* @vite-ignore */ copy);
  }
  const res = await t.request('anonymous', { method: 'GET', url: '/api/docs' });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const schemas = Object.keys((res.json() as { components: { schemas: object } }).components.schemas);
  expect(schemas).toEqual(expect.arrayContaining(['NameMatch', 'Error', 'CanoeDetail']));
});
