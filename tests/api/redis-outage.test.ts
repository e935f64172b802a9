/**
 * Redis going away while the server runs (docs/scaling.md): requests keep being answered, each process counts
 * its limits in memory meanwhile, the outage is logged once (not per request), the readiness check says so, and
 * the limits are shared again when Redis is back. Redis is reached through a small TCP relay the test closes.
 */
import net from 'node:net';
import os from 'node:os';
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createUser } from '../../src/server/modules/auth/accounts.service.ts';
import { openTestDatabase } from '../setup/test-app.ts';

const KEY_PREFIX = `koa-test-${randomUUID().slice(0, 8)}:`;
const SUBSCRIBE_LIMIT = 3;

/** A TCP relay to the real Redis that can be cut (every connection dropped, the port closed) and restored. */
function redisRelay() {
  let server: net.Server | null = null;
  let port = 0;
  const sockets = new Set<net.Socket>();
  return {
    open: () =>
      new Promise<void>((resolve) => {
        server = net.createServer((client) => {
          const upstream = net.connect(6379, '127.0.0.1');
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('error', () => undefined);
            socket.on('close', () => {
              sockets.delete(socket);
              client.destroy();
              upstream.destroy();
            });
          }
          client.pipe(upstream).pipe(client);
        });
        server.listen(port, '127.0.0.1', () => {
          port = (server!.address() as net.AddressInfo).port;
          resolve();
        });
      }),
    url: () => `redis://127.0.0.1:${port}`,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server!.close(() => resolve());
      }),
  };
}

function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

async function appWith(redisUrl: string, log: ReturnType<typeof logLines>) {
  const { db, drop } = await openTestDatabase({ migrated: true });
  await createUser(db, {
    email: 'steward@example.org',
    name: 'S',
    password: 'steward-password-1',
    groups: [],
  });
  const config = loadConfig({
    DATA_DIR: os.tmpdir(),
    DEMO_DATA: 'off',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: KEY_PREFIX,
    SUBSCRIBE_RATE_LIMIT: String(SUBSCRIBE_LIMIT),
  });
  const app = await buildApp({ config, db }, { logger: { level: 'info', stream: log.stream } });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

const subscribe = (app: FastifyInstance, ip: string, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/subscribers',
    headers: { 'x-requested-with': 'fetch' },
    payload: { email: `reader${i}@example.org` },
    remoteAddress: ip,
  });

const redisWarnings = (lines: { level: number; msg: string }[]) =>
  lines.filter((line) => line.msg.startsWith('Redis is not answering'));

const until = async (check: () => Promise<boolean> | boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

const relay = redisRelay();

/** A port nothing listens on. */
async function closedPort() {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
afterAll(async () => {
  const redis = new Redis('redis://127.0.0.1:6379');
  const keys = await redis.keys(`${KEY_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('when Redis goes away', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  const log = logLines();
  beforeAll(async () => {
    await relay.open();
    t = await appWith(relay.url(), log);
  });
  afterAll(() => t.close());

  it('keeps answering, counts in memory meanwhile, logs it once, and shares the limits again when back', async () => {
    expect(await t.app.serviceChecks.redis()).toEqual({ ok: true });
    // Two subscriptions counted in Redis.
    for (const i of [0, 1]) expect((await subscribe(t.app, '203.0.113.1', i)).statusCode).toBe(201);

    // The lines of this outage: a loaded machine may have had its own hiccup while the app connected, which is
    // logged (and its end) before the cut.
    const fromCut = log.lines.length;
    const outage = () => log.lines.slice(fromCut);
    await relay.cut();
    const during: number[] = [];
    for (let i = 0; i < 8; i++) during.push((await subscribe(t.app, '203.0.113.2', 10 + i)).statusCode);
    // Answered at once and limited all the same, by this process's own count.
    expect(during).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'steward@example.org', password: 'steward-password-1' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(redisWarnings(outage())).toHaveLength(1);
    expect(redisWarnings(outage())[0].level).toBe(40);
    const check = await t.app.serviceChecks.redis();
    expect(check.ok).toBe(false);
    expect(check.detail).toMatch(/^Redis: /);
    // Still ready (requests are answered, limits counted here), and the readiness call says Redis failed.
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', redis: 'failed' } });

    await relay.open();
    await until(async () => (await t.app.serviceChecks.redis()).ok);
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json()).toMatchObject({
      checks: { redis: 'ok' },
    });
    expect(outage().some((line) => line.msg.startsWith('Redis answers again'))).toBe(true);
    // Redis's count from before the outage is there again: the first client has one attempt left.
    expect((await subscribe(t.app, '203.0.113.1', 20)).statusCode).toBe(201);
    expect((await subscribe(t.app, '203.0.113.1', 21)).statusCode).toBe(429);
    expect(redisWarnings(outage())).toHaveLength(1);
  }, 30_000);
});

describe('when Redis is not there at start', () => {
  it('starts, answers and limits in memory, and reports Redis as not ready', async () => {
    const log = logLines();
    const started = Date.now();
    const t = await appWith(`redis://127.0.0.1:${await closedPort()}`, log);
    try {
      expect(Date.now() - started).toBeLessThan(10_000);
      const statuses: number[] = [];
      for (let i = 0; i < SUBSCRIBE_LIMIT + 1; i++) {
        statuses.push((await subscribe(t.app, '203.0.113.3', i)).statusCode);
      }
      expect(statuses).toEqual([201, 201, 201, 429]);
      expect(redisWarnings(log.lines)).toHaveLength(1);
      expect((await t.app.serviceChecks.redis()).ok).toBe(false);
    } finally {
      await t.close();
    }
  }, 30_000);
});
