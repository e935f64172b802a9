/** Start the registry: configuration → database (migrated, demo on first start) → HTTP server. */
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openServerDatabase } from './db/open.ts';
import { ensureDemoArchive } from './demo/demo-admin.ts';
import { Metrics, startMetricsServer, type MetricsServer } from './http/metrics.ts';
import { fillMissingFocalPoints } from './modules/media/focal-points.ts';
import { holdServerLock } from './db/server-lock.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }

  // Held while the process lives: `restore` is refused meanwhile (docs/backups.md). On PostgreSQL it is the first
  // to meet a database that cannot be reached yet, and waits for it in the same words as the database's own wait.
  await holdServerLock(config);
  // A database that cannot be reached yet (started together with it, or restarting) is waited for.
  const db = await openServerDatabase(config, { waiting: (message) => console.error(message) });
  const metrics = config.metrics.port === null ? undefined : new Metrics({ processMetrics: true });
  const app = await buildApp({ config, db, metrics });
  const demo = config.demoData ? await ensureDemoArchive(db, config, app.log) : null;

  let metricsServer: MetricsServer | null = null;
  let closing = false;
  // While stopping, each answer closes its connection, so keep-alive clients do not hold the server open.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests under way, then stopping`);
    const timer = setTimeout(() => {
      app.log.error('Requests did not finish within 20 s; stopping anyway');
      process.exit(1);
    }, 20_000);
    timer.unref();
    try {
      await app.close();
      await metricsServer?.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while stopping');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (metrics) {
    metricsServer = await startMetricsServer(metrics, {
      port: config.metrics.port!,
      host: config.metrics.host,
    });
  }
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const lines = [
    '',
    `  Koa canoe registry is serving at http://${shownHost}:${port}`,
    `  Database: ${db.dialect} (${db.location})`,
  ];
  if (metricsServer) lines.push(`  Metrics: http://${config.metrics.host}:${metricsServer.port}/metrics`);
  if (demo) {
    lines.push(`  Demo archive loaded. Demo admin: ${demo.email}`);
    if (demo.password) lines.push(`  Demo admin password: ${demo.password}`);
  }
  console.log(lines.join('\n') + '\n');

  // Photos stored before focal points existed get theirs now, in the background (migration 019).
  fillMissingFocalPoints(db, () => closing)
    .then((found) => {
      if (found > 0) app.log.info(`Found the focal points of ${found} earlier photos`);
    })
    .catch((error: unknown) => {
      if (!closing) app.log.warn({ err: error }, 'finding the focal points of earlier photos stopped');
    });
}

main().catch((error: unknown) => {
  console.error('The registry could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
