/**
 * Fixed-shape reads by one id, built and compiled by Kysely once per dialect and then run with each id: building
 * and compiling a query took about a fifth of a canoe page's time (issue 10), though only the id changes. With the
 * SQLite dialect's statement cache (statement-cache.ts) the same SQL text also reuses its prepared statement.
 */
import { CompiledQuery, type Compilable } from 'kysely';
import type { Executor } from './database.ts';
import { isPostgres } from './text-search.ts';

/** A value no id takes, compiled in the id's place and found again among the parameters. */
const ID_MARK = -7_654_321;

interface Template {
  sql: string;
  parameters: readonly unknown[];
  idAt: number[];
}

/**
 * `build(db, id)` run as one compiled query per dialect; the returned function gives the rows for an id. The query
 * must take no values but the id from its caller (constants in it are compiled once with it).
 */
export function compiledById<O>(build: (db: Executor, id: number) => Compilable<O>) {
  const templates = new Map<string, Template>();
  return async (db: Executor, id: number): Promise<O[]> => {
    const dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let template = templates.get(dialect);
    if (!template) {
      const compiled = build(db, ID_MARK).compile();
      const idAt = compiled.parameters.flatMap((value, i) => (value === ID_MARK ? [i] : []));
      if (idAt.length === 0) throw new Error(`compiledById: the id is not a parameter of ${compiled.sql}`);
      template = { sql: compiled.sql, parameters: compiled.parameters, idAt };
      templates.set(dialect, template);
    }
    const parameters = [...template.parameters];
    for (const i of template.idAt) parameters[i] = id;
    const result = await db.executeQuery<O>(CompiledQuery.raw(template.sql, parameters));
    return result.rows;
  };
}
