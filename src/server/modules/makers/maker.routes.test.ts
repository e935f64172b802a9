import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json, rowCounts } from '../../../../tests/setup/records.ts';
import { buildCanoe, buildCanoeMaker, buildPerson, buildRestoration } from '../../record-builders/index.ts';
import { dates } from '../../../../tests/setup/dates.ts';

let t: TestApp;
let kalani: number;
let mele: number;
beforeAll(async () => {
  t = await createTestApp();
  kalani = (await buildPerson(t.db, { name: 'Kalani Kahananui' })).id;
  mele = (await buildPerson(t.db, { name: 'Mele ʻŌpūnui' })).id;
});
afterAll(() => t.close());

/** Several makers of one person are made on purpose here: the keeper confirms each (issue 31, item 4). */
const createMaker = (body: Record<string, unknown>) =>
  createRecord(t, '/api/makers', 'maker_id', { ...body, confirm_duplicate: true });
const counts = () => rowCounts(t.db, ['makers', 'images', 'canoe_makers', 'restorations']);

describe('maker writes', () => {
  it('creates a maker with a sanitised biography and folded search text', async () => {
    const res = await t.request(
      'admin',
      json('POST', '/api/makers', {
        person_id: String(kalani),
        maker_type: 'carver',
        biography:
          '<p>Carved <strong>Hōkūleʻa</strong></p><script>alert(1)</script><img src=x onerror=alert(1)>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      person_id: kalani,
      name: 'Kalani Kahananui',
      maker_name: 'Kalani Kahananui',
      maker_type: 'carver',
      canoe_count: 0,
      picture_url: null,
      picture_thumbnail_url: null,
      picture_small_url: null,
      canoes: [],
      restorations: [],
    });
    expect(body.maker_id).toBeGreaterThan(0);
    expect(body.biography).toContain('<strong>Hōkūleʻa</strong>');
    expect(body.biography).not.toMatch(/script|onerror/);
    const row = await t.db.kysely
      .selectFrom('makers')
      .select('biography_folded')
      .where('maker_id', '=', body.maker_id)
      .executeTakeFirstOrThrow();
    expect(row.biography_folded).toBe('carved hokulea');
  });

  it('keeps images on PUBLIC_URL (as relative paths) and the archive’s own paths; drops any other image', async () => {
    const site = await createTestApp({ PUBLIC_URL: 'https://koa.example.org' });
    try {
      const person = (await buildPerson(site.db, { name: 'Kalani Kahananui' })).id;
      const res = await site.request(
        'admin',
        json('POST', '/api/makers', {
          person_id: person,
          maker_type: 'carver',
          biography:
            '<p><img src="https://koa.example.org/api/makers/1/picture?v=abc">' +
            '<img src="/api/owners/2/logo"><img src="https://tracker.example/p.gif">' +
            '<IMG SRC=" //tracker.example/p.gif "></p>',
        }),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().biography).toBe(
        '<p><img src="/api/makers/1/picture?v=abc" /><img src="/api/owners/2/logo" /></p>',
      );
    } finally {
      await site.close();
    }
  });

  it('updates a maker', async () => {
    const { maker_id } = await createMaker({ person_id: kalani, maker_type: 'apprentice', biography: '' });
    const res = await t.request(
      'admin',
      json('PUT', `/api/makers/${maker_id}`, {
        person_id: mele,
        maker_type: 'master',
        biography: '<p>Now a master</p>',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      maker_id,
      person_id: mele,
      name: 'Mele ʻŌpūnui',
      maker_type: 'master',
      biography: '<p>Now a master</p>',
    });
  });

  it('refuses anonymous (401) and non-admin (403) writes', async () => {
    const { maker_id } = await createMaker({ person_id: kalani, maker_type: 'designer' });
    const before = await counts();
    for (const [as, status] of [
      ['anonymous', 401],
      ['user', 403],
    ] as const) {
      const body = { person_id: kalani, maker_type: 'carver' };
      expect((await t.request(as, json('POST', '/api/makers', body))).statusCode).toBe(status);
      expect((await t.request(as, json('PUT', `/api/makers/${maker_id}`, body))).statusCode).toBe(status);
      expect((await t.request(as, { method: 'DELETE', url: `/api/makers/${maker_id}` })).statusCode).toBe(
        status,
      );
      const pic = await t.request(
        as,
        json('POST', `/api/makers/${maker_id}/picture`, {
          file_name: 'a.png',
          mime_type: 'image/png',
          data: 'AAAA',
        }),
      );
      expect(pic.statusCode).toBe(status);
      expect(
        (await t.request(as, { method: 'DELETE', url: `/api/makers/${maker_id}/picture` })).statusCode,
      ).toBe(status);
    }
    expect(await counts()).toEqual(before);
  });

  it('answers bad input with 400 and field messages, changing nothing', async () => {
    const { maker_id } = await createMaker({
      person_id: kalani,
      maker_type: 'restorer',
      biography: '<p>Kept</p>',
    });
    const before = await counts();
    const cases: [unknown, string, string][] = [
      [{ maker_type: 'carver' }, 'person_id', 'Please select a person'],
      [{ person_id: -1, maker_type: 'carver' }, 'person_id', 'Please select a person'],
      [{ person_id: 'abc', maker_type: 'carver' }, 'person_id', 'Please select a person'],
      [{ person_id: 1.5, maker_type: 'carver' }, 'person_id', 'Please select a person'],
      [{ person_id: 99999, maker_type: 'carver' }, 'person_id', 'No person with id 99999'],
      [{ person_id: kalani }, 'maker_type', 'Maker type is required'],
      [{ person_id: kalani, maker_type: 'painter' }, 'maker_type', 'Maker type is required'],
      [{ person_id: kalani, maker_type: 'carver', biography: 5 }, 'biography', 'Must be text'],
    ];
    for (const [payload, field, message] of cases) {
      for (const req of [
        json('POST', '/api/makers', payload),
        json('PUT', `/api/makers/${maker_id}`, payload),
      ]) {
        const res = await t.request('admin', req);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields[field]).toBe(message);
      }
    }
    const malformed = await t.request('admin', {
      method: 'POST',
      url: '/api/makers',
      headers: { 'content-type': 'application/json' },
      payload: '{"person_id": 1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const row = await t.db.kysely
      .selectFrom('makers')
      .select(['maker_type', 'biography'])
      .where('maker_id', '=', maker_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ maker_type: 'restorer', biography: '<p>Kept</p>' });
  });

  it('answers 404 for unknown makers', async () => {
    for (const url of ['/api/makers/99999', '/api/makers/x1']) {
      const res = await t.request('anonymous', { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Maker not found');
    }
    const put = await t.request(
      'admin',
      json('PUT', '/api/makers/99999', { person_id: kalani, maker_type: 'carver' }),
    );
    expect(put.statusCode).toBe(404);
    expect((await t.request('admin', { method: 'DELETE', url: '/api/makers/99999' })).statusCode).toBe(404);
    expect(
      (await t.request('anonymous', { method: 'GET', url: '/api/makers/99999/picture' })).statusCode,
    ).toBe(404);
    expect(
      (await t.request('admin', { method: 'DELETE', url: '/api/makers/99999/picture' })).statusCode,
    ).toBe(404);
  });
});

describe('maker canoes, restorations and lists', () => {
  let master: number;
  let other: number;
  let linked: number;
  let both: number;
  let direct: number;

  beforeAll(async () => {
    const person = (await buildPerson(t.db, { name: 'Ānuenue Kealoha' })).id;
    master = (
      await createMaker({ person_id: person, maker_type: 'master', biography: '<p>Koa from Hāmākua</p>' })
    ).maker_id;
    other = (await createMaker({ person_id: person, maker_type: 'restorer' })).maker_id;
    linked = (await buildCanoe(t.db, { name: 'Kaʻiulani', typeId: 1 })).id;
    both = (await buildCanoe(t.db, { name: 'Makaliʻi', typeId: 3, makerId: master })).id;
    direct = (await buildCanoe(t.db, { name: null, typeId: 2, makerId: master })).id;
    await buildCanoeMaker(t.db, { canoeId: linked, makerId: master, contribution: 'hull' });
    await buildCanoeMaker(t.db, { canoeId: both, makerId: master, contribution: 'design' });
    await buildCanoeMaker(t.db, { canoeId: linked, makerId: other, contribution: 'repairs' });
    await buildRestoration(t.db, {
      canoeId: linked,
      restorationDate: '1999-01-01',
      description: 'New gunwales',
      restorerMakerId: master,
    });
    await buildRestoration(t.db, {
      canoeId: both,
      restorationDate: '2005-06-01',
      description: 'Refinished',
      restorerPersonId: person,
    });
    await buildRestoration(t.db, {
      canoeId: direct,
      restorationDate: '2010-01-01',
      description: 'Not theirs',
    });
  });

  it('lists canoes through links and canoes.maker_id without duplicates', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: `/api/makers/${master}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.canoe_count).toBe(3);
    expect(body.canoes).toEqual([
      {
        canoe_maker_id: expect.any(Number),
        canoe_id: linked,
        canoe_name: 'Kaʻiulani',
        canoe_type: 'Racing Canoe',
        contribution: 'hull',
      },
      {
        canoe_maker_id: expect.any(Number),
        canoe_id: both,
        canoe_name: 'Makaliʻi',
        canoe_type: 'Voyaging Canoe',
        contribution: 'design',
      },
      {
        canoe_maker_id: null,
        canoe_id: direct,
        canoe_name: null,
        canoe_type: 'Fishing Canoe',
        contribution: null,
      },
    ]);
    expect(body.restorations).toEqual([
      {
        restoration_id: expect.any(Number),
        canoe_id: both,
        canoe_name: 'Makaliʻi',
        ...dates({ restoration_date: '2005-06-01' }),
        description: 'Refinished',
        description_haw: null,
      },
      {
        restoration_id: expect.any(Number),
        canoe_id: linked,
        canoe_name: 'Kaʻiulani',
        ...dates({ restoration_date: '1999-01-01' }),
        description: 'New gunwales',
        description_haw: null,
      },
    ]);
  });

  it('lists makers with counts, filters and paging', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/makers' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    expect(res.headers['x-total-count']).toBe(String(list.length));
    const m = list.find((x) => x.maker_id === master)!;
    expect(m).toMatchObject({
      name: 'Ānuenue Kealoha',
      maker_name: 'Ānuenue Kealoha',
      canoe_count: 3,
      maker_type: 'master',
    });
    // The same person's other role: the canoe it is linked to, and the one its person restored, as its Canoes
    // tab lists them.
    expect(list.find((x) => x.maker_id === other)).toMatchObject({ canoe_count: 2 });
    const otherDetail = (await t.request('anonymous', { method: 'GET', url: `/api/makers/${other}` })).json();
    const listed = new Set(
      [...otherDetail.canoes, ...otherDetail.restorations].map((row: { canoe_id: number }) => row.canoe_id),
    );
    expect(otherDetail.canoe_count).toBe(listed.size);
    expect(Object.keys(m).sort()).toEqual(
      [
        'maker_id',
        'person_id',
        'name',
        'maker_name',
        'maker_type',
        'biography',
        'biography_haw',
        'canoe_count',
        'picture_url',
        'picture_thumbnail_url',
        'picture_small_url',
        'created_at',
        'updated_at',
      ].sort(),
    );
    const names = list.map((x) => x.name as string);
    expect(names[0]).toBe('Ānuenue Kealoha');

    const ids = async (query: string) =>
      (await t.request('anonymous', { method: 'GET', url: `/api/makers?${query}` }))
        .json()
        .map((x: { maker_id: number }) => x.maker_id);
    expect(await ids('q=anuenue')).toEqual([master, other]);
    expect(await ids('q=HAMAKUA')).toEqual([master]);
    expect(await ids('maker_type=restorer&q=kealoha')).toEqual([other]);
    expect((await ids('maker_type=master')).includes(master)).toBe(true);
    const person = list.find((x) => x.maker_id === master)!.person_id as number;
    expect(await ids(`person_id=${person}`)).toEqual([master, other]);
    const page = await t.request('anonymous', { method: 'GET', url: '/api/makers?limit=1&offset=1' });
    expect(page.json().map((x: { name: string }) => x.name)).toEqual([names[1]]);
    expect(page.headers['x-total-count']).toBe(String(list.length));
    for (const bad of ['maker_type=painter', 'person_id=0', 'person_id=abc', 'limit=-1']) {
      expect(
        (await t.request('anonymous', { method: 'GET', url: `/api/makers?${bad}` })).statusCode,
        bad,
      ).toBe(400);
    }
  });

  it('refuses to delete a maker others refer to (409) and leaves every row', async () => {
    const before = await counts();
    const res = await t.request('admin', { method: 'DELETE', url: `/api/makers/${master}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This maker is still referred to by 2 canoe maker links, 2 canoes that name it as maker and 1 restoration. Remove or reassign them first.',
    );
    const one = await t.request('admin', { method: 'DELETE', url: `/api/makers/${other}` });
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(
      'This maker is still referred to by 1 canoe maker link. Remove or reassign them first.',
    );
    expect(await counts()).toEqual(before);
  });
});
