import type { Config } from './config.ts';
import type { Db } from './db/database.ts';

/** Everything a route module needs: the settings and the database. */
export interface AppDeps {
  config: Config;
  db: Db;
}
