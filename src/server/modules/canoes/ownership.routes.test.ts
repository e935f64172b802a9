import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { dates } from '../../../../tests/setup/dates.ts';
import { buildOwner } from '../../record-builders/index.ts';
import { postCanoe } from '../../../../tests/setup/canoes.ts';

let t: TestApp;
let kona: number;
let keola: number;
let museum: number;
const year = new Date().getUTCFullYear();

beforeAll(async () => {
  t = await createTestApp();
  kona = (await buildOwner(t.db, { name: 'Hui Waʻa o Kona', ownerType: 'club' })).id;
  keola = (await buildOwner(t.db, { name: 'Keola Family', ownerType: 'family' })).id;
  museum = (await buildOwner(t.db, { name: 'Bishop Museum', ownerType: 'museum' })).id;
});
afterAll(() => t.close());

type As = 'admin' | 'user' | 'anonymous';
const post = (payload: unknown, as: As = 'admin') =>
  t.request(as, { method: 'POST', url: '/api/ownerships', payload: payload as object });
const history = async (canoeId: number) =>
  (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/ownerships` })).json();

describe('ownership lists', () => {
  it('lists a canoe’s history by start date, the same from both addresses', async () => {
    const { canoe_id } = await postCanoe(t, { owner_id: kona, ownership_start_date: '1990' });
    await post({ canoe_id, owner_id: keola, start_date: '2005', notes: 'Gift', transfer_reason: 'Family' });
    const a = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe_id}/ownerships` });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual([
      {
        ownership_id: expect.any(Number),
        canoe_id,
        owner_id: kona,
        owner_name: 'Hui Waʻa o Kona',
        owner_type: 'club',
        ...dates({ start_date: '1990', end_date: '2005' }),
        notes: null,
        transfer_reason: null,
      },
      {
        ownership_id: expect.any(Number),
        canoe_id,
        owner_id: keola,
        owner_name: 'Keola Family',
        owner_type: 'family',
        ...dates({ start_date: '2005', end_date: null }),
        notes: 'Gift',
        transfer_reason: 'Family',
      },
    ]);
    const b = await t.request('anonymous', { method: 'GET', url: `/api/ownerships?canoe_id=${canoe_id}` });
    expect(b.json()).toEqual(a.json());
    expect(b.headers['x-total-count']).toBe('2');
    const detail = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe_id}` });
    expect(detail.json().ownership_history).toEqual(a.json());
  });

  it('lists every ownership with paging and X-Total-Count', async () => {
    const total = await countRows(t.db, 'ownerships');
    const all = await t.request('anonymous', { method: 'GET', url: '/api/ownerships' });
    expect(all.headers['x-total-count']).toBe(String(total));
    expect(all.json()).toHaveLength(total);
    const page = await t.request('anonymous', { method: 'GET', url: '/api/ownerships?limit=1&offset=1' });
    expect(page.json()).toEqual([all.json()[1]]);
    expect(page.headers['x-total-count']).toBe(String(total));
  });

  it('answers 404 for an unknown canoe and 400 for a bad canoe_id filter', async () => {
    const res = await t.request('anonymous', { method: 'GET', url: '/api/canoes/99999/ownerships' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Canoe not found');
    const none = await t.request('anonymous', { method: 'GET', url: '/api/ownerships?canoe_id=99999' });
    expect(none.json()).toEqual([]);
    const bad = await t.request('anonymous', { method: 'GET', url: '/api/ownerships?canoe_id=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.canoe_id).toBeTruthy();
  });
});

describe('POST /api/ownerships', () => {
  it('transfers by canoe_id: ends the open ownership on the new start date, answers 201 with the record', async () => {
    const { canoe_id } = await postCanoe(t, { owner_id: kona, ownership_start_date: '1990-06-01' });
    const res = await post({ canoe_id, owner_id: keola, start_date: '2010-02-03' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      canoe_id,
      owner_id: keola,
      owner_name: 'Keola Family',
      start_date: '2010-02-03',
      end_date: null,
    });
    expect(await history(canoe_id)).toMatchObject([
      { owner_id: kona, end_date: '2010-02-03' },
      { owner_id: keola, end_date: null },
    ]);
  });

  it('transfers by hull_id (the transfer page body), case-insensitively', async () => {
    const { canoe_id } = await postCanoe(t, {
      hull_id: 'KONA-7',
      owner_id: kona,
      ownership_start_date: '2000',
    });
    const res = await post({
      hull_id: 'kona-7',
      owner_id: museum,
      start_date: '2015',
      notes: 'Loan',
      transfer_reason: 'Preservation',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      canoe_id,
      owner_id: museum,
      notes: 'Loan',
      transfer_reason: 'Preservation',
    });
    const detail = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe_id}` });
    expect(detail.json().current_owner).toMatchObject({
      owner_id: museum,
      name: 'Bishop Museum',
      start_date: '2015',
    });
  });

  it('opens the first ownership of a canoe without an owner', async () => {
    const { canoe_id } = await postCanoe(t, {});
    expect((await post({ canoe_id, owner_id: kona, start_date: '1999' })).statusCode).toBe(201);
    expect(await history(canoe_id)).toMatchObject([{ owner_id: kona, end_date: null }]);
  });

  it('records a past ownership (with an end date) without touching the open one', async () => {
    const { canoe_id } = await postCanoe(t, { owner_id: kona, ownership_start_date: '2000' });
    const res = await post({ canoe_id, owner_id: keola, start_date: '1970', end_date: '1980' });
    expect(res.statusCode).toBe(201);
    expect(await history(canoe_id)).toMatchObject([
      { owner_id: keola, start_date: '1970', end_date: '1980' },
      { owner_id: kona, start_date: '2000', end_date: null },
    ]);
  });

  it('refuses the current owner and a transfer dated before the open ownership, changing nothing', async () => {
    const { canoe_id } = await postCanoe(t, { owner_id: kona, ownership_start_date: '2000' });
    const before = await countRows(t.db, 'ownerships');
    const same = await post({ canoe_id, owner_id: kona, start_date: '2010' });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('This steward is already the current owner.');
    expect(same.json().fields.owner_id).toBe('This steward is already the current owner.');
    const early = await post({ canoe_id, owner_id: keola, start_date: '1999' });
    expect(early.statusCode).toBe(400);
    // The open ownership's start in words, as entered; no "Please try again": trying again cannot help.
    expect(early.json().fields.start_date).toBe(
      'The transfer cannot be dated before the current ownership began (2000)',
    );
    expect(await countRows(t.db, 'ownerships')).toBe(before);
    expect(await history(canoe_id)).toMatchObject([{ owner_id: kona, end_date: null }]);
  });

  it.each([
    ['no owner', (c: number) => ({ canoe_id: c, start_date: '2000' }), 'owner_id', 'Please select an owner'],
    ['no start date', (c: number) => ({ canoe_id: c, owner_id: 1 }), 'start_date', 'Start date is required'],
    ['no canoe', () => ({ owner_id: 1, start_date: '2000' }), 'canoe_id', 'Please select a canoe'],
    [
      'a future year',
      (c: number) => ({ canoe_id: c, owner_id: 1, start_date: String(year + 1) }),
      'start_date',
      `Year must be between 1000 and ${year}`,
    ],
    [
      'an end before the start',
      (c: number) => ({ canoe_id: c, owner_id: 1, start_date: '2000', end_date: '1990' }),
      'end_date',
      'End date cannot be before the start date',
    ],
    [
      'an unknown owner',
      (c: number) => ({ canoe_id: c, owner_id: 999, start_date: '2000' }),
      'owner_id',
      'No steward with id 999',
    ],
    [
      'an unknown canoe',
      () => ({ canoe_id: 99999, owner_id: 1, start_date: '2000' }),
      'canoe_id',
      'No canoe with id 99999',
    ],
    [
      'an unknown hull id',
      () => ({ hull_id: 'NOPE', owner_id: 1, start_date: '2000' }),
      'hull_id',
      'No canoe with bow number NOPE',
    ],
    [
      'a text owner id',
      (c: number) => ({ canoe_id: c, owner_id: 'abc', start_date: '2000' }),
      'owner_id',
      'Please select an owner',
    ],
  ])('answers 400 for %s', async (_label, body, field, message) => {
    const { canoe_id } = await postCanoe(t, { owner_id: museum, ownership_start_date: '1950' });
    const before = await countRows(t.db, 'ownerships');
    const res = await post(body(canoe_id));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await countRows(t.db, 'ownerships')).toBe(before);
  });

  it('answers 400 for an ambiguous hull id and malformed JSON, 401/403 for non-admins', async () => {
    await postCanoe(t, { hull_id: 'TWIN' });
    await postCanoe(t, { hull_id: 'twin' });
    const before = await countRows(t.db, 'ownerships');
    const twin = await post({ hull_id: 'TWIN', owner_id: kona, start_date: '2000' });
    expect(twin.statusCode).toBe(400);
    expect(twin.json().fields.hull_id).toContain('More than one canoe');
    const malformed = await t.request('admin', {
      method: 'POST',
      url: '/api/ownerships',
      headers: { 'content-type': 'application/json' },
      payload: '[1,',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await post({ canoe_id: 1, owner_id: kona, start_date: '2000' }, 'anonymous')).statusCode).toBe(
      401,
    );
    expect((await post({ canoe_id: 1, owner_id: kona, start_date: '2000' }, 'user')).statusCode).toBe(403);
    expect(await countRows(t.db, 'ownerships')).toBe(before);
  });

  it('never leaves two open ownerships when transfers race (the loser gets 409)', async () => {
    const { canoe_id } = await postCanoe(t, { owner_id: kona, ownership_start_date: '2000' });
    const results = await Promise.all([
      post({ canoe_id, owner_id: keola, start_date: '2010' }),
      post({ canoe_id, owner_id: museum, start_date: '2011' }),
    ]);
    for (const r of results) {
      expect([201, 400, 409]).toContain(r.statusCode);
      if (r.statusCode === 409) {
        expect(r.json().message).toBe('Ownership changed while you were saving. Reload and try again.');
      }
    }
    const open = (await history(canoe_id)).filter((o: { end_date: string | null }) => o.end_date === null);
    expect(open).toHaveLength(1);
  });
});

