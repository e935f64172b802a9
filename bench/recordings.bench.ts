/**
 * Streaming a recording (decision 035): a server process holds a 200 MB recording while 20 listeners stream it at
 * once, each the whole file, then 20 more each asking ranges from random places (a player seeking). Reports the
 * server's resident memory before, its peak during each round, and the bytes a second it sent, on SQLite and on
 * PostgreSQL (BENCH_DATABASE_URL, default the local `postgres` database; `--sqlite-only` skips it), and with the
 * file in an S3-compatible bucket (a local s3rver in this process, the server on SQLite; `--no-bucket` skips it).
 *
 * Usage: `npm run bench:recordings -- [--megabytes 200] [--listeners 20] [--sqlite-only] [--no-bucket]`
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate, openDatabase, type Db } from '../src/server/db/database.ts';
import { buildCanoe, buildRecording, wavBytes } from '../src/server/record-builders/index.ts';
import { loadConfig } from '../src/server/config.ts';
import { Bucket } from '../src/server/modules/media/bucket.ts';
import { startTestS3 } from '../tests/setup/s3-server.ts';

const { values: options } = parseArgs({
  options: {
    megabytes: { type: 'string', default: '200' },
    listeners: { type: 'string', default: '20' },
    'sqlite-only': { type: 'boolean', default: false },
    'no-bucket': { type: 'boolean', default: false },
  },
});
const MB = 1024 * 1024;
const size = Number(options.megabytes) * MB;
const listeners = Number(options.listeners);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_SCHEMA = 'bench_recordings';

/** A recording of `size` bytes: a WAV whose sound is a slow pattern (so nothing compresses it away). */
function bigWav(): Buffer {
  const data = Buffer.alloc(size - 44);
  for (let i = 0; i < data.length; i++) data[i] = (i * 31 + (i >> 12)) & 0xff;
  return wavBytes(data);
}

async function seed(db: Db, bucket?: Bucket): Promise<string> {
  await migrate(db);
  const canoe = await buildCanoe(db, { name: 'Kaʻiulani' });
  const recording = await buildRecording(db, {
    canoeId: canoe.canoe_id,
    bytes: bigWav(),
    title: 'The whole day at Kawaihae',
    bucket,
  });
  return `/api/canoes/${canoe.canoe_id}/recordings/${recording.recording_id}/file`;
}

/** A process's resident memory now, in MB, from /proc. */
function residentMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
}

function startServer(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'http-server.ts'), {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOWED_HOSTS: '127.0.0.1',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** GET `url` (with a Range header when given), reading and dropping the body; the bytes received. */
function fetchBytes(port: number, url: string, range?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: url, headers: range ? { range } : {} },
      (response) => {
        if (response.statusCode !== (range ? 206 : 200)) {
          reject(new Error(`${url}: ${response.statusCode}`));
          response.resume();
          return;
        }
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** Runs `round` while sampling the server's memory; its peak, the bytes sent and the seconds taken. */
async function measure(pid: number, round: () => Promise<number[]>) {
  let peak = residentMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, residentMb(pid))), 50);
  const started = performance.now();
  const received = await round();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  const bytes = received.reduce((sum, n) => sum + n, 0);
  return { peak, bytes, seconds };
}

async function run(label: string, env: Record<string, string>, url: string) {
  const port = 40_000 + Math.floor(Math.random() * 20_000);
  const server = await startServer(env, port);
  try {
    await fetchBytes(port, url, 'bytes=0-1023');
    const before = residentMb(server.pid!);
    const whole = await measure(server.pid!, () =>
      Promise.all(Array.from({ length: listeners }, () => fetchBytes(port, url))),
    );
    // Each seeking listener asks 10 ranges of 1 MB from random places, one after another.
    const seeking = await measure(server.pid!, () =>
      Promise.all(
        Array.from({ length: listeners }, async () => {
          let bytes = 0;
          for (let i = 0; i < 10; i++) {
            const start = Math.floor(Math.random() * (size - MB));
            bytes += await fetchBytes(port, url, `bytes=${start}-${start + MB - 1}`);
          }
          return bytes;
        }),
      ),
    );
    if (whole.bytes !== size * listeners)
      throw new Error(`received ${whole.bytes} of ${size * listeners} bytes`);
    const rate = (round: { bytes: number; seconds: number }) => Math.round(round.bytes / MB / round.seconds);
    console.log(
      `| ${label} | ${before} MB | ${whole.peak} MB (+${whole.peak - before}) | ${rate(whole)} MB/s | ` +
        `${seeking.peak} MB (+${seeking.peak - before}) | ${rate(seeking)} MB/s |`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

console.log(
  `A ${options.megabytes} MB recording, ${listeners} listeners at once (${os.cpus().length} cores), server's resident memory:\n`,
);
console.log(
  '| Database | Before | Peak, each streaming the whole file | Sent | Peak, each seeking 10 × 1 MB | Sent |',
);
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-bench-recordings-'));
try {
  const sqliteFile = path.join(dir, 'bench.sqlite');
  const sqlite = openDatabase({ databaseUrl: null, sqliteFile });
  const url = await seed(sqlite);
  await sqlite.close();
  await run('SQLite', { BENCH_SQLITE_FILE: sqliteFile }, url);

  if (!options['sqlite-only']) {
    const admin = openDatabase({ databaseUrl: PG_URL });
    await admin.kysely.schema.dropSchema(PG_SCHEMA).ifExists().cascade().execute();
    await admin.kysely.schema.createSchema(PG_SCHEMA).execute();
    await admin.close();
    const pg = openDatabase({ databaseUrl: PG_URL, pgSchema: PG_SCHEMA });
    const pgUrl = await seed(pg);
    await pg.close();
    await run('PostgreSQL', { BENCH_DATABASE_URL: PG_URL, BENCH_PG_SCHEMA: PG_SCHEMA }, pgUrl);
  }

  if (!options['no-bucket']) {
    const s3 = await startTestS3('koa-bench-recordings');
    try {
      const bucketFile = path.join(dir, 'bucket.sqlite');
      const inBucket = openDatabase({ databaseUrl: null, sqliteFile: bucketFile });
      const bucketUrl = await seed(inBucket, new Bucket(loadConfig(s3.env).objectStorage!));
      await inBucket.close();
      await run('SQLite, file in a bucket', { BENCH_SQLITE_FILE: bucketFile, ...s3.env }, bucketUrl);
    } finally {
      await s3.close();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
