/**
 * The server lock (server-lock.ts) on both databases: servers share it, so several run side by side; restore's
 * exclusive lock is refused while any holds it; a server that starts during a restore waits for it to finish.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, testDialect } from '../../../tests/setup/test-app.ts';
import { DatabaseInUseError, holdServerLock, takeRestoreLock, type LockTarget } from './server-lock.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-lock-'));
let target: LockTarget;
let drop = async () => {};
beforeAll(async () => {
  if (testDialect() === 'postgres') {
    // A schema of this file's own: the lock is keyed by the schema, so other tests' locks are other locks.
    const test = await openTestDatabase();
    drop = test.drop;
    target = { databaseUrl: process.env.TEST_DATABASE_URL!, dataDir, pgSchema: test.db.schema };
  } else {
    target = { databaseUrl: null, dataDir };
  }
});
afterAll(async () => {
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the server lock', () => {
  it('lets servers run side by side and refuses restore until the last one lets go', async () => {
    const log: string[] = [];
    const first = await holdServerLock(target, (line) => log.push(line));
    const second = await holdServerLock(target, (line) => log.push(line));
    await expect(takeRestoreLock(target)).rejects.toThrow(DatabaseInUseError);
    await first.release();
    await expect(takeRestoreLock(target)).rejects.toThrow(
      /a server is using the database .*Stop every server/,
    );
    await second.release();
    const restore = await takeRestoreLock(target);
    await restore.release();
    expect(log).toEqual([]);
  });

  it('lets a restore go ahead when the last server lets go moments after it asked (stopped or killed)', async () => {
    const server = await holdServerLock(target, () => {});
    const asked = Date.now();
    const restoring = takeRestoreLock(target);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await server.release();
    const restore = await restoring;
    expect(Date.now() - asked).toBeLessThan(3_000);
    await restore.release();
  });

  it('makes a server that starts during a restore wait for it, and says so', async () => {
    const restore = await takeRestoreLock(target);
    const log: string[] = [];
    let started = false;
    const server = holdServerLock(target, (line) => log.push(line)).then((lock) => {
      started = true;
      return lock;
    });
    // It says so as soon as it finds the restore's lock (within moments; longer on a busy machine), and waits.
    await vi.waitFor(
      () =>
        expect(log).toEqual([expect.stringMatching(/^A restore is under way on the database .*: waiting/)]),
      { timeout: 15_000, interval: 50 },
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(started).toBe(false);
    await restore.release();
    const lock = await server;
    await expect(takeRestoreLock(target)).rejects.toThrow(DatabaseInUseError);
    await lock.release();
  });

  it.runIf(testDialect() === 'postgres')(
    'takes the lock again when its connection is lost, without taking the process down',
    async () => {
      const log: string[] = [];
      const lock = await holdServerLock(target, (line) => log.push(line));
      // The lock's own backend: the one holding this schema's advisory lock (no other test's).
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const holder = async () =>
        (
          await admin.query<{ pid: number }>(
            `select pid from pg_locks where locktype = 'advisory' and classid = $1 and objsubid = 2
               and objid::bigint = (hashtext($2)::bigint & 4294967295)`,
            [0x4b4f41, target.pgSchema],
          )
        ).rows.map((row) => row.pid);
      try {
        const [pid] = await holder();
        expect(pid).toBeGreaterThan(0);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        for (let tries = 0; tries < 100; tries++) {
          const now = await holder();
          if (now.length === 1 && now[0] !== pid) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect((await holder())[0]).not.toBe(pid);
        expect(log).toEqual([expect.stringMatching(/lock was lost: taking the lock again/)]);
        await expect(takeRestoreLock(target)).rejects.toThrow(DatabaseInUseError);
        await lock.release();
        expect(await holder()).toEqual([]);
      } finally {
        await lock.release();
        await admin.end();
      }
    },
    // The server notices the lost connection and reconnects in a second or two; on a busy machine it has taken
    // past the 20 s a test has by default. Its time is not what it checks.
    60_000,
  );
});
