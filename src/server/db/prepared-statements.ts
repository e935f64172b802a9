/**
 * Named prepared statements on PostgreSQL for the server's fixed-shape reads (db/compiled.ts), one of the
 * speed-ups (speedups.ts). The pg driver sends every other query as an unnamed statement, which PostgreSQL parses
 * and plans anew each time: for the canoe summary by id, planning was nearly all of PostgreSQL's time
 * (docs/performance.md). A named statement is prepared once per connection; after five runs PostgreSQL keeps a
 * generic plan when it costs no more than the custom ones, which for lookups by key it does (and for lists of ids
 * once they are padded: db/compiled.ts). The pool Kysely's driver is given (`namingPool`) runs them by name.
 *
 * Only statements named here run prepared: their texts are fixed, so each connection holds a few dozen at most.
 * Searches are planned for their values, since a generic plan cannot know whether a pattern is short enough for the
 * trigram index: most stay unnamed, and the search box's few shapes are named only where every pattern holds a
 * trigram (`runTextSearch`, db/text-search.ts), which saves their parsing. The search box in its one shape whose
 * generic plan is always right runs through a function that keeps one plan (`canoe_search_ids`, migration 024).
 * Connections must go to PostgreSQL itself or to a pooler that keeps prepared statements per client (PgBouncer
 * 1.21+ with `max_prepared_statements`), as with any driver that prepares.
 */
import type pg from 'pg';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

/** Statement names by SQL text; the same for every connection of the process. */
const names = new Map<string, string>();

/** Runs `text` as a named prepared statement on every PostgreSQL connection given by `namingPool` from now on. */
export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `koa_prepared_${names.size + 1}`);
}

/** The name `text` runs under, if it is one of the named statements. */
export function statementName(text: string): string | undefined {
  return names.get(text);
}

/** The client as Kysely's driver uses it (text and values, or a cursor), running the named texts by name. */
function namingClient(client: pg.PoolClient): PostgresPoolClient {
  const query = (text: unknown, values?: unknown[]) => {
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (name === undefined || !Array.isArray(values)) return client.query(text as string, values);
    return client.query({ name, text: text as string, values });
  };
  return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
}

/** The pool as Kysely's PostgreSQL driver uses it: each of its connections runs the named statements by name. */
export function namingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let naming = clients.get(client);
      if (!naming) clients.set(client, (naming = namingClient(client)));
      return naming;
    },
    end: () => pool.end(),
  };
}
