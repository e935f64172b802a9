/**
 * Prometheus metrics (`prom-client`): requests counted and timed by route, method and status, and the process's
 * own figures (memory, CPU, event loop lag, garbage collection, open handles). They are served on a port of
 * their own (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says otherwise), never on the site's port, so
 * visitors cannot read them whatever the proxy in front forwards (decision 015, docs/deploying.md).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The route label of a request that matched no route: one series, however many addresses are tried. */
export const UNMATCHED_ROUTE = '(unmatched)';

export class Metrics {
  readonly registry = new Registry();
  readonly requests: Counter<'method' | 'route' | 'status_code'>;
  readonly duration: Histogram<'method' | 'route' | 'status_code'>;

  /** `processMetrics`: the process's own figures too (once per process: the server's, not a test's). */
  constructor({ processMetrics = false }: { processMetrics?: boolean } = {}) {
    const labelNames = ['method', 'route', 'status_code'] as const;
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by method, route pattern and status',
      labelNames,
      registers: [this.registry],
    });
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to sending the last byte of its answer, by method, route pattern and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** The text Prometheus reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}

/** Count and time every answer of `app`. */
export function registerMetrics(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** `GET /metrics` on its own port; anything else is 404. */
export async function startMetricsServer(
  metrics: Metrics,
  { port, host }: { port: number; host: string },
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('Not found: the metrics are at /metrics\n');
      return;
    }
    metrics.text().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`Metrics failed: ${String(error)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
