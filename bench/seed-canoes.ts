/**
 * The large registry the benchmarks share: N canoes, each with a current and a former Hawaiian name and an open
 * ownership among 2,000 stewards, written in bulk inserts.
 */
import type { Db } from '../src/server/db/database.ts';
import { foldText } from '../src/shared/text.ts';

export const OWNERS = 2_000;

const SYLLABLES = [
  'ka',
  'lā',
  'hō',
  'kū',
  'le',
  'ʻa',
  'mo',
  'na',
  'ke',
  'ʻā',
  'lo',
  'ha',
  'ni',
  'wa',
  'ʻi',
  'pu',
];
export function hawaiianName(i: number): string {
  let n = i * 7919 + 13;
  let s = '';
  for (let k = 0; k < 4; k++) {
    s += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length) + k * 31;
  }
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** N canoes, each with a current and a former name and an open ownership among 2,000 stewards (bulk inserts). */
export async function fillCanoes(db: Db, count: number) {
  const now = new Date().toISOString();
  const chunk = 500;
  for (let start = 1; start <= OWNERS; start += chunk) {
    const rows = [];
    for (let i = start; i < Math.min(start + chunk, OWNERS + 1); i++) {
      const name = `Hui Waʻa ${hawaiianName(i)} ${i}`;
      rows.push({
        name,
        name_folded: foldText(name),
        description_folded: '',
        owner_type: 'club',
        created_at: now,
        updated_at: now,
      });
    }
    await db.kysely.insertInto('owners').values(rows).execute();
  }
  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(start + chunk, count + 1);
    const canoes = [];
    const names = [];
    const ownerships = [];
    for (let i = start; i < end; i++) {
      const origin = ['Kona', 'Hilo', 'Lahaina', 'Hāna', 'Kailua'][i % 5];
      canoes.push({
        hull_id: `H-${i}`,
        type_id: (i % 3) + 1,
        build_date: `${1850 + (i % 170)}-01-01`,
        length: 20 + (i % 400) / 10,
        origin,
        origin_folded: foldText(origin),
        created_at: now,
        updated_at: now,
      });
      const current = `${hawaiianName(i)} ${i}`;
      Object.assign(canoes[canoes.length - 1], { name_sort_group: 0, name_sort: foldText(current) });
      const former = `${hawaiianName(i + 1)}ʻole ${i}`;
      names.push(
        {
          canoe_id: i,
          name: former,
          name_folded: foldText(former),
          start_date: '1950-01-01',
          end_date: '1980-01-01',
        },
        {
          canoe_id: i,
          name: current,
          name_folded: foldText(current),
          start_date: '1980-01-01',
          end_date: null,
        },
      );
      ownerships.push({ canoe_id: i, owner_id: (i % OWNERS) + 1, start_date: '1990-01-01', end_date: null });
    }
    await db.kysely.insertInto('canoes').values(canoes).execute();
    await db.kysely.insertInto('canoe_names').values(names).execute();
    await db.kysely.insertInto('ownerships').values(ownerships).execute();
  }
}
