/**
 * The archive export at size: `npm run bench:export -- [--canoes N] [--postgres URL] [--no-postgres]` exports the
 * archive seeded by `npm run bench:http` (100,000 canoes by default; run that first, or pass --seed) from SQLite and
 * from PostgreSQL, and prints the time, the file's size and this process's peak memory (resident set), which must
 * not grow with the archive: export streams rows and images (docs/open-data.md). Each export runs in its own
 * process so its peak is its own.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/server/db/database.ts';
import { exportArchive } from '../src/server/modules/open-data/export.ts';
import { SEED_VERSION } from './seed-canoes.ts';

const { values: options } = parseArgs({
  options: {
    canoes: { type: 'string', default: '100000' },
    postgres: { type: 'string' },
    'no-postgres': { type: 'boolean', default: false },
    child: { type: 'string' },
  },
});
const CANOES = Number(options.canoes);
const CACHE_DIR = process.env.BENCH_CACHE_DIR ?? path.join(os.tmpdir(), 'koa-bench-http');
const SQLITE_FILE = path.join(CACHE_DIR, `canoes-${CANOES}-v${SEED_VERSION}.sqlite`);
const PG_URL =
  options.postgres ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_SCHEMA = `bench_http_${CANOES}_v${SEED_VERSION}`;

async function child(target: string) {
  const db =
    target === 'sqlite'
      ? openDatabase({ databaseUrl: null, sqliteFile: SQLITE_FILE })
      : openDatabase({ databaseUrl: PG_URL, pgSchema: PG_SCHEMA });
  const file = path.join(os.tmpdir(), `koa-export-bench-${target}.zip`);
  const started = performance.now();
  const info = await exportArchive(db, file, { includePrivate: true });
  const seconds = (performance.now() - started) / 1000;
  await db.close();
  const rss = process.resourceUsage().maxRSS / 1024;
  process.send?.({
    seconds,
    megabytes: fs.statSync(file).size / 1024 / 1024,
    rows: Object.values(info.tables).reduce((sum, table) => sum + table.rows, 0),
    peakRssMb: rss,
  });
  fs.rmSync(file);
}

function measure(target: string): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const process_ = fork(
      import.meta.filename,
      ['--child', target, '--canoes', String(CANOES), '--postgres', PG_URL],
      {
        execArgv: ['--import', 'tsx'],
      },
    );
    process_.once('message', (message) => resolve(message as Record<string, number>));
    process_.once('exit', (code) =>
      code ? reject(new Error(`export on ${target} exited with ${code}`)) : null,
    );
  });
}

async function main() {
  if (options.child) return child(options.child);
  if (!fs.existsSync(SQLITE_FILE)) {
    console.error(`No seeded archive at ${SQLITE_FILE}: run npm run bench:http -- --canoes ${CANOES} first`);
    process.exitCode = 1;
    return;
  }
  const targets = ['sqlite', ...(options['no-postgres'] ? [] : ['postgres'])];
  console.log(
    `${CANOES.toLocaleString('en-US')} canoes, ${os.cpus().length} cores, Node ${process.version}\n`,
  );
  console.log('| database | rows | seconds | file MB | peak RSS MB |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const target of targets) {
    const m = await measure(target);
    console.log(
      `| ${target === 'sqlite' ? 'SQLite' : 'PostgreSQL'} | ${m.rows.toLocaleString('en-US')} | ` +
        `${m.seconds.toFixed(1)} | ${m.megabytes.toFixed(1)} | ${m.peakRssMb.toFixed(0)} |`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
