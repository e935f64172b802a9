/**
 * The server the browser tests run against: the production build of the web app, the real server, and a fresh
 * SQLite database holding the known data (known-data.ts) and nothing else. Started by playwright.config.ts.
 *
 * E2E_PORT picks the port (default 4173). E2E_WEB_DIR serves an existing build instead of building one.
 * E2E_BUILD_DIR (set by playwright.config.ts, one folder per run) shares one build between the servers of a run:
 * the first server to start builds into it, the others wait for it, so a run builds the web app once.
 * Email goes to a folder per port (support/outbox.ts) instead of being sent. Any other setting of the server
 * (OIDC_ISSUER…) passes through from the environment, as oidc.spec.ts does for its own server.
 *
 * E2E_DATABASE_URL (a PostgreSQL server's address, e.g. postgres://postgres@127.0.0.1:5432/postgres) runs the
 * server on PostgreSQL instead: each server makes a database of its own there and drops it when it stops. CI runs
 * the browser tests on SQLite; `E2E_DATABASE_URL=… npx playwright test admin-…` checks a screen that writes on
 * PostgreSQL too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { build } from 'vite';
import { buildApp } from '../../../src/server/app.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { openServerDatabase } from '../../../src/server/db/open.ts';
import { loadKnownData } from './known-data.ts';
import { outboxDir } from './outbox.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-e2e-'));

async function buildInto(dir: string): Promise<void> {
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: path.join(dir, 'web'), sourcemap: false },
  });
  // The server render of the public pages, where the server looks for it: beside the web build.
  await build({
    configFile: path.join(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: 'entry-server.tsx', outDir: path.join(dir, 'ssr'), sourcemap: false },
  });
}

/** Whether this server made the run's shared build (and so removes it when it stops). */
let madeSharedBuild = false;

async function sharedBuild(dir: string): Promise<string> {
  const done = path.join(dir, 'built');
  const failed = path.join(dir, 'failed');
  try {
    fs.mkdirSync(dir, { recursive: false });
    madeSharedBuild = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (madeSharedBuild) {
    try {
      await buildInto(dir);
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
    fs.writeFileSync(done, '');
  } else {
    const deadline = Date.now() + 150_000;
    while (!fs.existsSync(done)) {
      if (fs.existsSync(failed)) throw new Error(`The shared web build in ${dir} failed`);
      if (Date.now() > deadline) throw new Error(`The shared web build in ${dir} did not finish in 150 s`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return path.join(dir, 'web');
}

async function webDir(): Promise<string> {
  if (process.env.E2E_WEB_DIR) return path.resolve(process.env.E2E_WEB_DIR);
  if (process.env.E2E_BUILD_DIR) return sharedBuild(path.resolve(process.env.E2E_BUILD_DIR));
  await buildInto(workDir);
  return path.join(workDir, 'web');
}

/** A new, empty PostgreSQL database on E2E_DATABASE_URL's server, and how to drop it. */
async function freshPostgres(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `koa_e2e_${port}_${Date.now().toString(36)}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

async function main() {
  const postgres = process.env.E2E_DATABASE_URL ? await freshPostgres(process.env.E2E_DATABASE_URL) : null;
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
    DATABASE_URL: postgres?.url ?? '',
    DEMO_DATA: 'off',
    WEB_DIR: await webDir(),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    NODE_ENV: 'test',
    // Every test comes from 127.0.0.1: the subscribe form must not be rate-limited across the whole suite.
    SUBSCRIBE_RATE_LIMIT: '1000',
    // The share form's tests fill it faster than a person; the refusal of a fast one is proven by the API tests.
    SUBMISSION_MIN_FILL_SECONDS: '1',
    SUBMISSION_RATE_LIMIT: '1000',
    MAIL_OUTBOX_DIR: outboxDir(port),
    // pseudo-language.spec.ts asks for it with a cookie; every other test sees the site as it is.
    PSEUDO_TRANSLATION: 'on',
  });
  // Mail of an earlier run on this port must not answer this run's tests.
  fs.rmSync(outboxDir(port), { recursive: true, force: true });
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = await openServerDatabase(config);
  await loadKnownData(db);
  const app = await buildApp({ config, db });
  await app.listen({ port: config.port, host: config.host });
  console.log(`e2e server ready at http://127.0.0.1:${port} (data in ${postgres ? postgres.url : workDir})`);

  const stop = async () => {
    await app.close();
    await db.close();
    await postgres?.drop();
    fs.rmSync(workDir, { recursive: true, force: true });
    fs.rmSync(outboxDir(port), { recursive: true, force: true });
    if (madeSharedBuild) fs.rmSync(process.env.E2E_BUILD_DIR!, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  fs.rmSync(workDir, { recursive: true, force: true });
  process.exit(1);
});