describe('PUT and DELETE /api/ownerships/:id', () => {
  it('updates a record and keeps fields the body leaves out', async () => {
    const { canoe_id } = await postCanoe(t, {});
    const created = (
      await post({ canoe_id, owner_id: kona, start_date: '1980', end_date: '1990', notes: 'Kept' })
    ).json();
    const res = await t.request('admin', {
      method: 'PUT',
      url: `/api/ownerships/${created.ownership_id}`,
      payload: { owner_id: keola, start_date: '1981', transfer_reason: 'Sale' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ownership_id: created.ownership_id,
      owner_id: keola,
      owner_name: 'Keola Family',
      start_date: '1981',
      end_date: '1990',
      notes: 'Kept',
      transfer_reason: 'Sale',
    });
  });

  it('answers 400/401/403/404/409 without changing the record', async () => {
    const { canoe_id } = await postCanoe(t, { owner_id: kona, ownership_start_date: '2000' });
    const past = (await post({ canoe_id, owner_id: keola, start_date: '1980', end_date: '1990' })).json();
    const url = `/api/ownerships/${past.ownership_id}`;
    const put = (payload: unknown, as: As = 'admin') =>
      t.request(as, { method: 'PUT', url, payload: payload as object });
    expect((await put({ owner_id: keola, start_date: '1980' }, 'anonymous')).statusCode).toBe(401);
    expect((await put({ owner_id: keola, start_date: '1980' }, 'user')).statusCode).toBe(403);
    const unknown = await put({ owner_id: 999, start_date: '1980' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.owner_id).toBe('No steward with id 999');
    const afterEnd = await put({ owner_id: keola, start_date: '1995' });
    expect(afterEnd.statusCode).toBe(400);
    expect(afterEnd.json().fields.end_date).toBe('End date cannot be before the start date');
    const reopened = await put({ owner_id: keola, start_date: '1980', end_date: null });
    expect(reopened.statusCode).toBe(409);
    expect(reopened.json().message).toMatch(/^This canoe already has an open ownership \(.+ since 2000\)/);
    const missing = await t.request('admin', {
      method: 'PUT',
      url: '/api/ownerships/99999',
      payload: { owner_id: keola, start_date: '1980' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Ownership not found');
    expect((await t.request('anonymous', { method: 'GET', url })).json()).toEqual(past);
  });

  it('deletes a record (204) for admins only', async () => {
    const { canoe_id } = await postCanoe(t, { owner_id: kona });
    const [record] = await history(canoe_id);
    const url = `/api/ownerships/${record.ownership_id}`;
    expect((await t.request('anonymous', { method: 'DELETE', url })).statusCode).toBe(401);
    expect((await t.request('user', { method: 'DELETE', url })).statusCode).toBe(403);
    const res = await t.request('admin', { method: 'DELETE', url });
    expect(res.statusCode).toBe(204);
    expect(await history(canoe_id)).toEqual([]);
    expect((await t.request('admin', { method: 'DELETE', url })).statusCode).toBe(404);
    expect((await t.request('admin', { method: 'DELETE', url: '/api/ownerships/abc' })).statusCode).toBe(404);
  });
});
