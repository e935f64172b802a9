/**
 * Which of a text's trigrams a search asks its index for: a speed-up (speedups.ts) that changes how many index
 * rows a search reads, never which rows it finds.
 *
 * Asked for a whole text, a trigram index reads the rows of every trigram in it, and in a registry of Hawaiian names
 * some trigrams are in a large share of them (`ole`, `kai`, numbers): those lists are most of a new search's time.
 * `selectiveTrigrams` picks a text's rarest trigrams, by a sample of the column kept in memory per database, so that
 * the index is asked for those alone and the whole text is then compared on the few rows they find
 * (text-search.ts `containsIndexed`). `searchBoxTrigrams` does the same for the search box's PostgreSQL function
 * `canoe_search_ids` (migration 024), whose one plan is made without the values.
 */
import { sql } from 'kysely';
import type { Executor } from './database.ts';
import { isPostgres } from './dialect.ts';
import { speedupsOn } from './speedups.ts';

/** The indexed folded-name columns and their row id column. */
const SAMPLED = {
  'canoe_names.name_folded': 'canoe_name_id',
  'owners.name_folded': 'owner_id',
} as const;

/** The folded name columns, whose needles are folded like them (lowercase), so a plain comparison agrees. */
export type FoldedColumn = 'canoe_names.name_folded' | 'owners.name_folded';

/** How many rows of a column are read to learn how common each trigram is. */
export const TRIGRAM_SAMPLE_ROWS = 20_000;
/** In how many runs of consecutive rows the sample is read. */
const SAMPLE_RUNS = 50;
/** A trigram in more than this share of the sample is common: a text made only of such goes to the index whole. */
const COMMON_SHARE = 0.02;
/** How many of a text's rarest trigrams the index is asked for. */
const TRIGRAMS_ASKED = 2;
/** How long a sample is used before it is read again (rarity changes slowly; a stale one only slows a search). */
const SAMPLE_TTL_MS = 60 * 60 * 1000;

interface TrigramSample {
  /** Sampled rows holding each trigram, and each text of one or two characters. */
  counts: Map<string, number>;
  rows: number;
  at: number;
  /** A newer sample being read, while this one answers. */
  refreshing?: Promise<TrigramSample>;
}

/** Samples by column, per database (its Kysely adapter stands for it, transactions included). */
const samples = new WeakMap<object, Map<FoldedColumn, Promise<TrigramSample>>>();

/** The distinct trigrams of a text that the index holds as entries. */
function trigramsOf(postgres: boolean, text: string): string[] {
  const chars = [...text];
  const found = new Set<string>();
  for (let i = 0; i + 3 <= chars.length; i++) {
    const trigram = chars.slice(i, i + 3).join('');
    // pg_trgm keeps the trigrams of words (letters and digits); FTS5 keeps every three characters.
    if (postgres && !/^[\p{L}\p{N}]{3}$/u.test(trigram)) continue;
    found.add(trigram);
  }
  return [...found];
}

/** The distinct texts of one and two characters in a text (what a search of that length looks for). */
function shortTextsOf(text: string): string[] {
  const chars = [...text];
  const found = new Set<string>(chars);
  for (let i = 0; i + 2 <= chars.length; i++) found.add(chars[i] + chars[i + 1]);
  return [...found];
}

/**
 * Reads about TRIGRAM_SAMPLE_ROWS rows of the column, in SAMPLE_RUNS runs of consecutive ids spread evenly over
 * them (runs, so the rows share pages: single rows scattered over a large table are slow to read), and
 * counts the rows holding each trigram.
 */
async function readSample(db: Executor, column: FoldedColumn): Promise<TrigramSample> {
  const [table, field] = column.split('.');
  const id = SAMPLED[column];
  const bounds = await sql<{ low: number | null; high: number | null }>`
    select min(${sql.ref(id)}) as low, max(${sql.ref(id)}) as high from ${sql.table(table)}`.execute(db);
  const counts = new Map<string, number>();
  const { low, high } = bounds.rows[0];
  let rows = 0;
  if (low !== null && high !== null) {
    const run = Math.ceil(TRIGRAM_SAMPLE_ROWS / SAMPLE_RUNS);
    const step = Math.max(run, Math.ceil((Number(high) - Number(low) + 1) / SAMPLE_RUNS));
    const sampled = await sql<{ text: string }>`
      with recursive runs(n) as (select cast(${Number(low)} as integer) union all select n + cast(${step} as integer) from runs where n < ${Number(high) - step + 1})
      select t.${sql.ref(field)} as text from runs join ${sql.table(table)} t on t.${sql.ref(id)} >= runs.n and t.${sql.ref(id)} < runs.n + ${run}`.execute(
      db,
    );
    const postgres = isPostgres(db);
    for (const { text } of sampled.rows) {
      rows++;
      for (const trigram of trigramsOf(postgres, text)) counts.set(trigram, (counts.get(trigram) ?? 0) + 1);
      for (const short of shortTextsOf(text)) counts.set(short, (counts.get(short) ?? 0) + 1);
    }
  }
  return { counts, rows, at: Date.now() };
}

