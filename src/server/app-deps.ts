import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Metrics } from './http/metrics.ts';
import type { Throttles } from './http/throttle.ts';

/** Everything a route module needs: the settings and the database (and the metrics, when they are kept). */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Requests are counted and timed into these when given (main.ts gives them when METRICS_PORT is set). */
  metrics?: Metrics;
  /** Where rate limits count (buildApp sets it: Redis with REDIS_URL, else this process's memory). */
  throttles?: Throttles;
  /** Asks this process's outbox worker to send what was just queued now rather than at its next turn. */
  sendMailSoon?: () => void;
}
