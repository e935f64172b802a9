import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoeName, buildOwner, buildMaker } from '../../record-builders/index.ts';
import { buildPhotoWithEtag, canoeCounts, postCanoe } from '../../../../tests/setup/canoes.ts';

let t: TestApp;
let ownerA: number;
let ownerB: number;
let maker: number;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  ownerA = (await buildOwner(t.db, { name: 'Hui Waʻa o Kona', ownerType: 'club' })).id;
  ownerB = (await buildOwner(t.db, { name: 'Keola Family', ownerType: 'family' })).id;
  maker = (await buildMaker(t.db, { name: 'Kīhei Kahale', makerType: 'master' })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.request('anonymous', { method: 'GET', url });

describe('POST /api/canoes', () => {
  it('creates the canoe with its current name and open ownership in one go', async () => {
    const canoe = await postCanoe(t, {
      hull_id: 'KC-101',
      type_id: 1,
      build_date: '1932',
      length: '45.5',
      width: 2.1,
      weight: 400,
      origin: 'Kailua-Kona',
      notes: '<p>Carved from one log.</p><script>alert(1)</script>',
      maker_id: maker,
      owner_id: ownerA,
      name: 'Hōkūleʻa',
      name_start_date: '1933',
      ownership_start_date: '1990-05-01',
    });
    expect(canoe).toMatchObject({
      name: 'Hōkūleʻa',
      current_name: 'Hōkūleʻa',
      hull_id: 'KC-101',
      type_id: 1,
      type_name: 'Racing Canoe',
      type: 'Racing Canoe',
      // A year stays a year: no January 1 made up.
      build_date: '1932',
      build_date_words: '1932',
      build_date_earliest: '1932-01-01',
      build_date_latest: '1932-12-31',
      build_year: 1932,
      length: 45.5,
      width: 2.1,
      weight: 400,
      origin: 'Kailua-Kona',
      maker_id: maker,
      maker_name: 'Kīhei Kahale',
      current_owner_id: ownerA,
      owner_name: 'Hui Waʻa o Kona',
      current_owner: {
        owner_id: ownerA,
        name: 'Hui Waʻa o Kona',
        owner_type: 'club',
        start_date: '1990-05-01',
        start_date_words: 'May 1, 1990',
      },
      notes: '<p>Carved from one log.</p>',
      media_count: 0,
      image_url: null,
      thumbnail_url: null,
      names: [{ name: 'Hōkūleʻa', start_date: '1933', start_date_words: '1933', end_date: null }],
      ownership_history: [
        { canoe_id: canoe.canoe_id, owner_id: ownerA, owner_name: 'Hui Waʻa o Kona', end_date: null },
      ],
      makers: [],
      media: [],
    });
    expect(typeof canoe.created_at).toBe('string');
    const stored = await t.db.kysely
      .selectFrom('canoes')
      .select('origin_folded')
      .where('canoe_id', '=', canoe.canoe_id)
      .executeTakeFirstOrThrow();
    expect(stored.origin_folded).toBe('kailua-kona');
  });

  it('creates a bare canoe: no name, no owner; ownership starts today when no date is given', async () => {
    const bare = await postCanoe(t, {});
    expect(bare).toMatchObject({
      name: null,
      current_name: null,
      current_owner: null,
      names: [],
      type: null,
    });
    const owned = await postCanoe(t, { owner_id: ownerB });
    expect((owned.current_owner as { start_date: string }).start_date).toBe(
      new Date().toISOString().slice(0, 10),
    );
  });

  it('keeps only the archive’s own images in the notes, on create and on update', async () => {
    const own = '<img src="/api/canoes/1/media/2/image?v=abc" alt="Launch day">';
    const remote = [
      '<img src="https://tracker.example/p.gif">',
      '<img src="//tracker.example/p.gif">',
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
      '<img srcset="https://tracker.example/p.gif 2x">',
    ].join('');
    const canoe = await postCanoe(t, { notes: `<p>Launched ${own}${remote} in 1932.</p>` });
    const stored =
      '<p>Launched <img alt="Launch day" src="/api/canoes/1/media/2/image?v=abc" /> in 1932.</p>';
    expect(canoe.notes).toBe(stored);
    const put = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoe.canoe_id}`,
      payload: { notes: `<p>Again ${remote}</p>` },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().notes).toBe('<p>Again </p>');
    const read = await get(`/api/canoes/${canoe.canoe_id}`);
    expect(read.json().notes).not.toMatch(/tracker|data:|srcset/);
  });

  it('keeps the notes’ ʻŌlelo Hawaiʻi version beside them: cleaned, shown, kept when an update leaves it out', async () => {
    // Stand-in words, not a translation (decision 027).
    const canoe = await postCanoe(t, {
      notes: '<p>Carved from one log.</p>',
      notes_haw:
        '<p>(haw) Carved from one log.</p><script>alert(1)</script><img src="https://tracker.example/p.gif">',
    });
    expect(canoe.notes_haw).toBe('<p>(haw) Carved from one log.</p>');
    const put = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoe.canoe_id}`,
      payload: { notes: '<p>Carved from one log in 1932.</p>' },
    });
    expect(put.statusCode, put.body).toBe(200);
    const read = (await get(`/api/canoes/${canoe.canoe_id}`)).json();
    expect(read.notes).toBe('<p>Carved from one log in 1932.</p>');
    expect(read.notes_haw).toBe('<p>(haw) Carved from one log.</p>');
    // Emptied, it is none; the English stays.
    const cleared = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoe.canoe_id}`,
      payload: { notes_haw: '' },
    });
    expect(cleared.json().notes_haw).toBeNull();
    expect(cleared.json().notes).toBe('<p>Carved from one log in 1932.</p>');
    // The history says which version changed, in the form's words.
    const history = await t.request('admin', { method: 'GET', url: `/api/canoes/${canoe.canoe_id}/history` });
    expect(history.body).toContain('Notes in ʻŌlelo Hawaiʻi');
  });

  it('refuses anonymous callers (401) and non-admins (403) without writing', async () => {
    const before = await canoeCounts(t);
    const anon = await t.request('anonymous', { method: 'POST', url: '/api/canoes', payload: { name: 'X' } });
    expect(anon.statusCode).toBe(401);
    const user = await t.request('user', { method: 'POST', url: '/api/canoes', payload: { name: 'X' } });
    expect(user.statusCode).toBe(403);
    expect(user.json().message).toBe('Permission denied: Admin role required');
    expect(await canoeCounts(t)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"name": ', undefined, 'Request body is not valid JSON'],
    ['an array body', [], undefined, 'Request body must be a JSON object'],
    ['type_id 7', { type_id: 7 }, 'type_id', 'Canoe type must be 1 (Racing), 2 (Fishing) or 3 (Voyaging)'],
    ['a non-numeric length', { length: 'long' }, 'length', 'Length must be a number'],
    ['a negative weight', { weight: -3 }, 'weight', 'Must be at least 0'],
    ['a year before 1000', { build_date: '0999' }, 'build_date', `Year must be between 1000 and ${year}`],
    [
      'a future year',
      { build_date: String(year + 1) },
      'build_date',
      `Year must be between 1000 and ${year}`,
    ],
    ['a text name', { name: 42 }, 'name', 'Must be text'],
    ['an unknown maker', { maker_id: 999 }, 'maker_id', 'No maker with id 999'],
    ['an unknown owner', { owner_id: 999, name: 'Ghost' }, 'owner_id', 'No steward with id 999'],
  ])('answers 400 for %s and writes nothing', async (_label, payload, field, message) => {
    const before = await canoeCounts(t);
    const res = await t.request('admin', {
      method: 'POST',
      url: '/api/canoes',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe(message);
    if (field) expect(body.fields[field]).toBe(message);
    expect(await canoeCounts(t)).toEqual(before);
  });
});

describe('GET /api/canoes and /api/canoes/:id', () => {
  let canoeId: number;
  let firstMedia: number;

  beforeAll(async () => {
    const canoe = await postCanoe(t, { name: 'Mālama', hull_id: 'M-1', owner_id: ownerB, maker_id: maker });
    canoeId = canoe.canoe_id;
    firstMedia = (await buildPhotoWithEtag(t, canoeId, 'etag-a')).media_id;
    await buildPhotoWithEtag(t, canoeId, 'etag-b');
    await t.db.kysely
      .insertInto('canoe_makers')
      .values({ canoe_id: canoeId, maker_id: maker, contribution: 'Hull' })
      .execute();
  });

  it('shows the detail with names, ownership history, makers and photos (URLs, never bytes)', async () => {
    const res = await get(`/api/canoes/${canoeId}`);
    expect(res.statusCode).toBe(200);
    const canoe = res.json();
    expect(canoe).toMatchObject({
      canoe_id: canoeId,
      media_count: 2,
      image_url: `/api/canoes/${canoeId}/media/${firstMedia}/image?v=etag-a`,
      thumbnail_url: `/api/canoes/${canoeId}/media/${firstMedia}/image?v=etag-a&size=thumbnail`,
      makers: [{ maker_id: maker, maker_name: 'Kīhei Kahale', maker_type: 'master', contribution: 'Hull' }],
    });
    expect(canoe.media).toHaveLength(2);
    // The same record as GET /api/canoes/:id/media gives.
    expect(canoe.media[0]).toEqual({
      media_id: firstMedia,
      canoe_id: canoeId,
      mime_type: 'image/webp',
      source_type: expect.stringMatching(/^image\//),
      file_name: 'etag-a.jpg',
      description: 'Photo etag-a',
      caption: null,
      credit: null,
      date_taken: null,
      date_taken_words: null,
      date_taken_earliest: null,
      date_taken_latest: null,
      licence: null,
      uploaded_by: 'Anonymous',
      uploaded_at: expect.any(String),
      url: `/api/canoes/${canoeId}/media/${firstMedia}/image?v=etag-a`,
      thumbnail_url: `/api/canoes/${canoeId}/media/${firstMedia}/image?v=etag-a&size=thumbnail`,
      width: 640,
      height: 480,
      focal_point: expect.objectContaining({ x: expect.any(Number), y: expect.any(Number) }),
      focal_point_moved: false,
    });
    expect(res.body).not.toContain('base64');
    const photos = await get(`/api/canoes/${canoeId}/media`);
    expect(photos.json()).toEqual(canoe.media);
  });

  it('lists summaries with X-Total-Count and paging', async () => {
    const total = await countRows(t.db, 'canoes');
    const all = await get('/api/canoes');
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe(String(total));
    expect(all.json()).toHaveLength(total);
    const row = all.json().find((c: { canoe_id: number }) => c.canoe_id === canoeId);
    expect(row).toMatchObject({
      name: 'Mālama',
      media_count: 2,
      owner_name: 'Keola Family',
      maker_name: 'Kīhei Kahale',
    });
    expect(row).not.toHaveProperty('names');

    const page = await get('/api/canoes?limit=2&offset=1');
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(page.json().map((c: { canoe_id: number }) => c.canoe_id)).toEqual(
      all
        .json()
        .slice(1, 3)
        .map((c: { canoe_id: number }) => c.canoe_id),
    );
    const bad = await get('/api/canoes?limit=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('takes the current name as the open one, else the most recent by start date', async () => {
    const { canoe_id } = await postCanoe(t, {});
    const names = [
      { name: 'Old', start_date: '1950-01-01', end_date: '1960-01-01' },
      { name: 'Later', start_date: '1960-01-01', end_date: '1970-01-01' },
      { name: 'Undated', start_date: null, end_date: '1940-01-01' },
    ];
    for (const n of names) await buildCanoeName(t.db, canoe_id, n);
    const ended = (await get(`/api/canoes/${canoe_id}`)).json();
    expect(ended.current_name).toBe('Later');
    expect(ended.names.map((n: { name: string }) => n.name)).toEqual(['Undated', 'Old', 'Later']);
    await buildCanoeName(t.db, canoe_id, { name: 'Open', start_date: '1945-01-01', end_date: null });
    expect((await get(`/api/canoes/${canoe_id}`)).json().name).toBe('Open');
  });

  it('answers 404 for unknown or impossible ids', async () => {
    for (const id of ['99999', 'abc', '0']) {
      const res = await get(`/api/canoes/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Canoe not found');
    }
  });
});

describe('list queries', () => {
  it('reads a page of canoes in a fixed number of queries, however many canoes it shows (no N+1)', async () => {
    for (let i = 0; i < 12; i++) {
      const { canoe_id } = await postCanoe(t, { name: `Fleet ${i}`, owner_id: ownerA, maker_id: maker });
      await buildPhotoWithEtag(t, canoe_id, `fleet-${i}`);
    }
    const original = t.db.kysely;
    let queries = 0;
    t.db.kysely = original.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    try {
      const res = await get('/api/canoes?limit=50');
      expect(res.statusCode).toBe(200);
      expect(res.json().length).toBeGreaterThan(12);
      expect(queries).toBeGreaterThan(0);
      expect(queries).toBeLessThanOrEqual(3);
      queries = 0;
      const found = await get('/api/canoes/search?q=fleet');
      expect(found.json()).toHaveLength(12);
      expect(queries).toBeGreaterThan(0);
      expect(queries).toBeLessThanOrEqual(3);
    } finally {
      t.db.kysely = original;
    }
  });
});
