/**
 * The registry through real HTTP with a large archive filled as keepers fill it (bench/seed-canoes.ts; 100,000
 * canoes, 1,000,000 with --million): starts the server (src/server/app.ts) on SQLite and then on PostgreSQL, and
 * drives each kind of request with autocannon at 1 and 10 connections, alternating with a bare Fastify server that
 * sends the same JSON, so a busy machine slows both alike. Prints p50 / p95 / p99 latency and requests per second
 * per kind, the kind's share of the bare server's, and each server's peak resident memory: the cached kinds are
 * asked again of a server without the cache, so the difference is what the cache itself holds.
 *
 * Two kinds of request:
 * - pages many visitors open, at a fixed address, on a server with its response cache (answered from memory after
 *   the first request), followed by searches nobody asked before, which fill the cache as new visitors would;
 * - what people type and pick, drawn at random for every request from every kind of search (texts of one
 *   character up, every filter, several together, later pages, another canoe's record), on a server whose
 *   response cache is off (RESPONSE_CACHE_MB=0), so each is what a first visit, a new search or the first read
 *   after a change costs.
 *
 *   npm run bench:http -- [--million | --canoes N] [--seconds 5] [--rounds 1] [--connections 1,10]
 *                         [--postgres postgres://…] [--no-postgres] [--no-sqlite] [--only text-1,owner]
 *
 * The seeded archives are kept between runs (SQLite file in BENCH_CACHE_DIR, default $TMPDIR/koa-bench-http; a
 * PostgreSQL schema `bench_http_<N>_v<SEED_VERSION>`), so a rerun starts at once; --reseed makes them again (after
 * a migration). PostgreSQL's address is --postgres, else BENCH_DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres; a database it names that does not exist is made.
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
import {
  fillCanoes,
  HAWAIIAN_WORDS,
  hullOf,
  namesOf,
  OWNERS,
  PLACES,
  random,
  SEED_VERSION,
  stewardName,
} from './seed-canoes.ts';

const { values: options } = parseArgs({
  options: {
    million: { type: 'boolean', default: false },
    canoes: { type: 'string' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '1' },
    connections: { type: 'string', default: '1,10' },
    postgres: { type: 'string' },
    'no-postgres': { type: 'boolean', default: false },
    'no-sqlite': { type: 'boolean', default: false },
    reseed: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});

const CANOES = Number(options.canoes ?? (options.million ? 1_000_000 : 100_000));
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? path.join(os.tmpdir(), 'koa-bench-http');
const PG_URL =
  options.postgres ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_SCHEMA = `bench_http_${CANOES}_v${SEED_VERSION}`;
const REGISTRY_PORT = Number(process.env.BENCH_PORT ?? 3911);
const BARE_PORT = REGISTRY_PORT + 1;
const CONNECTIONS = options.connections.split(',').map(Number);

type Draw = (next: () => number) => string;

const pickOf = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)];
const anyCanoe = (next: () => number) => 1 + Math.floor(next() * CANOES);
/** Half the time as the name is written, half as people type it without ʻokina and kahakō, in lower case. */
const typed = (next: () => number, text: string) => (next() < 0.5 ? text : foldText(text));
const search = (query: Record<string, string | number>) =>
  `/api/canoes/search?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])), limit: '24' })}`;
const word = (next: () => number) => pickOf(next, [...HAWAIIAN_WORDS, ...PLACES]);
const stewardWords = (next: () => number) => {
  // A steward's name without its number, or one or two of its words.
  const words = stewardName(1 + Math.floor(next() * OWNERS))
    .name.split(' ')
    .slice(0, -1);
  const from = Math.floor(next() * words.length);
  return words.slice(from, from + 1 + Math.floor(next() * 2)).join(' ');
};
const yearRange = (next: () => number) => {
  const from = 1880 + Math.floor(next() * 140);
  return { year_min: from, year_max: Math.min(2025, from + Math.floor(next() * 40)) };
};

/** Pages many visitors open, at a fixed address, on the server with its response cache. */
const PAGES: [key: string, label: string, url: string][] = [
  ['first', 'registry, first page of 24', '/api/canoes?limit=24'],
  ['folded', 'search `hokulea` (folded), fixed address', '/api/canoes/search?q=hokulea&limit=24'],
  ['detail', 'canoe detail, fixed address', `/api/canoes/${Math.min(4242, Math.ceil(CANOES / 2))}`],
  ['stewards', 'stewards list', '/api/owners?limit=24'],
];

