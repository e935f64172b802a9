import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildOwner, buildMaker } from '../../record-builders/index.ts';
import { buildPhotoWithEtag, canoeCounts, postCanoe } from '../../../../tests/setup/canoes.ts';

let t: TestApp;
let ownerA: number;
let ownerB: number;
let maker: number;

beforeAll(async () => {
  t = await createTestApp();
  ownerA = (await buildOwner(t.db, { name: 'Hui Waʻa o Kona', ownerType: 'club' })).id;
  ownerB = (await buildOwner(t.db, { name: 'Keola Family', ownerType: 'family' })).id;
  maker = (await buildMaker(t.db, { name: 'Kīhei Kahale', makerType: 'master' })).id;
});
afterAll(() => t.close());

const get = (url: string) => t.request('anonymous', { method: 'GET', url });

describe('PUT /api/canoes/:id', () => {
  const put = (id: number, payload: unknown, as: 'admin' | 'user' | 'anonymous' = 'admin') =>
    t.request(as, { method: 'PUT', url: `/api/canoes/${id}`, payload: payload as object });

  it('never rewrites an ended name: without a current name it adds one', async () => {
    const canoe = await buildCanoe(t.db, {
      names: [{ name: 'Older', start_date: '1990-01-01', end_date: '1995-01-01' }],
    });
    const res = await put(canoe.canoe_id, { name: 'Brand New', name_start_date: '2001' });
    expect(res.statusCode).toBe(200);
    expect(res.json().names).toEqual([
      expect.objectContaining({ name: 'Older', start_date: '1990-01-01', end_date: '1995-01-01' }),
      expect.objectContaining({ name: 'Brand New', start_date: '2001', end_date: null }),
    ]);
    expect(res.json().current_name).toBe('Brand New');
  });

  it('keeps the registry order in step with renames', async () => {
    const a = await postCanoe(t, { name: 'Aaa Order Test', hull_id: 'ORD-1' });
    const b = await postCanoe(t, { name: 'Bbb Order Test', hull_id: 'ORD-2' });
    const order = async () =>
      (await get('/api/canoes/search?hull_id=ORD-')).json().map((c: { canoe_id: number }) => c.canoe_id);
    expect(await order()).toEqual([a.canoe_id, b.canoe_id]);
    await put(a.canoe_id, { name: 'Zzz Order Test' });
    expect(await order()).toEqual([b.canoe_id, a.canoe_id]);
    await t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${b.canoe_id}/names`,
      payload: { name: 'Zzzū Order Test', start_date: '2020' },
    });
    // "Zzzū" folds to "zzzu", after "zzz order test".
    expect(await order()).toEqual([a.canoe_id, b.canoe_id]);
    const names = (await get(`/api/canoes/${b.canoe_id}`)).json().names;
    await t.request('admin', {
      method: 'DELETE',
      url: `/api/canoes/${b.canoe_id}/names/${names.find((n: { name: string }) => n.name.startsWith('Zzzū')).canoe_name_id}`,
    });
    // Its current name falls back to "Bbb Order Test" again.
    expect(await order()).toEqual([b.canoe_id, a.canoe_id]);
    const unnamed = await postCanoe(t, { hull_id: 'ORD-3' });
    expect(await order()).toEqual([b.canoe_id, a.canoe_id, unnamed.canoe_id]);
  });

  it('overwrites the fields and the current name without adding a name row', async () => {
    const canoe = await postCanoe(t, {
      name: 'First',
      name_start_date: '1950',
      hull_id: 'P-1',
      origin: 'Hilo',
    });
    const res = await put(canoe.canoe_id, {
      name: 'Second',
      name_start_date: '1955',
      hull_id: 'P-2',
      type_id: 3,
      origin: 'Hāna',
      length: 30,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Second',
      hull_id: 'P-2',
      type_name: 'Voyaging Canoe',
      origin: 'Hāna',
      length: 30,
      names: [{ name: 'Second', start_date: '1955', end_date: null }],
    });
    const stored = await t.db.kysely
      .selectFrom('canoes')
      .select('origin_folded')
      .where('canoe_id', '=', canoe.canoe_id)
      .executeTakeFirstOrThrow();
    expect(stored.origin_folded).toBe('hana');
  });

  it('creates a current name when there is none, and leaves names alone when the name is empty', async () => {
    const canoe = await postCanoe(t, {});
    expect((await put(canoe.canoe_id, { name: 'Kapu' })).json().names).toHaveLength(1);
    const res = await put(canoe.canoe_id, { name: '', hull_id: 'Z' });
    expect(res.json()).toMatchObject({ name: 'Kapu', hull_id: 'Z' });
    expect(res.json().names).toHaveLength(1);
  });

  it('sets the current owner: a new owner ends the open ownership, the same owner only moves its start', async () => {
    const canoe = await postCanoe(t, { owner_id: ownerA, ownership_start_date: '2000' });
    const same = await put(canoe.canoe_id, { owner_id: ownerA, ownership_start_date: '2001' });
    expect(same.json().ownership_history).toMatchObject([
      { owner_id: ownerA, start_date: '2001', end_date: null },
    ]);

    const moved = await put(canoe.canoe_id, { owner_id: ownerB, ownership_start_date: '2010' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().ownership_history).toMatchObject([
      { owner_id: ownerA, start_date: '2001', end_date: '2010' },
      { owner_id: ownerB, start_date: '2010', end_date: null },
    ]);
    expect(moved.json().current_owner).toMatchObject({ owner_id: ownerB, name: 'Keola Family' });

    const untouched = await put(canoe.canoe_id, { owner_id: null, hull_id: 'Q' });
    expect(untouched.json().ownership_history).toHaveLength(2);
    expect(untouched.json().current_owner_id).toBe(ownerB);
  });

  it('refuses a new owner dated before the open ownership began', async () => {
    const canoe = await postCanoe(t, { owner_id: ownerA, ownership_start_date: '2000' });
    const before = await canoeCounts(t);
    const res = await put(canoe.canoe_id, { owner_id: ownerB, ownership_start_date: '1999' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.ownership_start_date).toBe(
      'The new ownership cannot start before the current one (since 2000)',
    );
    expect(await canoeCounts(t)).toEqual(before);
  });

  it('answers 401/403/404/400 without changing anything', async () => {
    const canoe = await postCanoe(t, { name: 'Steady', hull_id: 'S-1' });
    const before = await canoeCounts(t);
    expect((await put(canoe.canoe_id, { hull_id: 'X' }, 'anonymous')).statusCode).toBe(401);
    expect((await put(canoe.canoe_id, { hull_id: 'X' }, 'user')).statusCode).toBe(403);
    expect((await put(99999, { hull_id: 'X' })).statusCode).toBe(404);
    const bad = await put(canoe.canoe_id, { hull_id: 'X', length: -1, owner_id: 12345 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.length).toBe('Must be at least 0');
    const unknownOwner = await put(canoe.canoe_id, { hull_id: 'X', owner_id: 12345 });
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json().fields.owner_id).toBe('No steward with id 12345');
    const malformed = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoe.canoe_id}`,
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(malformed.statusCode).toBe(400);
    expect(await canoeCounts(t)).toEqual(before);
    expect((await get(`/api/canoes/${canoe.canoe_id}`)).json().hull_id).toBe('S-1');
  });
});

