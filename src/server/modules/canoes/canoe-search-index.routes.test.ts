/**
 * The registry's indexed search and totals (decision 010): bow numbers from the main search box, capped totals for
 * searches, the kept count of the whole registry through creates, deletes and restores, and one order on both
 * databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { postCanoe } from '../../../../tests/setup/canoes.ts';
import { foldText } from '../../../shared/text.ts';
import { SEARCH_COUNT_CAP } from './canoe.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function list(url: string) {
  const res = await t.request('anonymous', { method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json() as { canoe_id: number; current_name: string | null }[];
  return {
    rows,
    ids: rows.map((r) => r.canoe_id),
    total: Number(res.headers['x-total-count']),
    capped: res.headers['x-total-count-capped'],
  };
}

async function canoeCount() {
  const row = await t.db.kysely
    .selectFrom('canoes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('the registry search box', () => {
  it('finds a canoe by its bow number, any part of it, in any case', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Nāmāhoe', hull_id: 'KHC-2231' });
    for (const q of ['KHC-2231', 'khc-2231', 'c-22', '2231', 'hc']) {
      expect((await list(`/api/canoes/search?q=${q}`)).ids, q).toContain(canoe_id);
    }
    expect((await list('/api/canoes/search?q=khc-2232')).ids).not.toContain(canoe_id);
  });

  it('finds names typed without ʻokina or kahakō, whole or in part', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Kaʻiulani Mākaʻala' });
    for (const q of ['kaiulani', 'makaala', 'iulani maka', 'KAʻIULANI', 'ʻala']) {
      expect((await list(`/api/canoes/search?q=${encodeURIComponent(q)}`)).ids, q).toEqual([canoe_id]);
    }
  });

  it('no longer finds a deleted canoe by its name or bow number', async () => {
    const { canoe_id } = await postCanoe(t, { name: 'Pōhaku Lele', hull_id: 'PL-77' });
    const res = await t.request('admin', { method: 'DELETE', url: `/api/canoes/${canoe_id}` });
    expect(res.statusCode).toBe(204);
    expect((await list('/api/canoes/search?q=pohaku')).ids).toEqual([]);
    expect((await list('/api/canoes/search?q=pl-77')).ids).toEqual([]);
  });
});

describe('totals', () => {
  it('keeps the count of the whole registry through creates, deletes, and a restored delete', async () => {
    const before = await list('/api/canoes?limit=1');
    expect(before.total).toBe(await canoeCount());
    expect(before.capped).toBeUndefined();

    const { canoe_id } = await postCanoe(t, { name: 'Hōkūalakaʻi', hull_id: 'HK-1' });
    expect((await list('/api/canoes?limit=1')).total).toBe(before.total + 1);

    const deleted = await t.request('admin', { method: 'DELETE', url: `/api/canoes/${canoe_id}` });
    expect(deleted.statusCode).toBe(204);
    expect((await list('/api/canoes?limit=1')).total).toBe(before.total);

    const activity = await t.request('admin', { method: 'GET', url: '/api/activity?limit=1' });
    const change = activity.json().changes[0] as { change_id: number; action: string };
    expect(change.action).toBe('delete');
    const restored = await t.request('admin', {
      method: 'POST',
      url: `/api/changes/${change.change_id}/revert`,
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(201);
    const after = await list('/api/canoes?limit=1');
    expect(after.total).toBe(before.total + 1);
    expect(after.total).toBe(await canoeCount());
    // The restored canoe is found again by its name and bow number.
    expect((await list('/api/canoes/search?q=hokualakai')).ids).toEqual([canoe_id]);
    expect((await list('/api/canoes/search?q=hk-1')).ids).toEqual([canoe_id]);
  });

  it(`counts a search up to ${SEARCH_COUNT_CAP} and then says the total is a floor`, async () => {
    const now = new Date().toISOString();
    const many = SEARCH_COUNT_CAP + 2;
    await t.db.kysely.transaction().execute(async (trx) => {
      for (let start = 0; start < many; start += 200) {
        const canoes = await trx
          .insertInto('canoes')
          .values(
            Array.from({ length: Math.min(200, many - start) }, (_, k) => ({
              origin_folded: '',
              name_sort_group: 0,
              name_sort: `wilikoa ${String(start + k).padStart(4, '0')}`,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning(['canoe_id', 'name_sort'])
          .execute();
        await trx
          .insertInto('canoe_names')
          .values(
            canoes.map((c) => ({
              canoe_id: c.canoe_id,
              name: `Wilikoa ${c.name_sort.slice(-4)}`,
              name_folded: c.name_sort,
              start_date: null,
              end_date: null,
            })),
          )
          .execute();
      }
    });
    const capped = await list('/api/canoes/search?q=wilikoa&limit=24');
    expect(capped.rows).toHaveLength(24);
    expect(capped.total).toBe(SEARCH_COUNT_CAP);
    expect(capped.capped).toBe('true');
    // Deep pages count past the cap, so the page after is always known; the last page has the exact total.
    const last = await list(`/api/canoes/search?q=wilikoa&limit=24&offset=${many - 2}`);
    expect(last.ids).toHaveLength(2);
    expect(last.total).toBe(many);
    expect(last.capped).toBeUndefined();
    // Under the cap a search's total is exact, and the whole registry's is the kept count.
    const few = await list('/api/canoes/search?q=wilikoa%20000');
    expect([few.total, few.capped]).toEqual([10, undefined]);
    const all = await list('/api/canoes?limit=24');
    expect([all.total, all.capped]).toEqual([await canoeCount(), undefined]);
  });
});

describe('order', () => {
  it('lists names that differ only in case, kahakō, ʻokina or spacing in one byte-wise order on both databases', async () => {
    const names = [
      'Kalae',
      'KALAE',
      'Kālae',
      'Kaʻlae',
      'Ka Lae',
      'Kaa',
      'Kā-Lae',
      'kalaé',
      'Ka lae 2',
      'Kala',
    ];
    const created: { id: number; name: string }[] = [];
    // Names the same once folded, on purpose: the keeper confirms each (a create would otherwise be refused).
    for (const name of names) {
      created.push({ id: (await postCanoe(t, { name, confirm_duplicate: true })).canoe_id, name });
    }
    const { rows } = await list('/api/canoes/search?q=ka&type_id=&limit=100');
    const shown = rows.filter((r) => created.some((c) => c.id === r.canoe_id)).map((r) => r.canoe_id);
    const expected = [...created]
      .sort(
        (a, b) => Buffer.compare(Buffer.from(foldText(a.name)), Buffer.from(foldText(b.name))) || a.id - b.id,
      )
      .map((c) => c.id);
    expect(shown).toEqual(expected);
    // Same-key names keep the order they were added in (by id): case, kahakō and ʻokina do not reorder them.
    const kalae = created.filter((c) => foldText(c.name) === 'kalae').map((c) => c.id);
    expect(kalae).toHaveLength(5);
    expect(shown.filter((id) => kalae.includes(id))).toEqual(kalae);
  });
});
