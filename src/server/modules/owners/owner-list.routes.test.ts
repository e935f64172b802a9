import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { buildCanoe, buildOwner, buildOwnership } from '../../record-builders/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.request('anonymous', { method: 'GET', url });
type Item = { owner_id: number; name: string; canoe_count: number; fleet: unknown[] };
const names = async (url: string) => ((await get(url)).json() as Item[]).map((o) => o.name);

describe('steward fleet badges', () => {
  let keeper: number;
  let idle: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    keeper = (await buildOwner(t.db, { name: 'Fleet Badge Club', ownerType: 'club' })).owner_id;
    idle = (await buildOwner(t.db, { name: 'Fleet Badge Idle' })).owner_id;
    const current = async (key: string, names: { name: string; end_date?: string }[]) => {
      ids[key] = (
        await buildCanoe(t.db, { names, ownerships: [{ ownerId: keeper, start_date: '1990-01-01' }] })
      ).canoe_id;
    };
    await current('pueo', [{ name: 'Pueo' }]);
    await current('namaka', [{ name: 'Nāmaka' }]);
    // Sorted by its current name (Kaʻala), not the former one that would come first.
    await current('kaala', [{ name: 'Aaa Former', end_date: '1980-01-01' }, { name: 'Kaʻala' }]);
    await current('alae', [{ name: 'ʻAlae' }]);
    await current('unnamed', []);
    // A canoe the club no longer holds is not in its fleet.
    const gone = await buildCanoe(t.db, { names: [{ name: 'Aaa Gone' }] });
    await buildOwnership(t.db, {
      canoeId: gone.canoe_id,
      ownerId: keeper,
      start_date: '1970-01-01',
      end_date: '1975-01-01',
    });
    await buildOwnership(t.db, {
      canoeId: gone.canoe_id,
      ownerId: idle,
      start_date: '1975-01-01',
      end_date: '1976-01-01',
    });
  });

  it('lists the first three current canoes by folded current name, with the whole count beside them', async () => {
    const list = (await get('/api/owners?q=fleet%20badge')).json() as Item[];
    const club = list.find((o) => o.owner_id === keeper)!;
    expect(club.canoe_count).toBe(5);
    expect(club.fleet).toEqual([
      { canoe_id: ids.alae, name: 'ʻAlae' },
      { canoe_id: ids.kaala, name: 'Kaʻala' },
      { canoe_id: ids.namaka, name: 'Nāmaka' },
    ]);
    expect(list.find((o) => o.owner_id === idle)).toMatchObject({ canoe_count: 0, fleet: [] });
  });

  it('puts unnamed canoes last and carries the same fleet on the detail', async () => {
    const small = (await buildOwner(t.db, { name: 'Fleet Badge Pair' })).owner_id;
    const unnamed = await buildCanoe(t.db, {
      names: [],
      ownerships: [{ ownerId: small, start_date: '2000-01-01' }],
    });
    const named = await buildCanoe(t.db, {
      names: [{ name: 'Wai' }],
      ownerships: [{ ownerId: small, start_date: '2000-01-01' }],
    });
    const detail = (await get(`/api/owners/${small}`)).json();
    expect(detail.fleet).toEqual([
      { canoe_id: named.canoe_id, name: 'Wai' },
      { canoe_id: unnamed.canoe_id, name: null },
    ]);
    expect((await get(`/api/owners/${keeper}`)).json().fleet).toHaveLength(3);
  });

  it('reads a page of stewards and their fleets in a fixed number of queries (no N+1)', async () => {
    for (let i = 0; i < 8; i++) {
      const owner = await buildOwner(t.db, { name: `Fleet Badge Many ${i}` });
      await buildCanoe(t.db, {
        names: [{ name: `Many ${i}` }],
        ownerships: [{ ownerId: owner.owner_id, start_date: '2000-01-01' }],
      });
    }
    const original = t.db.kysely;
    let queries = 0;
    // Results, not query nodes: a subquery is transformed on its own but runs inside its outer query.
    t.db.kysely = original.withPlugin({
      transformQuery: (args) => args.node,
      transformResult: (args) => {
        queries++;
        return Promise.resolve(args.result);
      },
    });
    try {
      const res = await get('/api/owners?limit=50');
      expect(res.statusCode).toBe(200);
      const list = res.json() as Item[];
      expect(list.filter((o) => o.fleet.length > 0).length).toBeGreaterThan(8);
      expect(queries).toBeGreaterThan(0);
      expect(queries).toBeLessThanOrEqual(3);
    } finally {
      t.db.kysely = original;
    }
  });
});

