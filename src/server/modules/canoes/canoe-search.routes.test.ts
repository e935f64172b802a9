import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoeName, buildOwner } from '../../record-builders/index.ts';
import { postCanoe } from '../../../../tests/setup/canoes.ts';

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const society = (await buildOwner(t.db, { name: 'Polynesian Voyaging Society', ownerType: 'organization' }))
    .id;
  const keena = (await buildOwner(t.db, { name: 'Keʻena Family', ownerType: 'family' })).id;
  const club = (await buildOwner(t.db, { name: 'Outrigger Club', ownerType: 'club' })).id;

  ids.hokulea = (
    await postCanoe(t, {
      name: 'Kaimana',
      name_start_date: '1974',
      hull_id: 'HV-01',
      type_id: 3,
      origin: 'Honolulu',
      length: 62,
      build_date: '1975',
      owner_id: society,
    })
  ).canoe_id;
  // Renamed: Kaimana becomes a former name.
  const renamed = await t.request('admin', {
    method: 'POST',
    url: `/api/canoes/${ids.hokulea}/names`,
    payload: { name: 'Hōkūleʻa', start_date: '1976' },
  });
  expect(renamed.statusCode).toBe(201);

  ids.makani = (
    await postCanoe(t, { name: 'Makani Nui', type_id: 1, length: 40, build_date: '1990' })
  ).canoe_id;
  for (const name of ['Makani Iki', 'Makani Kahiko']) {
    await buildCanoeName(t.db, ids.makani, { name, start_date: '1950-01-01', end_date: '1980-01-01' });
  }
  ids.percent = (
    await postCanoe(t, { name: 'Pono% Koa', hull_id: 'A_B', type_id: 2, length: 18, owner_id: keena })
  ).canoe_id;
  ids.plain = (
    await postCanoe(t, { name: 'Pono Koa', hull_id: 'AXB', type_id: 2, length: 20, origin: 'Hilo' })
  ).canoe_id;
  // Formerly owned by Keʻena, now by the club: the owner filter looks at the current owner only.
  ids.former = (await postCanoe(t, { name: 'Lele', owner_id: keena, ownership_start_date: '2000' })).canoe_id;
  const moved = await t.request('admin', {
    method: 'PUT',
    url: `/api/canoes/${ids.former}`,
    payload: { owner_id: club, ownership_start_date: '2010' },
  });
  expect(moved.statusCode).toBe(200);
});
afterAll(() => t.close());

async function search(query: string) {
  const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/search?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json() as { canoe_id: number; name: string }[];
  return { rows, ids: rows.map((r) => r.canoe_id), total: Number(res.headers['x-total-count']) };
}

describe('GET /api/canoes/search', () => {
  it('finds Hōkūleʻa from plain `hokulea`, in any case', async () => {
    for (const q of ['hokulea', 'HOKULEA', 'Hōkūleʻa', "hokule'a", 'kūle']) {
      expect((await search(`q=${encodeURIComponent(q)}`)).ids).toEqual([ids.hokulea]);
    }
  });

  it('finds a canoe by a former name', async () => {
    const { rows } = await search('q=kaimana');
    expect(rows.map((r) => r.canoe_id)).toEqual([ids.hokulea]);
    expect(rows[0].name).toBe('Hōkūleʻa');
  });

  it('finds a canoe by its current owner’s name', async () => {
    expect((await search('q=voyaging%20society')).ids).toEqual([ids.hokulea]);
    expect((await search('q=keena')).ids).toEqual([ids.percent]);
  });

  it('finds a canoe by its id', async () => {
    expect((await search(`q=${ids.plain}`)).ids).toEqual([ids.plain]);
  });

  it('treats % and _ literally', async () => {
    expect((await search('q=%25')).ids).toEqual([ids.percent]);
    expect((await search('hull_id=a_b')).ids).toEqual([ids.percent]);
    // The main search box finds bow numbers too: `_` is the one in a_b, not "any character".
    expect((await search('q=_')).ids).toEqual([ids.percent]);
  });

  it('lists a canoe once even when several of its names match', async () => {
    const result = await search('q=makani');
    expect(result.ids).toEqual([ids.makani]);
    expect(result.total).toBe(1);
  });

  it('filters by type, hull id, owner and origin', async () => {
    expect((await search('type_id=3')).ids).toEqual([ids.hokulea]);
    expect((await search('type_id=2')).ids).toEqual([ids.plain, ids.percent]);
    expect((await search('hull_id=hv-')).ids).toEqual([ids.hokulea]);
    expect((await search('owner=KEENA')).ids).toEqual([ids.percent]);
    expect((await search('owner=outrigger')).ids).toEqual([ids.former]);
    expect((await search('origin=hono')).ids).toEqual([ids.hokulea]);
    expect((await search('origin=hilo')).ids).toEqual([ids.plain]);
  });

  it('filters by length and build year ranges', async () => {
    expect((await search('length_min=60')).ids).toEqual([ids.hokulea]);
    expect((await search('length_max=20')).ids).toEqual([ids.plain, ids.percent]);
    expect((await search('length_min=19&length_max=45')).ids).toEqual([ids.makani, ids.plain]);
    expect((await search('year_min=1970&year_max=1980')).ids).toEqual([ids.hokulea]);
    expect((await search('year_min=1976')).ids).toEqual([ids.makani]);
    expect((await search('year_max=1975')).ids).toEqual([ids.hokulea]);
  });

  it('combines filters and ignores empty ones', async () => {
    expect((await search('q=koa&length_min=19')).ids).toEqual([ids.plain]);
    const all = await search('q=&type_id=&owner=');
    expect(all.total).toBe(5);
    expect(all.rows.map((r) => r.name)).toEqual(['Hōkūleʻa', 'Lele', 'Makani Nui', 'Pono Koa', 'Pono% Koa']);
  });

  it('pages with limit and offset and reports the total', async () => {
    const first = await search('q=koa&limit=1');
    const second = await search('q=koa&limit=1&offset=1');
    expect(first.total).toBe(2);
    expect(second.total).toBe(2);
    expect([...first.ids, ...second.ids]).toEqual([ids.plain, ids.percent]);
  });

  it('reports the total on a page past the last match, and none when nothing matches', async () => {
    const past = await search('q=koa&limit=1&offset=5');
    expect(past.ids).toEqual([]);
    expect(past.total).toBe(2);
    const none = await search('q=nothing-is-called-this');
    expect(none.ids).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('answers with the list shape', async () => {
    const { rows } = await search('q=hokulea');
    expect(rows[0]).toMatchObject({
      canoe_id: ids.hokulea,
      current_name: 'Hōkūleʻa',
      type_name: 'Voyaging Canoe',
      build_year: 1975,
      owner_name: 'Polynesian Voyaging Society',
      current_owner: { name: 'Polynesian Voyaging Society', owner_type: 'organization' },
      media_count: 0,
    });
  });

  it.each([
    ['length_min=abc', 'length_min', 'Minimum length must be a number'],
    ['length_max=-1', 'length_max', 'Maximum length cannot be negative'],
    ['type_id=7', 'type_id', 'Canoe type must be 1 (Racing), 2 (Fishing) or 3 (Voyaging)'],
    ['year_min=17', 'year_min', 'From year must be between 1000 and 3000'],
    ['year_max=abcd', 'year_max', 'To year must be a year'],
    ['limit=0', 'limit', undefined],
  ])('answers 400 for %s', async (query, field, message) => {
    const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/search?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields[field]).toBeTruthy();
    if (message) expect(body.message).toBe(message);
  });
});
