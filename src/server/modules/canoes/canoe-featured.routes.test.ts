import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildPhoto, buildProtocol, keepFor } from '../../record-builders/index.ts';
import { FEATURED_LIMIT_MESSAGE } from '../../../shared/api/canoes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Item = { canoe_id: number; media_count: number; thumbnail_url: string | null };

async function featured(query = '', as: 'anonymous' | 'admin' = 'anonymous') {
  const res = await t.request(as, { method: 'GET', url: `/api/canoes/featured${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { res, items: res.json() as Item[] };
}

const ids = (items: Item[]) => items.map((item) => item.canoe_id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('GET /api/canoes/featured', () => {
  it('answers [] when the registry is empty, uncached', async () => {
    const { res, items } = await featured();
    expect(items).toEqual([]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  describe('with canoes', () => {
    const photoCanoes: number[] = [];
    const plainCanoes: number[] = [];

    beforeAll(async () => {
      for (let i = 0; i < 6; i++) plainCanoes.push((await buildCanoe(t.db, { name: `Plain ${i}` })).canoe_id);
      for (const name of ['Hōkūleʻa', 'Kaʻala']) {
        const canoe = await buildCanoe(t.db, { name });
        await buildPhoto(t.db, { canoeId: canoe.canoe_id });
        photoCanoes.push(canoe.canoe_id);
      }
      // A second photo must not make its canoe appear twice.
      await buildPhoto(t.db, { canoeId: photoCanoes[0] });
    });

    it('gives 3 canoes by default, in the same shape as the registry list', async () => {
      const { items } = await featured();
      expect(items).toHaveLength(3);
      const list = await t.request('anonymous', { method: 'GET', url: '/api/canoes' });
      const byId = new Map((list.json() as Item[]).map((item) => [item.canoe_id, item]));
      for (const item of items) expect(item).toEqual(byId.get(item.canoe_id));
    });

    it('prefers canoes with photos: they come first, and fill every slot they can', async () => {
      for (let round = 0; round < 10; round++) {
        const two = await featured('?limit=2');
        expect(sorted(ids(two.items))).toEqual(sorted(photoCanoes));
        expect(two.items.every((item) => item.media_count > 0 && item.thumbnail_url)).toBe(true);

        const three = await featured('?limit=3');
        expect(sorted(ids(three.items).slice(0, 2))).toEqual(sorted(photoCanoes));
        expect(plainCanoes).toContain(three.items[2].canoe_id);
        expect(three.items[2]).toMatchObject({ media_count: 0, thumbnail_url: null });
      }
    });

    it('fills up with canoes without photos, never the same canoe twice', async () => {
      const { items } = await featured('?limit=12');
      expect(items).toHaveLength(8);
      expect(sorted(ids(items))).toEqual(sorted([...photoCanoes, ...plainCanoes]));
      expect(sorted(ids(items).slice(0, 2))).toEqual(sorted(photoCanoes));
      for (let round = 0; round < 10; round++) {
        const some = ids((await featured('?limit=5')).items);
        expect(new Set(some).size).toBe(5);
      }
    });

    it('picks at random', async () => {
      const firstPhoto = new Set<number>();
      const filler = new Set<number>();
      for (let round = 0; round < 30; round++) {
        firstPhoto.add(ids((await featured('?limit=1')).items)[0]);
        filler.add(ids((await featured('?limit=3')).items)[2]);
      }
      expect(firstPhoto.size).toBe(2);
      expect(filler.size).toBeGreaterThan(1);
    });

    it('skips ids freed by deleted canoes', async () => {
      const gone = await buildCanoe(t.db, { name: 'Gone' });
      await t.request('admin', { method: 'DELETE', url: `/api/canoes/${gone.canoe_id}` });
      const { items } = await featured('?limit=12');
      expect(ids(items)).not.toContain(gone.canoe_id);
      expect(items).toHaveLength(8);
    });

    it.each(['1', '12'])('accepts limit=%s', async (limit) => {
      const { items } = await featured(`?limit=${limit}`);
      expect(items).toHaveLength(Math.min(Number(limit), 8));
    });

    it('never gives a visitor a canoe whose only photos are kept in a photo’s place: it comes as one without photos', async () => {
      const protocol = await buildProtocol(t.db, { name: 'Featured ʻohana' });
      const kept = await buildCanoe(t.db, { name: 'Kept Koa' });
      const photo = await buildPhoto(t.db, { canoeId: kept.canoe_id });
      await keepFor(t.db, 'photo', photo.media_id, [protocol.id]);
      for (let round = 0; round < 10; round++) {
        // The visitor's photo slots hold only canoes with a photo they may see.
        const two = await featured('?limit=2');
        expect(sorted(ids(two.items))).toEqual(sorted(photoCanoes));
        // The kept photo's canoe is among those without photos, and shown so: no count, no thumbnail.
        const all = await featured('?limit=12');
        const shown = all.items.find((item) => item.canoe_id === kept.canoe_id);
        expect(shown).toMatchObject({ media_count: 0, thumbnail_url: null });
        expect(sorted(ids(all.items).slice(0, 2))).toEqual(sorted(photoCanoes));
        // An administrator, who sees the photo, finds it among the canoes with photos.
        const admin = await featured('?limit=3', 'admin');
        expect(sorted(ids(admin.items))).toEqual(sorted([...photoCanoes, kept.canoe_id]));
        expect(admin.items.every((item) => item.media_count > 0 && item.thumbnail_url)).toBe(true);
      }
      await t.request('admin', { method: 'DELETE', url: `/api/canoes/${kept.canoe_id}` });
    });

    it.each(['0', '13', '-1', '1.5', 'abc', ''])('refuses limit=%j with 400', async (limit) => {
      const res = await t.request('anonymous', { method: 'GET', url: `/api/canoes/featured?limit=${limit}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Bad Request', message: FEATURED_LIMIT_MESSAGE });
    });
  });
});
