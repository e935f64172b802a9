import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createRecord, json, rowCounts } from '../../../../tests/setup/records.ts';
import { buildCanoe, buildMaker, buildRestoration } from '../../record-builders/index.ts';
import { smallPngBase64 } from '../../../../tests/setup/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createPerson = (body: Record<string, unknown>) => createRecord(t, '/api/people', 'person_id', body);
const counts = () => rowCounts(t.db, ['people', 'images', 'makers']);

describe('who may use the People routes', () => {
  it('answers 401 anonymous, 403 for user and editor, 200 for admin, on every route', async () => {
    const { person_id } = await createPerson({ name: 'Private Person', email: 'private@example.org' });
    const before = await counts();
    const png = await smallPngBase64();
    const routes = [
      { method: 'GET' as const, url: '/api/people' },
      { method: 'GET' as const, url: `/api/people/${person_id}` },
      json('POST', '/api/people', { name: 'Sneaky' }),
      json('PUT', `/api/people/${person_id}`, { name: 'Sneaky' }),
      { method: 'DELETE' as const, url: `/api/people/${person_id}` },
      { method: 'GET' as const, url: `/api/people/${person_id}/picture` },
      json('POST', `/api/people/${person_id}/picture`, {
        file_name: 'a.png',
        mime_type: 'image/png',
        data: png,
      }),
      { method: 'DELETE' as const, url: `/api/people/${person_id}/picture` },
    ];
    for (const route of routes) {
      const anonymous = await t.request('anonymous', route);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json().message).toBe('Sign-in required');
      for (const as of ['user', 'editor'] as const) {
        const res = await t.request(as, route);
        expect(res.statusCode, `${as} ${route.method} ${route.url}`).toBe(403);
        expect(res.body).not.toContain('private@example.org');
      }
    }
    expect(await counts()).toEqual(before);
    const list = await t.request('admin', { method: 'GET', url: '/api/people' });
    expect(list.statusCode).toBe(200);
    const detail = await t.request('admin', { method: 'GET', url: `/api/people/${person_id}` });
    expect(detail.statusCode).toBe(200);
  });
});

