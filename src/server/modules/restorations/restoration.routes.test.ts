import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildMaker, buildPerson } from '../../record-builders/index.ts';
import { currentYear } from '../../../shared/constants.ts';
import { dates } from '../../../../tests/setup/dates.ts';

let t: TestApp;
let canoeId: number;
let otherCanoeId: number;
let mauPerson: number;
let maker: number;
let keolaPerson: number;
let otherMaker: number;
let plainPerson: number;

const insertCanoe = async (hullId: string) => (await buildCanoe(t.db, { hullId })).id;

const insertPerson = async (name: string) => (await buildPerson(t.db, { name })).id;

const insertMaker = async (personId: number) =>
  (await buildMaker(t.db, { personId, makerType: 'restorer' })).id;

beforeAll(async () => {
  t = await createTestApp();
  canoeId = await insertCanoe('R-1');
  otherCanoeId = await insertCanoe('R-2');
  mauPerson = await insertPerson('Mau Piailug');
  maker = await insertMaker(mauPerson);
  keolaPerson = await insertPerson('Keola Kaʻaihue');
  otherMaker = await insertMaker(keolaPerson);
  plainPerson = await insertPerson('Kalani Akana');
});
afterAll(() => t.close());

const url = (canoe = canoeId) => `/api/canoes/${canoe}/restorations`;
const post = (payload: object, canoe = canoeId) => ({ method: 'POST' as const, url: url(canoe), payload });
const put = (rid: number, payload: object, canoe = canoeId) => ({
  method: 'PUT' as const,
  url: `${url(canoe)}/${rid}`,
  payload,
});
const base = { restoration_date: '2010-05-01', description: 'New gunwales' };

