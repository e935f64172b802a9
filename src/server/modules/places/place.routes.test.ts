import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { zipBufferFiles } from '../../../../tests/setup/zip.ts';
import { buildCanoe, buildOwner, buildPlace, buildRace } from '../../record-builders/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object) => t.request('admin', { method: 'POST', url, payload });
const put = (url: string, payload: object) => t.request('admin', { method: 'PUT', url, payload });
const get = (url: string, who: 'anonymous' | 'admin' = 'anonymous', headers: Record<string, string> = {}) =>
  t.request(who, { method: 'GET', url, headers });

/** The exact point of a place kept "district only": it must leave the server for keepers alone. */
const SECRET = { latitude: 21.0876543, longitude: -157.0012345 };

describe('a place', () => {
  it('is added with its name as written, ʻokina and kahakō kept, its island, moku and point', async () => {
    const res = await post('/api/places', {
      name: '  Kaunakakai ',
      island: 'molokai',
      moku: 'Kona',
      ahupuaʻa: 'ignored',
      ahupuaa: 'Kaunakakai',
      latitude: '21.0906',
      longitude: -157.0226,
      precision: 'exact',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Kaunakakai',
      island: 'molokai',
      island_name: 'Molokaʻi',
      moku: 'Kona',
      ahupuaa: 'Kaunakakai',
      latitude: 21.0906,
      longitude: -157.0226,
      precision: 'exact',
      canoe_count: 0,
      canoes_from: [],
      races: [],
    });
    const named = await post('/api/places', { name: 'Hālawa', island: 'molokai' });
    expect(named.statusCode).toBe(201);
    expect(named.json()).toMatchObject({ name: 'Hālawa', precision: 'island', latitude: null });
    const row = await t.db.kysely
      .selectFrom('places')
      .selectAll()
      .where('place_id', '=', named.json().place_id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Hālawa');
    expect(row.name_folded).toBe('halawa');
    expect(row.name_sort_haw).not.toBe('');
  });

  it('refuses what it cannot be, with the field’s message, and writes nothing', async () => {
    const before = (await t.db.kysely.selectFrom('places').select('place_id').execute()).length;
    const cases: [object, string, string][] = [
      [{ name: 'Nowhere' }, 'island', 'Please choose the island'],
      [{ name: '', island: 'maui' }, 'name', 'Name is required'],
      [{ name: 'X', island: 'tahiti' }, 'island', 'Please choose the island'],
      [
        { name: 'X', island: 'maui', latitude: 20.8 },
        'longitude',
        'Give both latitude and longitude, or neither',
      ],
      [
        { name: 'X', island: 'maui', latitude: 40, longitude: -156.5 },
        'latitude',
        'Latitude must be a number between 18.5 and 22.5',
      ],
      [
        { name: 'X', island: 'maui', latitude: 20.8, longitude: 'west' },
        'longitude',
        'Longitude must be a number between -160.5 and -154.5',
      ],
      [
        { name: 'X', island: 'maui', precision: 'street' },
        'precision',
        'Please choose how precisely the public may see the point',
      ],
      // Honolulu's point is on Oʻahu.
      [
        { name: 'Honolulu', island: 'molokai', latitude: 21.3069, longitude: -157.8583 },
        'latitude',
        'That point is on Oʻahu, not Molokaʻi',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('/api/places', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields[field], JSON.stringify(body)).toBe(message);
    }
    expect((await t.db.kysely.selectFrom('places').select('place_id').execute()).length).toBe(before);
  });

  it('is written by administrators only', async () => {
    const body = { name: 'Kalaupapa', island: 'molokai' };
    expect(
      (await t.request('anonymous', { method: 'POST', url: '/api/places', payload: body })).statusCode,
    ).toBe(401);
    expect((await t.request('user', { method: 'POST', url: '/api/places', payload: body })).statusCode).toBe(
      403,
    );
  });

  it('is found by its name typed without ʻokina or kahakō, one island at a time, in the reader’s order', async () => {
    const island = 'lanai' as const;
    for (const name of ['Mānele', 'Kaumālapaʻu', 'ʻAwalua', 'Lānaʻi City'])
      await buildPlace(t.db, { name, island, latitude: null, longitude: null });
    const found = await get('/api/places?q=kaumalapau');
    expect(found.json().map((p: { name: string }) => p.name)).toEqual(['Kaumālapaʻu']);
    const english = await get(`/api/places?island=${island}`);
    expect(english.headers['x-total-count']).toBe('4');
    expect(english.json().map((p: { name: string }) => p.name)).toEqual([
      'ʻAwalua',
      'Kaumālapaʻu',
      'Lānaʻi City',
      'Mānele',
    ]);
    // The Hawaiian alphabet: vowels first (a), then h k l m…; the ʻokina after w.
    const hawaiian = await get(`/api/places?island=${island}`, 'anonymous', { 'accept-language': 'haw' });
    expect(hawaiian.json().map((p: { name: string }) => p.name)).toEqual([
      'Kaumālapaʻu',
      'Lānaʻi City',
      'Mānele',
      'ʻAwalua',
    ]);
    expect((await get('/api/places?island=atlantis')).statusCode).toBe(400);
  });

  it('is changed, and a change that leaves a record’s place out keeps it', async () => {
    const place = await buildPlace(t.db, {
      name: 'Kīholo',
      island: 'hawaii',
      latitude: null,
      longitude: null,
    });
    const changed = await put(`/api/places/${place.place_id}`, {
      name: 'Kīholo Bay',
      island: 'hawaii',
      moku: 'Kona',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Kīholo Bay', moku: 'Kona' });
    expect((await put('/api/places/999999', { name: 'X', island: 'hawaii' })).statusCode).toBe(404);

    const race = await post('/api/races', { name: 'Kīholo Regatta', date: '1975', place_id: place.place_id });
    expect(race.json().place).toEqual({ place_id: place.place_id, name: 'Kīholo Bay', island: 'hawaii' });
    // A client written before places existed sends no place_id: the race keeps its place.
    const edited = await put(`/api/races/${race.json().race_id}`, { name: 'Kīholo Regatta', date: '1976' });
    expect(edited.json().place).toMatchObject({ place_id: place.place_id });
    const cleared = await put(`/api/races/${race.json().race_id}`, {
      name: 'Kīholo Regatta',
      place_id: null,
    });
    expect(cleared.json().place).toBeNull();
    const missing = await post('/api/races', { name: 'Nowhere Regatta', place_id: 999999 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.place_id).toBe('Please select a place');
  });
});

describe('what happened at a place', () => {
  it('lists the canoes from and at home there, its races, restorations and stewards, and counts them', async () => {
    const place = await buildPlace(t.db, {
      name: 'Hilo Bay',
      island: 'hawaii',
      latitude: 19.73,
      longitude: -155.07,
    });
    const canoe = await post('/api/canoes', { name: 'Kaʻimiloa', origin_place_id: place.place_id });
    expect(canoe.statusCode).toBe(201);
    expect(canoe.json().origin_place).toEqual({
      place_id: place.place_id,
      name: 'Hilo Bay',
      island: 'hawaii',
    });
    const home = await buildCanoe(t.db, { name: 'Hōkūalakaʻi' });
    const homed = await put(`/api/canoes/${home.canoe_id}`, { home_place_id: place.place_id });
    expect(homed.statusCode).toBe(200);
    expect(homed.json().home_place).toMatchObject({ place_id: place.place_id });
    // An edit without the place ids keeps them.
    const kept = await put(`/api/canoes/${home.canoe_id}`, { length: 40 });
    expect(kept.json().home_place).toMatchObject({ place_id: place.place_id });
    const badPlace = await put(`/api/canoes/${home.canoe_id}`, { origin_place_id: 999999 });
    expect(badPlace.statusCode).toBe(400);
    expect(badPlace.json().fields.origin_place_id).toBe('Please select a place');

    const race = await buildRace(t.db, { name: 'Hilo Bay Sprints' });
    await t.db.kysely
      .updateTable('races')
      .set({ place_id: place.place_id })
      .where('race_id', '=', race.race_id)
      .execute();
    const restoration = await post(`/api/canoes/${home.canoe_id}/restorations`, {
      restoration_date: '1999',
      description: 'Gunwales replaced',
      place_id: place.place_id,
    });
    expect(restoration.statusCode).toBe(201);
    expect(restoration.json().place).toMatchObject({ place_id: place.place_id, name: 'Hilo Bay' });
    const owner = await buildOwner(t.db, { name: 'Hui Waʻa o Hilo' });
    const ownerEdit = await put(`/api/owners/${owner.owner_id}`, {
      name: 'Hui Waʻa o Hilo',
      home_place_id: place.place_id,
    });
    expect(ownerEdit.statusCode).toBe(200);
    expect(ownerEdit.json().home_place).toMatchObject({ place_id: place.place_id });

    const res = await get(`/api/places/${place.place_id}`);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail.canoe_count).toBe(2);
    expect(detail.canoes_from.map((c: { name: string }) => c.name)).toEqual(['Kaʻimiloa']);
    expect(detail.canoes_home.map((c: { name: string }) => c.name)).toEqual(['Hōkūalakaʻi']);
    expect(detail.races).toEqual([{ race_id: race.race_id, name: 'Hilo Bay Sprints', date: '1990-10-14' }]);
    expect(detail.restorations).toEqual([
      {
        restoration_id: restoration.json().restoration_id,
        canoe_id: home.canoe_id,
        canoe_name: 'Hōkūalakaʻi',
        date: '1999',
      },
    ]);
    expect(detail.stewards).toEqual([{ owner_id: owner.owner_id, name: 'Hui Waʻa o Hilo' }]);
    expect((await get('/api/places/999999')).statusCode).toBe(404);

    // The registry finds them by the island and by the place, and by the place's name typed plainly.
    const byIsland = await get('/api/canoes/search?island=hawaii');
    expect(
      byIsland
        .json()
        .map((c: { canoe_id: number }) => c.canoe_id)
        .sort(),
    ).toEqual([canoe.json().canoe_id, home.canoe_id].sort());
    const byPlace = await get(`/api/canoes/search?place=${place.place_id}`);
    expect(byPlace.headers['x-total-count']).toBe('2');
    const byOrigin = await get('/api/canoes/search?origin=hilo%20bay');
    expect(byOrigin.json().map((c: { canoe_id: number }) => c.canoe_id)).toContain(canoe.json().canoe_id);
    expect((await get('/api/canoes/search?island=maui')).headers['x-total-count']).toBe('0');
    expect((await get('/api/canoes/search?island=tahiti')).statusCode).toBe(400);

    // Still referred to: refused with what refers to it, and nothing is deleted.
    const refused = await t.request('admin', { method: 'DELETE', url: `/api/places/${place.place_id}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This place is still referred to by 2 canoes, 1 race, 1 restoration and 1 steward; change those first.',
    );
    expect((await get(`/api/places/${place.place_id}`)).statusCode).toBe(200);
  });

  it('is deleted when nothing refers to it, and comes back whole from its history', async () => {
    const place = await buildPlace(t.db, {
      name: 'Puʻukoholā',
      island: 'hawaii',
      latitude: null,
      longitude: null,
    });
    const deleted = await t.request('admin', { method: 'DELETE', url: `/api/places/${place.place_id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await get(`/api/places/${place.place_id}`)).statusCode).toBe(404);
    const history = await get(`/api/places/${place.place_id}/history`, 'admin');
    expect(history.statusCode).toBe(200);
    const change = history.json().changes?.[0] ?? history.json()[0];
    expect(change.summary).toBe('deleted the place Puʻukoholā');
    const revert = await t.request('admin', {
      method: 'POST',
      url: `/api/changes/${change.change_id}/revert`,
      payload: {},
    });
    expect(revert.statusCode).toBe(201);
    expect((await get(`/api/places/${place.place_id}`)).json().name).toBe('Puʻukoholā');
  });
});

describe('a place’s point, at the precision its keeper chose', () => {
  it('reaches the public only rounded (district) or not at all (island), in every answer and the export', async () => {
    const district = await buildPlace(t.db, {
      name: 'ʻOhana home',
      island: 'molokai',
      precision: 'district',
      ...SECRET,
    });
    const island = await buildPlace(t.db, {
      name: 'Another home',
      island: 'molokai',
      precision: 'island',
      latitude: 21.1234567,
      longitude: -157.0765432,
    });
    const canoe = await buildCanoe(t.db, { name: 'Moloka‘i canoe' });
    await t.db.kysely
      .updateTable('canoes')
      .set({ origin_place_id: district.place_id, home_place_id: island.place_id })
      .where('canoe_id', '=', canoe.canoe_id)
      .execute();
    const secrets = ['21.0876543', '157.0012345', '21.1234567', '157.0765432', '21.088', '157.001'];

    const answers = await Promise.all([
      get(`/api/places/${district.place_id}`),
      get(`/api/places/${island.place_id}`),
      get('/api/places?island=molokai'),
      get('/api/places/map'),
      get('/api/places/map?island=molokai'),
      get(`/api/canoes/${canoe.canoe_id}`),
      // The default (public) export, as an administrator downloads it.
      get('/api/open-data/archive', 'admin'),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      let text = res.body;
      if (String(res.headers['content-type']).startsWith('application/zip')) {
        const files = await zipBufferFiles(res.rawPayload);
        text = files
          .get([...files.keys()].find((name) => name.endsWith('records/places.jsonl'))!)!
          .toString('utf8');
        expect(text).toContain('ʻOhana home');
      }
      for (const secret of secrets) expect(text, secret).not.toContain(secret);
    }
    expect(answers[0].json()).toMatchObject({ latitude: 21.1, longitude: -157, precision: 'district' });
    expect(answers[1].json()).toMatchObject({ latitude: null, longitude: null, precision: 'island' });

    // Keepers see the point as kept.
    const admin = await get(`/api/places/${district.place_id}`, 'admin');
    expect(admin.json()).toMatchObject(SECRET);
  });
});

describe('the map of the islands', () => {
  it('draws the eight islands and the public points as marks, and lists every place', async () => {
    const res = await get('/api/places/map');
    expect(res.statusCode).toBe(200);
    const map = res.json();
    expect(map.islands.map((i: { island: string }) => i.island)).toEqual([
      'hawaii',
      'maui',
      'kahoolawe',
      'lanai',
      'molokai',
      'oahu',
      'kauai',
      'niihau',
    ]);
    expect(map.islands.find((i: { island: string }) => i.island === 'molokai').name).toBe('Molokaʻi');
    const listed = (await get('/api/places?limit=500'))
      .json()
      .map((p: { place_id: number }) => p.place_id)
      .sort();
    expect(map.places.map((p: { place_id: number }) => p.place_id).sort()).toEqual(listed);
    // Every place with a public point is in exactly one mark; the others in none.
    const marked = map.marks.flatMap((m: { places: { place_id: number }[] }) =>
      m.places.map((p) => p.place_id),
    );
    const pinned = map.places
      .filter((p: { latitude: number | null }) => p.latitude !== null)
      .map((p: { place_id: number }) => p.place_id);
    expect(marked.sort()).toEqual(pinned.sort());
    const one = await get('/api/places/map?island=molokai');
    expect(one.json().islands.map((i: { island: string }) => i.island)).toEqual(['molokai']);
    expect(one.json().places.every((p: { island: string }) => p.island === 'molokai')).toBe(true);
    expect(one.json().islands[0].canoe_count).toBeGreaterThan(0);
  });
});

describe('the origins review', () => {
  it('offers each origin text with its canoes and suggestions, and links nothing until a keeper confirms', async () => {
    const kalaupapa = await buildPlace(t.db, {
      name: 'Kalaupapa',
      island: 'molokai',
      latitude: null,
      longitude: null,
    });
    const a = await buildCanoe(t.db, { name: 'Waʻa A', origin: 'Kalaupapa, Molokaʻi' });
    const b = await buildCanoe(t.db, { name: 'Waʻa B', origin: 'Kalaupapa, Molokaʻi' });
    const c = await buildCanoe(t.db, { name: 'Waʻa C', origin: 'Kahului, Maui' });
    expect((await t.request('anonymous', { method: 'GET', url: '/api/places/origins' })).statusCode).toBe(
      401,
    );

    const review = (await get('/api/places/origins', 'admin')).json().origins as {
      origin: string;
      canoes: { canoe_id: number }[];
      suggestions: { place_id: number }[];
      proposal: { name: string; island: string | null };
    }[];
    const kal = review.find((o) => o.origin === 'Kalaupapa, Molokaʻi')!;
    expect(kal.canoes.map((x) => x.canoe_id)).toEqual([a.canoe_id, b.canoe_id]);
    expect(kal.suggestions.map((s) => s.place_id)).toEqual([kalaupapa.place_id]);
    const kah = review.find((o) => o.origin === 'Kahului, Maui')!;
    expect(kah.suggestions).toEqual([]);
    expect(kah.proposal).toEqual({ name: 'Kahului', island: 'maui' });
    // Nothing linked by looking.
    const linked = await t.db.kysely
      .selectFrom('canoes')
      .select('origin_place_id')
      .where('canoe_id', 'in', [a.canoe_id, c.canoe_id])
      .execute();
    expect(linked.every((r) => r.origin_place_id === null)).toBe(true);

    const confirmed = await post('/api/places/origins', {
      origin: 'Kalaupapa, Molokaʻi',
      place_id: kalaupapa.place_id,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      place: { place_id: kalaupapa.place_id, name: 'Kalaupapa', island: 'molokai' },
      canoes_linked: 2,
    });
    const made = await post('/api/places/origins', {
      origin: 'Kahului, Maui',
      new_place: { name: 'Kahului', island: 'maui', moku: 'Wailuku' },
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().canoes_linked).toBe(1);
    // Each canoe's change is in its history; the text is kept as typed.
    const rows = await t.db.kysely
      .selectFrom('canoes')
      .select(['canoe_id', 'origin', 'origin_place_id'])
      .where('canoe_id', 'in', [a.canoe_id, b.canoe_id, c.canoe_id])
      .orderBy('canoe_id')
      .execute();
    expect(rows.map((r) => r.origin)).toEqual([
      'Kalaupapa, Molokaʻi',
      'Kalaupapa, Molokaʻi',
      'Kahului, Maui',
    ]);
    expect(rows.map((r) => r.origin_place_id)).toEqual([
      kalaupapa.place_id,
      kalaupapa.place_id,
      made.json().place.place_id,
    ]);
    const history = (await get(`/api/canoes/${a.canoe_id}/history`, 'admin')).json();
    expect(JSON.stringify(history)).toContain('Place of origin');
    const after = (await get('/api/places/origins', 'admin'))
      .json()
      .origins.map((o: { origin: string }) => o.origin);
    expect(after).not.toContain('Kalaupapa, Molokaʻi');
    expect(after).not.toContain('Kahului, Maui');
    // Confirming what has nothing left to link is a 404; neither a place nor a new one is a 400.
    expect(
      (await post('/api/places/origins', { origin: 'Kahului, Maui', place_id: kalaupapa.place_id }))
        .statusCode,
    ).toBe(404);
    expect((await post('/api/places/origins', { origin: 'Somewhere' })).statusCode).toBe(400);
  });
});
