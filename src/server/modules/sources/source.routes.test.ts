/**
 * Sources through the API, on the test database (SQLite, and PostgreSQL with TEST_DATABASE_URL): a record's list
 * written whole (added, edited, reordered, removed), on the canoe and each of its parts; read by visitors without
 * the teller of an oral history who did not agree to be named; bad input refused with nothing written; each write
 * one change of the history; sources going (and coming back) with their record.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import {
  buildCanoe,
  buildOwner,
  buildParticipation,
  buildPhoto,
  buildRace,
  buildRestoration,
  buildSource,
  type BuiltCanoe,
} from '../../record-builders/index.ts';
import type { Source } from '../../../shared/api/sources.ts';

let t: TestApp;
let canoe: BuiltCanoe;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildOwner(t.db, { name: 'Hui Waʻa o Kailua' });
  canoe = await buildCanoe(t.db, {
    names: [
      { name: 'Kaʻiulani', start_date: '1950-01-01', end_date: '1962-01-01' },
      { name: 'Hōkū Kai', start_date: '1962-01-01' },
    ],
    ownerships: [{ ownerId: owner.owner_id, start_date: '1962-01-01' }],
  });
});
afterAll(() => t.close());

const put = (url: string, sources: unknown, reason?: string) =>
  t.request('admin', {
    method: 'PUT',
    url,
    payload: { sources } as Record<string, unknown>,
    headers: reason ? { 'x-change-reason': encodeURIComponent(reason) } : {},
  });
const read = async (canoeId: number, as: 'admin' | 'anonymous' = 'anonymous'): Promise<Source[]> => {
  const res = await t.request(as, { method: 'GET', url: `/api/canoes/${canoeId}/sources` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const own = (list: Source[], type: Source['record_type'], id: number) =>
  list.filter((s) => s.record_type === type && s.record_id === id);

const NEWSPAPER = {
  kind: 'newspaper',
  citation: 'Honolulu Advertiser, “Kailua club renames its koa canoe”, 3 March 1962, p. 12',
  url: 'https://www.newspapers.example/advertiser/1962-03-03/12',
};
const ORAL = {
  kind: 'oral_history',
  citation: 'Interview at Kailua Beach, 2019',
  teller: 'Kupuna Leilani Kaʻanāʻanā',
  teller_named: false,
};

async function lastChange() {
  return t.db.kysely.selectFrom('changes').selectAll().orderBy('change_id', 'desc').executeTakeFirstOrThrow();
}

describe("a canoe's own sources", () => {
  it('adds, numbers, edits, reorders and removes them, keeping their ids', async () => {
    const url = `/api/canoes/${canoe.canoe_id}/sources`;
    const added = await put(url, [
      NEWSPAPER,
      { kind: 'book', citation: 'Holmes, T. The Hawaiian Canoe. 1981, p. 77' },
    ]);
    expect(added.statusCode, added.body).toBe(200);
    const [paper, book] = added.json() as Source[];
    expect(paper).toMatchObject({
      position: 1,
      record_type: 'canoe',
      record_id: canoe.canoe_id,
      ...NEWSPAPER,
    });
    expect(book).toMatchObject({ position: 2, kind: 'book', url: null, teller: null, teller_named: false });
    expect(own(await read(canoe.canoe_id), 'canoe', canoe.canoe_id).map((s) => s.citation)).toEqual([
      NEWSPAPER.citation,
      'Holmes, T. The Hawaiian Canoe. 1981, p. 77',
    ]);

    // The book first, the newspaper's page corrected, a photograph added.
    const edited = await put(url, [
      { source_id: book.source_id, kind: 'book', citation: 'Holmes, T. The Hawaiian Canoe. 1981, p. 77' },
      { ...NEWSPAPER, source_id: paper.source_id, citation: NEWSPAPER.citation.replace('p. 12', 'p. 14') },
      { kind: 'photograph', citation: 'Bishop Museum Archives, photo SP 201,442' },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as Source[]).map((s) => [s.source_id, s.position, s.kind])).toEqual([
      [book.source_id, 1, 'book'],
      [paper.source_id, 2, 'newspaper'],
      [expect.any(Number), 3, 'photograph'],
    ]);
    expect((await read(canoe.canoe_id))[1].citation).toMatch(/p\. 14$/);

    // Leaving one out removes it.
    const removed = await put(url, [{ source_id: paper.source_id, ...NEWSPAPER }]);
    expect((removed.json() as Source[]).map((s) => [s.source_id, s.position])).toEqual([
      [paper.source_id, 1],
    ]);
    expect(own(await read(canoe.canoe_id), 'canoe', canoe.canoe_id)).toHaveLength(1);
    expect((await put(url, [])).json()).toEqual([]);
  });

  it('records each write as one change, with its reason, in words without a teller', async () => {
    const url = `/api/canoes/${canoe.canoe_id}/sources`;
    const before = await countRows(t.db, 'changes');
    expect((await put(url, [ORAL, NEWSPAPER], 'From the club’s scrapbook')).statusCode).toBe(200);
    const change = await lastChange();
    expect(await countRows(t.db, 'changes')).toBe(before + 1);
    expect(change).toMatchObject({
      reason: 'From the club’s scrapbook',
      record_type: 'source',
      canoe_id: canoe.canoe_id,
      summary: 'added the source “Interview at Kailua Beach, 2019” of the canoe',
    });
    expect(change.summary).not.toContain('Leilani');
    const list = own(await read(canoe.canoe_id, 'admin'), 'canoe', canoe.canoe_id);
    await put(
      url,
      [list[1], list[0]].map((s) => ({ ...s })),
    );
    expect((await lastChange()).summary).toBe('reordered the sources of the canoe');
    await put(url, []);
  });
});

describe('consent of an oral history’s teller', () => {
  it('sends the teller to visitors only when they agreed to be named', async () => {
    const url = `/api/canoes/${canoe.canoe_id}/sources`;
    const res = await put(url, [
      ORAL,
      { ...ORAL, citation: 'Talk story with the steersman, 1998', teller: 'Keola Nāone', teller_named: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    // The administrator who wrote it reads both.
    expect((res.json() as Source[]).map((s) => s.teller)).toEqual([
      'Kupuna Leilani Kaʻanāʻanā',
      'Keola Nāone',
    ]);

    const visitor = own(await read(canoe.canoe_id), 'canoe', canoe.canoe_id);
    expect(visitor.map((s) => [s.teller, s.teller_named])).toEqual([
      [null, false],
      ['Keola Nāone', true],
    ]);
    const anonymous = await t.request('anonymous', { method: 'GET', url });
    expect(anonymous.body).not.toContain('Leilani');
    const signedInUser = await t.request('user', { method: 'GET', url });
    expect(signedInUser.body).not.toContain('Leilani');
    expect(own(await read(canoe.canoe_id, 'admin'), 'canoe', canoe.canoe_id)[0].teller).toBe(
      'Kupuna Leilani Kaʻanāʻanā',
    );
    // Nor does the canoe's page or its public history words carry the name.
    const page = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe.canoe_id}` });
    expect(page.body).not.toContain('Leilani');
    await put(url, []);
  });

  it('keeps a teller only for an oral history', async () => {
    const res = await put(`/api/canoes/${canoe.canoe_id}/sources`, [
      { kind: 'document', citation: 'Bill of sale, 1975', teller: 'Someone', teller_named: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()[0]).toMatchObject({ teller: null, teller_named: false });
    const stored = await t.db.kysely.selectFrom('sources').select(['teller', 'teller_named']).execute();
    expect(stored).toEqual([{ teller: null, teller_named: 0 }]);
    await put(`/api/canoes/${canoe.canoe_id}/sources`, []);
  });
});

describe("sources of a canoe's names, ownerships, restorations, race results and photos", () => {
  it('writes each under its own path and lists them all with the canoe', async () => {
    const name = canoe.names[1];
    const ownership = canoe.ownerships[0];
    const restoration = await buildRestoration(t.db, { canoeId: canoe.canoe_id });
    const race = await buildRace(t.db, { name: 'Molokaʻi Hoe' });
    const result = await buildParticipation(t.db, { raceId: race.race_id, canoeId: canoe.canoe_id });
    const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id });
    const paths: [Source['record_type'], number, string][] = [
      ['canoe_name', name.canoe_name_id, `/api/canoes/${canoe.canoe_id}/names/${name.canoe_name_id}/sources`],
      ['ownership', ownership.ownership_id, `/api/ownerships/${ownership.ownership_id}/sources`],
      [
        'restoration',
        restoration.restoration_id,
        `/api/canoes/${canoe.canoe_id}/restorations/${restoration.restoration_id}/sources`,
      ],
      [
        'participation',
        result.participation_id,
        `/api/races/${race.race_id}/participants/${result.participation_id}/sources`,
      ],
      ['media', photo.media_id, `/api/canoes/${canoe.canoe_id}/media/${photo.media_id}/sources`],
    ];
    for (const [type, id, url] of paths) {
      const res = await put(url, [{ kind: 'document', citation: `Club minutes about the ${type}` }]);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({ record_type: type, record_id: id, position: 1 }),
      ]);
    }
    const all = await read(canoe.canoe_id);
    for (const [type, id] of paths) {
      expect(own(all, type, id).map((s) => s.citation)).toEqual([`Club minutes about the ${type}`]);
    }
    expect((await lastChange()).summary).toMatch(
      /^added the source “Club minutes about the media” of the photo /,
    );
  });

  it('answers 404 for a record that is not under the path’s canoe or race', async () => {
    const other = await buildCanoe(t.db, { names: [{ name: 'Nāmakaokahai' }] });
    const otherRace = await buildRace(t.db);
    const result = await buildParticipation(t.db, { canoeId: canoe.canoe_id });
    const body = [{ kind: 'other', citation: 'x' }];
    const cases: [string, string][] = [
      [`/api/canoes/${other.canoe_id}/names/${canoe.names[0].canoe_name_id}/sources`, 'Name not found'],
      [
        `/api/races/${otherRace.race_id}/participants/${result.participation_id}/sources`,
        'Race result not found',
      ],
      ['/api/ownerships/999999/sources', 'Ownership not found'],
      ['/api/canoes/999999/sources', 'Canoe not found'],
    ];
    for (const [url, message] of cases) {
      const res = await put(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(message);
    }
    expect(
      (await t.request('anonymous', { method: 'GET', url: '/api/canoes/999999/sources' })).statusCode,
    ).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses links that are not http(s), missing citations and unknown kinds, and writes nothing', async () => {
    const url = `/api/canoes/${canoe.canoe_id}/sources`;
    await put(url, [NEWSPAPER]);
    const elsewhere = await buildSource(t.db, { canoeId: (await buildCanoe(t.db)).canoe_id });
    const before = { sources: await countRows(t.db, 'sources'), changes: await countRows(t.db, 'changes') };
    const cases: [unknown, string, string][] = [
      [
        [{ ...NEWSPAPER, url: 'javascript:alert(1)' }],
        'sources.0.url',
        'A link must start with http:// or https://',
      ],
      [
        [{ ...NEWSPAPER, url: 'data:text/html,hi' }],
        'sources.0.url',
        'A link must start with http:// or https://',
      ],
      [
        [{ ...NEWSPAPER, url: '/relative/path' }],
        'sources.0.url',
        'A link must start with http:// or https://',
      ],
      [[NEWSPAPER, { kind: 'book', citation: '   ' }], 'sources.1.citation', 'Please enter the citation'],
      [[{ kind: 'rumour', citation: 'Heard it' }], 'sources.0.kind', 'Please choose the kind of source'],
      [
        [{ ...NEWSPAPER, source_id: 999999 }],
        'sources.0.source_id',
        'source_id must be one of this record’s sources, once',
      ],
      [Array.from({ length: 31 }, () => NEWSPAPER), 'sources', 'A record can have at most 30 sources'],
      ['not a list', 'sources', 'Sources must be a list'],
    ];
    for (const [sources, field, message] of cases) {
      const res = await put(url, sources);
      expect(res.statusCode, JSON.stringify(sources).slice(0, 80)).toBe(400);
      expect(res.json().fields?.[field]).toBe(message);
    }
    // Another record's source cannot be taken over by naming its id.
    const taken = await put(url, [{ ...NEWSPAPER, source_id: elsewhere.source_id }]);
    expect(taken.statusCode).toBe(400);
    expect({
      sources: await countRows(t.db, 'sources'),
      changes: await countRows(t.db, 'changes'),
    }).toEqual(before);
    expect(own(await read(canoe.canoe_id), 'canoe', canoe.canoe_id).map((s) => s.url)).toEqual([
      NEWSPAPER.url,
    ]);
    await put(url, []);
  });

  it('refuses visitors and signed-in non-administrators', async () => {
    const url = `/api/canoes/${canoe.canoe_id}/sources`;
    const payload = { sources: [NEWSPAPER] };
    expect((await t.request('anonymous', { method: 'PUT', url, payload })).statusCode).toBe(401);
    expect((await t.request('user', { method: 'PUT', url, payload })).statusCode).toBe(403);
    expect((await t.request('editor', { method: 'PUT', url, payload })).statusCode).toBe(200);
  });
});

describe('sources go with their record', () => {
  it('a deleted name takes its sources, and restoring it brings them back', async () => {
    const c = await buildCanoe(t.db, {
      names: [
        { name: 'Mālama', start_date: '1940-01-01', end_date: '1960-01-01' },
        { name: 'Kahikina', start_date: '1960-01-01' },
      ],
    });
    const old = c.names[0];
    const res = await put(`/api/canoes/${c.canoe_id}/names/${old.canoe_name_id}/sources`, [NEWSPAPER, ORAL]);
    const written = res.json() as Source[];
    const deleted = await t.request('admin', {
      method: 'DELETE',
      url: `/api/canoes/${c.canoe_id}/names/${old.canoe_name_id}`,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await read(c.canoe_id)).toEqual([]);
    const change = await lastChange();
    const reverted = await t.request('admin', {
      method: 'POST',
      url: `/api/changes/${change.change_id}/revert`,
      payload: {},
    });
    expect(reverted.statusCode, reverted.body).toBe(201);
    expect(await read(c.canoe_id, 'admin')).toEqual(written);
  });

  it('a deleted canoe takes every source of its records, and restoring it brings them all back', async () => {
    const c = await buildCanoe(t.db, { names: [{ name: 'Kaimana' }] });
    const photo = await buildPhoto(t.db, { canoeId: c.canoe_id });
    await buildSource(t.db, { canoeId: c.canoe_id });
    await buildSource(t.db, {
      canoeId: c.canoe_id,
      record: { type: 'canoe_name', id: c.names[0].canoe_name_id },
    });
    await buildSource(t.db, {
      canoeId: c.canoe_id,
      record: { type: 'media', id: photo.media_id },
      kind: 'photograph',
    });
    const before = await read(c.canoe_id, 'admin');
    expect(before).toHaveLength(3);
    expect(
      (await t.request('admin', { method: 'DELETE', url: `/api/canoes/${c.canoe_id}` })).statusCode,
    ).toBe(204);
    expect(
      await t.request('anonymous', { method: 'GET', url: `/api/canoes/${c.canoe_id}/sources` }),
    ).toMatchObject({
      statusCode: 404,
    });
    expect(
      await t.db.kysely
        .selectFrom('sources')
        .select('source_id')
        .where('canoe_id', '=', c.canoe_id)
        .execute(),
    ).toEqual([]);
    const change = await lastChange();
    const restored = await t.request('admin', {
      method: 'POST',
      url: `/api/changes/${change.change_id}/revert`,
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(201);
    expect(await read(c.canoe_id, 'admin')).toEqual(before);
  });

  it("a race result moved to another canoe takes its sources to that canoe's page", async () => {
    const first = await buildCanoe(t.db);
    const second = await buildCanoe(t.db);
    const result = await buildParticipation(t.db, { canoeId: first.canoe_id });
    await put(`/api/races/${result.race_id}/participants/${result.participation_id}/sources`, [NEWSPAPER]);
    const moved = await t.request('admin', {
      method: 'PUT',
      url: `/api/races/${result.race_id}/participants/${result.participation_id}`,
      payload: { canoe_id: second.canoe_id, position: 1 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await read(first.canoe_id)).toEqual([]);
    expect(own(await read(second.canoe_id), 'participation', result.participation_id)).toHaveLength(1);
  });
});
