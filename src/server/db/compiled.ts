/**
 * Fixed-shape reads, built and compiled by Kysely once per dialect and then run with each id or list of ids:
 * building and compiling a query took about a fifth of a canoe page's time (issue 10), though only the ids change.
 * With the SQLite dialect's statement cache (statement-cache.ts) the same SQL text also reuses its prepared
 * statement; on PostgreSQL each one is a named prepared statement (prepared-statements.ts), so it is planned once
 * per connection instead of on every request (planning was about 95 % of the canoe summary's time there).
 */
import { CompiledQuery, sql, type Compilable, type RawBuilder } from 'kysely';
import type { Executor } from './database.ts';
import { nameStatement } from './prepared-statements.ts';
import { isPostgres } from './text-search.ts';

/** A value no id takes, compiled in the id's place and found again among the parameters. */
const ID_MARK = -7_654_321;

declare const idList: unique symbol;

/** A list of ids as one parameter of a compiled query (see `idIn`); opaque to the query's builder. */
export interface IdList {
  readonly [idList]: true;
}

/** Stands for a list of ids while the query is compiled; found again among the parameters by identity. */
const ID_LIST_MARK = Object.freeze({}) as unknown as IdList;

interface Template {
  sql: string;
  parameters: readonly unknown[];
  at: number[];
}

type Dialect = 'postgres' | 'sqlite';

/**
 * One compiled template per dialect for `build`, with `mark` compiled in the place of the caller's argument; the
 * returned function runs it with `fill(dialect, argument)` in each place the mark took.
 */
function compiledWith<A, M, O>(
  build: (db: Executor, mark: M) => Compilable<O>,
  mark: M,
  fill: (dialect: Dialect, argument: A) => unknown,
) {
  const templates = new Map<Dialect, Template>();
  return async (db: Executor, argument: A): Promise<O[]> => {
    const dialect: Dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let template = templates.get(dialect);
    if (!template) {
      const compiled = build(db, mark).compile();
      const at = compiled.parameters.flatMap((value, i) => (value === mark ? [i] : []));
      if (at.length === 0)
        throw new Error(`compiled query: the argument is not a parameter of ${compiled.sql}`);
      template = { sql: compiled.sql, parameters: compiled.parameters, at };
      if (dialect === 'postgres') nameStatement(compiled.sql);
      templates.set(dialect, template);
    }
    const parameters = [...template.parameters];
    const value = fill(dialect, argument);
    for (const i of template.at) parameters[i] = value;
    const result = await db.executeQuery<O>(CompiledQuery.raw(template.sql, parameters));
    return result.rows;
  };
}

/**
 * `build(db, id)` run as one compiled query per dialect; the returned function gives the rows for an id. The query
 * must take no values but the id from its caller (constants in it are compiled once with it).
 */
export function compiledById<O>(build: (db: Executor, id: number) => Compilable<O>) {
  return compiledWith<number, number, O>(build, ID_MARK, (_dialect, id) => id);
}

/**
 * PostgreSQL plans a list parameter as ten values whatever its length. For a short list (a search that finds one
 * canoe) the plan made for its values then always looked cheaper than the kept generic plan, and the named
 * statement was planned anew on every run: 1.8 ms of PostgreSQL's CPU for one canoe's summary, against 0.3 ms with
 * the kept plan (issue 10, docs/performance.md). A shorter list is sent padded to this length with its first id
 * repeated: the rows are the same (`= any` matches a row once however often its id is listed, and the index scan
 * drops repeats), and as every run is now costed as at least this many rows, PostgreSQL keeps the generic plan
 * after its first five runs.
 */
export const PLANNED_LIST_LENGTH = 24;

function plannedList(ids: readonly number[]): number[] {
  const list = [...ids];
  while (list.length > 0 && list.length < PLANNED_LIST_LENGTH) list.push(list[0]);
  return list;
}

/**
 * `build(db, ids)` run as one compiled query per dialect, whatever the number of ids: the list is one parameter,
 * matched by `idIn`. The query must take no other values from its caller.
 */
export function compiledByIds<O>(build: (db: Executor, ids: IdList) => Compilable<O>) {
  const run = compiledWith<readonly number[], IdList, O>(build, ID_LIST_MARK, (dialect, ids) =>
    dialect === 'postgres' ? plannedList(ids) : JSON.stringify(ids),
  );
  return (db: Executor, ids: readonly number[]) => run(db, ids);
}

/**
 * `column` is one of `ids`, the list passed as a single parameter: `= any($1::int[])` on PostgreSQL, the rows of
 * `json_each(?)` on SQLite. Each id is then looked up by its index, as with `in (…)`.
 */
export function idIn(db: Executor, column: string, ids: IdList): RawBuilder<boolean> {
  return isPostgres(db)
    ? sql<boolean>`${sql.ref(column)} = any(${ids}::int[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${ids}))`;
}