/** The column's trigram sample: read on first use, then read again in the background once it is old. */
async function trigramSample(db: Executor, column: FoldedColumn): Promise<TrigramSample> {
  const adapter = db.getExecutor().adapter;
  let byColumn = samples.get(adapter);
  if (!byColumn) samples.set(adapter, (byColumn = new Map()));
  let pending = byColumn.get(column);
  if (!pending) {
    pending = readSample(db, column);
    byColumn.set(column, pending);
    pending.catch(() => byColumn.delete(column));
  }
  const sample = await pending;
  if (Date.now() - sample.at > SAMPLE_TTL_MS && !sample.refreshing) {
    sample.refreshing = readSample(db, column);
    sample.refreshing.then(
      (fresh) => byColumn.set(column, Promise.resolve(fresh)),
      () => (sample.refreshing = undefined),
    );
  }
  return sample;
}

/** The needle's trigrams in the column, rarest first, each with the sampled rows holding it; null without a sample. */
async function rankedTrigrams(db: Executor, trigrams: string[], column: FoldedColumn) {
  let sample: TrigramSample;
  try {
    sample = await trigramSample(db, column);
  } catch {
    // Without a sample the whole needle still finds the same rows: a search never fails for want of one.
    return null;
  }
  const { counts, rows } = sample;
  const ranked = trigrams
    .map((trigram) => [trigram, counts.get(trigram) ?? 0] as const)
    .sort((a, b) => a[1] - b[1]);
  return { ranked, common: rows * COMMON_SHARE };
}

/**
 * About what share of the column's rows hold the needle, by the sample: for one or two characters the share that
 * holds it, for more the share holding its rarest trigram (at least the share holding the whole needle). Null
 * without a sample, or for a needle longer than two characters without a trigram.
 */
export async function sampledShare(
  db: Executor,
  column: FoldedColumn,
  needle: string,
): Promise<number | null> {
  const length = [...needle].length;
  let sample: TrigramSample;
  try {
    sample = await trigramSample(db, column);
  } catch {
    return null;
  }
  if (sample.rows === 0) return 0;
  if (length <= 2) return (sample.counts.get(needle) ?? 0) / sample.rows;
  const trigrams = trigramsOf(isPostgres(db), needle);
  if (trigrams.length === 0) return null;
  return Math.min(...trigrams.map((trigram) => sample.counts.get(trigram) ?? 0)) / sample.rows;
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
  const trigrams = trigramsOf(isPostgres(db), needle);
  if (trigrams.length <= TRIGRAMS_ASKED + 1) return null;
  const found = await rankedTrigrams(db, trigrams, column);
  if (!found || found.ranked[0][1] > found.common) return null;
  return found.ranked.slice(0, TRIGRAMS_ASKED).map(([trigram]) => trigram);
}

/**
 * The needle's `count` rarest trigrams in the column, by the sample, whether or not they are common; null when the
 * needle has no more trigrams than that (asking for the whole needle reads as few), or without a sample.
 */
export async function rarestTrigrams(
  db: Executor,
  column: FoldedColumn,
  needle: string,
  count = TRIGRAMS_ASKED,
): Promise<string[] | null> {
  const trigrams = trigramsOf(isPostgres(db), needle);
  if (trigrams.length <= count) return null;
  const found = await rankedTrigrams(db, trigrams, column);
  return found ? found.ranked.slice(0, count).map(([trigram]) => trigram) : null;
}

/** The trigrams a search asks the column's index for: `selectiveTrigrams`, or none (the whole needle) without the speed-ups. */
export function chosenTrigrams(db: Executor, column: FoldedColumn, needle: string): Promise<string[] | null> {
  return speedupsOn(db) ? selectiveTrigrams(db, column, needle) : Promise.resolve(null);
}

const ASCII_TRIGRAM = /^[a-z0-9]{3}$/;

/**
 * For a search whose plan is made once, without its values (PostgreSQL's `canoe_search_ids`, migration 024): the
 * needle's two rarest trigrams as LIKE patterns, the one trigram twice when it has only one. Null when it has none,
 * or when even the rarest is common (the whole needle, planned for its value, then reads fewer rows).
 */
export async function trigramPair(
  db: Executor,
  column: FoldedColumn,
  needle: string,
): Promise<[string, string] | null> {
  // Of ASCII letters and digits, which pg_trgm reads as a trigram in any locale.
  const trigrams = trigramsOf(true, needle).filter((trigram) => ASCII_TRIGRAM.test(trigram));
  if (trigrams.length === 0) return null;
  const found = await rankedTrigrams(db, trigrams, column);
  if (!found || found.ranked[0][1] > found.common) return null;
  const [first, second = first] = found.ranked.map(([trigram]) => `%${trigram}%`);
  return [first, second];
}

/** The LIKE patterns of the search box's text for `canoe_search_ids`'s two folded-name lists (migration 024). */
export interface SearchBoxTrigrams {
  names: [string, string];
  stewards: [string, string];
}

/**
 * The search box's trigrams for `canoe_search_ids` (migration 024), on PostgreSQL with the speed-ups on: two of its
 * own for each folded-name list (`trigramPair`), when the bow number's pattern also holds a trigram, the one shape
 * whose plan made without the values is right for every value. Null otherwise: the search is built and planned for
 * its values.
 */
export async function searchBoxTrigrams(
  db: Executor,
  folded: string,
  hullPattern: string,
): Promise<SearchBoxTrigrams | null> {
  if (!speedupsOn(db) || !isPostgres(db) || !HAS_TRIGRAM.test(hullPattern)) return null;
  const names = await trigramPair(db, 'canoe_names.name_folded', folded);
  const stewards = names && (await trigramPair(db, 'owners.name_folded', folded));
  return names && stewards ? { names, stewards } : null;
}

/** Three letters or digits in a row give a trigram in any locale: the index is never asked to read every entry. */
export const HAS_TRIGRAM = /[a-z0-9]{3}/i;
