/**
 * Requests per second of the canoe detail and registry list routes through real HTTP (autocannon), for this
 * checkout and, with `--baseline <dir>`, another checkout of the project (for example an earlier commit:
 * `git worktree add /tmp/koa-before <commit> && cp -a node_modules /tmp/koa-before/`). Both servers run at the
 * same time on the demo archive and are measured in alternating rounds, so a busy machine slows both alike.
 *
 *   npm run bench:api -- [--baseline /tmp/koa-before] [--rounds 3] [--seconds 10] [--connections 10]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';

const { values: options } = parseArgs({
  options: {
    baseline: { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});

interface Target {
  label: string;
  dir: string;
  port: number;
  server?: ChildProcess;
  dataDir?: string;
}

const here = path.resolve(import.meta.dirname, '..');
const targets: Target[] = [{ label: 'this checkout', dir: here, port: 3901 }];
if (options.baseline) targets.unshift({ label: 'baseline', dir: path.resolve(options.baseline), port: 3902 });

async function waitForHealth(port: number) {
  for (let i = 0; i < 300; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server on port ${port} did not start`);
}

async function start(target: Target) {
  target.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-bench-api-'));
  target.server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: target.dir,
    env: {
      ...process.env,
      PORT: String(target.port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      // The demo administrator's password file and web build are not needed for API calls.
      WEB_DIR: path.join(target.dataDir, 'no-web'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(target.port);
}

async function measure(port: number, urlPath: string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    connections: Number(options.connections),
    duration: Number(options.seconds),
  });
  if (result.non2xx || result.errors)
    throw new Error(`${urlPath}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p95: result.latency.p97_5 ?? result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  for (const target of targets) await start(target);
  const list = (await (await fetch(`http://127.0.0.1:${targets[0].port}/api/canoes?limit=1`)).json()) as {
    canoe_id: number;
  }[];
  const routes = {
    'GET /api/canoes/:id (detail)': `/api/canoes/${list[0].canoe_id}`,
    'GET /api/canoes/search (first page of 24)': '/api/canoes/search?limit=24&offset=0',
  };
  const results = new Map<string, { rps: number[]; p95: number[] }>();
  for (let round = 1; round <= Number(options.rounds); round++) {
    for (const [name, urlPath] of Object.entries(routes)) {
      for (const target of round % 2 ? targets : [...targets].reverse()) {
        const { rps, p95 } = await measure(target.port, urlPath);
        const key = `${name} | ${target.label}`;
        const entry = results.get(key) ?? { rps: [], p95: [] };
        entry.rps.push(rps);
        entry.p95.push(p95);
        results.set(key, entry);
        console.error(`round ${round} ${key}: ${Math.round(rps)} req/s`);
      }
    }
  }
  console.log(`\n| route | checkout | req/s (median of ${options.rounds}) | p97.5 latency ms |`);
  console.log('| --- | --- | ---: | ---: |');
  for (const [key, entry] of results) {
    const [route, label] = key.split(' | ');
    console.log(`| ${route} | ${label} | ${Math.round(median(entry.rps))} | ${median(entry.p95)} |`);
  }
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const target of targets) {
      target.server?.kill('SIGTERM');
      if (target.dataDir) fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
  });
