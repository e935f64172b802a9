/**
 * PostgreSQL going away under load: the server's own connections terminated (`pg_terminate_backend`,
 * as a restart, a failover or a pooler's idle timeout does to them), and the whole database unreachable for a
 * while (a TCP proxy between the server and PostgreSQL stops, as a restart looks from the server). The process
 * stays up; a request that meets the fault is answered 503 with Retry-After and words a person can read, never a
 * 500 or a dropped connection; every write answered 2xx is in the database afterwards; readiness is 503 while the
 * database is away; and the server serves again by itself within a few seconds of the database's return.
 *
 * Only this file's own connections are touched: each is named after this file's schema (application_name).
 * STRESS=1 (npm run test:stress) runs longer, with more workers and more terminations.
 */
import type net from 'node:net';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrate, openDatabase, type Db } from '../../src/server/db/database.ts';
import { DATABASE_AWAY } from '../../src/server/http/errors.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';
import { databaseProxy } from '../setup/database-proxy.ts';
import { testDialect } from '../setup/test-app.ts';

const STRESS = Boolean(process.env.STRESS);
const url = process.env.TEST_DATABASE_URL ?? '';
const schema = `t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;

let admin: pg.Client;
let proxy: ReturnType<typeof databaseProxy>;
let db: Db;
let app: FastifyInstance;
let base = '';
let token = '';

/** Terminates this file's connections only (the app's pool and its change listener); how many there were. */
async function terminateOwnBackends(): Promise<number> {
  const { rows } = await admin.query<{ pid: number }>(
    `select pg_terminate_backend(pid), pid from pg_stat_activity
      where application_name in ($1, $2) and pid <> pg_backend_pid()`,
    [`koa registry ${schema}`, `koa data changes ${schema}`],
  );
  return rows.length;
}

interface Tally {
  ok: number;
  unavailable: number;
  /** Anything else: a 500, another status, a 503 without Retry-After or its words, or a dropped connection. */
  wrong: string[];
  /** Canoes whose creation was answered 201. */
  acknowledged: { canoe_id: number; hull_id: string }[];
}

/** `workers` callers reading and writing in turn until `until()` says stop. */
async function load(workers: number, until: () => boolean): Promise<Tally> {
  const tally: Tally = { ok: 0, unavailable: 0, wrong: [], acknowledged: [] };
  let n = 0;
  const one = async (write: boolean) => {
    const hull = `OUT-${n++}`;
    try {
      const res = write
        ? await fetch(`${base}/api/canoes`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ hull_id: hull }),
          })
        : await fetch(`${base}/api/canoes?q=OUT&page_size=5`);
      const text = await res.text();
      if (res.status === 200 || res.status === 201) {
        tally.ok++;
        if (write) tally.acknowledged.push({ canoe_id: JSON.parse(text).canoe_id, hull_id: hull });
      } else if (
        res.status === 503 &&
        res.headers.get('retry-after') === '5' &&
        JSON.parse(text).message === DATABASE_AWAY
      ) {
        tally.unavailable++;
      } else {
        tally.wrong.push(`${res.status} ${res.headers.get('retry-after')} ${text.slice(0, 200)}`);
      }
    } catch (error) {
      tally.wrong.push(`dropped: ${String((error as Error).cause ?? error)}`);
    }
  };
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      for (let i = 0; !until(); i++) {
        const before = tally.ok;
        await one((i + worker) % 2 === 0);
        // Refused at once while the database is away: a caller waits a little before asking again.
        if (tally.ok === before) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }),
  );
  return tally;
}

/** Milliseconds until the server answers readiness 200 and takes a write, asked every 50 ms (at most 15 s). */
async function timeToServe(): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
    if (process.env.DEBUG_OUTAGE) console.log(Date.now() - started, 'ready', ready?.status);
    if (ready?.status === 200) {
      const write = await fetch(`${base}/api/canoes`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ hull_id: `BACK-${Date.now()}` }),
      });
      if (write.status === 201) return Date.now() - started;
      if (process.env.DEBUG_OUTAGE) console.log(Date.now() - started, write.status, await write.text());
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Infinity;
}

/** Every acknowledged canoe is in the database (read straight from PostgreSQL, not through the server). */
async function missing(acknowledged: Tally['acknowledged']): Promise<number> {
  const { rows } = await admin.query<{ canoe_id: number }>(`select canoe_id from ${schema}.canoes`);
  const kept = new Set(rows.map((row) => Number(row.canoe_id)));
  return acknowledged.filter((canoe) => !kept.has(canoe.canoe_id)).length;
}

const until = (ms: number) => {
  const end = Date.now() + ms;
  return () => Date.now() >= end;
};

describe.skipIf(testDialect() !== 'postgres')('PostgreSQL going away under load', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    const direct = openDatabase({ databaseUrl: url, pgSchema: schema });
    await migrate(direct);
    await direct.close();

    proxy = databaseProxy(new URL(url));
    await proxy.start();
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    db = openDatabase({ databaseUrl: proxied.toString(), pgSchema: schema });
    const config = loadConfig({ DATA_DIR: os.tmpdir(), DEMO_DATA: 'off', RESPONSE_CACHE_MB: '8' });
    app = await buildApp({ config, db }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    await createUser(db, {
      email: 'admin@example.org',
      name: 'Test Admin',
      password: 'admin-password-1',
      groups: ['admin'],
    });
    token = await createApiToken(db, 'admin@example.org');
  });

  afterAll(async () => {
    await app?.close();
    await db?.close();
    await proxy?.stop();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  it('keeps serving while its own connections are terminated under load, and loses no acknowledged write', async () => {
    const kills = STRESS ? 30 : 4;
    const workers = STRESS ? 16 : 6;
    let done = false;
    const running = load(workers, () => done);
    let terminated = 0;
    for (let i = 0; i < kills; i++) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      terminated += await terminateOwnBackends();
    }
    const recovery = await timeToServe();
    done = true;
    const tally = await running;
    console.log(
      `terminate under load: ${kills} rounds, ${terminated} connections terminated; ` +
        `${tally.ok} answered, ${tally.unavailable} answered 503, ${tally.wrong.length} wrong; ` +
        `${tally.acknowledged.length} writes acknowledged; serving again ${recovery} ms after the last`,
    );
    expect(terminated).toBeGreaterThan(0);
    expect(tally.wrong).toEqual([]);
    expect(tally.acknowledged.length).toBeGreaterThan(0);
    expect(await missing(tally.acknowledged)).toBe(0);
    expect(recovery).toBeLessThan(5000);
  });

  it('answers 503 while the database is away, and serves again within seconds of its return', async () => {
    // The change listener is up: the response cache may keep answers.
    await db.watchDataChanges();
    await expect.poll(() => db.dataVersion(), { timeout: 6000 }).not.toBeNull();

    let done = false;
    const before = load(4, until(STRESS ? 2000 : 500));
    const beforeTally = await before;
    await proxy.stop();
    const away = Date.now();
    const during = load(4, () => done);

    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ checks: { database: 'failed' } });
    // The listener is down: nothing is kept or answered from memory as fresh.
    await expect.poll(() => db.dataVersion(), { timeout: 2000 }).toBeNull();
    // Asked with a token, which cannot be looked up: the same 503, not a 500.
    const health = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${token}` } });
    expect(health.status).toBe(503);
    expect(health.headers.get('retry-after')).toBe('5');
    const read = await fetch(`${base}/api/canoes`);
    expect(read.status).toBe(503);
    expect(read.headers.get('retry-after')).toBe('5');
    expect(await read.json()).toMatchObject({ error: 'Service Unavailable', message: DATABASE_AWAY });

    await new Promise((resolve) => setTimeout(resolve, STRESS ? 10_000 : 1500));
    const outage = Date.now() - away;
    await proxy.start();
    const recovery = await timeToServe();
    done = true;
    const tally = await during;
    // The listener comes back too, so answers are kept again.
    await expect.poll(() => db.dataVersion(), { timeout: 6000 }).not.toBeNull();
    console.log(
      `database away ${outage} ms under load: ${tally.ok} answered, ${tally.unavailable} answered 503, ` +
        `${tally.wrong.length} wrong; serving again ${recovery} ms after its return`,
    );
    expect(beforeTally.wrong).toEqual([]);
    expect(tally.wrong).toEqual([]);
    expect(tally.unavailable).toBeGreaterThan(0);
    expect(await missing([...beforeTally.acknowledged, ...tally.acknowledged])).toBe(0);
    expect(recovery).toBeLessThan(5000);
  });
});
