import { PostgresAdapter } from 'kysely';

/** Which database the archive runs on; migrations and dialect-specific SQL read it. */
export type Dialect = 'sqlite' | 'postgres';

/** Does this executor (a Kysely, a transaction, a connection) run on PostgreSQL? */
export const isPostgres = (db: { getExecutor(): { adapter: unknown } }) =>
  db.getExecutor().adapter instanceof PostgresAdapter;
