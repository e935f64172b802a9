import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json, rowCounts } from '../../../../tests/setup/records.ts';
import { buildCanoe, buildOwnership } from '../../record-builders/index.ts';
import { smallPngBase64 } from '../../../../tests/setup/images.ts';
import { dates } from '../../../../tests/setup/dates.ts';
import { messages } from '../../../shared/messages.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createOwner = (body: Record<string, unknown>) => createRecord(t, '/api/owners', 'owner_id', body);
const counts = () => rowCounts(t.db, ['owners', 'images', 'ownerships']);

describe('steward writes', () => {
  it('creates a steward with nested contact and answers the full record', async () => {
    const res = await t.request(
      'admin',
      json('POST', '/api/owners', {
        name: 'Hui Waʻa o Kona',
        owner_type: 'club',
        website: 'https://huiwaa.example.org',
        description: 'A paddling club',
        contact: { email: 'info@huiwaa.example.org', phone: '808-555-0101', address: 'Kailua-Kona' },
        founded: 1975,
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Hui Waʻa o Kona',
      owner_type: 'club',
      display_type: 'Club',
      website: 'https://huiwaa.example.org',
      description: 'A paddling club',
      contact: { email: 'info@huiwaa.example.org', phone: '808-555-0101', address: 'Kailua-Kona' },
      founded: 1975,
      canoe_count: 0,
      historical_count: 0,
      logo_url: null,
      logo_thumbnail_url: null,
      logo_small_url: null,
      current_canoes: [],
      ownership_history: [],
      earliest_year: null,
    });
    expect(body.owner_id).toBeGreaterThan(0);
    expect(body.id).toBe(body.owner_id);
    expect(typeof body.created_at).toBe('string');
    const row = await t.db.kysely
      .selectFrom('owners')
      .selectAll()
      .where('owner_id', '=', body.owner_id)
      .executeTakeFirstOrThrow();
    expect(row.name_folded).toBe('hui waa o kona');
    expect(row.contact_email).toBe('info@huiwaa.example.org');
  });

  it('defaults the type to individual', async () => {
    const body = await createOwner({ name: 'Keola Kahale' });
    expect(body).toMatchObject({
      owner_type: 'individual',
      display_type: 'Individual',
      contact: { email: null },
    });
  });

  it('updates a steward and keeps name_folded current', async () => {
    const { owner_id } = await createOwner({ name: 'Old Name', owner_type: 'family' });
    const res = await t.request(
      'admin',
      json('PUT', `/api/owners/${owner_id}`, {
        name: 'Ohana Kaʻōnohi',
        owner_type: 'museum',
        founded: '1901',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      owner_id,
      name: 'Ohana Kaʻōnohi',
      owner_type: 'museum',
      founded: 1901,
    });
    const row = await t.db.kysely
      .selectFrom('owners')
      .select('name_folded')
      .where('owner_id', '=', owner_id)
      .executeTakeFirstOrThrow();
    expect(row.name_folded).toBe('ohana kaonohi');
  });

  it('refuses anonymous (401) and non-admin (403) writes', async () => {
    const { owner_id } = await createOwner({ name: 'Guarded' });
    const before = await counts();
    for (const [as, status] of [
      ['anonymous', 401],
      ['user', 403],
    ] as const) {
      expect((await t.request(as, json('POST', '/api/owners', { name: 'X' }))).statusCode).toBe(status);
      expect((await t.request(as, json('PUT', `/api/owners/${owner_id}`, { name: 'X' }))).statusCode).toBe(
        status,
      );
      expect((await t.request(as, { method: 'DELETE', url: `/api/owners/${owner_id}` })).statusCode).toBe(
        status,
      );
      const logo = await t.request(
        as,
        json('POST', `/api/owners/${owner_id}/logo`, {
          file_name: 'a.png',
          mime_type: 'image/png',
          data: 'AAAA',
        }),
      );
      expect(logo.statusCode).toBe(status);
      expect(
        (await t.request(as, { method: 'DELETE', url: `/api/owners/${owner_id}/logo` })).statusCode,
      ).toBe(status);
    }
    expect(await counts()).toEqual(before);
  });

  it('lets an editor (an admin group other than "admin") write stewards', async () => {
    const res = await t.request('editor', json('POST', '/api/owners', { name: 'Editor Made' }));
    expect(res.statusCode).toBe(201);
  });

  it('answers bad input with 400 and field messages, changing nothing', async () => {
    const { owner_id } = await createOwner({ name: 'Unchanged', founded: 1950 });
    const before = await counts();
    const year = new Date().getUTCFullYear();
    const cases: [unknown, string, string][] = [
      [{}, 'name', 'Name is required'],
      [{ name: '   ' }, 'name', 'Name is required'],
      [{ name: 42 }, 'name', 'Name is required'],
      [
        { name: 'A', website: 'not a url' },
        'website',
        'Please enter a valid URL (e.g., https://example.org)',
      ],
      [
        { name: 'A', website: 'javascript:alert(1)' },
        'website',
        'Please enter a valid URL (e.g., https://example.org)',
      ],
      [{ name: 'A', contact: { email: 'nope' } }, 'contact.email', 'Please enter a valid email address'],
      [{ name: 'A', founded: 999 }, 'founded', `Year must be between 1000 and ${year}`],
      [{ name: 'A', founded: year + 1 }, 'founded', `Year must be between 1000 and ${year}`],
      [{ name: 'A', founded: -5 }, 'founded', messages.uncertainDateFormat],
      [{ name: 'A', founded: 'soon' }, 'founded', messages.uncertainDateFormat],
      [
        { name: 'A', owner_type: 'company' },
        'owner_type',
        'Type must be one of: individual, club, organization, museum, family',
      ],
    ];
    for (const [payload, field, message] of cases) {
      for (const req of [
        json('POST', '/api/owners', payload),
        json('PUT', `/api/owners/${owner_id}`, payload),
      ]) {
        const res = await t.request('admin', req);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields[field]).toBe(message);
      }
    }
    for (const url of ['/api/owners', `/api/owners/${owner_id}`]) {
      const res = await t.request('admin', {
        method: url === '/api/owners' ? 'POST' : 'PUT',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "broken',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Request body is not valid JSON');
    }
    const arrayBody = await t.request('admin', json('POST', '/api/owners', [{ name: 'A' }]));
    expect(arrayBody.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const row = await t.db.kysely
      .selectFrom('owners')
      .select(['name', 'founded'])
      .where('owner_id', '=', owner_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Unchanged', founded: 1950 });
  });

  it('answers 404 for unknown stewards', async () => {
    for (const url of ['/api/owners/99999', '/api/owners/abc', '/api/owners/0']) {
      const res = await t.request('anonymous', { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Steward not found');
    }
    expect((await t.request('admin', json('PUT', '/api/owners/99999', { name: 'X' }))).statusCode).toBe(404);
    expect((await t.request('admin', { method: 'DELETE', url: '/api/owners/99999' })).statusCode).toBe(404);
    expect((await t.request('anonymous', { method: 'GET', url: '/api/owners/99999/logo' })).statusCode).toBe(
      404,
    );
    expect((await t.request('admin', { method: 'DELETE', url: '/api/owners/99999/logo' })).statusCode).toBe(
      404,
    );
    const png = await smallPngBase64();
    const upload = await t.request(
      'admin',
      json('POST', '/api/owners/99999/logo', { file_name: 'a.png', mime_type: 'image/png', data: png }),
    );
    expect(upload.statusCode).toBe(404);
  });
});

describe('steward fleet and counts', () => {
  let ownerA: number;
  let ownerB: number;
  let canoe1: number;
  let canoe2: number;
  let canoe3: number;

  beforeAll(async () => {
    ownerA = (
      await createOwner({ name: 'Fleet Keeper A', owner_type: 'club', description: 'Keeps Hōkūleʻa' })
    ).owner_id;
    ownerB = (await createOwner({ name: 'Fleet Keeper B', owner_type: 'museum' })).owner_id;
    canoe1 = (
      await buildCanoe(t.db, {
        names: [{ name: 'Hōkūleʻa' }, { name: 'Old Hōkū', end_date: '1970-01-01' }],
        hullId: 'H-1',
        typeId: 3,
      })
    ).id;
    canoe2 = (await buildCanoe(t.db, { names: [{ name: 'Malia' }], hullId: 'M-2', typeId: 1 })).id;
    canoe3 = (await buildCanoe(t.db, { name: null, hullId: 'N-3', typeId: 2 })).id;
    // canoe1: A then B (open). canoe2: A open, and A earlier too. canoe3: A open.
    await buildOwnership(t.db, {
      canoeId: canoe1,
      ownerId: ownerA,
      start_date: '1976-01-01',
      end_date: '1990-01-01',
    });
    await buildOwnership(t.db, { canoeId: canoe1, ownerId: ownerB, start_date: '1990-01-01' });
    await buildOwnership(t.db, {
      canoeId: canoe2,
      ownerId: ownerA,
      start_date: '1980-05-01',
      end_date: '1985-01-01',
    });
    await buildOwnership(t.db, { canoeId: canoe2, ownerId: ownerA, start_date: '1995-01-01' });
    await buildOwnership(t.db, { canoeId: canoe3, ownerId: ownerA, start_date: '2001-01-01' });
  });

  it('counts open ownerships as canoe_count and distinct canoes as historical_count', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/owners' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    const a = list.find((o) => o.owner_id === ownerA);
    const b = list.find((o) => o.owner_id === ownerB);
    expect(a).toMatchObject({ canoe_count: 2, historical_count: 3, id: ownerA, display_type: 'Club' });
    expect(b).toMatchObject({ canoe_count: 1, historical_count: 1, display_type: 'Museum' });
    expect(Object.keys(a!).sort()).toEqual(
      [
        'owner_id',
        'id',
        'name',
        'owner_type',
        'display_type',
        'website',
        'description',
        'description_haw',
        'home_place',
        'contact',
        'founded',
        'founded_date',
        'founded_date_words',
        'founded_date_earliest',
        'founded_date_latest',
        'canoe_count',
        'historical_count',
        'fleet',
        'logo_url',
        'logo_thumbnail_url',
        'logo_small_url',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('shows current canoes and the whole history on the detail', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: `/api/owners/${ownerA}` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.canoe_count).toBe(2);
    expect(body.historical_count).toBe(3);
    expect(body.earliest_year).toBe(1976);
    expect(body.current_canoes).toEqual([
      {
        canoe_id: canoe3,
        name: null,
        hull_id: 'N-3',
        type_id: 2,
        type_name: 'Fishing Canoe',
        ...dates({ start_date: '2001-01-01' }),
        ownership_id: expect.any(Number),
      },
      {
        canoe_id: canoe2,
        name: 'Malia',
        hull_id: 'M-2',
        type_id: 1,
        type_name: 'Racing Canoe',
        ...dates({ start_date: '1995-01-01' }),
        ownership_id: expect.any(Number),
      },
    ]);
    expect(
      body.ownership_history.map((o: { canoe_id: number; start_date: string }) => [o.canoe_id, o.start_date]),
    ).toEqual([
      [canoe3, '2001-01-01'],
      [canoe2, '1995-01-01'],
      [canoe2, '1980-05-01'],
      [canoe1, '1976-01-01'],
    ]);
    expect(body.ownership_history[3]).toMatchObject({
      name: 'Hōkūleʻa',
      hull_id: 'H-1',
      end_date: '1990-01-01',
    });
  });

  it('filters by exact canoe count, type and folded text, with paging and X-Total-Count', async () => {
    const byCount = await t.request('anonymous', { method: 'GET', url: '/api/owners?canoe_count=2' });
    expect(byCount.json().map((o: { owner_id: number }) => o.owner_id)).toEqual([ownerA]);
    expect(byCount.headers['x-total-count']).toBe('1');

    const zero = await t.request('anonymous', { method: 'GET', url: '/api/owners?canoe_count=0' });
    expect(zero.json().every((o: { canoe_count: number }) => o.canoe_count === 0)).toBe(true);
    expect(zero.json().length).toBeGreaterThan(0);

    const museums = await t.request('anonymous', { method: 'GET', url: '/api/owners?owner_type=museum' });
    expect(museums.json().every((o: { owner_type: string }) => o.owner_type === 'museum')).toBe(true);
    expect(museums.json().map((o: { owner_id: number }) => o.owner_id)).toContain(ownerB);

    const folded = await t.request('anonymous', { method: 'GET', url: '/api/owners?q=FLEET%20keeper' });
    expect(folded.json().map((o: { owner_id: number }) => o.owner_id)).toEqual([ownerA, ownerB]);
    const byDescription = await t.request('anonymous', { method: 'GET', url: '/api/owners?q=keeps' });
    expect(byDescription.json().map((o: { owner_id: number }) => o.owner_id)).toEqual([ownerA]);
    const foldedDescription = await t.request('anonymous', { method: 'GET', url: '/api/owners?q=hokulea' });
    expect(foldedDescription.json().map((o: { owner_id: number }) => o.owner_id)).toEqual([ownerA]);
    const literal = await t.request('anonymous', { method: 'GET', url: '/api/owners?q=%25' });
    expect(literal.json()).toEqual([]);

    const all = await t.request('anonymous', { method: 'GET', url: '/api/owners' });
    const names = all.json().map((o: { name: string }) => o.name);
    const total = Number(all.headers['x-total-count']);
    expect(total).toBe(names.length);
    const page = await t.request('anonymous', { method: 'GET', url: '/api/owners?limit=2&offset=1' });
    expect(page.json().map((o: { name: string }) => o.name)).toEqual(names.slice(1, 3));
    expect(page.headers['x-total-count']).toBe(String(total));
    const offsetOnly = await t.request('anonymous', { method: 'GET', url: '/api/owners?offset=1' });
    expect(offsetOnly.json().length).toBe(total - 1);
  });

  it('names a canoe whose names have all ended by its latest name, as every other page does', async () => {
    const steward = (await createOwner({ name: 'Ohana Lapa' })).owner_id;
    const canoe = await buildCanoe(t.db, {
      names: [
        { name: 'Kai Nui', start_date: '1950-01-01', end_date: '1960-01-01' },
        { name: 'Kai Iki', start_date: '1960-01-01', end_date: '1970-01-01' },
      ],
      ownerships: [{ ownerId: steward, start_date: '1990-01-01' }],
    });
    const detail = (await t.request('anonymous', { method: 'GET', url: `/api/owners/${steward}` })).json();
    expect(detail.current_canoes).toEqual([
      expect.objectContaining({ canoe_id: canoe.canoe_id, name: 'Kai Iki' }),
    ]);
    const fromCanoe = (
      await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe.canoe_id}` })
    ).json();
    expect(fromCanoe.current_name).toBe('Kai Iki');
  });

  it('sorts by folded name', async () => {
    await createOwner({ name: 'ʻAlohilani' });
    await createOwner({ name: 'zebra Club' });
    const names = (await t.request('anonymous', { method: 'GET', url: '/api/owners' }))
      .json()
      .map((o: { name: string }) => o.name);
    expect(names[0]).toBe('ʻAlohilani');
    expect(names.indexOf('zebra Club')).toBe(names.length - 1);
  });

  it('answers bad list filters with 400', async () => {
    for (const query of ['canoe_count=-1', 'canoe_count=two', 'owner_type=pirate', 'limit=0', 'offset=-3']) {
      const res = await t.request('anonymous', { method: 'GET', url: `/api/owners?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('refuses to delete a steward with ownerships (409) and leaves every row', async () => {
    const before = await counts();
    const res = await t.request('admin', { method: 'DELETE', url: `/api/owners/${ownerA}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This steward still has 4 ownership records. Remove or reassign them first.',
    );
    const one = await t.request('admin', { method: 'DELETE', url: `/api/owners/${ownerB}` });
    expect(one.json().message).toBe(
      'This steward still has 1 ownership record. Remove or reassign them first.',
    );
    expect(await counts()).toEqual(before);
  });
});
