import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';

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
});
