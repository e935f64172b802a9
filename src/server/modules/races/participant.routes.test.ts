import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildRace } from '../../record-builders/index.ts';
import { dates } from '../../../../tests/setup/dates.ts';

let t: TestApp;
let raceId: number;
let otherRaceId: number;
let canoeId: number;
let otherCanoeId: number;

const insertCanoe = async (hullId: string, name?: string) =>
  (await buildCanoe(t.db, { hullId, names: name ? [{ name, start_date: '1990-01-01' }] : [] })).id;

const insertRace = async (name: string, date: string | null) =>
  (await buildRace(t.db, { name, date, location: null })).id;

beforeAll(async () => {
  t = await createTestApp();
  raceId = await insertRace('Molokaʻi Hoe', '2019-10-13');
  otherRaceId = await insertRace('Queen Liliʻuokalani Race', '2015-08-30');
  canoeId = await insertCanoe('H-1', 'Hōkūleʻa');
  otherCanoeId = await insertCanoe('H-2');
});
afterAll(() => t.close());

const post = (url: string, payload: object) => ({ method: 'POST' as const, url, payload });
const put = (url: string, payload: object) => ({ method: 'PUT' as const, url, payload });

describe('POST /api/races/:id/participants', () => {
  it('records a result and answers 201 with the race name, date and canoe name', async () => {
    const res = await t.request(
      'admin',
      post(`/api/races/${raceId}/participants`, {
        canoe_id: canoeId,
        race_id: raceId,
        position: 1,
        paddler_name: 'Nainoa Thompson',
        time: '01:02:03',
        notes: 'Record crossing',
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      participation_id: expect.any(Number),
      race_id: raceId,
      race_name: 'Molokaʻi Hoe',
      ...dates({ date: '2019-10-13' }),
      year: 2019,
      year_words: '2019',
      canoe_id: canoeId,
      canoe_name: 'Hōkūleʻa',
      hull_id: 'H-1',
      position: 1,
      paddler_name: 'Nainoa Thompson',
      time: '01:02:03',
      notes: 'Record crossing',
    });
  });

  it('takes the race from the address when the body leaves it out, and numeric strings for ids', async () => {
    const res = await t.request(
      'editor',
      post(`/api/races/${raceId}/participants`, { canoe_id: String(otherCanoeId), position: '2', time: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      race_id: raceId,
      canoe_id: otherCanoeId,
      canoe_name: null,
      hull_id: 'H-2',
      position: 2,
      time: null,
      paddler_name: null,
    });
  });

  it.each([
    ['position 0', { position: 0 }, 'position', 'Position must be a whole number of at least 1'],
    ['position 1.5', { position: 1.5 }, 'position', 'Position must be a whole number of at least 1'],
    ["position 'abc'", { position: 'abc' }, 'position', 'Position must be a whole number of at least 1'],
    ['negative position', { position: -3 }, 'position', 'Position must be a whole number of at least 1'],
    [
      "time '1:2:3'",
      { time: '1:2:3' },
      'time',
      'Time must be HH:MM:SS with minutes and seconds from 0 to 59',
    ],
    [
      "time '00:60:00'",
      { time: '00:60:00' },
      'time',
      'Time must be HH:MM:SS with minutes and seconds from 0 to 59',
    ],
    [
      "time '00:00:60'",
      { time: '00:00:60' },
      'time',
      'Time must be HH:MM:SS with minutes and seconds from 0 to 59',
    ],
    [
      'time as a number',
      { time: 3600 },
      'time',
      'Time must be HH:MM:SS with minutes and seconds from 0 to 59',
    ],
    ['no canoe', { canoe_id: null }, 'canoe_id', 'Please select a canoe'],
    ['canoe id of the wrong type', { canoe_id: 'first' }, 'canoe_id', 'Please select a canoe'],
    ['unknown canoe', { canoe_id: 999999 }, 'canoe_id', 'No canoe with id 999999'],
    ['another race in the body', { race_id: 999999 }, 'race_id', 'race_id must be'],
  ])('answers 400 for %s and stores nothing', async (_label, change, field, message) => {
    const before = await countRows(t.db, 'race_participations');
    const res = await t.request(
      'admin',
      post(`/api/races/${raceId}/participants`, { canoe_id: canoeId, ...change }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect(await countRows(t.db, 'race_participations')).toBe(before);
  });

  it('answers 400 for a malformed JSON body', async () => {
    const before = await countRows(t.db, 'race_participations');
    const res = await t.request('admin', {
      method: 'POST',
      url: `/api/races/${raceId}/participants`,
      headers: { 'content-type': 'application/json' },
      payload: '{"canoe_id": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
    expect(await countRows(t.db, 'race_participations')).toBe(before);
  });

  it('answers 404 for an unknown race, 401 and 403 for callers who may not write', async () => {
    const before = await countRows(t.db, 'race_participations');
    const body = { canoe_id: canoeId };
    const missing = await t.request('admin', post('/api/races/999999/participants', body));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Race not found');
    expect((await t.request('anonymous', post(`/api/races/${raceId}/participants`, body))).statusCode).toBe(
      401,
    );
    expect((await t.request('user', post(`/api/races/${raceId}/participants`, body))).statusCode).toBe(403);
    expect(await countRows(t.db, 'race_participations')).toBe(before);
  });
});

describe('GET /api/races/:id/participants', () => {
  it('lists the race results by position with the total', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: `/api/races/${raceId}/participants` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json();
    expect(rows.map((r: { position: number }) => r.position)).toEqual([1, 2]);
    expect(rows[0]).toMatchObject({ canoe_name: 'Hōkūleʻa', hull_id: 'H-1', race_name: 'Molokaʻi Hoe' });
    const paged = await t.request('anonymous', {
      method: 'GET',
      url: `/api/races/${raceId}/participants?limit=1&offset=1`,
    });
    expect(paged.json().map((r: { position: number }) => r.position)).toEqual([2]);
    expect(paged.headers['x-total-count']).toBe('2');
  });

  it('answers 404 for an unknown race', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/races/999999/participants' });
    expect(res.statusCode).toBe(404);
  });
});

describe('PUT /api/races/:id/participants/:pid', () => {
  it('updates a result and answers 200 with it', async () => {
    const created = await t.request(
      'admin',
      post(`/api/races/${otherRaceId}/participants`, { canoe_id: canoeId }),
    );
    const pid = created.json().participation_id;
    const res = await t.request(
      'admin',
      put(`/api/races/${otherRaceId}/participants/${pid}`, {
        canoe_id: otherCanoeId,
        race_id: otherRaceId,
        position: 3,
        paddler_name: 'Keola',
        time: '100:59:59',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      participation_id: pid,
      race_id: otherRaceId,
      race_name: 'Queen Liliʻuokalani Race',
      canoe_id: otherCanoeId,
      position: 3,
      paddler_name: 'Keola',
      time: '100:59:59',
      notes: null,
    });
  });

  it('answers 404 for a result of another race and 400 for bad input, leaving it unchanged', async () => {
    const created = await t.request(
      'admin',
      post(`/api/races/${raceId}/participants`, { canoe_id: canoeId, position: 5 }),
    );
    const pid = created.json().participation_id;
    const elsewhere = await t.request(
      'admin',
      put(`/api/races/${otherRaceId}/participants/${pid}`, { canoe_id: canoeId }),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe('Race result not found');
    const unknown = await t.request(
      'admin',
      put(`/api/races/${raceId}/participants/999999`, { canoe_id: canoeId }),
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await t.request(
      'admin',
      put(`/api/races/${raceId}/participants/${pid}`, { canoe_id: canoeId, position: 0, time: '00:60:00' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['position', 'time']);
    const wrongRace = await t.request(
      'admin',
      put(`/api/races/${raceId}/participants/${pid}`, { canoe_id: canoeId, race_id: otherRaceId }),
    );
    expect(wrongRace.statusCode).toBe(400);
    const unknownCanoe = await t.request(
      'admin',
      put(`/api/races/${raceId}/participants/${pid}`, { canoe_id: 999999 }),
    );
    expect(unknownCanoe.statusCode).toBe(400);
    expect(unknownCanoe.json().fields.canoe_id).toBe('No canoe with id 999999');
    expect(
      (await t.request('anonymous', put(`/api/races/${raceId}/participants/${pid}`, { canoe_id: canoeId })))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request('user', put(`/api/races/${raceId}/participants/${pid}`, { canoe_id: canoeId })))
        .statusCode,
    ).toBe(403);
    const row = await t.db.kysely
      .selectFrom('race_participations')
      .selectAll()
      .where('participation_id', '=', pid)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ race_id: raceId, canoe_id: canoeId, position: 5, time: null });
  });
});

describe('DELETE /api/races/:id/participants/:pid', () => {
  it('deletes a result (204), and answers 404 when it belongs to another race', async () => {
    const created = await t.request(
      'admin',
      post(`/api/races/${raceId}/participants`, { canoe_id: otherCanoeId }),
    );
    const pid = created.json().participation_id;
    const before = await countRows(t.db, 'race_participations');
    const elsewhere = await t.request('admin', {
      method: 'DELETE',
      url: `/api/races/${otherRaceId}/participants/${pid}`,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(
      (await t.request('anonymous', { method: 'DELETE', url: `/api/races/${raceId}/participants/${pid}` }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request('user', { method: 'DELETE', url: `/api/races/${raceId}/participants/${pid}` }))
        .statusCode,
    ).toBe(403);
    expect(await countRows(t.db, 'race_participations')).toBe(before);
    const res = await t.request('admin', {
      method: 'DELETE',
      url: `/api/races/${raceId}/participants/${pid}`,
    });
    expect(res.statusCode).toBe(204);
    expect(await countRows(t.db, 'race_participations')).toBe(before - 1);
    const again = await t.request('admin', {
      method: 'DELETE',
      url: `/api/races/${raceId}/participants/${pid}`,
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/canoes/:id/races', () => {
  it("lists the canoe's race history oldest first", async () => {
    const history = await insertCanoe('HIST-1', 'Kānehūnāmoku');
    const later = await insertRace('Later Race', '2021-01-01');
    const earlier = await insertRace('Earlier Race', '2001-06-01');
    await t.request(
      'admin',
      post(`/api/races/${later}/participants`, { canoe_id: history, position: 4, time: '02:00:00' }),
    );
    await t.request(
      'admin',
      post(`/api/races/${earlier}/participants`, { canoe_id: history, position: 1, paddler_name: 'Mau' }),
    );
    const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${history}/races` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json();
    expect(rows.map((r: { race_name: string }) => r.race_name)).toEqual(['Earlier Race', 'Later Race']);
    expect(rows[0]).toMatchObject({
      participation_id: expect.any(Number),
      race_id: earlier,
      race_name: 'Earlier Race',
      date: '2001-06-01',
      year: 2001,
      year_words: '2001',
      paddler_name: 'Mau',
      position: 1,
      time: null,
      notes: null,
      canoe_id: history,
    });
    expect(rows[1]).toMatchObject({ race_id: later, year: 2021, position: 4, time: '02:00:00' });
  });

  it('answers an empty list for a canoe without races, 404 for an unknown canoe', async () => {
    const quiet = await insertCanoe('Q-1');
    const empty = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${quiet}/races` });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual([]);
    expect(empty.headers['x-total-count']).toBe('0');
    const missing = await t.request('anonymous', { method: 'GET', url: '/api/canoes/999999/races' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Canoe not found');
  });
});
