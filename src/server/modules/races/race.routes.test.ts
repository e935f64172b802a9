import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import {
  buildCanoe,
  buildParticipation,
  buildRace,
  type CanoeNameInput,
} from '../../record-builders/index.ts';
import { currentYear } from '../../../shared/constants.ts';
import { dates } from '../../../../tests/setup/dates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (method: 'POST' | 'PUT', url: string, payload: object) => ({ method, url, payload });

const insertCanoe = async (hullId: string, names: CanoeNameInput[] = []) =>
  (await buildCanoe(t.db, { hullId, names })).id;

const insertRace = async (name: string, date: string | null) =>
  (await buildRace(t.db, { name, date, location: null })).id;

const insertResult = async (raceId: number, canoeId: number, position: number | null = null) =>
  (await buildParticipation(t.db, { raceId, canoeId, position, paddlerName: null, time: null })).id;

describe('POST /api/races', () => {
  it('creates a race and answers 201 with the record, names kept as typed', async () => {
    const res = await t.request(
      'admin',
      json('POST', '/api/races', {
        name: '  Molokaʻi Hoe ',
        date: '2019-10-13',
        location: 'Kaluakoʻi to Waikīkī',
        description: 'Channel crossing',
      }),
    );
    expect(res.statusCode).toBe(201);
    const race = res.json();
    expect(race).toEqual({
      race_id: expect.any(Number),
      name: 'Molokaʻi Hoe',
      ...dates({ date: '2019-10-13' }),
      year: 2019,
      year_words: '2019',
      location: 'Kaluakoʻi to Waikīkī',
      place: null,
      description: 'Channel crossing',
      participant_count: 0,
      participants: [],
    });
    const row = await t.db.kysely
      .selectFrom('races')
      .selectAll()
      .where('race_id', '=', race.race_id)
      .executeTakeFirstOrThrow();
    expect(row.name_folded).toBe('molokai hoe');
  });

  it('keeps a bare year as a year and allows an undated race', async () => {
    const res = await t.request(
      'editor',
      json('POST', '/api/races', { name: 'Queen Liliʻuokalani', date: 1990 }),
    );
    expect(res.statusCode).toBe(201);
    // A year stays a year: no January 1 made up.
    expect(res.json()).toMatchObject({ ...dates({ date: '1990' }), year: 1990 });
    const undated = await t.request('admin', json('POST', '/api/races', { name: 'Undated regatta' }));
    expect(undated.statusCode).toBe(201);
    expect(undated.json()).toMatchObject({ date: null, year: null, location: null, description: null });
  });

  it('refuses anonymous callers (401) and non-admins (403) without writing', async () => {
    const before = await countRows(t.db, 'races');
    const anon = await t.request('anonymous', json('POST', '/api/races', { name: 'X' }));
    expect(anon.statusCode).toBe(401);
    expect(anon.json().message).toBe('Sign-in required');
    const user = await t.request('user', json('POST', '/api/races', { name: 'X' }));
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Permission denied: Admin role required');
    expect(await countRows(t.db, 'races')).toBe(before);
  });

  it.each([
    ['missing name', {}, 'name', 'Name is required'],
    ['blank name', { name: '   ' }, 'name', 'Name is required'],
    ['name of the wrong type', { name: 42 }, 'name', 'Name is required'],
    ['year before 1000', { name: 'Old', date: '0999' }, 'date', 'Year must be between 1000'],
    [
      'year in the future',
      { name: 'Future', date: String(currentYear() + 1) },
      'date',
      'Year must be between 1000',
    ],
    ['impossible date', { name: 'Bad', date: '2020-02-30' }, 'date', 'Enter a year'],
    ['date of the wrong type', { name: 'Bad', date: true }, 'date', 'Enter a year'],
  ])('answers 400 for %s and stores nothing', async (_label, payload, field, message) => {
    const before = await countRows(t.db, 'races');
    const res = await t.request('admin', json('POST', '/api/races', payload));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toContain(message);
    expect(await countRows(t.db, 'races')).toBe(before);
  });

  it('answers 400 for a body that is not valid JSON', async () => {
    const before = await countRows(t.db, 'races');
    const res = await t.request('admin', {
      method: 'POST',
      url: '/api/races',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Broken',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
    const array = await t.request('admin', json('POST', '/api/races', [{ name: 'A' }]));
    expect(array.statusCode).toBe(400);
    expect(await countRows(t.db, 'races')).toBe(before);
  });
});

describe('GET /api/races', () => {
  let hoe: number;
  let liliu: number;
  let kamehameha: number;
  let canoe: number;
  beforeAll(async () => {
    await t.db.kysely.deleteFrom('races').execute();
    hoe = await insertRace('Molokaʻi Hoe', '2019-10-13');
    liliu = await insertRace('Queen Liliʻuokalani Race', '2019-08-31');
    kamehameha = await insertRace('King Kamehameha Regatta', '2021-06-11');
    await insertRace('Aloha Festival', '2019-10-13');
    await insertRace('Undated Race', null);
    canoe = await insertCanoe('B-1', [{ name: 'Hōkūleʻa' }]);
    const other = await insertCanoe('B-2');
    await insertResult(hoe, canoe, 1);
    await insertResult(hoe, other, 2);
    await insertResult(liliu, other, 1);
  });

  it('lists every race newest first then by name, with participant counts and the total', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/races' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('5');
    const races = res.json();
    expect(races.map((r: { name: string }) => r.name)).toEqual([
      'King Kamehameha Regatta',
      'Aloha Festival',
      'Molokaʻi Hoe',
      'Queen Liliʻuokalani Race',
      'Undated Race',
    ]);
    expect(races[2]).toEqual({
      race_id: hoe,
      name: 'Molokaʻi Hoe',
      ...dates({ date: '2019-10-13' }),
      year: 2019,
      year_words: '2019',
      location: null,
      place: null,
      description: null,
      participant_count: 2,
    });
    expect(races.map((r: { participant_count: number }) => r.participant_count)).toEqual([0, 0, 2, 1, 0]);
  });

  it('pages with limit and offset, keeping the total', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/races?limit=2&offset=1' });
    expect(res.headers['x-total-count']).toBe('5');
    expect(res.json().map((r: { name: string }) => r.name)).toEqual(['Aloha Festival', 'Molokaʻi Hoe']);
    const past = await t.request('anonymous', { method: 'GET', url: '/api/races?limit=2&offset=10' });
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');
  });

  it('finds names ignoring ʻokina, kahakō and case', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/races?q=MOLOKAI' });
    expect(res.json().map((r: { race_id: number }) => r.race_id)).toEqual([hoe]);
    const okina = await t.request('anonymous', {
      method: 'GET',
      url: `/api/races?q=${encodeURIComponent('liliʻu')}`,
    });
    expect(okina.json().map((r: { race_id: number }) => r.race_id)).toEqual([liliu]);
    const literal = await t.request('anonymous', { method: 'GET', url: '/api/races?q=%25' });
    expect(literal.json()).toEqual([]);
    expect(literal.headers['x-total-count']).toBe('0');
  });

  it('filters by year, date range and canoe', async () => {
    const year = await t.request('anonymous', { method: 'GET', url: '/api/races?year=2021' });
    expect(year.json().map((r: { race_id: number }) => r.race_id)).toEqual([kamehameha]);
    const range = await t.request('anonymous', {
      method: 'GET',
      url: '/api/races?date_from=2019-09-01&date_to=2019-12-31',
    });
    expect(range.json().map((r: { name: string }) => r.name)).toEqual(['Aloha Festival', 'Molokaʻi Hoe']);
    const yearTo = await t.request('anonymous', {
      method: 'GET',
      url: '/api/races?date_from=2019-09-01&date_to=2019',
    });
    expect(yearTo.json()).toHaveLength(2);
    const byCanoe = await t.request('anonymous', { method: 'GET', url: `/api/races?canoe_id=${canoe}` });
    expect(byCanoe.json().map((r: { race_id: number }) => r.race_id)).toEqual([hoe]);
    expect(byCanoe.headers['x-total-count']).toBe('1');
    const empty = await t.request('anonymous', { method: 'GET', url: '/api/races?q=&year=&canoe_id=' });
    expect(empty.json()).toHaveLength(5);
  });

  it.each([
    ['year=abc', 'year'],
    ['year=0999', 'year'],
    ['year=2019.5', 'year'],
    ['date_from=yesterday', 'date_from'],
    ['date_to=2019-13-01', 'date_to'],
    ['date_from=2020-01-01&date_to=2019-01-01', 'date_to'],
    ['canoe_id=-1', 'canoe_id'],
    ['canoe_id=x', 'canoe_id'],
    ['limit=0', 'limit'],
    ['offset=-3', 'offset'],
  ])('answers 400 for the filter %s', async (query, field) => {
    const res = await t.request('anonymous', { method: 'GET', url: `/api/races?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(expect.any(String));
  });
});

describe('GET /api/races/:id', () => {
  it('answers the race with its results by position, unplaced last, with current canoe names', async () => {
    const raceId = await insertRace('Na Wahine O Ke Kai', '2020-09-27');
    const renamed = await insertCanoe('R-1', [
      { name: 'Old Name', end_date: '2010-01-01' },
      { name: 'Kaimikaua' },
    ]);
    const retired = await insertCanoe('R-2', [
      { name: 'First', end_date: '2001-01-01' },
      { name: 'Second', end_date: '2005-01-01' },
    ]);
    const nameless = await insertCanoe('R-3');
    const unplaced = await insertResult(raceId, nameless, null);
    const second = await insertResult(raceId, retired, 2);
    const first = await insertResult(raceId, renamed, 1);

    const res = await t.request('anonymous', { method: 'GET', url: `/api/races/${raceId}` });
    expect(res.statusCode).toBe(200);
    const race = res.json();
    expect(race).toMatchObject({
      race_id: raceId,
      name: 'Na Wahine O Ke Kai',
      year: 2020,
      year_words: '2020',
      participant_count: 3,
    });
    expect(race.participants.map((p: { participation_id: number }) => p.participation_id)).toEqual([
      first,
      second,
      unplaced,
    ]);
    expect(race.participants[0]).toEqual({
      participation_id: first,
      race_id: raceId,
      race_name: 'Na Wahine O Ke Kai',
      ...dates({ date: '2020-09-27' }),
      year: 2020,
      year_words: '2020',
      canoe_id: renamed,
      canoe_name: 'Kaimikaua',
      hull_id: 'R-1',
      position: 1,
      paddler_name: null,
      time: null,
      notes: null,
    });
    expect(race.participants[1].canoe_name).toBe('Second');
    expect(race.participants[2].canoe_name).toBeNull();
  });

  it('answers 404 for an unknown or impossible id', async () => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      const res = await t.request('anonymous', { method: 'GET', url: `/api/races/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Race not found');
    }
  });
});