describe('DELETE /api/canoes/:id', () => {
  it('removes the canoe with its own rows, keeping its photos’ images for the history, leaving other records alone', async () => {
    const keep = await postCanoe(t, { name: 'Keep', owner_id: ownerA });
    await buildPhotoWithEtag(t, keep.canoe_id, 'keep-photo');
    const gone = await postCanoe(t, { name: 'Gone', owner_id: ownerA, maker_id: maker });
    const { image_id } = await buildPhotoWithEtag(t, gone.canoe_id, 'gone-photo');
    await t.db.kysely
      .insertInto('canoe_makers')
      .values({ canoe_id: gone.canoe_id, maker_id: maker })
      .execute();
    const before = await canoeCounts(t);

    expect(
      (await t.request('anonymous', { method: 'DELETE', url: `/api/canoes/${gone.canoe_id}` })).statusCode,
    ).toBe(401);
    expect(
      (await t.request('user', { method: 'DELETE', url: `/api/canoes/${gone.canoe_id}` })).statusCode,
    ).toBe(403);
    expect(await canoeCounts(t)).toEqual(before);

    const res = await t.request('admin', { method: 'DELETE', url: `/api/canoes/${gone.canoe_id}` });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await canoeCounts(t)).toEqual({
      ...before,
      canoes: before.canoes - 1,
      canoe_names: before.canoe_names - 1,
      ownerships: before.ownerships - 1,
      canoe_makers: before.canoe_makers - 1,
      canoe_media: before.canoe_media - 1,
    });
    // The photo's image stays while the change that deleted the canoe exists, so a restore brings it back.
    const kept = await t.db.kysely
      .selectFrom('change_images as ci')
      .innerJoin('changes as c', 'c.change_id', 'ci.change_id')
      .select(['c.record_type', 'c.action'])
      .where('ci.image_id', '=', image_id)
      .where('c.record_id', '=', gone.canoe_id)
      .executeTakeFirst();
    expect(kept).toEqual({ record_type: 'canoe', action: 'delete' });
    expect(await countRows(t.db, 'owners')).toBeGreaterThanOrEqual(2);
    expect((await get(`/api/canoes/${gone.canoe_id}`)).statusCode).toBe(404);
    expect((await get(`/api/canoes/${keep.canoe_id}`)).json().media_count).toBe(1);
    expect(
      (await t.request('admin', { method: 'DELETE', url: `/api/canoes/${gone.canoe_id}` })).statusCode,
    ).toBe(404);
  });
});
