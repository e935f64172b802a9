/**
 * SQLite's FTS5 trigram tables (migrations 011 and 030) take each write as a new small segment of the index and merge
 * segments only partly as they go, and a search reads every segment: a few hundred single edits make a search
 * several times slower until they are merged (docs/performance.md, "Text search"). `mergeSearchSegments` merges, a few pages at a time: every level that holds two
 * segments or more (FTS5's `usermerge`, set to 2 by migration 023) becomes one segment of the next level, so the
 * index keeps one segment per level, a handful in all, whatever the number of edits. The server runs it at start
 * and after the archive has changed (`registerSearchIndexUpkeep`). PostgreSQL's trigram indexes need nothing
 * (migration 022).
 */
import type SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { SQLITE_TRIGRAM_TABLES } from './migrations/011-trigram-search.ts';
import { SEARCH_TEXT_FTS } from './migrations/030-canoe-search-texts.ts';

/** Every FTS5 table: migration 011's and the canoes' search texts (migration 030). */
const FTS_TABLES = [...SQLITE_TRIGRAM_TABLES.map(([fts]) => fts), SEARCH_TEXT_FTS];

/** Leaf pages each merge step writes at most: one step holds the database for a few milliseconds. */
const PAGES_PER_STEP = 16;

/** How often the server looks whether the archive changed since the last merge. */
export const SEARCH_UPKEEP_INTERVAL_MS = 30_000;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Merges the segments of each FTS5 table, one step at a time with the event loop free between steps. `lock` runs
 * a step while no other query of this process runs on the connection (Kysely's driver queue), so a step never
 * lands inside another request's transaction. A step that finds the database locked by another process ends the
 * run (false): the next run takes it up. Returns true when the indexes are merged.
 */
export async function mergeSearchSegments(
  sqlite: SQLite.Database,
  lock: <T>(step: () => T) => Promise<T>,
): Promise<boolean> {
  const changes = sqlite.prepare('select total_changes()').pluck();
  for (const fts of FTS_TABLES) {
    const merge = sqlite.prepare(`insert into "${fts}"("${fts}", rank) values ('merge', ${PAGES_PER_STEP})`);
    for (;;) {
      const worked = await lock(() => {
        const timeout = sqlite.pragma('busy_timeout', { simple: true }) as number;
        // Never wait for another process's write: this can wait for the next run, a request cannot.
        sqlite.pragma('busy_timeout = 0');
        try {
          const before = changes.get() as number;
          merge.run();
          // FTS5 counts the command itself as one change: two or more mean it merged something (FTS5, "merge").
          return (changes.get() as number) - before >= 2;
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_BUSY') return null;
          throw error;
        } finally {
          sqlite.pragma(`busy_timeout = ${timeout}`);
        }
      });
      if (worked === null) return false;
      if (!worked) break;
      await nextTurn();
    }
  }
  return true;
}

/**
 * Merges the search index's segments at start and then whenever the archive has changed (this process's writes
 * or another's), looking every `intervalMs`. Nothing on PostgreSQL.
 */
/** What the upkeep needs of the database (database.ts's `Db`, which builds `mergeSearchSegments` from this file). */
interface MergingDb {
  dataVersion(): string | null;
  mergeSearchSegments?: () => Promise<boolean>;
}

export function registerSearchIndexUpkeep(
  app: FastifyInstance,
  db: MergingDb,
  intervalMs = SEARCH_UPKEEP_INTERVAL_MS,
) {
  const merge = db.mergeSearchSegments;
  if (!merge) return;
  let merged: string | null = null;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    const version = db.dataVersion();
    if (running || (version !== null && version === merged)) return;
    running = merge()
      .then((done) => {
        if (done) merged = version;
      })
      .catch((err: unknown) => app.log.warn({ err }, 'could not merge the search index'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