describe('people writes', () => {
  it('creates a person and answers the full record', async () => {
    const res = await t.request(
      'admin',
      json('POST', '/api/people', {
        name: '  Keʻelikōlani Pauahi ',
        email: 'ruth@example.org',
        phone: '(808) 555-0199',
        birth_date: '1826',
        birthplace: 'Honolulu',
      }),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'Keʻelikōlani Pauahi',
      email: 'ruth@example.org',
      phone: '(808) 555-0199',
      birth_date: '1826-01-01',
      birthplace: 'Honolulu',
      contact: { email: 'ruth@example.org', phone: '(808) 555-0199' },
      picture_url: null,
      picture_thumbnail_url: null,
      picture_small_url: null,
      maker_count: 0,
      makers: [],
    });
    expect(body.person_id).toBeGreaterThan(0);
    expect(body.created_at).toBe(body.updated_at);
    const row = await t.db.kysely
      .selectFrom('people')
      .select('name_folded')
      .where('person_id', '=', body.person_id)
      .executeTakeFirstOrThrow();
    expect(row.name_folded).toBe('keelikolani pauahi');
  });

  it('updates a person and keeps name_folded current', async () => {
    const { person_id } = await createPerson({ name: 'Before', email: 'before@example.org' });
    const res = await t.request(
      'admin',
      json('PUT', `/api/people/${person_id}`, { name: 'Nāinoa Thompson', email: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      person_id,
      name: 'Nāinoa Thompson',
      email: null,
      contact: { email: null },
    });
    const row = await t.db.kysely
      .selectFrom('people')
      .select('name_folded')
      .where('person_id', '=', person_id)
      .executeTakeFirstOrThrow();
    expect(row.name_folded).toBe('nainoa thompson');
  });

  it('answers bad input with 400 and field messages, changing nothing', async () => {
    const { person_id } = await createPerson({ name: 'Steady', email: 'steady@example.org' });
    const before = await counts();
    const year = new Date().getUTCFullYear();
    const cases: [unknown, string, string][] = [
      [{}, 'name', 'Name is required'],
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ name: ['x'] }, 'name', 'Name is required'],
      [{ name: 'A', email: 'no at sign' }, 'email', 'Please enter a valid email address'],
      [{ name: 'A', email: 'a b@c.d' }, 'email', 'Please enter a valid email address'],
      [{ name: 'A', birth_date: '0999-01-01' }, 'birth_date', `Year must be between 1000 and ${year}`],
      [{ name: 'A', birth_date: `${year + 1}` }, 'birth_date', `Year must be between 1000 and ${year}`],
      [{ name: 'A', birth_date: -1900 }, 'birth_date', 'Enter a year (YYYY) or a date (YYYY-MM-DD)'],
      [{ name: 'A', birth_date: '1990-02-30' }, 'birth_date', 'Enter a year (YYYY) or a date (YYYY-MM-DD)'],
      [{ name: 'A', phone: 808 }, 'phone', 'Must be text'],
    ];
    for (const [payload, field, message] of cases) {
      for (const req of [
        json('POST', '/api/people', payload),
        json('PUT', `/api/people/${person_id}`, payload),
      ]) {
        const res = await t.request('admin', req);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().fields[field]).toBe(message);
      }
    }
    const malformed = await t.request('admin', {
      method: 'PUT',
      url: `/api/people/${person_id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{name: steady}',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
    const row = await t.db.kysely
      .selectFrom('people')
      .select(['name', 'email'])
      .where('person_id', '=', person_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Steady', email: 'steady@example.org' });
  });

  it('answers 404 for unknown people', async () => {
    for (const url of ['/api/people/99999', '/api/people/-4']) {
      const res = await t.request('admin', { method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Person not found');
    }
    expect((await t.request('admin', json('PUT', '/api/people/99999', { name: 'X' }))).statusCode).toBe(404);
    expect((await t.request('admin', { method: 'DELETE', url: '/api/people/99999' })).statusCode).toBe(404);
    expect((await t.request('admin', { method: 'GET', url: '/api/people/99999/picture' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request('admin', { method: 'DELETE', url: '/api/people/99999/picture' })).statusCode,
    ).toBe(404);
  });
});

describe('people list and maker roles', () => {
  let kai: number;
  beforeAll(async () => {
    kai = (await createPerson({ name: 'Kai Ōpūnui', email: 'Kai@Example.org', phone: '808-555-7777' }))
      .person_id;
    await buildMaker(t.db, { personId: kai, makerType: 'carver' });
    await buildMaker(t.db, { personId: kai, makerType: 'restorer' });
  });

  it('shows maker roles and maker_count', async () => {
    const detail = (await t.request('admin', { method: 'GET', url: `/api/people/${kai}` })).json();
    expect(detail.maker_count).toBe(2);
    expect(detail.makers).toEqual([
      { maker_id: expect.any(Number), maker_type: 'carver', biography: null, created_at: expect.any(String) },
      {
        maker_id: expect.any(Number),
        maker_type: 'restorer',
        biography: null,
        created_at: expect.any(String),
      },
    ]);
    const listed = (await t.request('admin', { method: 'GET', url: '/api/people' }))
      .json()
      .find((p: { person_id: number }) => p.person_id === kai);
    expect(listed).toMatchObject({
      maker_count: 2,
      contact: { email: 'Kai@Example.org', phone: '808-555-7777' },
    });
    expect(Object.keys(listed).sort()).toEqual(
      [
        'person_id',
        'name',
        'email',
        'phone',
        'birth_date',
        'birthplace',
        'contact',
        'picture_url',
        'picture_thumbnail_url',
        'picture_small_url',
        'maker_count',
        'created_at',
        'updated_at',
      ].sort(),
    );
  });

  it('searches by folded name, email or phone', async () => {
    const ids = async (q: string) =>
      (await t.request('admin', { method: 'GET', url: `/api/people?q=${encodeURIComponent(q)}` }))
        .json()
        .map((p: { person_id: number }) => p.person_id);
    expect(await ids('opunui')).toEqual([kai]);
    expect(await ids('kai@example')).toEqual([kai]);
    expect(await ids('555-7777')).toEqual([kai]);
    expect(await ids('_')).toEqual([]);
  });

  it('sorts by name, email or created_at in either order, with paging', async () => {
    await createPerson({ name: 'aardvark Zed', email: 'zz@example.org' });
    await createPerson({ name: 'Zuzu', email: 'aa@example.org' });
    const names = async (query: string) => {
      const res = await t.request('admin', { method: 'GET', url: `/api/people?${query}` });
      expect(res.statusCode).toBe(200);
      return {
        names: res.json().map((p: { name: string }) => p.name) as string[],
        total: res.headers['x-total-count'],
      };
    };
    const byName = await names('');
    expect(byName.names[0]).toBe('aardvark Zed');
    expect(byName.names[byName.names.length - 1]).toBe('Zuzu');
    expect(byName.total).toBe(String(byName.names.length));
    expect((await names('sort=name&order=desc')).names).toEqual([...byName.names].reverse());
    // Emails compare without case; people without an email come last either way.
    const withEmail = [
      'Zuzu',
      'Kai Ōpūnui',
      'Private Person',
      'Keʻelikōlani Pauahi',
      'Steady',
      'aardvark Zed',
    ];
    expect((await names('sort=email')).names).toEqual([...withEmail, 'Nāinoa Thompson']);
    expect((await names('sort=email&order=desc')).names).toEqual([...withEmail.reverse(), 'Nāinoa Thompson']);
    const byCreated = (await names('sort=created_at&order=desc')).names;
    expect(byCreated[0]).toBe('Zuzu');
    const page = await names('limit=2&offset=1');
    expect(page.names).toEqual(byName.names.slice(1, 3));
    expect(page.total).toBe(byName.total);
    for (const bad of ['sort=phone', 'order=up', 'limit=1000', 'offset=x']) {
      expect((await t.request('admin', { method: 'GET', url: `/api/people?${bad}` })).statusCode, bad).toBe(
        400,
      );
    }
  });

  it('refuses to delete a person with maker roles or restorations (409), leaving rows', async () => {
    const restorer = (await createPerson({ name: 'Restorer Only' })).person_id;
    const canoe = (await buildCanoe(t.db, { name: 'Test Waʻa' })).id;
    await buildRestoration(t.db, {
      canoeId: canoe,
      restorationDate: '2000-01-01',
      description: 'x',
      restorerPersonId: restorer,
    });
    await buildRestoration(t.db, {
      canoeId: canoe,
      restorationDate: '2001-01-01',
      description: 'y',
      restorerPersonId: kai,
    });
    const before = await counts();
    const res = await t.request('admin', { method: 'DELETE', url: `/api/people/${kai}` });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'This person still has 2 maker roles and 1 restoration. Remove or reassign them first.',
    );
    const other = await t.request('admin', { method: 'DELETE', url: `/api/people/${restorer}` });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe('This person still has 1 restoration. Remove or reassign them first.');
    expect(await counts()).toEqual(before);
  });
});
