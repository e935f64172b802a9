/**
 * Two processes, one archive: starts the compiled server (dist/server/main.js) twice, on two ports, against one
 * fresh PostgreSQL database, seeds the demo archive through the first, then drives both at once with autocannon,
 * 200 connections in all (100 on each) for 60 s of mixed public reads: the API's lists, records and search, the
 * server-rendered pages, images, the sitemap. Prints latency percentiles over every request (both processes),
 * requests per second, errors and non-2xx answers (the run fails unless both are zero), and each process's
 * memory after the run.
 *
 *   npm run bench:cluster -- [--seconds 60] [--connections 200] [--postgres postgres://postgres@127.0.0.1:5432/postgres]
 *
 * The database (koa_bench_cluster) is made afresh for the run and dropped after it. Ports: BENCH_PORT (4746) and
 * the next. With REDIS_URL set in the environment, both processes get it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '200' },
    postgres: { type: 'string' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const ADMIN_URL =
  options.postgres ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'koa_bench_cluster';
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4746);
const PORTS = [FIRST_PORT, FIRST_PORT + 1];
const root = fileURLToPath(new URL('..', import.meta.url));

function databaseUrl(name: string) {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.href;
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      NODE_ENV: 'production',
      ALLOWED_HOSTS: PORTS.map((p) => `127.0.0.1:${p}`).join(','),
      DATABASE_URL: databaseUrl(DATABASE),
      DATA_DIR: fs.mkdtempSync(`${os.tmpdir()}/koa-bench-cluster-`),
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/Database: .*\n/.test(output)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server on ${port} exited with ${code}: ${output}`)));
  });
}

async function json(port: number, path: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return res.json();
}

/** What visitors read: the first pages, records, search, pages rendered on the server, images, the sitemap. */
async function publicReads(port: number): Promise<string[]> {
  const canoes = (await json(port, '/api/canoes?limit=24')) as { canoe_id: number }[];
  const images: string[] = [];
  for (const { canoe_id } of canoes.slice(0, 4)) {
    const text = JSON.stringify(await json(port, `/api/canoes/${canoe_id}/media`));
    images.push(...[...text.matchAll(/"(\/api\/[^"]*\/image[^"]*)"/g)].map((m) => m[1]).slice(0, 2));
  }
  return [
    '/api/canoes?limit=24',
    '/api/canoes/featured',
    '/api/canoes?search=hokulea',
    '/api/canoes?type_id=1&sort=name',
    ...canoes.slice(0, 6).map((c) => `/api/canoes/${c.canoe_id}`),
    '/api/owners',
    '/api/makers',
    '/api/races',
    '/api/canoe-types',
    '/',
    '/canoes',
    ...canoes.slice(0, 3).map((c) => `/canoes/${c.canoe_id}`),
    '/makers',
    '/sitemap.xml',
    ...images,
  ];
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function main() {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  await admin(`drop database if exists ${DATABASE}`);
  await admin(`create database ${DATABASE}`);
  const servers: ChildProcess[] = [];
  try {
    // The first seeds the demo archive into the empty database; the second finds it there.
    servers.push(await startServer(PORTS[0]));
    servers.push(await startServer(PORTS[1]));
    const paths = await publicReads(PORTS[0]);
    console.log(
      `${paths.length} addresses, ${CONNECTIONS} connections over ${PORTS.length} processes, ${SECONDS} s`,
    );

    const latencies: number[] = [];
    const runs = PORTS.map((port) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: CONNECTIONS / PORTS.length,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
        requests: paths.map((path) => ({ method: 'GET', path })),
        setupClient: (client) => {
          client.on('response', (_status: number, _bytes: number, responseTime: number) => {
            latencies.push(responseTime);
          });
        },
      }),
    );
    const results = await Promise.all(runs);
    latencies.sort((a, b) => a - b);
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    // autocannon counts a request unanswered within its 10 s among its errors too (errors ⊇ timeouts).
    const errors = results.reduce((sum, r) => sum + r.errors, 0);
    const timeouts = results.reduce((sum, r) => sum + r.timeouts, 0);
    const non2xx = results.reduce((sum, r) => sum + r.non2xx, 0);
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(`\nNode ${process.version}, ${os.cpus().length} cores (load average ${load.join(' ')})`);
    console.log('| Requests | Requests/s | p50 | p90 | p97.5 | p99 | max | Errors | Non-2xx |');
    console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const ms = (p: number) => `${Math.round(percentile(latencies, p))} ms`;
    console.log(
      `| ${total} | ${Math.round(total / SECONDS)} | ${ms(50)} | ${ms(90)} | ${ms(97.5)} | ${ms(99)} | ${Math.round(latencies.at(-1) ?? 0)} ms | ${errors} | ${non2xx} |`,
    );
    for (const [i, r] of results.entries()) {
      console.log(
        `process ${i + 1} (:${PORTS[i]}): ${r.requests.total} requests, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
          `${Math.round(rssMb(servers[i].pid!))} MB resident after the run`,
      );
    }
    if (errors > 0 || non2xx > 0) {
      console.error(
        `FAILED: ${errors} errors (${timeouts} of them no answer within 10 s) and ${non2xx} non-2xx answers`,
      );
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise((resolve) => {
            server.once('exit', resolve);
            server.kill('SIGTERM');
          }),
      ),
    );
    await admin(`drop database if exists ${DATABASE}`);
  }
}

await main();