describe('POST /api/canoes/:id/restorations', () => {
  it('records a restoration by a person and answers 201 with the record', async () => {
    const res = await t.request(
      'admin',
      post({
        restoration_date: '2005',
        end_date: '2006-02-01',
        description: 'Hull re-fibred',
        location: 'Hilo',
        notes: 'Koa patches',
        restorer_person_id: plainPerson,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      restoration_id: expect.any(Number),
      canoe_id: canoeId,
      ...dates({ restoration_date: '2005', end_date: '2006-02-01' }),
      description: 'Hull re-fibred',
      description_haw: null,
      location: 'Hilo',
      place: null,
      notes: 'Koa patches',
      restorer_person_id: plainPerson,
      restorer_maker_id: null,
      maker_id: null,
      maker_name: null,
      restorer_name: 'Kalani Akana',
    });
  });

  it("maps a chosen maker to the maker's person and adds the maker line to the notes", async () => {
    const res = await t.request(
      'admin',
      post({ ...base, notes: 'Seats replaced', restorer_maker_id: maker }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      restorer_person_id: mauPerson,
      restorer_maker_id: maker,
      maker_id: maker,
      maker_name: 'Mau Piailug',
      restorer_name: 'Mau Piailug',
      notes: 'Seats replaced\nRestoration performed by maker: Mau Piailug',
    });
  });

  it('accepts maker_id as well, with empty notes, and a matching person', async () => {
    const res = await t.request(
      'editor',
      post({ ...base, notes: '', maker_id: String(otherMaker), restorer_person_id: keolaPerson }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      restorer_person_id: keolaPerson,
      restorer_maker_id: otherMaker,
      maker_id: otherMaker,
      maker_name: 'Keola Kaʻaihue',
      notes: 'Restoration performed by maker: Keola Kaʻaihue',
    });
  });

  it('does not add the maker line when the notes already carry it', async () => {
    const notes = 'Restoration performed by maker: Mau Piailug\nLashings redone';
    const res = await t.request('admin', post({ ...base, notes, maker_id: maker }));
    expect(res.statusCode).toBe(201);
    expect(res.json().notes).toBe(notes);
  });

  it.each([
    ['no date', { description: 'x' }, 'restoration_date', 'Year is required'],
    ['no description', { restoration_date: '2010' }, 'description', 'Description is required'],
    [
      'year before 1000',
      { ...base, restoration_date: '0999' },
      'restoration_date',
      'Year must be between 1000',
    ],
    [
      'future year',
      { ...base, restoration_date: String(currentYear() + 1) },
      'restoration_date',
      'Year must be',
    ],
    ['end before start', { ...base, end_date: '2001-01-01' }, 'end_date', 'End date cannot be before'],
    [
      'unknown person',
      { ...base, restorer_person_id: 999999 },
      'restorer_person_id',
      'No person with id 999999',
    ],
    ['negative person id', { ...base, restorer_person_id: -4 }, 'restorer_person_id', 'Must be a record id'],
    ['unknown maker', { ...base, restorer_maker_id: 999999 }, 'restorer_maker_id', 'No maker with id 999999'],
    ['unknown maker_id', { ...base, maker_id: 999999 }, 'maker_id', 'No maker with id 999999'],
    ['maker id of the wrong type', { ...base, maker_id: 'mau' }, 'maker_id', 'Must be a record id'],
    ['two different makers', { ...base, maker_id: 1, restorer_maker_id: 2 }, 'maker_id', 'different makers'],
    [
      'description of the wrong type',
      { ...base, description: ['x'] },
      'description',
      'Description is required',
    ],
  ])('answers 400 for %s and stores nothing', async (_label, payload, field, message) => {
    const before = await countRows(t.db, 'restorations');
    const res = await t.request('admin', post(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect(await countRows(t.db, 'restorations')).toBe(before);
  });

  it("answers 400 when the person is not the maker's person", async () => {
    const before = await countRows(t.db, 'restorations');
    const res = await t.request(
      'admin',
      post({ ...base, restorer_maker_id: maker, restorer_person_id: plainPerson }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.restorer_person_id).toContain('is not the chosen maker');
    expect(await countRows(t.db, 'restorations')).toBe(before);
  });

  it('answers 400 for malformed JSON, 404 for an unknown canoe, 401 and 403 for callers who may not write', async () => {
    const before = await countRows(t.db, 'restorations');
    const broken = await t.request('admin', {
      method: 'POST',
      url: url(),
      headers: { 'content-type': 'application/json' },
      payload: '{"description":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Request body is not valid JSON');
    const missing = await t.request('admin', post(base, 999999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Canoe not found');
    expect((await t.request('anonymous', post(base))).statusCode).toBe(401);
    expect((await t.request('user', post(base))).statusCode).toBe(403);
    expect(await countRows(t.db, 'restorations')).toBe(before);
  });
});

describe('GET /api/canoes/:id/restorations', () => {
  it('lists a canoe’s restorations by date with the total', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: url() });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(res.headers['x-total-count']).toBe(String(rows.length));
    expect(rows.length).toBeGreaterThanOrEqual(4);
    const earliest = rows.map((r: { restoration_date_earliest: string }) => r.restoration_date_earliest);
    expect(earliest).toEqual([...earliest].sort());
    expect(rows[0]).toMatchObject({ restoration_date: '2005', restorer_name: 'Kalani Akana' });
    expect(rows.every((r: { canoe_id: number }) => r.canoe_id === canoeId)).toBe(true);
    const paged = await t.request('anonymous', { method: 'GET', url: `${url()}?limit=1&offset=1` });
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-total-count']).toBe(String(rows.length));
  });

  it('answers an empty list for a canoe without restorations and 404 for an unknown canoe', async () => {
    const empty = await t.request('anonymous', { method: 'GET', url: url(otherCanoeId) });
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    expect((await t.request('anonymous', { method: 'GET', url: url(999999) })).statusCode).toBe(404);
    expect(
      (await t.request('anonymous', { method: 'GET', url: '/api/canoes/abc/restorations' })).statusCode,
    ).toBe(404);
  });
});

describe('GET /api/canoes/:id/restorations/:rid', () => {
  it('answers one restoration, and 404 under another canoe or for an unknown id', async () => {
    const created = (await t.request('admin', post({ ...base, maker_id: maker }))).json();
    const res = await t.request('anonymous', { method: 'GET', url: `${url()}/${created.restoration_id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    const elsewhere = await t.request('anonymous', {
      method: 'GET',
      url: `${url(otherCanoeId)}/${created.restoration_id}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Restoration not found');
    expect((await t.request('anonymous', { method: 'GET', url: `${url()}/999999` })).statusCode).toBe(404);
  });
});

describe('PUT /api/canoes/:id/restorations/:rid', () => {
  it('updates and answers 200; the maker line is not added twice', async () => {
    const created = (
      await t.request('admin', post({ ...base, notes: 'First pass', maker_id: maker }))
    ).json();
    expect(created.notes).toBe('First pass\nRestoration performed by maker: Mau Piailug');
    const res = await t.request(
      'admin',
      put(created.restoration_id, {
        ...base,
        description: 'Gunwales and seats',
        notes: created.notes,
        maker_id: maker,
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      restoration_id: created.restoration_id,
      description: 'Gunwales and seats',
      notes: 'First pass\nRestoration performed by maker: Mau Piailug',
      restorer_person_id: mauPerson,
      maker_name: 'Mau Piailug',
    });
  });

  it("replaces the former maker's line when another maker is chosen", async () => {
    const created = (await t.request('admin', post({ ...base, notes: 'Work', maker_id: maker }))).json();
    const res = await t.request(
      'admin',
      put(created.restoration_id, { ...base, notes: created.notes, maker_id: otherMaker }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      notes: 'Work\nRestoration performed by maker: Keola Kaʻaihue',
      restorer_person_id: keolaPerson,
      restorer_maker_id: otherMaker,
    });
  });

  it('clears the maker when an update names only a person', async () => {
    const created = (await t.request('admin', post({ ...base, maker_id: maker }))).json();
    const res = await t.request(
      'admin',
      put(created.restoration_id, { ...base, restorer_person_id: plainPerson }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      restorer_person_id: plainPerson,
      restorer_maker_id: null,
      maker_id: null,
      maker_name: null,
      restorer_name: 'Kalani Akana',
      notes: null,
    });
  });

  it("drops the former maker's line when an update keeps the notes but names no maker", async () => {
    const created = (await t.request('admin', post({ ...base, notes: 'Lashings', maker_id: maker }))).json();
    expect(created.notes).toBe('Lashings\nRestoration performed by maker: Mau Piailug');
    const res = await t.request(
      'admin',
      put(created.restoration_id, { ...base, notes: created.notes, restorer_person_id: plainPerson }),
    );
    expect(res.json().notes).toBe('Lashings');
  });

  it('takes a person with exactly one maker role to mean that maker, as the original client sends it', async () => {
    const res = await t.request(
      'admin',
      post({
        ...base,
        notes: 'Restoration performed by maker: Mau Piailug',
        restorer_person_id: mauPerson,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      restorer_person_id: mauPerson,
      restorer_maker_id: maker,
      maker_name: 'Mau Piailug',
      notes: 'Restoration performed by maker: Mau Piailug',
    });
  });

  it('answers 400, 404, 401 and 403 without changing the record', async () => {
    const created = (await t.request('admin', post({ ...base, description: 'Keep me' }))).json();
    const rid = created.restoration_id;
    const bad = await t.request('admin', put(rid, { ...base, restorer_maker_id: 999999 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.restorer_maker_id).toBe('No maker with id 999999');
    const mismatch = await t.request(
      'admin',
      put(rid, { ...base, maker_id: maker, restorer_person_id: keolaPerson }),
    );
    expect(mismatch.statusCode).toBe(400);
    const invalid = await t.request('admin', put(rid, { restoration_date: '', description: '' }));
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toMatchObject({
      restoration_date: 'Year is required',
      description: 'Description is required',
    });
    expect((await t.request('admin', put(rid, base, otherCanoeId))).statusCode).toBe(404);
    expect((await t.request('admin', put(999999, base))).statusCode).toBe(404);
    expect((await t.request('anonymous', put(rid, base))).statusCode).toBe(401);
    expect((await t.request('user', put(rid, base))).statusCode).toBe(403);
    const after = await t.request('anonymous', { method: 'GET', url: `${url()}/${rid}` });
    expect(after.json()).toEqual(created);
  });
});

// Content in both languages (decision 027); '(haw) …' stands in for a Hawaiian text, never invented Hawaiian.
describe('a restoration described in English and in ʻŌlelo Hawaiʻi', () => {
  const hawaiian = '(haw) New gunwales of koa';
  const get = (rid: number) => t.request('anonymous', { method: 'GET', url: `${url()}/${rid}` });

  it('keeps the Hawaiian description beside the English one, and answers both', async () => {
    const created = await t.request('admin', post({ ...base, description_haw: `  ${hawaiian}  ` }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ description: 'New gunwales', description_haw: hawaiian });
    const rid = created.json().restoration_id;
    expect((await get(rid)).json()).toMatchObject({ description: 'New gunwales', description_haw: hawaiian });
    const listed = (await t.request('anonymous', { method: 'GET', url: url() })).json();
    expect(listed.find((r: { restoration_id: number }) => r.restoration_id === rid).description_haw).toBe(
      hawaiian,
    );
  });

  it('takes a restoration described only in ʻŌlelo Hawaiʻi', async () => {
    const res = await t.request(
      'admin',
      post({ restoration_date: '1998', description: '', description_haw: hawaiian }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ description: '', description_haw: hawaiian });
    const without = await t.request('admin', post({ restoration_date: '1998', description_haw: hawaiian }));
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json()).toMatchObject({ description: '', description_haw: hawaiian });
  });

  it.each([
    ['neither', { restoration_date: '2001' }],
    ['both empty', { restoration_date: '2001', description: ' ', description_haw: '' }],
    ['a Hawaiian one of null', { restoration_date: '2001', description: '', description_haw: null }],
  ])('answers 400 on the description when it has %s, and stores nothing', async (_label, payload) => {
    const before = await countRows(t.db, 'restorations');
    const res = await t.request('admin', post(payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.description).toBe('Description is required');
    expect(await countRows(t.db, 'restorations')).toBe(before);
  });

  it('refuses a Hawaiian description past the English one’s limit', async () => {
    const res = await t.request('admin', post({ ...base, description_haw: 'k'.repeat(4001) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.description_haw).toContain('4000');
  });

  it('keeps the Hawaiian description through an update that leaves it out; null or empty removes it', async () => {
    const rid = (await t.request('admin', post({ ...base, description_haw: hawaiian }))).json()
      .restoration_id;
    const kept = await t.request('admin', put(rid, { ...base, description: 'Gunwales and seats' }));
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ description: 'Gunwales and seats', description_haw: hawaiian });
    // The English one left out stays too, when the Hawaiian one is what is changed.
    const changed = await t.request(
      'admin',
      put(rid, { restoration_date: base.restoration_date, description_haw: `(haw) Gunwales and seats` }),
    );
    expect(changed.json()).toMatchObject({
      description: 'Gunwales and seats',
      description_haw: `(haw) Gunwales and seats`,
    });
    const removed = await t.request('admin', put(rid, { ...base, description_haw: '' }));
    expect(removed.json()).toMatchObject({ description: 'New gunwales', description_haw: null });
    // Emptying the English of a restoration with no Hawaiian description is refused, and changes nothing.
    const refused = await t.request('admin', put(rid, { ...base, description: '', description_haw: null }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.description).toBe('Description is required');
    expect((await get(rid)).json()).toMatchObject({ description: 'New gunwales', description_haw: null });
  });

  it('records the Hawaiian description in the canoe’s history under its own label', async () => {
    const rid = (await t.request('admin', post(base))).json().restoration_id;
    await t.request('admin', put(rid, { ...base, description_haw: hawaiian }));
    const history = await t.request('admin', { method: 'GET', url: `/api/canoes/${canoeId}/history` });
    const [latest] = history.json().changes as {
      rows: {
        record_type: string;
        fields: { field: string; label: string; before: unknown; after: unknown }[];
      }[];
    }[];
    expect(latest.rows[0].record_type).toBe('restoration');
    expect(latest.rows[0].fields).toEqual([
      { field: 'description_haw', label: 'Description in ʻŌlelo Hawaiʻi', before: null, after: hawaiian },
    ]);
  });
});

describe('DELETE /api/canoes/:id/restorations/:rid', () => {
  it('deletes (204) only under its own canoe and only for admins', async () => {
    const created = (await t.request('admin', post(base))).json();
    const rid = created.restoration_id;
    const before = await countRows(t.db, 'restorations');
    const del = (as: 'admin' | 'user' | 'anonymous', canoe = canoeId) =>
      t.request(as, { method: 'DELETE', url: `${url(canoe)}/${rid}` });
    expect((await del('anonymous')).statusCode).toBe(401);
    expect((await del('user')).statusCode).toBe(403);
    expect((await del('admin', otherCanoeId)).statusCode).toBe(404);
    expect(await countRows(t.db, 'restorations')).toBe(before);
    const res = await del('admin');
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await countRows(t.db, 'restorations')).toBe(before - 1);
    expect((await del('admin')).statusCode).toBe(404);
  });
});
