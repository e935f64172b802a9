/**
 * Named prepared statements on PostgreSQL for the server's fixed-shape reads (db/compiled.ts). The pg driver sends
 * every other query as an unnamed statement, which PostgreSQL parses and plans anew each time: for the canoe
 * summary by id that was 2.2 ms of server CPU, planning nearly all of it, against 0.09 ms prepared (issue 10,
 * docs/performance.md). A named statement is prepared once per connection; after five runs PostgreSQL keeps a
 * generic plan when it costs no more than the custom ones, which for lookups by key it does (and for lists of ids
 * once they are padded: db/compiled.ts).
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

/** Statement names by SQL text; the same for every connection of the process. */
const names = new Map<string, string>();

/** Runs `text` as a named prepared statement on every PostgreSQL connection from now on. */
export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `koa_prepared_${names.size + 1}`);
}

/** The name `text` runs under, if it is one of the named statements. */
export function statementName(text: string): string | undefined {
  return names.get(text);
}

type Query = (text: unknown, values?: unknown, callback?: unknown) => unknown;

/** Makes the client run the named statements' texts by name (Kysely passes each query as text and values). */
export function useNamedStatements(client: pg.ClientBase): void {
  const query = client.query.bind(client) as Query;
  (client as { query: Query }).query = (text, values, callback) => {
    const name = typeof text === 'string' ? names.get(text) : undefined;
    if (name === undefined || !Array.isArray(values)) return query(text, values, callback);
    return query({ name, text, values }, callback);
  };
}
