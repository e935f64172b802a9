/**
 * Search and list speed with a large registry: N canoes (default 100,000), each with a current and a former
 * name and an open ownership among 2,000 stewards. Prints the median and 95th percentile of each call.
 *   npx tsx bench/search.bench.ts [--canoes 100000] [--postgres postgres://…] [--keep file.sqlite]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrate, openDatabase, type Db } from '../src/server/db/database.ts';
import { foldText } from '../src/shared/text.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const CANOES = Number(arg('canoes') ?? 100_000);
const OWNERS = 2_000;
const PG_URL = arg('postgres');

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
function hawaiianName(i: number): string {
  let n = i * 7919 + 13;
  let s = '';
  for (let k = 0; k < 4; k++) {
    s += SYLLABLES[n % SYLLABLES.length];
    n = Math.floor(n / SYLLABLES.length) + k * 31;
  }
  return s.charAt(0).toUpperCase() + s.slice(1);
}

async function fill(db: Db) {
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
  for (let start = 1; start <= CANOES; start += chunk) {
    const end = Math.min(start + chunk, CANOES + 1);
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

async function main() {
  let db: Db;
  let cleanup: () => Promise<void>;
  if (PG_URL) {
    const schema = `bench_${Date.now()}`;
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`create schema ${schema}`);
    await c.end();
    db = openDatabase({ databaseUrl: PG_URL, pgSchema: schema });
    cleanup = async () => {
      await db.close();
      const d = new pg.Client({ connectionString: PG_URL });
      await d.connect();
      await d.query(`drop schema ${schema} cascade`);
      await d.end();
    };
  } else {
    const keep = arg('keep');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-bench-'));
    db = openDatabase({ databaseUrl: null, sqliteFile: keep ?? path.join(dir, 'bench.sqlite') });
    cleanup = async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  await migrate(db);
  const t0 = performance.now();
  await fill(db);
  if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
  console.log(`${db.dialect}: filled ${CANOES} canoes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config: loadConfig({ DEMO_DATA: 'off' }), db }, { logger: false });
  const calls: [string, string][] = [
    ['list, first page of 24', '/api/canoes?limit=24'],
    ['list, page 2000 of 24', '/api/canoes?limit=24&offset=48000'],
    ['search q=hokulea (folded name)', '/api/canoes/search?q=hokulea&limit=24'],
    [
      'search q=former name',
      `/api/canoes/search?q=${encodeURIComponent(hawaiianName(501) + 'ʻole 500')}&limit=24`,
    ],
    [
      'search q=owner name',
      '/api/canoes/search?q=hui%20waa%20' + encodeURIComponent(foldText(hawaiianName(7))) + '&limit=24',
    ],
    ['search q=canoe id', '/api/canoes/search?q=4242&limit=24'],
    [
      'search type + length + years',
      '/api/canoes/search?type_id=3&length_min=30&length_max=40&year_min=1900&year_max=1950&limit=24',
    ],
    ['search origin', '/api/canoes/search?origin=hana&limit=24'],
    ['canoe detail', '/api/canoes/4242'],
  ];
  console.log('| call | median ms | p95 ms | total |');
  console.log('|---|---|---|---|');
  for (const [label, url] of calls) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < 15; i++) {
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url });
      times.push(performance.now() - s);
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      total = res.headers['x-total-count']?.toString() ?? '1';
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)];
    const p95 = times[Math.floor(times.length * 0.95)];
    console.log(`| ${label} | ${median.toFixed(1)} | ${p95.toFixed(1)} | ${total} |`);
  }
  await app.close();
  await cleanup();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
