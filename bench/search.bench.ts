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
import { fillCanoes, namesOf, stewardName } from './seed-canoes.ts';

const args = process.argv.slice(2);
const arg = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const CANOES = Number(arg('canoes') ?? 100_000);
const PG_URL = arg('postgres');

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
  await fillCanoes(db, CANOES);
  if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
  console.log(`${db.dialect}: filled ${CANOES} canoes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const app = await buildApp({ config: loadConfig({ DEMO_DATA: 'off' }), db }, { logger: false });
  const calls: [string, string][] = [
    ['list, first page of 24', '/api/canoes?limit=24'],
    ['list, page 2000 of 24', '/api/canoes?limit=24&offset=48000'],
    ['search q=hokulea (folded name)', '/api/canoes/search?q=hokulea&limit=24'],
    ['search q=a canoe’s first name', `/api/canoes/search?q=${encodeURIComponent(namesOf(501)[0])}&limit=24`],
    [
      'search q=owner name',
      `/api/canoes/search?q=${encodeURIComponent(foldText(stewardName(7).name))}&limit=24`,
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
