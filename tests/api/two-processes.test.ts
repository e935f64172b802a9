/**
 * Two server processes behind one load balancer (docs/scaling.md): one PostgreSQL database, one Redis. A session
 * made on one is good on the other, and a limit counts what both were sent, even when the attempts arrive at
 * both at once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../src/server/db/database.ts';
import { createUser } from '../../src/server/modules/auth/accounts.service.ts';
import { SIGN_IN_LIMITS, TOO_MANY_SIGN_INS } from '../../src/server/modules/auth/auth.routes.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `koa_two_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
const databaseUrl = (() => {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
})();
const REDIS_URL = 'redis://127.0.0.1:6379';
const KEY_PREFIX = `koa-test-${randomUUID().slice(0, 8)}:`;
/** The ports the two servers were given (each asks for a free one). */
const ports: number[] = [];
const SUBSCRIBE_LIMIT = 4;

const servers: ChildProcess[] = [];

async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function startServer(): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_KEY_PREFIX: KEY_PREFIX,
      PORT: '0',
      HOST: '127.0.0.1',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'warn',
      SUBSCRIBE_RATE_LIMIT: String(SUBSCRIBE_LIMIT),
      RESPONSE_CACHE_MB: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  servers.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const serving = /serving at http:\/\/[^:]+:(\d+)/.exec(output);
      if (serving) resolve(Number(serving[1]));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => reject(new Error(`a server exited with ${code}: ${output}`)));
  });
}

const base = (i: number) => `http://127.0.0.1:${ports[i]}`;

const signIn = (i: number, password: string) =>
  fetch(`${base(i)}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'steward@example.org', password }),
  });

beforeAll(async () => {
  await adminQuery(`create database ${DATABASE}`);
  // Migrated once here, so the two servers start together on a ready database.
  const db = openDatabase({ databaseUrl });
  await migrate(db);
  for (const email of ['steward@example.org', 'keeper@example.org']) {
    await createUser(db, { email, name: 'Steward', password: 'steward-password-1', groups: [] });
  }
  await db.close();
  ports.push(...(await Promise.all([startServer(), startServer()])));
}, 90_000);

afterAll(async () => {
  await Promise.all(
    servers.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve(null);
          child.on('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  await adminQuery(`drop database if exists ${DATABASE} with (force)`);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${KEY_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
}, 60_000);

describe('two server processes on one database and one Redis', () => {
  it('accepts a session made on one process on the other, and ends it on both', async () => {
    const login = await fetch(`${base(0)}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'keeper@example.org', password: 'steward-password-1' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    const me = await fetch(`${base(1)}/api/auth/me`, { headers: { cookie } });
    expect((await me.json()).user).toMatchObject({ email: 'keeper@example.org' });

    const logout = await fetch(`${base(1)}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie, 'x-requested-with': 'fetch' },
    });
    expect(logout.status).toBe(200);
    const after = await fetch(`${base(0)}/api/auth/me`, { headers: { cookie } });
    expect((await after.json()).user).toBeNull();
  });

  it(`counts failed sign-ins sent to both: the ${SIGN_IN_LIMITS.perAccount + 1}th is refused by either`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++) {
      statuses.push((await signIn(i % 2, `wrong-${i}`)).status);
    }
    expect(statuses).toEqual(Array(SIGN_IN_LIMITS.perAccount).fill(401));
    for (const i of [0, 1]) {
      const refused = await signIn(i, 'steward-password-1');
      expect(refused.status).toBe(429);
      expect((await refused.json()).message).toBe(TOO_MANY_SIGN_INS);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    }
  });

  it('lets no more subscriptions through than the limit when they arrive at both processes at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${base(i % 2)}/api/subscribers`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
          body: JSON.stringify({ email: `reader${i}@example.org` }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(SUBSCRIBE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - SUBSCRIBE_LIMIT);
  });
});
