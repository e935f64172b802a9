/**
 * Fixed-shape reads, one of the speed-ups (speedups.ts): built and compiled by Kysely once per dialect and then run
 * with each caller's values, since building and compiling a query is a large share of a simple read's time though
 * only the values change. With the SQLite statement cache (statement-cache.ts) the same SQL text also reuses its
 * prepared statement; on PostgreSQL each one is a named prepared statement (prepared-statements.ts), so it is
 * planned once per connection instead of on every request. With the speed-ups off, each run builds its query anew
 * and Kysely runs it as any other.
 */
import { CompiledQuery, sql, type Compilable, type RawBuilder } from 'kysely';
import type { Executor } from './database.ts';
import { nameStatement } from './prepared-statements.ts';
import { speedupsOn } from './speedups.ts';
import { isPostgres } from './dialect.ts';

declare const idList: unique symbol;

/** A list of ids as one value of a compiled query (see `idIn`); opaque to the query's builder. */
export interface IdList {
  readonly [idList]: true;
}

/** The ids of a list given as it is to a query built for one run (speed-ups off): `idIn` writes them out. */
const plainLists = new WeakMap<IdList, readonly number[]>();

function plainList(ids: readonly number[]): IdList {
  const list = Object.freeze({}) as unknown as IdList;
  plainLists.set(list, ids);
  return list;
}

interface Template {
  sql: string;
  parameters: readonly unknown[];
  /** For each argument, the parameters it fills. */
  at: number[][];
}

type Dialect = 'postgres' | 'sqlite';

const rowsOf = async <O>(db: Executor, query: Compilable<O> | CompiledQuery<O>) =>
  (await db.executeQuery(query)).rows;

/**
 * `build(db, marks)` compiled once per dialect with `count` marks, objects that stand for the caller's arguments
 * and are found again among the parameters by identity; the returned function runs it with each argument in the
 * places its mark took. The query must take no other values from its caller (constants are compiled with it).
 */
function compiledWith<O>(count: number, build: (db: Executor, marks: readonly unknown[]) => Compilable<O>) {
  const marks = Array.from({ length: count }, (_, argument) => Object.freeze({ argument }));
  const templates = new Map<Dialect, Template>();
  return async (db: Executor, values: readonly unknown[]): Promise<O[]> => {
    const dialect: Dialect = isPostgres(db) ? 'postgres' : 'sqlite';
    let template = templates.get(dialect);
    if (!template) {
      const compiled = build(db, marks).compile();
      const at = marks.map((mark) => compiled.parameters.flatMap((value, i) => (value === mark ? [i] : [])));
      if (at.some((places) => places.length === 0))
        throw new Error(`compiled query: an argument is not a parameter of ${compiled.sql}`);
      template = { sql: compiled.sql, parameters: compiled.parameters, at };
      if (dialect === 'postgres') nameStatement(compiled.sql);
      templates.set(dialect, template);
    }
    const parameters = [...template.parameters];
    template.at.forEach((places, argument) => {
      for (const i of places) parameters[i] = values[argument];
    });
    return rowsOf(db, CompiledQuery.raw(template.sql, parameters) as CompiledQuery<O>);
  };
}

/**
 * `build(db, id)` run as one compiled query per dialect; the returned function gives the rows for an id. The query
 * must take no values but the id from its caller.
 */
export function compiledById<O>(build: (db: Executor, id: number) => Compilable<O>) {
  const run = compiledWith<O>(1, (db, [id]) => build(db, id as number));
  return (db: Executor, id: number): Promise<O[]> =>
    speedupsOn(db) ? run(db, [id]) : rowsOf(db, build(db, id));
}

/**
 * `build(db, values)` run as one compiled query per dialect, with `count` values from its caller, in order; the
 * query must take no others.
 */
export function compiledByValues<O>(
  count: number,
  build: (db: Executor, values: readonly unknown[]) => Compilable<O>,
) {
  const run = compiledWith<O>(count, build);
  return (db: Executor, values: readonly unknown[]): Promise<O[]> =>
    speedupsOn(db) ? run(db, values) : rowsOf(db, build(db, values));
}

/**
 * PostgreSQL plans a list parameter as ten values whatever its length. For a short list (a search that finds one
 * canoe) the plan made for its values then always looked cheaper than the kept generic plan, and the named
 * statement was planned anew on every run, several times the CPU of running it with the kept plan
 * (docs/performance.md). A shorter list is sent padded to this length with its first id repeated: the rows are
 * the same (`= any` matches a row once however often its id is listed, and the index scan drops repeats), and as
 * every run is now costed as at least this many rows, PostgreSQL keeps the generic plan after its first five runs.
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
  const run = compiledWith<O>(1, (db, [ids]) => build(db, ids as IdList));
  return (db: Executor, ids: readonly number[]): Promise<O[]> => {
    if (!speedupsOn(db)) return rowsOf(db, build(db, plainList(ids)));
    return run(db, [isPostgres(db) ? plannedList(ids) : JSON.stringify(ids)]);
  };
}

/**
 * `column` is one of `ids`. Compiled, the list is a single parameter: `= any($1::int[])` on PostgreSQL, the rows
 * of `json_each(?)` on SQLite; each id is then looked up by its index, as with `in (…)`. Built for one run, it is
 * `in (…)` with each id a parameter (none: no row).
 */
export function idIn(db: Executor, column: string, ids: IdList): RawBuilder<boolean> {
  const plain = plainLists.get(ids);
  if (plain) {
    return plain.length ? sql<boolean>`${sql.ref(column)} in (${sql.join(plain)})` : sql<boolean>`1 = 0`;
  }
  return isPostgres(db)
    ? sql<boolean>`${sql.ref(column)} = any(${ids}::int[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each(${ids}))`;
}
