/**
 * The registry through real HTTP with a large archive (100,000 canoes; 1,000,000 with --million): starts the
 * server (src/server/app.ts) on SQLite and then on PostgreSQL, and drives each route with autocannon at 1 and 10
 * connections, alternating with a bare Fastify server that sends the same JSON, so a busy machine slows both alike.
 * Prints p50 / p95 / p99 latency and requests per second per route, and the route's share of the bare server's.
 *
 *   npm run bench:http -- [--million | --canoes N] [--seconds 5] [--rounds 1]
 *                         [--postgres postgres://…] [--no-postgres] [--no-sqlite] [--only first,detail]
 *
 * The seeded archives are kept between runs (SQLite file in BENCH_CACHE_DIR, default $TMPDIR/koa-bench-http; a
 * PostgreSQL schema `bench_http_<N>`), so a rerun starts at once; --reseed makes them again. PostgreSQL's address
 * is --postgres, else BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres; a database it names that
 * does not exist is made.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'kysely';
import { migrate, openDatabase, type Db } from '../src/server/db/database.ts';
import { foldText } from '../src/shared/text.ts';
import { fillCanoes, hawaiianName } from './seed-canoes.ts';

const { values: options } = parseArgs({
  options: {
    million: { type: 'boolean', default: false },
    canoes: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '1' },
    postgres: { type: 'string' },
    'no-postgres': { type: 'boolean', default: false },
    'no-sqlite': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const CANOES = Number(options.canoes ?? (options.million ? 1_000_000 : 100_000));
/** Bumped when the seeded data changes shape, so an old cached archive is not reused. */
const SEED_VERSION = 1;
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? path.join(os.tmpdir(), 'koa-bench-http');
const PG_URL =
  options.postgres ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_SCHEMA = `bench_http_${CANOES}_v${SEED_VERSION}`;
const REGISTRY_PORT = Number(process.env.BENCH_PORT ?? 3911);
const BARE_PORT = REGISTRY_PORT + 1;

/**
 * Each route by a fixed address (answered from the response cache after its first request, as a page many visitors
 * open is) and, where it says `vary`, by a different address each request (never answered from memory: what a
 * search nobody asked before costs).
 */
const ROUTES: [key: string, label: string, url: string, vary?: (i: number) => string][] = [
  ['first', 'registry, first page of 24', '/api/canoes?limit=24'],
  [
    'text',
    'search, a former name',
    `/api/canoes/search?q=${encodeURIComponent(`${hawaiianName(501)}ʻole 500`)}&limit=24`,
  ],
  [
    'text-varied',
    'search, a former name, another each request',
    '',
    (i) => `/api/canoes/search?q=${encodeURIComponent(`${hawaiianName(i + 1)}ʻole ${i}`)}&limit=24`,
  ],
  ['folded', 'search `hokulea` (folded)', '/api/canoes/search?q=hokulea&limit=24'],
  [
    'owner',
    'owner filter',
    `/api/canoes/search?owner=${encodeURIComponent(`hui waa ${foldText(hawaiianName(7))}`)}&limit=24`,
  ],
  ['type', 'type filter', '/api/canoes/search?type_id=2&limit=24'],
  ['hull', 'search a bow number', '/api/canoes/search?q=H-4242&limit=24'],
  ['detail', 'canoe detail', `/api/canoes/${Math.min(4242, Math.ceil(CANOES / 2))}`],
  ['detail-varied', 'canoe detail, another canoe each request', '', (i) => `/api/canoes/${1 + (i % CANOES)}`],
  ['stewards', 'stewards list', '/api/owners?limit=24'],
];

function log(message: string) {
  console.error(message);
}

