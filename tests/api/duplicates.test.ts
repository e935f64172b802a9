/**
 * Duplicates are not made silently (issue 31, item 4), on both databases: a create whose folded name (ʻokina,
 * kahakō, case ignored) is already taken is refused with 409 and the existing records, unless the body confirms
 * it; `…/matches` lists the same and the close names before anything is made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { rowCounts } from '../setup/records.ts';
import { closeness } from '../../src/server/modules/name-matches/name-match.service.ts';
import { foldText } from '../../src/shared/text.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.request('admin', { method: 'POST', url, payload });
const created = async (url: string, payload: object) => {
  const res = await post(url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const matches = async (url: string) => {
  const res = await t.request('admin', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; name: string; detail: string; exact: boolean }[];
};
const q = encodeURIComponent;

describe('stewards', () => {
  let first: number;
  beforeAll(async () => {
    first = (await created('/api/owners', { name: 'Kealoha ʻOhana', owner_type: 'family' })).owner_id;
  });

  it('refuses the same folded name with 409 and the existing steward, and makes nothing', async () => {
    for (const name of ['Kealoha ʻOhana', 'kealoha ohana', "KEALOHA 'OHANA", '  Kealoha   ʻŌhana ']) {
      const res = await post('/api/owners', { name, owner_type: 'family' });
      expect(res.statusCode, name).toBe(409);
      const body = res.json();
      expect(body.message).toContain('A steward named “Kealoha ʻOhana” already exists');
      expect(body.duplicates).toEqual([
        { id: first, name: 'Kealoha ʻOhana', detail: 'Family · no canoes now', exact: true },
      ]);
    }
    expect((await rowCounts(t.db, ['owners'])).owners).toBe(1);
  });

  it('makes it when the request says the keeper confirmed it', async () => {
    const second = await created('/api/owners', { name: 'Kealoha Ohana', confirm_duplicate: true });
    expect(second.owner_id).not.toBe(first);
    expect(second.name).toBe('Kealoha Ohana');
    // Now two: both are listed, and a third is refused again without the confirmation.
    const res = await post('/api/owners', { name: 'kealoha ʻohana' });
    expect(res.statusCode).toBe(409);
    expect(
      res
        .json()
        .duplicates.map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([first, second.owner_id].sort());
    expect(res.json().message).toContain('2 stewards named');
  });

  it('lists the same and the close names before anything is made, and not the others', async () => {
    await created('/api/owners', { name: 'Kaiola Canoe Club', owner_type: 'club' });
    const found = await matches(`/api/owners/matches?name=${q('Kealoa Ohana')}`);
    expect(found.length).toBe(2);
    expect(found.every((m) => !m.exact && m.name.startsWith('Kealoha'))).toBe(true);
    const same = await matches(`/api/owners/matches?name=${q('KEALOHA ʻŌHANA')}`);
    expect(same.map((m) => m.exact)).toEqual([true, true]);
    expect(await matches(`/api/owners/matches?name=${q('Kaiola Club')}`)).toEqual([]);
    expect(await matches(`/api/owners/matches?name=${q('Kaiola Canoe Clubs')}`)).toEqual([
      expect.objectContaining({ name: 'Kaiola Canoe Club', exact: false, detail: 'Club · no canoes now' }),
    ]);
  });

  it('a near name is not refused: only the same folded name is', async () => {
    await created('/api/owners', { name: 'Kealoa Ohana' });
  });

  it('asks only keepers', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/owners/matches?name=Kealoha' });
    expect(res.statusCode).toBe(401);
  });

  it('an update keeps its own name and may take another steward’s without a confirmation', async () => {
    const res = await t.request('admin', {
      method: 'PUT',
      url: `/api/owners/${first}`,
      payload: { name: 'Kealoha ʻOhana', owner_type: 'family' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('races', () => {
  let race: number;
  beforeAll(async () => {
    race = (await created('/api/races', { name: 'Molokaʻi Hoe', date: '2019-10-13', location: 'Kaluakoʻi' }))
      .race_id;
  });

  it('is the same race with the same folded name in the same year', async () => {
    const res = await post('/api/races', { name: 'molokai hoe', date: '2019' });
    expect(res.statusCode).toBe(409);
    expect(res.json().duplicates).toEqual([
      { id: race, name: 'Molokaʻi Hoe', detail: 'October 13, 2019 · Kaluakoʻi', exact: true },
    ]);
    await created('/api/races', { name: 'Molokaʻi Hoe', date: '2020-10-11' });
    await created('/api/races', { name: 'Molokaʻi Hoe', date: '2019-10-13', confirm_duplicate: true });
  });

  it('lists close names of the same year', async () => {
    const found = await matches(`/api/races/matches?name=${q('Molokau Hoe')}&date=2019`);
    expect(found.length).toBe(2);
    expect(found.every((m) => !m.exact)).toBe(true);
  });
});

describe('canoes', () => {
  it('refuses a first name already a canoe’s, current or earlier, and lists the canoe', async () => {
    const canoe = await created('/api/canoes', { name: 'Hōkūleʻa', hull_id: 'HK-1', type_id: 3 });
    const res = await post('/api/canoes', { name: 'hokulea', hull_id: 'HK-2' });
    expect(res.statusCode).toBe(409);
    expect(res.json().duplicates).toEqual([
      { id: canoe.canoe_id, name: 'Hōkūleʻa', detail: 'hull HK-1 · Voyaging Canoe', exact: true },
    ]);
    expect(await matches(`/api/canoes/matches?name=${q('Hokuleia')}`)).toEqual([
      expect.objectContaining({ id: canoe.canoe_id, exact: false }),
    ]);
    await created('/api/canoes', { name: 'Hōkūleʻa', hull_id: 'HK-2', confirm_duplicate: true });
    // A canoe without a name is never a duplicate.
    await created('/api/canoes', { hull_id: 'HK-3' });
  });
});

describe('makers', () => {
  it('refuses a second maker of the same folded person’s name', async () => {
    const person = await created('/api/people', { name: 'Wright Bowman' });
    const other = await created('/api/people', { name: 'wright bowman' });
    const maker = await created('/api/makers', { person_id: person.person_id, maker_type: 'carver' });
    const res = await post('/api/makers', { person_id: other.person_id, maker_type: 'restorer' });
    expect(res.statusCode).toBe(409);
    expect(res.json().duplicates).toEqual([
      { id: maker.maker_id, name: 'Wright Bowman', detail: 'Carver · no canoes', exact: true },
    ]);
    expect(await matches(`/api/makers/matches?person_id=${other.person_id}`)).toEqual(res.json().duplicates);
    await created('/api/makers', {
      person_id: other.person_id,
      maker_type: 'restorer',
      confirm_duplicate: true,
    });
  });
});

describe('what counts as close', () => {
  it('is the same words a letter or two apart, never a different number', () => {
    const close = (a: string, b: string) => closeness(foldText(a), foldText(b));
    expect(close('Kealoha ʻOhana', 'kealoha ohana')).toBe('exact');
    expect(close('Kealoha Ohana', 'Kealoha-Ohana')).toBe('close');
    expect(close('Kealoha Ohana', 'KealohaOhana')).toBe('close');
    expect(close('Kealoa Ohana', 'Kealoha ʻOhana')).toBe('close');
    expect(close('Kaiola Canoe Clubs', 'Kaiola Canoe Club')).toBe('close');
    expect(close('Kaiola Club', 'Kaiola Canoe Club')).toBeNull();
    expect(close('Molokaʻi Hoe 2019', 'Molokaʻi Hoe 2020')).toBeNull();
    expect(close('Hui Waʻa o Hāna m1k2x9a0', 'Hui Waʻa o Hāna m1k2x9b1')).toBeNull();
    expect(close('Hoe', 'Hoa')).toBeNull();
    expect(close('Keoki Kalani Makoa', 'Keoka Kalana Makoe')).toBeNull();
  });
});
