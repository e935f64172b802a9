/**
 * `restore` while a server uses the database: refused with a message that says to stop the server,
 * and nothing changes; once the server is stopped, or killed with kill -9 (no stale lock), it restores. Real
 * server processes and the real command line, on SQLite (a data directory) and on PostgreSQL (a database the
 * test creates, so the server's own settings name it).
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openServerDatabase } from '../../src/server/db/open.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';
import { backupDatabase, restoreBackup } from '../../src/server/modules/open-data/backup.ts';
import { buildCanoe } from '../../src/server/record-builders/index.ts';
import { openTestDatabase, testDialect } from '../setup/test-app.ts';

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-restore-lock-'));
const servers: ChildProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const server of servers) server.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A server process on these settings, and its port once it serves. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO_DATA: 'off', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const port = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const serving = /serving at http:\/\/[^:]+:(\d+)/.exec(output);
      if (serving) resolve(Number(serving[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => reject(new Error(`the server exited with ${code}: ${output}`)));
  });
  return { child, port, exited };
}

/** The command line as an operator runs it: exit code and what it said. */
async function cli(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/server/cli.ts', ...args],
      {
        env: { ...process.env, DEMO_DATA: 'off', ...env },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const REFUSED =
  /^Nothing was restored: a server is using the database .*Stop every server process .*then restore/m;

describe.runIf(testDialect() === 'sqlite')('restore on SQLite while a server runs', () => {
  const dataDir = path.join(dir, 'data');
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
  const ownerNames = async () => {
    const db = await openServerDatabase(config);
    try {
      return (await db.kysely.selectFrom('owners').select('name').execute()).map((row) => row.name);
    } finally {
      await db.close();
    }
  };

  it('is refused and changes nothing; works once the server is stopped, and after kill -9', async () => {
    // An archive with a canoe, its backup, and an administrator's token for the server's writes.
    const seed = await openServerDatabase(config);
    let backup: string;
    let token: string;
    try {
      await buildCanoe(seed, { name: 'Mauloa' });
      ({ file: backup } = await backupDatabase(seed, path.join(dir, 'backups')));
      await createUser(seed, { email: 'keeper@example.org', password: 'long-password-1', groups: ['admin'] });
      token = await createApiToken(seed, 'keeper@example.org');
    } finally {
      await seed.close();
    }

    const server = startServer(env);
    const base = `http://127.0.0.1:${await server.port}`;
    const addOwner = async (name: string) => {
      const res = await fetch(`${base}/api/owners`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ name, owner_type: 'club' }),
      });
      expect(res.status, await res.clone().text()).toBe(201);
    };
    await addOwner('Acknowledged before');
    const files = fs.readdirSync(dataDir).sort();

    const refused = await cli(env, 'restore', backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(REFUSED);
    expect(refused.stderr).toContain(dataDir);
    // Nothing changed: no file moved aside, and the server goes on keeping what it acknowledges.
    expect(fs.readdirSync(dataDir).sort()).toEqual(files);
    await addOwner('Acknowledged after');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(await ownerNames()).toEqual(['Acknowledged before', 'Acknowledged after']);

    // Stopped: the restore goes ahead, and the database is the backup's (no owners yet). (In this process from
    // here on: the command line's own answer was checked above, and each run of it takes seconds.)
    const restore = () => restoreBackup(config, backup, () => Promise.reject(new Error('not used')));
    expect(await restore()).toMatch(/^Restored .*; the database it replaced is .*before-restore-/);
    expect(await ownerNames()).toEqual([]);

    // A server killed with kill -9 leaves no lock behind.
    const killed = startServer(env);
    await killed.port;
    killed.child.kill('SIGKILL');
    await killed.exited;
    expect(await restore()).toMatch(/^Restored /);
  }, 120_000);
});

describe.runIf(testDialect() === 'postgres')('restore on PostgreSQL while a server runs', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = `koa_restore_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const databaseUrl = (() => {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return url.toString();
  })();
  const env = { DATA_DIR: path.join(dir, 'data'), DATABASE_URL: databaseUrl };
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  const canoeNames = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ name: string }>('select name from canoe_names')).rows.map(
        (row) => row.name,
      );
    } finally {
      await client.end();
    }
  };

  it('is refused and imports nothing; works after the server is killed with kill -9', async () => {
    // The backup: an archive with a canoe, in a schema of the test database.
    const { db: source, drop } = await openTestDatabase();
    cleanups.push(drop);
    const { migrate } = await import('../../src/server/db/database.ts');
    await migrate(source);
    await buildCanoe(source, { name: 'Mauloa' });
    const { file: backup } = await backupDatabase(source, path.join(dir, 'backups'));

    // A new, empty database that a server uses (it runs the migrations, as docs/backups.md says).
    await admin(`create database ${database}`);
    cleanups.push(() => admin(`drop database if exists ${database} with (force)`));
    const server = startServer(env);
    await server.port;

    const refused = await cli(env, 'restore', backup);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(REFUSED);
    expect(await canoeNames()).toEqual([]);

    server.child.kill('SIGKILL');
    await server.exited;
    const config = loadConfig({ ...env, DEMO_DATA: 'off' });
    expect(await restoreBackup(config, backup, () => openServerDatabase(config))).toMatch(/^Imported /);
    expect(await canoeNames()).toEqual(['Mauloa']);
  }, 120_000);
});
