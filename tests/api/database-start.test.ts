/**
 * The server started while PostgreSQL cannot be reached: it waits, saying where the database is
 * (password hidden) and that it cannot be reached, never that a migration failed (docs/deploying.md answers a
 * failed migration with a restore), and starts by itself once the database answers. The database is a new one of
 * this file's own, reached through a proxy that is not listening at first.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseProxy } from '../setup/database-proxy.ts';
import { testDialect } from '../setup/test-app.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const database = `koa_start_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
let server: ChildProcess | null = null;
let proxy: ReturnType<typeof databaseProxy> | null = null;
let created = false;

async function adminQuery(text: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** A port nothing listens on (taken from the system, then let go). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

afterAll(async () => {
  server?.kill('SIGKILL');
  await proxy?.stop();
  if (created) await adminQuery(`drop database if exists ${database} with (force)`);
});

describe.skipIf(testDialect() !== 'postgres')('starting while PostgreSQL cannot be reached', () => {
  it('waits, says the database cannot be reached and where, and starts once it answers', async () => {
    const port = await closedPort();
    const target = new URL(url);
    const databaseUrl = new URL(url);
    databaseUrl.hostname = '127.0.0.1';
    databaseUrl.port = String(port);
    databaseUrl.password = 'not-to-be-shown';
    databaseUrl.pathname = `/${database}`;

    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl.toString(),
        PORT: '0',
        DEMO_DATA: 'off',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server = child;
    let output = '';
    let exited: number | null = null;
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => (exited = code ?? -1));
    const waitFor = async (pattern: RegExp, ms: number) => {
      const started = Date.now();
      while (!pattern.test(output) && exited === null && Date.now() - started < ms)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(output).toMatch(pattern);
    };

    // Twice: it is still there, trying again.
    const line = new RegExp(
      `The database at postgres://[^:]+:\\*\\*\\*@127\\.0\\.0\\.1:${port}/${database} cannot be reached ` +
        `\\(ECONNREFUSED[^)]*\\): trying again in \\d+ s`,
    );
    await waitFor(new RegExp(`${line.source}[^]*${line.source}`), 30_000);
    expect(exited).toBeNull();

    // The database appears: a new one, reached on the port the server has been trying.
    await adminQuery(`create database ${database}`);
    created = true;
    proxy = databaseProxy(target, port);
    await proxy.start();
    await waitFor(/serving at http:\/\/localhost:(\d+)/, 30_000);
    const served = Number(/serving at http:\/\/localhost:(\d+)/.exec(output)![1]);
    const ready = await fetch(`http://127.0.0.1:${served}/api/health/ready`);
    expect(ready.status).toBe(200);

    expect(output).not.toMatch(/migration .*failed/i);
    expect(output).not.toContain('not-to-be-shown');
    const stopped = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
    server = null;
  }, 90_000);
});
