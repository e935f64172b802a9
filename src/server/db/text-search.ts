/**
 * Substring search through the trigram indexes of migration 011 (decision 010). PostgreSQL's `pg_trgm` GIN
 * indexes serve `LIKE '%text%'` as it is; SQLite's FTS5 trigram tables are asked with MATCH. A needle shorter than
 * a trigram (3 characters) falls back to LIKE, which scans.
 */
import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
import type { Executor } from './database.ts';
import { contains } from './query-helpers.ts';

/** The indexed text columns: the row id column, and on SQLite the FTS5 table over the column. */
const INDEXED = {
  'canoe_names.name_folded': { id: 'canoe_name_id', fts: 'canoe_names_fts' },
  'owners.name_folded': { id: 'owner_id', fts: 'owners_fts' },
  'canoes.hull_id': { id: 'canoe_id', fts: 'canoes_hull_fts' },
} as const;

export const isPostgres = (db: Executor) => db.getExecutor().adapter instanceof PostgresAdapter;

/** An FTS5 query for the literal text: one quoted phrase (quotes doubled). */
const phrase = (needle: string) => `"${needle.replaceAll('"', '""')}"`;

/**
 * `alias.column` contains `needle` (already folded, or lowercase for bow numbers), through the column's trigram
 * index. Bow numbers are compared without regard to case (`lower(hull_id)` on PostgreSQL; FTS5 folds case).
 */
export function containsIndexed(
  db: Executor,
  alias: string,
  column: keyof typeof INDEXED,
  needle: string,
): RawBuilder<boolean> {
  const { id, fts } = INDEXED[column];
  const field = column.split('.')[1];
  const target: Expression<unknown> =
    field === 'hull_id' ? sql`lower(${sql.ref(`${alias}.${field}`)})` : sql.ref(`${alias}.${field}`);
  if (isPostgres(db) || [...needle].length < 3) return contains(target, needle);
  return sql<boolean>`${sql.ref(`${alias}.${id}`)} in (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${phrase(needle)})`;
}
