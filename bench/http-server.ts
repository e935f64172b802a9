/**
 * A server for bench/http.bench.ts, run as its own process: either the registry (src/server/app.ts, as
 * src/server/main.ts builds it, on BENCH_SQLITE_FILE or on BENCH_DATABASE_URL in BENCH_PG_SCHEMA), or with
 * BENCH_BARE=1 a bare Fastify server that answers GET /payload with the JSON object last given to PUT /payload.
 * The registry answers the IPC message `memory` with its memory after a full garbage collection.
 */
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { migrate, openDatabase } from '../src/server/db/database.ts';

const port = Number(process.env.PORT);

async function bare() {
  const app = Fastify({ bodyLimit: 16 * 1024 * 1024 });
  let payload: unknown = {};
  app.put('/payload', async (request) => {
    payload = request.body;
    return { ok: true };
  });
  app.get('/payload', async () => payload);
  await app.listen({ port, host: '127.0.0.1' });
}

async function registry() {
  const db = openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL || null,
    sqliteFile: process.env.BENCH_SQLITE_FILE,
    pgSchema: process.env.BENCH_PG_SCHEMA,
  });
  await migrate(db);
  const config = loadConfig({ ...process.env, DEMO_DATA: 'off', DATABASE_URL: '' });
  const app = await buildApp({ config, db });
  await app.listen({ port, host: '127.0.0.1' });
  // Asked by the benchmark after a run: what the process still holds once its garbage is collected (the server
  // runs with --expose-gc), and what the response cache counts as its own.
  process.on('message', (message) => {
    if (message !== 'memory') return;
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    // Buffers' memory is freed by a sweeper after the collection: a second one, a moment later, sees it gone.
    setTimeout(() => {
      gc?.();
      const { rss, heapUsed, external } = process.memoryUsage();
      process.send?.({ rss, heapUsed, external, cacheBytes: app.keptAnswers?.size.bytes ?? 0 });
    }, 1000);
  });
}

(process.env.BENCH_BARE ? bare() : registry()).then(
  () => process.send?.('ready'),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
