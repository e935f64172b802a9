/**
 * Start time and idle memory of the server, run each way it can be run, measured the same way (decision 015):
 *
 *   tsx CLI        `tsx src/server/main.ts`: the TypeScript run as it is (the tsx command starts a second
 *                  Node process that loads TypeScript; both are counted)
 *   node + tsx     `node --import tsx src/server/main.ts`: the loader in one process
 *   compiled       `node dist/server/main.js`: what `npm start` runs
 *   compiled+maps  `node --enable-source-maps dist/server/main.js`: stack traces naming TypeScript lines
 *
 * Each run starts the server on a SQLite archive that already holds the demo (a restart, not a first start:
 * the demo's images are made once) and polls GET /api/health every 5 ms; the start time is from spawning the
 * process to its first 200. Idle memory is the resident set (RSS, from /proc) of the server's processes 3 s
 * after that, with nothing asked meanwhile. The ways take turns, --runs times, and the medians are printed.
 *
 *   npm run bench:start -- [--runs 7]     (builds first when the build is stale, as npm start does)
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const RUNS = Number(options.runs);
const PORT = Number(process.env.BENCH_PORT ?? 4744);
const root = fileURLToPath(new URL('..', import.meta.url));
const tsxCli = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

const WAYS: { name: string; args: string[] }[] = [
  { name: 'tsx CLI (before)', args: [tsxCli, 'src/server/main.ts'] },
  { name: 'node --import tsx', args: ['--import', 'tsx', 'src/server/main.ts'] },
  { name: 'compiled (now)', args: ['dist/server/main.js'] },
  { name: 'compiled, --enable-source-maps', args: ['--enable-source-maps', 'dist/server/main.js'] },
];

/** Resident memory of `pid` and every process under it, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc').filter((e) => /^\d+$/.test(e))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  let total = 0;
  const visit = (id: number) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return total;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function startOnce(args: string[], dataDir: string, demo: boolean) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DEMO_DATA: demo ? 'on' : 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let startMs = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) {
      startMs = performance.now() - started;
      break;
    }
    if (performance.now() - started > 120_000) throw new Error(`${args.join(' ')} did not answer in 120 s`);
    await sleep(5);
  }
  await sleep(3000);
  const rss = treeRss(child.pid!);
  child.kill('SIGTERM');
  await exited;
  return { startMs, rss };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  execFileSync(process.execPath, ['scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-bench-start-'));
  try {
    // The demo archive, made once: every measured start is a restart on it.
    await startOnce(['dist/server/main.js'], dataDir, true);
    const results = new Map(WAYS.map((way) => [way.name, { start: [] as number[], rss: [] as number[] }]));
    for (let run = 0; run < RUNS; run++) {
      for (const way of WAYS) {
        const { startMs, rss } = await startOnce(way.args, dataDir, true);
        results.get(way.name)!.start.push(startMs);
        results.get(way.name)!.rss.push(rss);
      }
      process.stderr.write(`run ${run + 1} of ${RUNS} done\n`);
    }
    const load = os.loadavg().map((value) => value.toFixed(1));
    console.log(
      `\nNode ${process.version}, ${os.cpus().length} cores (load average ${load.join(' ')}), medians of ${RUNS} starts each (SQLite, demo archive)\n`,
    );
    console.log('| Way | Start to first /api/health | Idle RSS |');
    console.log('| --- | ---: | ---: |');
    for (const way of WAYS) {
      const { start, rss } = results.get(way.name)!;
      const ms = median(start);
      const mb = median(rss) / 1024 / 1024;
      console.log(
        `| ${way.name} | ${Math.round(ms)} ms (${Math.round(Math.min(...start))}–${Math.round(Math.max(...start))}) | ${mb.toFixed(0)} MB |`,
      );
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
