/**
 * Substring search through the trigram indexes of migration 011 (decision 010). PostgreSQL's `pg_trgm` GIN
 * indexes serve `LIKE '%text%'` as it is; SQLite's FTS5 trigram tables are asked with MATCH. A needle shorter than
 * a trigram (3 characters) falls back to LIKE, which scans.
 *
 * How many of the index's rows a search reads is the business of the speed-ups (speedups.ts): the trigrams chosen by
 * a sample of the column (trigram-sample.ts), and the search box run by name on PostgreSQL (`runTextSearch`). With
 * them off, each search asks the index for its whole text and is planned for its values.
 */
import { CompiledQuery, sql, type Expression, type RawBuilder } from 'kysely';
import type { Executor } from './database.ts';
import { nameStatement } from './prepared-statements.ts';
import { contains } from './query-helpers.ts';
import { isPostgres } from './dialect.ts';
import { speedupsOn } from './speedups.ts';
import { HAS_TRIGRAM } from './trigram-sample.ts';

/** The indexed text columns: the row id column, and on SQLite the FTS5 table over the column. */
const INDEXED = {
  'canoe_names.name_folded': { id: 'canoe_name_id', fts: 'canoe_names_fts' },
  'owners.name_folded': { id: 'owner_id', fts: 'owners_fts' },
  'canoes.hull_id': { id: 'canoe_id', fts: 'canoes_hull_fts' },
} as const;

/** An FTS5 query for the literal text: one quoted phrase (quotes doubled). */
export const phrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

/**
 * `alias.column` contains `needle` (already folded, or lowercase for bow numbers), through the column's trigram
 * index. Bow numbers are compared without regard to case (`lower(hull_id)` on PostgreSQL; FTS5 folds case).
 */
export function containsIndexed(
  db: Executor,
  alias: string,
  column: keyof typeof INDEXED,
  needle: string,
  trigrams: string[] | null = null,
): RawBuilder<boolean> {
  const { id, fts } = INDEXED[column];
  const field = column.split('.')[1];
  const target: Expression<unknown> =
    field === 'hull_id' ? sql`lower(${sql.ref(`${alias}.${field}`)})` : sql.ref(`${alias}.${field}`);
  if (trigrams) {
    // The index for the chosen trigrams, then the whole needle compared on the rows it found.
    if (isPostgres(db)) {
      return sql<boolean>`${sql.join(
        trigrams.map((trigram) => contains(target, trigram)),
        sql` and `,
      )} and strpos(${target}, ${needle}) > 0`;
    }
    return sql<boolean>`${sql.ref(`${alias}.${id}`)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${trigrams.map(phrase).join(' AND ')}) and instr(${target}, ${needle}) > 0`;
  }
  if (isPostgres(db) || [...needle].length < 3) return contains(target, needle);
  return sql<boolean>`${sql.ref(`${alias}.${id}`)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${phrase(needle)})`;
}

/** Ends the text of a search run by name, so the same search with a pattern lacking trigrams has another text. */
const NAMED_SEARCH = '\n/* named: every pattern has a trigram */';

/**
 * Runs a text search's query. On PostgreSQL, when `few` says its shape is one of a few (the registry's search box
 * alone: a dozen texts at most) and every LIKE pattern in it holds a trigram, it runs as a named statement (with the
 * speed-ups on): parsed once per connection instead of on every search (about a quarter of the query's time on
 * PostgreSQL), and planned for each search's values as before. Should PostgreSQL come to keep its generic plan
 * instead, that plan reads the same trigram indexes. A pattern without a trigram would have a generic plan read
 * every entry of an index: such searches, and every other shape, stay unnamed.
 */
export async function runTextSearch<O>(
  db: Executor,
  query: { compile(): CompiledQuery<O>; execute(): Promise<O[]> },
  few: boolean,
): Promise<O[]> {
  if (!few || !isPostgres(db) || !speedupsOn(db)) return query.execute();
  const compiled = query.compile();
  const named = compiled.parameters.every(
    (value) => typeof value !== 'string' || !value.startsWith('%') || HAS_TRIGRAM.test(value),
  );
  if (!named) return (await db.executeQuery(compiled)).rows;
  const text = compiled.sql + NAMED_SEARCH;
  nameStatement(text);
  return (await db.executeQuery<O>(CompiledQuery.raw(text, [...compiled.parameters]))).rows;
}