describe('PUT /api/races/:id', () => {
  it('updates the race and answers 200 with the record', async () => {
    const raceId = await insertRace('Draft', null);
    const res = await t.request(
      'admin',
      json('PUT', `/api/races/${raceId}`, {
        name: 'Hawaiʻi Kai Challenge',
        date: '2022-05-01',
        location: 'Oʻahu',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      race_id: raceId,
      name: 'Hawaiʻi Kai Challenge',
      ...dates({ date: '2022-05-01' }),
      year: 2022,
      year_words: '2022',
      location: 'Oʻahu',
      description: null,
      participants: [],
    });
    const search = await t.request('anonymous', { method: 'GET', url: '/api/races?q=hawaii kai' });
    expect(search.json().map((r: { race_id: number }) => r.race_id)).toEqual([raceId]);
  });

  it('refuses 401/403, 404 for unknown races and 400 for bad input, leaving the race as it was', async () => {
    const raceId = await insertRace('Steady', '2018-01-01');
    expect(
      (await t.request('anonymous', json('PUT', `/api/races/${raceId}`, { name: 'X' }))).statusCode,
    ).toBe(401);
    expect((await t.request('user', json('PUT', `/api/races/${raceId}`, { name: 'X' }))).statusCode).toBe(
      403,
    );
    expect((await t.request('admin', json('PUT', '/api/races/999999', { name: 'X' }))).statusCode).toBe(404);
    const bad = await t.request('admin', json('PUT', `/api/races/${raceId}`, { name: '', date: '0999' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      name: 'Name is required',
      date: expect.stringContaining('1000'),
    });
    const res = await t.request('anonymous', { method: 'GET', url: `/api/races/${raceId}` });
    expect(res.json()).toMatchObject({ name: 'Steady', date: '2018-01-01' });
  });
});

describe('DELETE /api/races/:id', () => {
  it('refuses with 409 while results exist, then deletes once they are removed', async () => {
    const raceId = await insertRace('To Remove', '2015-01-01');
    const a = await insertCanoe('D-1');
    const b = await insertCanoe('D-2');
    const r1 = await insertResult(raceId, a, 1);
    const r2 = await insertResult(raceId, b, 2);

    const refused = await t.request('admin', { method: 'DELETE', url: `/api/races/${raceId}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This race still has 2 results. Remove them first.');

    await t.request('admin', { method: 'DELETE', url: `/api/races/${raceId}/participants/${r1}` });
    const stillOne = await t.request('admin', { method: 'DELETE', url: `/api/races/${raceId}` });
    expect(stillOne.statusCode).toBe(409);
    expect(stillOne.json().message).toBe('This race still has 1 result. Remove them first.');

    const removed = await t.request('admin', {
      method: 'DELETE',
      url: `/api/races/${raceId}/participants/${r2}`,
    });
    expect(removed.statusCode).toBe(204);
    const res = await t.request('admin', { method: 'DELETE', url: `/api/races/${raceId}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.request('anonymous', { method: 'GET', url: `/api/races/${raceId}` })).statusCode).toBe(
      404,
    );
  });

  it('answers 401, 403 and 404 without deleting', async () => {
    const raceId = await insertRace('Keep Me', null);
    const before = await countRows(t.db, 'races');
    expect((await t.request('anonymous', { method: 'DELETE', url: `/api/races/${raceId}` })).statusCode).toBe(
      401,
    );
    expect((await t.request('user', { method: 'DELETE', url: `/api/races/${raceId}` })).statusCode).toBe(403);
    expect((await t.request('admin', { method: 'DELETE', url: '/api/races/999999' })).statusCode).toBe(404);
    expect(await countRows(t.db, 'races')).toBe(before);
  });
});