/** Searches nobody asked before, asked of the server with its cache (they fill it, as new visitors do). */
const CACHE_FILLERS: [key: string, label: string, draw: Draw][] = [
  ['cached-miss-text', 'with the cache: a new search, part of a name', (next) => textPart(next)],
  [
    'cached-miss-detail',
    'with the cache: another canoe each request',
    (next) => `/api/canoes/${anyCanoe(next)}`,
  ],
];

/** Part of a canoe's name, 3 to 8 characters of it, as typed. */
function textPart(next: () => number) {
  const names = namesOf(anyCanoe(next));
  const name = foldText(pickOf(next, names));
  const length = Math.min(name.length, 3 + Math.floor(next() * 6));
  const from = Math.floor(next() * (name.length - length + 1));
  return search({ q: name.slice(from, from + length).trim() || name });
}

/** What people type and pick, drawn for every request, on the server without a response cache. */
const SEARCHES: [key: string, label: string, draw: Draw][] = [
  ['text-1', 'search, one character', (next) => search({ q: foldText(word(next)).charAt(0) })],
  ['text-2', 'search, two characters', (next) => search({ q: foldText(word(next)).slice(0, 2) })],
  ['text-word', 'search, a word of a name', (next) => search({ q: typed(next, word(next)) })],
  ['text-part', 'search, part of a name (3–8 characters)', textPart],
  [
    'text-name',
    'search, a whole name, current or former',
    (next) => search({ q: typed(next, pickOf(next, namesOf(anyCanoe(next)))) }),
  ],
  [
    'text-steward',
    'search, a steward’s name in the box',
    (next) => search({ q: typed(next, stewardWords(next)) }),
  ],
  [
    'text-hull',
    'search, a bow number in the box',
    (next) => search({ q: hullOf(anyCanoe(next)) ?? `H-${anyCanoe(next)}` }),
  ],
  [
    'hull',
    'bow number filter, part of one',
    (next) => search({ hull_id: (hullOf(anyCanoe(next)) ?? 'KC-1').slice(0, 3 + Math.floor(next() * 4)) }),
  ],
  ['type', 'type filter', (next) => search({ type_id: 1 + Math.floor(next() * 3) })],
  ['owner', 'steward filter', (next) => search({ owner: typed(next, stewardWords(next)) })],
  ['origin', 'place of origin filter', (next) => search({ origin: typed(next, pickOf(next, PLACES)) })],
  ['years', 'year range', (next) => search(yearRange(next))],
  [
    'length',
    'length range',
    (next) => {
      const min = 15 + Math.floor(next() * 25);
      return search({ length_min: min, length_max: min + Math.floor(next() * 10) });
    },
  ],
  [
    'combined',
    'text and filters together',
    (next) => {
      const kind = next();
      if (kind < 0.33)
        return search({
          q: typed(next, word(next)),
          type_id: 1 + Math.floor(next() * 3),
          ...yearRange(next),
        });
      if (kind < 0.66) return search({ owner: stewardWords(next), type_id: 1 + Math.floor(next() * 3) });
      return search({ q: foldText(word(next)).slice(0, 2), origin: pickOf(next, PLACES) });
    },
  ],
  [
    'page',
    'a later page of the registry',
    (next) => `/api/canoes?limit=24&offset=${24 * (1 + Math.floor(next() * 40))}`,
  ],
  ['detail-varied', 'canoe detail, another canoe each request', (next) => `/api/canoes/${anyCanoe(next)}`],
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
    execArgv: ['--expose-gc', '--import', 'tsx'],
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

/** Where the draws of the next request start, so no address is asked twice in a run. */
let nextDraw = 1000;

/** The addresses of a drawn kind: each request its own, from a generator seeded by the request's number. */
const drawn = (draw: Draw) => (i: number) => draw(random(i * 7919 + 17));

async function drive(url: string, connections: number, vary?: (i: number) => string): Promise<Measure> {
  const latencies: number[] = [];
  const requests: autocannon.Request[] | undefined = vary
    ? [{ setupRequest: (request) => ({ ...request, path: vary(nextDraw++) }) }]
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

/** A process's peak resident memory (VmHWM), in MB; null where /proc is not there. */
function peakMemoryMb(child: ChildProcess): number | null {
  try {
    const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

interface Held {
  rss: number;
  heapUsed: number;
  external: number;
  cacheBytes: number;
}

/** What a registry server holds after a full garbage collection: live objects only, not garbage not yet collected. */
function heldMemory(child: ChildProcess): Promise<Held> {
  return new Promise((resolve) => {
    child.once('message', (message) => resolve(message as Held));
    child.send('memory');
  });
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

const only = options.only?.split(',');

/** Each kind on one server: its figures at each number of connections, beside the bare server's. */
/** A kind of request: its key (for --only), its label, and a fixed address or one drawn per request. */
type Kind = [key: string, label: string, fixed: string | null, vary?: (i: number) => string];

async function measureKinds(db: string, kinds: Kind[], rows: Row[]) {
  for (const [key, label, fixed, vary] of kinds) {
    if (only && !only.includes(key)) continue;
    const url = vary ? vary(1) : fixed!;
    const response = await fetch(`http://127.0.0.1:${REGISTRY_PORT}${url}`);
    const body = await response.text();
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body}`);
    await fetch(`http://127.0.0.1:${BARE_PORT}/payload`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body,
    });
    for (const connections of CONNECTIONS) {
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
      rows.push({ db, label, connections, route, bare, bytes: Buffer.byteLength(body) });
      log(
        `${db} ${label} ×${connections}: ${Math.round(route.rps)} req/s, p95 ${percentile(route.latencies, 95)} ms` +
          ` (bare ${Math.round(bare.rps)} req/s)`,
      );
    }
  }
}

/** What each server process held at its peak, by database. */
const memory: string[] = [];

async function measureDatabase(db: string, env: Record<string, string>, rows: Row[]) {
  const bareServer = await startServer({ BENCH_BARE: '1', PORT: String(BARE_PORT) });
  try {
    // With the response cache (its setting, RESPONSE_CACHE_MB, as configured): fixed pages, then new searches.
    const cachedKinds: Kind[] = [
      ...PAGES.map(([key, label, url]): Kind => [key, label, url]),
      ...CACHE_FILLERS.map(([key, label, draw]): Kind => [key, label, null, drawn(draw)]),
    ];
    let withCache: { peak: number | null; held: Held } | null = null;
    const cached = await startServer({ ...env, PORT: String(REGISTRY_PORT) });
    try {
      await measureKinds(db, cachedKinds, rows);
      withCache = { peak: peakMemoryMb(cached), held: await heldMemory(cached) };
    } finally {
      await stopServer(cached);
    }
    // The same requests on a server without the cache: what the server holds for that load anyway, so the
    // difference is what the cache itself holds. Peak resident memory also counts garbage V8 has not collected
    // yet, which grows with the requests answered per second (a cached answer is ten times faster): the memory
    // after a full collection is what the cache keeps.
    const plain = await startServer({ ...env, PORT: String(REGISTRY_PORT), RESPONSE_CACHE_MB: '0' });
    try {
      for (const [key, , url, vary] of cachedKinds) {
        if (only && !only.includes(key)) continue;
        for (const connections of CONNECTIONS) {
          await drive(`http://127.0.0.1:${REGISTRY_PORT}${url ?? vary!(1)}`, connections, vary);
        }
      }
      const withoutCache = { peak: peakMemoryMb(plain), held: await heldMemory(plain) };
      const setting = Number(process.env.RESPONSE_CACHE_MB ?? 32);
      const live = (held: Held) => held.heapUsed + held.external;
      const cost = mb(live(withCache!.held) - live(withoutCache.held));
      memory.push(
        `${db}, the cached kinds with the response cache (setting ${setting} MB, holding ` +
          `${mb(withCache!.held.cacheBytes)} MB of answers at the end): peak ${withCache!.peak ?? '?'} MB, live after a ` +
          `full collection ${mb(live(withCache!.held))} MB; the same requests without the cache: peak ` +
          `${withoutCache.peak ?? '?'} MB, live ${mb(live(withoutCache.held))} MB. The cache's cost: ${cost} MB, ` +
          `${cost <= setting ? 'within' : 'over'} its setting`,
      );
    } finally {
      await stopServer(plain);
    }
    // Without it: what people type and pick, every request new.
    const uncached = await startServer({ ...env, PORT: String(REGISTRY_PORT), RESPONSE_CACHE_MB: '0' });
    try {
      await measureKinds(
        db,
        SEARCHES.map(
          ([key, label, draw]) =>
            [key, label, null, drawn(draw)] as [string, string, null, (i: number) => string],
        ),
        rows,
      );
      memory.push(`${db}, without a response cache: ${peakMemoryMb(uncached) ?? '?'} MB`);
    } finally {
      await stopServer(uncached);
    }
  } finally {
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
  console.log('\nPeak resident memory of each server process:');
  for (const line of memory) console.log(`- ${line}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
