/**
 * Uncertain dates through the API (decision 013), on both databases: every date field takes EDTF, plain
 * years and days, and words, and answers the date with its words and earliest and latest day; the registry's and
 * the races' year filters use overlap; the ownership rule refuses only what is certainly before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { postCanoe } from '../setup/canoes.ts';
import { dates } from '../setup/dates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = (method: string, url: string, payload: object) => ({ method, url, payload }) as const;
const admin = async (method: string, url: string, payload: object) => {
  const res = await t.request('admin', json(method, url, payload));
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
};
const get = async (url: string) => (await t.request('anonymous', { method: 'GET', url })).json();

describe('uncertain dates through the API', () => {
  let owner: number;
  let other: number;
  beforeAll(async () => {
    owner = (await admin('POST', '/api/owners', { name: 'Hui Waʻa Kahiko', founded: 'about 1890' })).owner_id;
    other = (await admin('POST', '/api/owners', { name: 'Kona Museum', founded: '196X' })).owner_id;
  });

  it('keeps each date as entered and answers its words and days', async () => {
    const canoe = await postCanoe(t, {
      hull_id: 'UD-1',
      build_date: 'about 1850',
      name: 'Kaʻahumanu',
      name_start_date: '1960s',
      owner_id: owner,
      ownership_start_date: '1962-1965',
    });
    expect(canoe).toMatchObject({
      ...dates({ build_date: '1850~' }),
      build_year: 1850,
      ...dates({ name_start_date: '196X', ownership_start_date: '1962/1965' }),
      build_date_words: 'about 1850',
      name_start_date_words: 'the 1960s',
      ownership_start_date_words: '1962–1965',
    });
    expect(canoe.names).toEqual([
      expect.objectContaining({ name: 'Kaʻahumanu', ...dates({ start_date: '196X', end_date: null }) }),
    ]);
    const detail = await get(`/api/canoes/${canoe.canoe_id}`);
    expect(detail.build_date_latest).toBe('1850-12-31');
    expect(detail.current_owner).toMatchObject(dates({ start_date: '1962/1965' }));

    const steward = await get(`/api/owners/${owner}`);
    expect(steward).toMatchObject({ founded: 1890, ...dates({ founded_date: '1890~' }) });
    expect(steward.current_canoes[0]).toMatchObject({ start_date_words: '1962–1965' });
  });

  it('takes every form on every date: EDTF, a plain year as a number, a day, a timestamp, open ends', async () => {
    const { canoe_id } = await postCanoe(t, { hull_id: 'UD-2' });
    const cases: [unknown, string][] = [
      [1962, '1962'],
      ['1962-03', '1962-03'],
      ['1990-05-12T10:30:00Z', '1990-05-12'],
      ['../1900', '../1900'],
      ['after 1975', '1975/..'],
      ['c. 1850', '1850~'],
      ['1962?', '1962?'],
      ['0999', ''],
    ];
    for (const [given, edtf] of cases) {
      const restoration = await t.request(
        'admin',
        json('POST', `/api/canoes/${canoe_id}/restorations`, {
          restoration_date: given,
          description: 'Work',
        }),
      );
      const race = await t.request(
        'admin',
        json('POST', '/api/races', { name: `Race ${given}`, date: given }),
      );
      if (!edtf) {
        expect(restoration.statusCode).toBe(400);
        expect(restoration.json().fields.restoration_date).toMatch(/^Year must be between 1000 and \d{4}$/);
        expect(race.statusCode).toBe(400);
        continue;
      }
      expect(restoration.json(), String(given)).toMatchObject(dates({ restoration_date: edtf }));
      expect(race.json(), String(given)).toMatchObject(dates({ date: edtf }));
    }
  });

  it('finds "the 1960s" by a 1965–1965 filter, and not by 1970 onwards', async () => {
    const { canoe_id } = await postCanoe(t, { hull_id: 'UD-3', build_date: '196X' });
    const ids = async (query: string) =>
      (await get(`/api/canoes/search?hull_id=UD-3&${query}`)).map((c: { canoe_id: number }) => c.canoe_id);
    expect(await ids('year_min=1965&year_max=1965')).toEqual([canoe_id]);
    expect(await ids('year_min=1969')).toEqual([canoe_id]);
    expect(await ids('year_max=1960')).toEqual([canoe_id]);
    expect(await ids('year_min=1970')).toEqual([]);
    expect(await ids('year_max=1959')).toEqual([]);

    const race = await admin('POST', '/api/races', { name: 'Decade Regatta', date: 'the 1960s' });
    const raceIds = async (query: string) =>
      (await get(`/api/races?q=decade&${query}`)).map((r: { race_id: number }) => r.race_id);
    expect(await raceIds('year=1965')).toEqual([race.race_id]);
    expect(await raceIds('year=1970')).toEqual([]);
  });

  it('refuses a transfer only when it is certainly before the open ownership began, naming that date in words', async () => {
    const { canoe_id } = await postCanoe(t, {
      hull_id: 'UD-4',
      owner_id: owner,
      ownership_start_date: '1962',
    });
    const certainlyBefore = await t.request(
      'admin',
      json('POST', '/api/ownerships', { canoe_id, owner_id: other, start_date: 'before 1950' }),
    );
    expect(certainlyBefore.statusCode).toBe(400);
    expect(certainlyBefore.json().fields.start_date).toBe(
      'The transfer cannot be dated before the current ownership began (1962)',
    );
    // "The 1960s" may well be after 1962: taken.
    const mayBeAfter = await admin('POST', '/api/ownerships', {
      canoe_id,
      owner_id: other,
      start_date: '1960s',
    });
    expect(mayBeAfter).toMatchObject(dates({ start_date: '196X', end_date: null }));
    const history = await get(`/api/canoes/${canoe_id}/ownerships`);
    // The first ended on the new one's start; ordered by earliest day, "the 1960s" comes first.
    expect(history).toMatchObject([
      { owner_id: other, ...dates({ start_date: '196X', end_date: null }) },
      { owner_id: owner, ...dates({ start_date: '1962', end_date: '196X' }) },
    ]);
  });

  it('keeps a date as stored when an edit leaves it out, and a revert restores the date as it was', async () => {
    const canoe = await postCanoe(t, { hull_id: 'UD-5', build_date: '1850~' });
    await admin('PUT', `/api/canoes/${canoe.canoe_id}`, { origin: 'Hilo' });
    expect((await get(`/api/canoes/${canoe.canoe_id}`)).build_date).toBe('1850~');
    await admin('PUT', `/api/canoes/${canoe.canoe_id}`, { build_date: '1851' });
    const history = await t.request('admin', { method: 'GET', url: `/api/canoes/${canoe.canoe_id}/history` });
    expect(history.statusCode).toBe(200);
    const [latest] = (
      history.json() as { changes: { change_id: number; rows: { differences: object[] }[] }[] }
    ).changes;
    // The difference names the date by its field, in words, as entered: never its days.
    expect(latest.rows[0].differences).toEqual([
      { field: 'build_date', before: 'about 1850', after: '1851' },
    ]);
    await admin('POST', `/api/changes/${latest.change_id}/revert`, {});
    expect(await get(`/api/canoes/${canoe.canoe_id}`)).toMatchObject(dates({ build_date: '1850~' }));
  });

  it('documents the date fields in /api/docs', async () => {
    const doc = await get('/api/docs');
    const text = JSON.stringify(doc);
    expect(text).toContain('build_date_words');
    expect(text).toContain('build_date_earliest');
    expect(text).toContain('EDTF');
  });
});