/** Seed a fresh database with the archive (migrated as today's code has it). */
async function seed(db: Db) {
  await migrate(db);
  const t0 = performance.now();
  await fillCanoes(db, CANOES);
  await sql`analyze`.execute(db.kysely);
  log(`${db.dialect}: seeded ${CANOES} canoes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function sqliteArchive(): Promise<string> {
  const file = path.join(CACHE_DIR, `canoes-${CANOES}-v${SEED_VERSION}.sqlite`);
  if (fs.existsSync(file) && !options.reseed) return file;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const partial = `${file}.partial`;
  for (const f of [file, partial].flatMap((f) => [f, `${f}-wal`, `${f}-shm`])) fs.rmSync(f, { force: true });
  const db = openDatabase({ databaseUrl: null, sqliteFile: partial });
  await seed(db);
  await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
  await db.close();
  fs.renameSync(partial, file);
  return file;
}

async function pgQuery(text: string) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Makes the database named in the address when the server has none of that name. */
async function ensureDatabase(): Promise<void> {
  try {
    await pgQuery('select 1');
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error;
    const url = new URL(PG_URL);
    const name = decodeURIComponent(url.pathname.slice(1));
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.href });
    await client.connect();
    try {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
    } finally {
      await client.end();
    }
  }
}

async function postgresArchive(): Promise<void> {
  await ensureDatabase();
  const marker = await pgQuery(`select to_regclass('${PG_SCHEMA}.bench_seeded') as t`);
  if (marker.rows[0].t && !options.reseed) return;
  await pgQuery(`drop schema if exists ${PG_SCHEMA} cascade; create schema ${PG_SCHEMA}`);
  const db = openDatabase({ databaseUrl: PG_URL, pgSchema: PG_SCHEMA });
  await seed(db);
  await db.close();
  await pgQuery(`create table ${PG_SCHEMA}.bench_seeded (at text)`);
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'http-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', ALLOWED_HOSTS: '127.0.0.1', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

interface Measure {
  rps: number;
  latencies: number[];
}

/** Where each varied route's next address starts, so no address is asked twice in a run. */
let nextVaried = 1000;

async function drive(url: string, connections: number, vary?: (i: number) => string): Promise<Measure> {
  const latencies: number[] = [];
  const requests: autocannon.Request[] | undefined = vary
    ? [{ setupRequest: (request) => ({ ...request, path: vary(nextVaried++) }) }]
    : undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections, duration: Number(options.seconds), ...(requests ? { requests } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.total / Number(options.seconds), latencies };
}

/** The p-th percentile of sorted latencies, in ms with one decimal. */
function percentile(sorted: number[], p: number) {
  const value = sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
  return value.toFixed(1);
}

interface Row {
  db: string;
  label: string;
  connections: number;
  route: Measure;
  bare: Measure;
  bytes: number;
}

async function measureDatabase(db: string, env: Record<string, string>, rows: Row[]) {
  const server = await startServer({ ...env, PORT: String(REGISTRY_PORT) });
  const bareServer = await startServer({ BENCH_BARE: '1', PORT: String(BARE_PORT) });
  try {
    const only = options.only?.split(',');
    for (const [key, label, fixedUrl, vary] of ROUTES) {
      if (only && !only.includes(key)) continue;
      const url = vary ? vary(1) : fixedUrl;
      const response = await fetch(`http://127.0.0.1:${REGISTRY_PORT}${url}`);
      const body = await response.text();
      if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
      await fetch(`http://127.0.0.1:${BARE_PORT}/payload`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body,
      });
      for (const connections of [1, 10]) {
        const route: Measure = { rps: 0, latencies: [] };
        const bare: Measure = { rps: 0, latencies: [] };
        const rounds = Number(options.rounds);
        for (let round = 0; round < rounds; round++) {
          const pair: [Measure, string, typeof vary][] = [
            [route, `http://127.0.0.1:${REGISTRY_PORT}${url}`, vary],
            [bare, `http://127.0.0.1:${BARE_PORT}/payload`, undefined],
          ];
          for (const [into, target, varying] of round % 2 ? pair.reverse() : pair) {
            const m = await drive(target, connections, varying);
            into.rps += m.rps / rounds;
            for (const latency of m.latencies) into.latencies.push(latency);
          }
        }
        route.latencies.sort((a, b) => a - b);
        const row = { db, label, connections, route, bare, bytes: Buffer.byteLength(body) };
        rows.push(row);
        log(
          `${db} ${label} ×${connections}: ${Math.round(route.rps)} req/s, p95 ${percentile(route.latencies, 95)} ms` +
            ` (bare ${Math.round(bare.rps)} req/s)`,
        );
      }
    }
  } finally {
    await stopServer(server);
    await stopServer(bareServer);
  }
}

async function main() {
  const rows: Row[] = [];
  if (!options['no-sqlite']) {
    const file = await sqliteArchive();
    await measureDatabase('SQLite', { BENCH_SQLITE_FILE: file }, rows);
  }
  if (!options['no-postgres']) {
    await postgresArchive();
    await measureDatabase('PostgreSQL', { BENCH_DATABASE_URL: PG_URL, BENCH_PG_SCHEMA: PG_SCHEMA }, rows);
  }
  console.log(
    `\n${CANOES.toLocaleString('en-US')} canoes, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ` +
      `${options.seconds} s × ${options.rounds} round(s) per figure\n`,
  );
  console.log(
    '| database | route | conns | p50 ms | p95 ms | p99 ms | req/s | bare req/s | share of bare | bytes |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) {
    const l = r.route.latencies;
    const share = `${Math.round((100 * r.route.rps) / r.bare.rps)} %`;
    console.log(
      `| ${r.db} | ${r.label} | ${r.connections} | ${percentile(l, 50)} | ${percentile(l, 95)} | ${percentile(l, 99)} | ` +
        `${Math.round(r.route.rps)} | ${Math.round(r.bare.rps)} | ${share} | ${r.bytes} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
