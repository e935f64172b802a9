/**
 * What an operator's tools read: liveness and readiness, the request id in answers and logs, and the metrics
 * (kept on a port of their own, never answered on the site's).
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { Metrics, startMetricsServer, type MetricsServer } from '../../src/server/http/metrics.ts';
import { createTestApp, type TestApp } from '../setup/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An app on t's database whose log lines (JSON, from debug up) are kept in `lines`. */
async function appWithLog(deps: Partial<Parameters<typeof buildApp>[0]> = {}) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ config: t.config, db: t.db, ...deps }, { logger: { level: 'debug', stream } });
  return { app, lines };
}

describe('liveness and readiness', () => {
  it('answers live, ready and health while the database answers', async () => {
    const live = await t.request('anonymous', { method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    expect(live.headers['cache-control']).toBe('no-store');

    const ready = await t.request('anonymous', { method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', checks: { database: 'ok', disk: 'ok' } });

    const health = await t.request('anonymous', { method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', database: t.db.dialect, checks: { database: 'ok' } });
  });

  it('is live but not ready when the database stops answering, and logs why', async () => {
    const other = await createTestApp();
    const { app, lines } = await appWithLog({ config: other.config, db: other.db });
    await other.db.close();

    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      error: 'Service Unavailable',
      message: 'The database is not answering',
      checks: { database: 'failed' },
    });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect(lines.some((l) => l.msg === 'readiness check failed' && l.check === 'database')).toBe(true);
    await app.close();
    await other.close().catch(() => undefined);
  });

  it('reports every added check; only a critical one that fails makes the server not ready', async () => {
    const { app } = await appWithLog();
    app.readiness.add('bucket', () => {
      throw new Error('bucket unreachable');
    });
    app.readiness.add('redis', () => Promise.reject(new Error('connection refused')), { critical: false });
    app.readiness.add('slow', () => new Promise(() => undefined), { critical: false, timeoutMs: 50 });
    expect(() => app.readiness.add('bucket', () => undefined)).toThrow(/twice/);

    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    const body = ready.json();
    expect(body.checks).toEqual({
      database: 'ok',
      disk: 'ok',
      bucket: 'failed',
      redis: 'failed',
      slow: 'failed',
    });
    expect(body.message).toBe('Not ready: bucket failed');
    // The reasons are for the log, not for whoever asks.
    expect(ready.body).not.toMatch(/unreachable|refused/);
    await app.close();

    const { app: degraded } = await appWithLog();
    degraded.readiness.add('redis', () => Promise.reject(new Error('connection refused')), {
      critical: false,
    });
    const still = await degraded.inject({ method: 'GET', url: '/api/health/ready' });
    expect(still.statusCode).toBe(200);
    expect(still.json().checks).toEqual({ database: 'ok', disk: 'ok', redis: 'failed' });
    await degraded.close();
  });

  it("logs an optional service's outage once when it starts and once when it ends, not at every probe", async () => {
    const { app, lines } = await appWithLog();
    let answering = true;
    app.readiness.add(
      'bucket',
      () => {
        if (!answering) throw new Error('bucket unreachable');
      },
      { critical: false },
    );
    const probe = async () => (await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
    const about = () => lines.filter((l) => l.check === 'bucket');
    expect(await probe()).toBe(200);
    answering = false;
    for (let i = 0; i < 5; i++) expect(await probe()).toBe(200);
    answering = true;
    for (let i = 0; i < 3; i++) expect(await probe()).toBe(200);
    expect(about().map((l) => [l.level, l.msg, l.reason])).toEqual([
      [40, 'readiness check failed', 'bucket unreachable'],
      [30, 'readiness check passes again', undefined],
    ]);
    await app.close();
  });
});

describe('request ids', () => {
  it('sends an id with every answer and names it in error bodies and in the log', async () => {
    const { app, lines } = await appWithLog();
    const ok = await app.inject({ method: 'GET', url: '/api/canoe-types' });
    const id = ok.headers['x-request-id'] as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines.some((l) => l.request_id === id && l.msg === 'request completed')).toBe(true);

    const missing = await app.inject({ method: 'GET', url: '/api/canoes/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().request_id).toBe(missing.headers['x-request-id']);

    const bad = await app.inject({
      method: 'POST',
      url: '/api/subscribers',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request', request_id: bad.headers['x-request-id'] });
    await app.close();
  });

  it("keeps a caller's sane X-Request-Id and replaces one that is not", async () => {
    const given = await t.request('anonymous', {
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'lb-7f3a.42' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.42');
    expect(given.json().request_id).toBe('lb-7f3a.42');

    for (const insane of ['a'.repeat(200), 'two words', 'line\\nbreak', '"quoted"']) {
      const res = await t.request('anonymous', {
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': insane },
      });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('gives a page answered from the response cache its own id', async () => {
    const first = await t.request('anonymous', { method: 'GET', url: '/api/canoes' });
    const second = await t.request('anonymous', { method: 'GET', url: '/api/canoes' });
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });
});

describe('metrics', () => {
  let server: MetricsServer;
  let metrics: Metrics;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    metrics = new Metrics();
    app = await buildApp({ config: t.config, db: t.db, metrics }, { logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server.close();
    await app.close();
  });

  it('are not answered on the site port', async () => {
    const { port } = app.server.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(res.status).not.toBe(200);
    expect(await res.text()).not.toMatch(/http_requests_total/);
  });

  it('count and time requests by route pattern and status on their own port', async () => {
    const { port } = app.server.address() as { port: number };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await fetch(`http://127.0.0.1:${port}/api/canoe-types`));
    // The last from the response cache, which writes it straight out: counted all the same.
    expect(answers.at(-1)?.headers.get('x-cache')).toBe('hit');
    await fetch(`http://127.0.0.1:${port}/api/canoes/999999`);
    await fetch(`http://127.0.0.1:${port}/no/such/${Math.random()}.txt`);

    const res = await fetch(`http://127.0.0.1:${server.port}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/canoe-types",status_code="200"\} 3/,
    );
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/canoes\/:id",status_code="404"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/canoe-types",status_code="200"\} 3/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/canoe-types"/,
    );
    expect((await fetch(`http://127.0.0.1:${server.port}/`)).status).toBe(404);
  });
});
