/**
 * Substring search through the trigram indexes of migration 011 (decision 010). PostgreSQL's `pg_trgm` GIN
 * indexes serve `LIKE '%text%'` as it is; SQLite's FTS5 trigram tables are asked with MATCH. A needle shorter than
 * a trigram (3 characters) falls back to LIKE, which scans.
 *
 * Asked for a whole text, either index reads the rows of every trigram in it, and in a registry of Hawaiian names
 * some trigrams are in a large share of them (`ole`, `kai`, numbers): those lists were most of a new search's time.
 * `selectiveTrigrams` picks a text's rarest trigrams, by counts kept in memory, so that the index is asked for
 * those alone and the whole text is then compared on the few rows they find: the same matches, fewer rows read.
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

/** The folded name columns, whose needles are folded like them (lowercase), so a plain comparison agrees. */
type FoldedColumn = 'canoe_names.name_folded' | 'owners.name_folded';

/** Counting a trigram's rows stops here: past it, it is common and not worth asking the index for alone. */
export const TRIGRAM_COUNT_CAP = 200;
/** How many of a text's rarest trigrams the index is asked for. */
const TRIGRAMS_ASKED = 2;
/** How long a trigram's count is trusted (rarity changes slowly; a stale count only slows, never changes, a match). */
const COUNT_TTL_MS = 60 * 60 * 1000;
/** Counts kept per database, most recently used last. */
const COUNTS_KEPT = 20_000;

/** Counts by `column` and trigram, per database (its Kysely adapter stands for it, transactions included). */
const trigramCounts = new WeakMap<object, Map<string, { n: number; at: number }>>();

/** The distinct trigrams of a needle that the column's index holds as entries. */
function trigramsOf(db: Executor, needle: string): string[] {
  const chars = [...needle];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) {
    const trigram = chars.slice(i, i + 3).join('');
    // pg_trgm keeps the trigrams of words (letters and digits); FTS5 keeps every three characters.
    if (isPostgres(db) && !/^[\p{L}\p{N}]{3}$/u.test(trigram)) continue;
    found.add(trigram);
  }
  return [...found];
}

/** How many rows of `column` hold the trigram, counted up to TRIGRAM_COUNT_CAP and kept for COUNT_TTL_MS. */
async function trigramCount(db: Executor, column: FoldedColumn, trigram: string): Promise<number> {
  const adapter = db.getExecutor().adapter;
  let counts = trigramCounts.get(adapter);
  if (!counts) trigramCounts.set(adapter, (counts = new Map()));
  const key = `${column}\u0000${trigram}`;
  const kept = counts.get(key);
  const now = Date.now();
  if (kept && now - kept.at < COUNT_TTL_MS) return kept.n;
  const [table, field] = column.split('.');
  const { fts } = INDEXED[column];
  const rows = isPostgres(db)
    ? sql<{
        n: number;
      }>`select count(*) as n from (select 1 from ${sql.table(table)} where ${contains(sql.ref(field), trigram)} limit ${TRIGRAM_COUNT_CAP}) t`
    : sql<{
        n: number;
      }>`select count(*) as n from (select rowid from ${sql.table(fts)} where ${sql.table(fts)} match ${phrase(trigram)} limit ${TRIGRAM_COUNT_CAP}) t`;
  const n = Number((await rows.execute(db)).rows[0].n);
  counts.delete(key);
  if (counts.size >= COUNTS_KEPT) counts.delete(counts.keys().next().value!);
  counts.set(key, { n, at: now });
  return n;
}

/**
 * The needle's rarest trigrams in the column, to ask its index for instead of the whole needle; null when the
 * whole needle is as good (three trigrams or fewer, or every one of them common).
 */
export async function selectiveTrigrams(
  db: Executor,
  column: FoldedColumn,
  needle: string,
): Promise<string[] | null> {
  const trigrams = trigramsOf(db, needle);
  if (trigrams.length <= TRIGRAMS_ASKED + 1) return null;
  const counted: [string, number][] = [];
  for (const trigram of trigrams) counted.push([trigram, await trigramCount(db, column, trigram)]);
  counted.sort((a, b) => a[1] - b[1]);
  if (counted[0][1] >= TRIGRAM_COUNT_CAP) return null;
  return counted.slice(0, TRIGRAMS_ASKED).map(([trigram]) => trigram);
}

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
