import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { postCanoe as postNewCanoe } from '../../../../tests/setup/canoes.ts';
import { dates } from '../../../../tests/setup/dates.ts';

let t: TestApp;
const today = new Date().toISOString().slice(0, 10);
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each test makes a canoe of its own; their names repeat from test to test, as the keeper confirms. */
const postCanoe = (app: TestApp, body: Record<string, unknown>) =>
  postNewCanoe(app, { ...body, confirm_duplicate: true });

const addName = (canoeId: number, payload: unknown, as: 'admin' | 'user' | 'anonymous' = 'admin') =>
  t.request(as, { method: 'POST', url: `/api/canoes/${canoeId}/names`, payload: payload as object });
const names = async (canoeId: number) =>
  (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/names` })).json();
const current = async (canoeId: number) =>
  (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}` })).json().current_name;

describe('canoe names', () => {
  it('records the language a name is in, keeps it through an edit, and the registry says it', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Kaimana', name_start_date: '1974' });
    const added = await addName(canoe_id, { name: 'Spirit of Kona', language: 'en', start_date: '1980' });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ name: 'Spirit of Kona', language: 'en' });
    const edited = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoe_id}/names/${added.json().canoe_name_id}`,
      payload: { name: 'Spirit of Kona' },
    });
    expect(edited.json()).toMatchObject({ language: 'en' });
    expect(await names(canoe_id)).toMatchObject([
      { name: 'Kaimana', language: 'haw' },
      { name: 'Spirit of Kona', language: 'en' },
    ]);
    const detail = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe_id}` });
    expect(detail.json()).toMatchObject({ current_name: 'Spirit of Kona', name_language: 'en' });
    const refused = await addName(canoe_id, { name: 'Kona', language: 'fr', start_date: '1990' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Choose ʻŌlelo Hawaiʻi or English');
  });

  it('lists names by start date (undated first), then id', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Now', name_start_date: '2000' });
    await addName(canoe_id, { name: 'Earlier', start_date: '1950', end_date: '1960' });
    await addName(canoe_id, { name: 'Unknown era', end_date: '1940' });
    const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe_id}/names` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      // Years stay years: no January 1 made up.
      // Hawaiian unless a keeper says otherwise (decision 026).
      {
        canoe_name_id: expect.any(Number),
        name: 'Unknown era',
        language: 'haw',
        ...dates({ start_date: null, end_date: '1940' }),
      },
      {
        canoe_name_id: expect.any(Number),
        name: 'Earlier',
        language: 'haw',
        ...dates({ start_date: '1950', end_date: '1960' }),
      },
      {
        canoe_name_id: expect.any(Number),
        name: 'Now',
        language: 'haw',
        ...dates({ start_date: '2000', end_date: null }),
      },
    ]);
  });

  it('makes a name without end date current and ends the previous current name on its start date', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Kaimana', name_start_date: '1974' });
    const res = await addName(canoe_id, { name: 'Hōkūleʻa', start_date: '1976-03-08' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      canoe_name_id: expect.any(Number),
      name: 'Hōkūleʻa',
      language: 'haw',
      ...dates({ start_date: '1976-03-08', end_date: null }),
    });
    expect(await names(canoe_id)).toMatchObject([
      { name: 'Kaimana', start_date: '1974', end_date: '1976-03-08' },
      { name: 'Hōkūleʻa', start_date: '1976-03-08', end_date: null },
    ]);
    expect(await current(canoe_id)).toBe('Hōkūleʻa');
    const folded = await t.db.kysely
      .selectFrom('canoe_names')
      .select('name_folded')
      .where('canoe_name_id', '=', res.json().canoe_name_id)
      .executeTakeFirstOrThrow();
    expect(folded.name_folded).toBe('hokulea');
  });

  it('ends the previous current name today when the new one has no start date', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Old' });
    expect((await addName(canoe_id, { name: 'New' })).statusCode).toBe(201);
    expect(await names(canoe_id)).toMatchObject([
      { name: 'Old', end_date: today },
      { name: 'New', start_date: null, end_date: null },
    ]);
  });

  it('keeps a name with an end date as history only', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Current', name_start_date: '1990' });
    const res = await addName(canoe_id, { name: 'Long ago', start_date: '1900', end_date: '1920' });
    expect(res.statusCode).toBe(201);
    expect(await current(canoe_id)).toBe('Current');
    expect((await names(canoe_id)).find((n: { name: string }) => n.name === 'Current').end_date).toBeNull();
  });

  it('refuses a current name that starts before the current one, changing nothing', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Current', name_start_date: '1990' });
    const before = await countRows(t.db, 'canoe_names');
    const res = await addName(canoe_id, { name: 'Too early', start_date: '1980' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('cannot start before the current name');
    expect(res.json().fields.start_date).toBeTruthy();
    expect(await countRows(t.db, 'canoe_names')).toBe(before);
    expect(await names(canoe_id)).toMatchObject([{ name: 'Current', end_date: null }]);
  });

  it.each([
    ['no name', {}, 'name', 'Name is required'],
    ['a blank name', { name: '   ' }, 'name', 'Name is required'],
    [
      'an end before the start',
      { name: 'X', start_date: '1990', end_date: '1980' },
      'end_date',
      'End date cannot be before the start date',
    ],
    [
      'a year before 1000',
      { name: 'X', start_date: '0999' },
      'start_date',
      `Year must be between 1000 and ${year}`,
    ],
    [
      'a bad date',
      { name: 'X', start_date: '1990-02-30' },
      'start_date',
      'Enter a year (1962), a month (1962-03) or a day (1962-03-04), or words such as "about 1850", "1960s", "1962–1965" or "before 1900"',
    ],
  ])('answers 400 for %s', async (_label, payload, field, message) => {
    const { canoe_id } = await postCanoe(t, { name: 'Steady' });
    const before = await countRows(t.db, 'canoe_names');
    const res = await addName(canoe_id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await countRows(t.db, 'canoe_names')).toBe(before);
  });

  it('answers 400 for malformed JSON, 401/403 for non-admins and 404 for unknown canoes', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Guarded' });
    const before = await countRows(t.db, 'canoe_names');
    const malformed = await t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${canoe_id}/names`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await addName(canoe_id, { name: 'X' }, 'anonymous')).statusCode).toBe(401);
    expect((await addName(canoe_id, { name: 'X' }, 'user')).statusCode).toBe(403);
    const missing = await addName(99999, { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Canoe not found');
    expect((await t.request('anonymous', { method: 'GET', url: '/api/canoes/99999/names' })).statusCode).toBe(
      404,
    );
    expect(await countRows(t.db, 'canoe_names')).toBe(before);
  });

  it('deletes a name of the canoe (204) and refuses a name of another canoe (404)', async () => {
    const a = await postCanoe(t, { name: 'A name' });
    const b = await postCanoe(t, { name: 'B name' });
    const [aName] = await names(a.canoe_id);
    const url = (canoeId: number, nameId: number) => `/api/canoes/${canoeId}/names/${nameId}`;

    expect(
      (await t.request('anonymous', { method: 'DELETE', url: url(a.canoe_id, aName.canoe_name_id) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.request('user', { method: 'DELETE', url: url(a.canoe_id, aName.canoe_name_id) })).statusCode,
    ).toBe(403);
    const wrong = await t.request('admin', { method: 'DELETE', url: url(b.canoe_id, aName.canoe_name_id) });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Name not found');
    expect(await names(a.canoe_id)).toHaveLength(1);

    const res = await t.request('admin', { method: 'DELETE', url: url(a.canoe_id, aName.canoe_name_id) });
    expect(res.statusCode).toBe(204);
    expect(await names(a.canoe_id)).toEqual([]);
    expect(await current(a.canoe_id)).toBeNull();
    expect(await names(b.canoe_id)).toHaveLength(1);
    expect(
      (await t.request('admin', { method: 'DELETE', url: url(a.canoe_id, aName.canoe_name_id) })).statusCode,
    ).toBe(404);
  });

  it('edits a name in place: dates left out keep their value, the registry follows the current name', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Hokulea', name_start_date: '1975' });
    await addName(canoe_id, { name: 'Early', start_date: '1960', end_date: '1975' });
    const [early, now] = await names(canoe_id);
    const edit = (nameId: number, payload: object, as: 'admin' | 'user' | 'anonymous' = 'admin') =>
      t.request(as, { method: 'PUT', url: `/api/canoes/${canoe_id}/names/${nameId}`, payload });

    const res = await edit(now.canoe_name_id, { name: 'Hōkūleʻa' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      canoe_name_id: now.canoe_name_id,
      name: 'Hōkūleʻa',
      language: 'haw',
      ...dates({ start_date: '1975', end_date: null }),
    });
    expect(await current(canoe_id)).toBe('Hōkūleʻa');
    const search = await t.request('anonymous', { method: 'GET', url: '/api/canoes/search?q=hokulea' });
    expect(search.json().map((c: { canoe_id: number }) => c.canoe_id)).toContain(canoe_id);

    expect((await edit(early.canoe_name_id, { name: 'Early', start_date: '1961' })).json()).toMatchObject({
      start_date: '1961',
      end_date: '1975',
    });
    // A second current name is refused; an end before the start is a field error; nothing changes.
    const before = await names(canoe_id);
    const twoCurrent = await edit(early.canoe_name_id, { name: 'Early', end_date: null });
    expect(twoCurrent.statusCode).toBe(409);
    expect(twoCurrent.json().message).toBe(
      "This canoe's current name is already Hōkūleʻa. Give this name an end date, or end that one first.",
    );
    const backwards = await edit(early.canoe_name_id, { name: 'Early', end_date: '1950' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields.end_date).toBe('End date cannot be before the start date');
    expect((await edit(early.canoe_name_id, { name: '  ' })).statusCode).toBe(400);
    expect((await edit(early.canoe_name_id, { name: 'X' }, 'anonymous')).statusCode).toBe(401);
    expect((await edit(early.canoe_name_id, { name: 'X' }, 'user')).statusCode).toBe(403);
    const other = await postCanoe(t, { name: 'Other' });
    const wrong = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${other.canoe_id}/names/${early.canoe_name_id}`,
      payload: { name: 'X' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe('Name not found');
    expect(await names(canoe_id)).toEqual(before);
  });

  it('keeps one current name when two adds race (one wins, the other gets 409 or ends the first)', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Start', name_start_date: '1990' });
    const results = await Promise.all([
      addName(canoe_id, { name: 'Racer one', start_date: '2000' }),
      addName(canoe_id, { name: 'Racer two', start_date: '2001' }),
    ]);
    for (const r of results) expect([201, 409]).toContain(r.statusCode);
    const open = (await names(canoe_id)).filter((n: { end_date: string | null }) => n.end_date === null);
    expect(open).toHaveLength(1);
  });
});
