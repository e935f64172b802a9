/**
 * The records of the same or a close name, and the refusal of a duplicate (issue 31, item 4), in the reader's
 * language (decision 026): what tells each record apart ("Family · no canoes now · founded 1908", "hull HK-1 ·
 * Voyaging Canoe") and the 409's sentence are messages, said with the community's translations on a Hawaiian
 * request and word for word as before in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoeMaker } from '../../record-builders/index.ts';
import { setTranslation } from '../translations/translation.service.ts';

let t: TestApp;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026). Some put
// the words in another order, as a translation may.
const HAW = {
  'name-matches.refusal':
    '{count, plural, one {(haw) “{name}” is already a {kind, select, owner {steward} maker {maker} race {race} other {canoe}}.} other {(haw) “{name}” is already {count} {kind, select, owner {stewards} maker {makers} race {races} other {canoes}}.}}',
  'name-matches.stewardCanoes':
    '{count, plural, one {(haw) {count} canoe cared for} other {(haw) {count} canoes cared for}}',
  'name-matches.noCanoesNow': '(haw) none cared for',
  'name-matches.makerCanoes':
    '{count, plural, one {(haw) {count} canoe made} other {(haw) {count} canoes made}}',
  'name-matches.noCanoes': '(haw) none made',
  'name-matches.founded': '(haw) {date}: founded',
  'name-matches.noDate': '(haw) undated',
  'name-matches.earlierNamed': '(haw) once {name}',
  'name-matches.hull': '(haw) hull {hull}',
  'name-matches.noHullNumber': '(haw) no hull',
  'name-matches.built': '(haw) {date}: built',
  'stewards.ownerType':
    '{type, select, individual {(haw) Individual} club {(haw) Club} organization {(haw) Organization} museum {(haw) Museum} family {(haw) Family} other {(haw) Unknown}}',
  'makers.typeName':
    '{type, select, carver {(haw) Carver} restorer {(haw) Restorer} designer {(haw) Designer} master {(haw) Master} apprentice {(haw) Apprentice} other {(haw) Unknown}}',
  'canoe-types.type_3': '(haw) Voyaging Canoe',
  'dates.about': '(haw) about {date}',
};

beforeAll(async () => {
  t = await createTestApp();
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(() => t.close());

type Language = 'haw' | 'en' | undefined;

/** A request as an administrator, in Hawaiian, as an English page asks, or without the header. */
const call = (language: Language, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request('admin', {
    method,
    url,
    payload,
    headers: language ? { 'accept-language': language } : {},
  });

async function created(url: string, payload: object) {
  const res = await call('en', 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** What tells each match apart, in a language. */
async function details(language: Language, url: string) {
  const res = await call(language, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { name: string; detail: string }[]).map((match) => match.detail);
}

/** A create refused as a duplicate, in a language: its sentence. */
async function refusal(language: Language, url: string, payload: object) {
  const res = await call(language, 'POST', url, payload);
  expect(res.statusCode, res.body).toBe(409);
  return res.json().message as string;
}

const q = encodeURIComponent;

describe('stewards of the same name', () => {
  it('are told apart and refused in the reader’s language, in the exact English otherwise', async () => {
    const steward = await created('/api/owners', {
      name: 'Kealoha ʻOhana',
      owner_type: 'family',
      founded: 1908,
    });
    const url = `/api/owners/matches?name=${q('kealoha ohana')}`;
    for (const language of ['en', undefined] as const) {
      expect(await details(language, url)).toEqual(['Family · no canoes now · founded 1908']);
      expect(await refusal(language, '/api/owners', { name: 'Kealoha ʻOhana' })).toBe(
        'A steward named “Kealoha ʻOhana” already exists. Use it, or send confirm_duplicate: true to add another steward of the name.',
      );
    }
    expect(await details('haw', url)).toEqual(['(haw) Family · (haw) none cared for · (haw) 1908: founded']);
    expect(await refusal('haw', '/api/owners', { name: 'Kealoha ʻOhana' })).toBe(
      '(haw) “Kealoha ʻOhana” is already a steward.',
    );

    // With a canoe in its care, and a second of the name.
    await created('/api/canoes', {
      name: 'Kaʻimiloa',
      owner_id: steward.owner_id,
      ownership_start_date: '2001',
    });
    await created('/api/owners', { name: 'Kealoha Ohana', owner_type: 'club', confirm_duplicate: true });
    expect(await details('en', url)).toEqual(['Family · 1 canoe · founded 1908', 'Club · no canoes now']);
    expect(await details('haw', url)).toEqual([
      '(haw) Family · (haw) 1 canoe cared for · (haw) 1908: founded',
      '(haw) Club · (haw) none cared for',
    ]);
    expect(await refusal('en', '/api/owners', { name: 'kealoha ʻohana' })).toBe(
      '2 stewards named “Kealoha ʻOhana” already exist. Use one of them, or send confirm_duplicate: true to add another steward of the name.',
    );
    expect(await refusal('haw', '/api/owners', { name: 'kealoha ʻohana' })).toBe(
      '(haw) “Kealoha ʻOhana” is already 2 stewards.',
    );
    // The records the refusal lists are worded in the reader's language too.
    const listed = async (language: Language) =>
      (
        (await call(language, 'POST', '/api/owners', { name: 'kealoha ʻohana' })).json() as {
          duplicates: { detail: string }[];
        }
      ).duplicates.map((match) => match.detail);
    expect(await listed('en')).toEqual(['Family · 1 canoe · founded 1908', 'Club · no canoes now']);
    expect(await listed('haw')).toEqual([
      '(haw) Family · (haw) 1 canoe cared for · (haw) 1908: founded',
      '(haw) Club · (haw) none cared for',
    ]);
  });
});

describe('makers of the same name', () => {
  it('are told apart and refused in the reader’s language, in the exact English otherwise', async () => {
    const person = await created('/api/people', { name: 'Wright Bowman' });
    const other = await created('/api/people', { name: 'wright bowman' });
    const maker = await created('/api/makers', { person_id: person.person_id, maker_type: 'carver' });
    const url = `/api/makers/matches?person_id=${other.person_id}`;
    expect(await details('en', url)).toEqual(['Carver · no canoes']);
    expect(await details('haw', url)).toEqual(['(haw) Carver · (haw) none made']);
    const body = { person_id: other.person_id, maker_type: 'restorer' };
    expect(await refusal('en', '/api/makers', body)).toBe(
      'A maker named “Wright Bowman” already exists. Use it, or send confirm_duplicate: true to add another maker of the name.',
    );
    expect(await refusal('haw', '/api/makers', body)).toBe('(haw) “Wright Bowman” is already a maker.');

    // Credited on two canoes.
    await buildCanoeMaker(t.db, { makerId: maker.maker_id as number });
    await buildCanoeMaker(t.db, { makerId: maker.maker_id as number });
    expect(await details('en', url)).toEqual(['Carver · 2 canoes']);
    expect(await details('haw', url)).toEqual(['(haw) Carver · (haw) 2 canoes made']);
  });
});

describe('races of the same name', () => {
  it('are told apart and refused in the reader’s language, in the exact English otherwise', async () => {
    await created('/api/races', { name: 'Molokaʻi Hoe', date: '1952~', location: 'Kaluakoʻi' });
    await created('/api/races', { name: 'Molokai Hoe', confirm_duplicate: true });
    const url = `/api/races/matches?name=${q('Molokai Hoe')}&date=1952`;
    // The same race (the same year) first, then the close one without a date.
    expect(await details('en', url)).toEqual(['about 1952 · Kaluakoʻi', 'no date']);
    expect(await details('haw', url)).toEqual(['(haw) about 1952 · Kaluakoʻi', '(haw) undated']);
    expect(await refusal('en', '/api/races', { name: 'Molokaʻi Hoe', date: '1952' })).toBe(
      'A race named “Molokaʻi Hoe” already exists. Use it, or send confirm_duplicate: true to add another race of the name.',
    );
    expect(await refusal('haw', '/api/races', { name: 'Molokaʻi Hoe', date: '1952' })).toBe(
      '(haw) “Molokaʻi Hoe” is already a race.',
    );
  });
});

describe('canoes of the same name', () => {
  it('are told apart and refused in the reader’s language, in the exact English otherwise', async () => {
    const canoe = await created('/api/canoes', {
      name: 'Hōkūleʻa',
      hull_id: 'HK-1',
      type_id: 3,
      build_date: '1920~',
    });
    // Named Hōkūleʻa once, Hōkūalakaʻi now.
    const renamed = await created('/api/canoes', { name: 'Hōkūleʻa', confirm_duplicate: true });
    await created(`/api/canoes/${renamed.canoe_id as number}/names`, {
      name: 'Hōkūalakaʻi',
      start_date: '1990',
    });
    const url = `/api/canoes/matches?name=${q('hokulea')}`;
    expect(await details('en', url)).toEqual([
      'earlier named Hōkūleʻa · no hull number',
      'hull HK-1 · Voyaging Canoe · built about 1920',
    ]);
    expect(await details('haw', url)).toEqual([
      '(haw) once Hōkūleʻa · (haw) no hull',
      '(haw) hull HK-1 · (haw) Voyaging Canoe · (haw) (haw) about 1920: built',
    ]);
    expect(await refusal('en', '/api/canoes', { name: 'Hokuleʻa' })).toBe(
      '2 canoes named “Hōkūalakaʻi” already exist. Use one of them, or send confirm_duplicate: true to add another canoe of the name.',
    );
    expect(await refusal('haw', '/api/canoes', { name: 'Hokuleʻa' })).toBe(
      '(haw) “Hōkūalakaʻi” is already 2 canoes.',
    );
    expect(canoe.canoe_id).toBeGreaterThan(0);
  });
});