describe('steward list order', () => {
  beforeAll(async () => {
    const sorter = async (
      name: string,
      ownerType: 'club' | 'museum' | 'family',
      founded: number | null,
      canoes: number,
    ) => {
      const { owner_id } = await buildOwner(t.db, { name, ownerType, founded });
      for (let i = 0; i < canoes; i++)
        await buildCanoe(t.db, { ownerships: [{ ownerId: owner_id, start_date: '2000-01-01' }] });
    };
    await sorter('Sorter Bravo', 'museum', 1964, 1);
    await sorter('Sorter Alpha', 'family', null, 2);
    await sorter('Sorter Delta', 'club', 1990, 0);
    await sorter('Sorter Charlie', 'club', 1972, 2);
  });

  it('sorts by name by default and turns it around with order=desc', async () => {
    const asc = ['Sorter Alpha', 'Sorter Bravo', 'Sorter Charlie', 'Sorter Delta'];
    expect(await names('/api/owners?q=sorter')).toEqual(asc);
    expect(await names('/api/owners?q=sorter&sort=name')).toEqual(asc);
    expect(await names('/api/owners?q=sorter&sort=name&order=desc')).toEqual([...asc].reverse());
  });

  it('sorts by current canoe count, ties by name', async () => {
    expect(await names('/api/owners?q=sorter&sort=canoes')).toEqual([
      'Sorter Delta',
      'Sorter Bravo',
      'Sorter Alpha',
      'Sorter Charlie',
    ]);
    expect(await names('/api/owners?q=sorter&sort=canoes&order=desc')).toEqual([
      'Sorter Alpha',
      'Sorter Charlie',
      'Sorter Bravo',
      'Sorter Delta',
    ]);
  });

  it('sorts by type, ties by name', async () => {
    expect(await names('/api/owners?q=sorter&sort=type')).toEqual([
      'Sorter Charlie',
      'Sorter Delta',
      'Sorter Alpha',
      'Sorter Bravo',
    ]);
    expect(await names('/api/owners?q=sorter&sort=type&order=desc')).toEqual([
      'Sorter Bravo',
      'Sorter Alpha',
      'Sorter Charlie',
      'Sorter Delta',
    ]);
  });

  it('sorts by founding year with unknown years last in either direction', async () => {
    expect(await names('/api/owners?q=sorter&sort=founded')).toEqual([
      'Sorter Bravo',
      'Sorter Charlie',
      'Sorter Delta',
      'Sorter Alpha',
    ]);
    expect(await names('/api/owners?q=sorter&sort=founded&order=desc')).toEqual([
      'Sorter Delta',
      'Sorter Charlie',
      'Sorter Bravo',
      'Sorter Alpha',
    ]);
  });

  it('pages through a sorted list and keeps filters with a sort', async () => {
    const res = await get('/api/owners?q=sorter&sort=canoes&order=desc&limit=2&offset=1');
    expect(res.json().map((o: Item) => o.name)).toEqual(['Sorter Charlie', 'Sorter Bravo']);
    expect(res.headers['x-total-count']).toBe('4');
    expect(await names('/api/owners?q=sorter&owner_type=club&sort=founded&order=desc')).toEqual([
      'Sorter Delta',
      'Sorter Charlie',
    ]);
    expect(await names('/api/owners?q=sorter&canoe_count=2&sort=name&order=desc')).toEqual([
      'Sorter Charlie',
      'Sorter Alpha',
    ]);
  });

  it('answers an unknown sort or order with 400', async () => {
    for (const query of ['sort=age', 'order=up', 'sort=name&order=DESC']) {
      const res = await get(`/api/owners?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});
