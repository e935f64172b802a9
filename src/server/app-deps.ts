import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { Throttles } from './http/throttle.ts';

/** Everything a route module needs: the settings and the database. */
export interface AppDeps {
  config: Config;
  db: Db;
  /** Where rate limits count (buildApp sets it: Redis with REDIS_URL, else this process's memory). */
  throttles?: Throttles;
}
