import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildMaker } from '../../record-builders/index.ts';
import { postCanoe } from '../../../../tests/setup/canoes.ts';

let t: TestApp;
let carver: number;
let designer: number;
let canoeId: number;

beforeAll(async () => {
  t = await createTestApp();
  carver = (await buildMaker(t.db, { name: 'Kīhei Kahale', makerType: 'carver' })).id;
  designer = (await buildMaker(t.db, { name: 'Nainoa Lee', makerType: 'designer' })).id;
  canoeId = (await postCanoe(t, { name: 'Kaʻiulani' })).canoe_id;
});
afterAll(() => t.close());

type As = 'admin' | 'user' | 'anonymous';
const url = (id = canoeId) => `/api/canoes/${id}/makers`;
const list = async () => (await t.request('anonymous', { method: 'GET', url: url() })).json();

describe('canoe makers', () => {
  it('adds makers (201 with the record) and lists them', async () => {
    const res = await t.request('admin', {
      method: 'POST',
      url: url(),
      payload: { maker_id: carver, contribution: 'Carved the hull' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      canoe_maker_id: expect.any(Number),
      canoe_id: canoeId,
      maker_id: carver,
      maker_name: 'Kīhei Kahale',
      maker_type: 'carver',
      contribution: 'Carved the hull',
    });
    await t.request('admin', { method: 'POST', url: url(), payload: { maker_id: String(designer) } });
    const all = await t.request('anonymous', { method: 'GET', url: url() });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject([
      { maker_id: carver, contribution: 'Carved the hull' },
      { maker_id: designer, maker_name: 'Nainoa Lee', contribution: null },
    ]);
    const detail = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}` });
    expect(detail.json().makers).toHaveLength(2);
  });

  it('refuses a maker already listed (409) and bad bodies (400), writing nothing', async () => {
    const before = await countRows(t.db, 'canoe_makers');
    const dup = await t.request('admin', { method: 'POST', url: url(), payload: { maker_id: carver } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('This maker is already listed for this canoe.');
    const cases: [unknown, string, string][] = [
      [{}, 'maker_id', 'Please select a maker'],
      [{ maker_id: -1 }, 'maker_id', 'Please select a maker'],
      [{ maker_id: 999 }, 'maker_id', 'No maker with id 999'],
      [{ maker_id: carver, contribution: 5 }, 'contribution', 'Must be text'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.request('admin', { method: 'POST', url: url(), payload: payload as object });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
    const malformed = await t.request('admin', {
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await countRows(t.db, 'canoe_makers')).toBe(before);
  });

  it('updates a contribution by maker id', async () => {
    const res = await t.request('admin', {
      method: 'PUT',
      url: `${url()}/${designer}`,
      payload: { contribution: 'Lines and sail plan' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      maker_id: designer,
      canoe_id: canoeId,
      contribution: 'Lines and sail plan',
    });
  });

  it('answers 401/403 for non-admins and 404 for unknown canoes or unlisted makers', async () => {
    const before = await list();
    for (const [as, status] of [
      ['anonymous', 401],
      ['user', 403],
    ] as [As, number][]) {
      expect(
        (await t.request(as, { method: 'POST', url: url(), payload: { maker_id: carver } })).statusCode,
      ).toBe(status);
      expect(
        (await t.request(as, { method: 'PUT', url: `${url()}/${carver}`, payload: {} })).statusCode,
      ).toBe(status);
      expect((await t.request(as, { method: 'DELETE', url: `${url()}/${carver}` })).statusCode).toBe(status);
    }
    const unknownCanoe = await t.request('anonymous', { method: 'GET', url: url(99999) });
    expect(unknownCanoe.statusCode).toBe(404);
    expect(unknownCanoe.json().message).toBe('Canoe not found');
    const other = (await buildMaker(t.db, { name: 'Not Listed' })).id;
    const put = await t.request('admin', {
      method: 'PUT',
      url: `${url()}/${other}`,
      payload: { contribution: 'x' },
    });
    expect(put.statusCode).toBe(404);
    expect((await t.request('admin', { method: 'DELETE', url: `${url()}/${other}` })).statusCode).toBe(404);
    expect(
      (await t.request('admin', { method: 'POST', url: url(99999), payload: { maker_id: carver } }))
        .statusCode,
    ).toBe(404);
    expect(await list()).toEqual(before);
  });

  it('removes a maker from the canoe (204) and keeps the maker', async () => {
    const res = await t.request('admin', { method: 'DELETE', url: `${url()}/${carver}` });
    expect(res.statusCode).toBe(204);
    expect((await list()).map((m: { maker_id: number }) => m.maker_id)).toEqual([designer]);
    const maker = await t.db.kysely
      .selectFrom('makers')
      .select('maker_id')
      .where('maker_id', '=', carver)
      .executeTakeFirst();
    expect(maker).toBeDefined();
  });
});
