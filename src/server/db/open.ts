import path from 'node:path';
import type { Config } from '../config.ts';
import { migrate, openDatabase, type Db } from './database.ts';

/** The server's database: PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR; migrated. */
export async function openServerDatabase(config: Config): Promise<Db> {
  const db = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'registry.sqlite'),
  });
  await migrate(db);
  return db;
}
