/**
 * The lock that keeps `restore` off a database a server is using (docs/backups.md). Every server process holds a
 * shared lock for as long as it runs, so several run side by side (docs/scaling.md); `restore` takes the
 * exclusive one, so it is refused while any server runs, and a server that starts during a restore waits for it.
 * The lock goes with its holder: the operating system drops a dead process's file locks, and PostgreSQL a closed
 * session's advisory locks, so a server stopped by kill -9 (or a crash, or a lost container) leaves none behind.
 *
 * - SQLite: `DATA_DIR/server.lock`, a small SQLite database of its own (never written). A server keeps a read
 *   transaction open on it (SQLite's SHARED lock); restore takes `BEGIN EXCLUSIVE`, which SQLite refuses while any
 *   SHARED lock is held. SQLite's locks are the operating system's file locks, which work across processes and
 *   containers that share the folder (not on network file systems, where SQLite itself is not safe).
 * - PostgreSQL: a session advisory lock on a connection of its own, keyed by the database's schema
 *   (`pg_advisory_lock_shared` for servers, `pg_try_advisory_lock` for restore). A pooler in transaction mode
 *   cannot carry session locks: connect the server to PostgreSQL itself (docs/deploying.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { describeFault } from './faults.ts';

/** The name of the lock database in DATA_DIR. */
export const SERVER_LOCK_FILE = 'server.lock';
/** The advisory locks' first key ("KOA"); the second is the schema's hash. */
const LOCK_CLASS = 0x4b4f41;
const WAIT_MS = 500;
const MAX_BACKOFF_MS = 5000;

/** Where the lock lives: the server's own settings (DATA_DIR, DATABASE_URL). */
export interface LockTarget {
  databaseUrl: string | null;
  dataDir: string;
  /** PostgreSQL schema when not the connection's default (tests use one per file). */
  pgSchema?: string;
}

export interface HeldLock {
  release(): Promise<void>;
}

/** Restore was refused: a server holds the database. */
export class DatabaseInUseError extends Error {}

/** Held locks stay referenced here: a lock database collected as garbage would be closed, and its lock dropped. */
const held = new Set<unknown>();

const lockFile = (target: LockTarget) => path.join(target.dataDir, SERVER_LOCK_FILE);

const isBusy = (error: unknown) => (error as { code?: string })?.code?.startsWith('SQLITE_BUSY') === true;

/** SQLite: the lock database with a SHARED or EXCLUSIVE lock on it, or null when another process's lock is in the way. */
function trySqliteLock(file: string, mode: 'shared' | 'exclusive'): SQLite.Database | null {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const lock = new SQLite(file, { timeout: 0 });
  try {
    // Nothing is ever written to it, so no journal file is ever left beside it.
    lock.pragma('journal_mode = MEMORY');
    if (mode === 'exclusive') {
      lock.exec('BEGIN EXCLUSIVE');
    } else {
      lock.exec('BEGIN');
      lock.prepare('select count(*) from sqlite_master').get();
    }
    return lock;
  } catch (error) {
    lock.close();
    if (isBusy(error)) return null;
    throw error;
  }
}

function pgClient(target: LockTarget) {
  return new pg.Client({
    connectionString: target.databaseUrl!,
    options: target.pgSchema ? `-c search_path=${target.pgSchema}` : undefined,
    connectionTimeoutMillis: 5000,
    // Named, so an operator can tell it among the connections (pg_stat_activity).
    application_name: 'koa registry lock',
  });
}

const PG_KEY = `${LOCK_CLASS}, hashtext(coalesce(current_schema(), ''))`;

/** PostgreSQL's answer to a wrong database name (3D000) or wrong credentials (class 28). */
/** The words of the database's own wait (db/open.ts): where it is, password hidden, and why. */
function unreachable(databaseUrl: string, error: unknown): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return `The database at ${url.toString()} cannot be reached (${describeFault(error)})`;
}

const isSettingError = (error: unknown) => /^(?:3D000|28)/.test((error as { code?: string })?.code ?? '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** PostgreSQL: a connected client holding the shared lock, or null when a restore holds the exclusive one. */
async function tryPgShared(target: LockTarget): Promise<pg.Client | null> {
  const client = pgClient(target);
  // An error on an idle connection must never take the process down; holdServerLock reconnects.
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ ok: boolean }>(
      `select pg_try_advisory_lock_shared(${PG_KEY}) as ok`,
    );
    if (rows[0].ok) return client;
    await client.end();
    return null;
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/**
 * The server's lock, taken before it opens the database and held until the process ends. While a restore runs it
 * waits (saying so once); on PostgreSQL it also waits while the database cannot be reached, and takes the lock
 * again on a new connection if its own is lost.
 */
export async function holdServerLock(
  target: LockTarget,
  log: (message: string) => void = (message) => console.error(message),
): Promise<HeldLock> {
  let saidWaiting = false;
  const waitingForRestore = () => {
    if (!saidWaiting) log(`A restore is under way on ${where(target)}: waiting for it to finish`);
    saidWaiting = true;
  };

  if (!target.databaseUrl) {
    for (;;) {
      const lock = trySqliteLock(lockFile(target), 'shared');
      if (lock) {
        held.add(lock);
        return {
          async release() {
            held.delete(lock);
            lock.close();
          },
        };
      }
      waitingForRestore();
      await sleep(WAIT_MS);
    }
  }

  let client: pg.Client | null = null;
  let released = false;
  const connect = async () => {
    let backoff = WAIT_MS;
    while (!released) {
      try {
        const next = await tryPgShared(target);
        if (next) return next;
        waitingForRestore();
        await sleep(WAIT_MS);
      } catch (error) {
        // A wrong name or password will not come right by waiting: the server stops and says why.
        if (isSettingError(error)) throw error;
        log(`${unreachable(target.databaseUrl!, error)}: trying again in ${backoff / 1000} s`);
        await sleep(backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      }
    }
    return null;
  };
  const keep = (next: pg.Client) => {
    client = next;
    held.add(next);
    const lost = () => {
      if (client !== next || released) return;
      held.delete(next);
      client = null;
      next.end().catch(() => {});
      log('The connection that holds the server lock was lost: taking the lock again');
      void connect().then((again) => again && keep(again));
    };
    next.removeAllListeners('error');
    next.on('error', lost);
    next.on('end', lost);
  };
  keep((await connect())!);
  return {
    async release() {
      released = true;
      const last = client;
      client = null;
      if (last) {
        held.delete(last);
        await last.end().catch(() => {});
      }
    },
  };
}

/**
 * How long restore waits for servers to let go before it refuses: a server stopped or killed a moment before
 * holds its lock until its process is gone, and on PostgreSQL until the database has noticed its connection close.
 */
const STOPPING_MS = 3_000;

/**
 * Restore's lock: exclusive, taken once no server holds the database, or refused with DatabaseInUseError when one
 * still does after STOPPING_MS. Nothing else waits for it: a server that starts meanwhile waits until it is released.
 */
export async function takeRestoreLock(target: LockTarget): Promise<HeldLock> {
  const refuse = () =>
    new DatabaseInUseError(
      `a server is using ${where(target)}. Stop every server process of this archive first ` +
        "(systemctl stop 'koa-registry@*'), then restore",
    );
  const until = Date.now() + STOPPING_MS;
  const stillTrying = async () => {
    if (Date.now() >= until) return false;
    await sleep(STOPPING_MS / 15);
    return true;
  };
  if (!target.databaseUrl) {
    let lock = trySqliteLock(lockFile(target), 'exclusive');
    while (!lock && (await stillTrying())) lock = trySqliteLock(lockFile(target), 'exclusive');
    if (!lock) throw refuse();
    held.add(lock);
    return {
      async release() {
        held.delete(lock);
        lock.close();
      },
    };
  }
  const client = pgClient(target);
  client.on('error', () => {});
  try {
    await client.connect();
    const taken = async () =>
      (await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(${PG_KEY}) as ok`)).rows[0].ok;
    let ok = await taken();
    while (!ok && (await stillTrying())) ok = await taken();
    if (!ok) throw refuse();
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  held.add(client);
  return {
    async release() {
      held.delete(client);
      await client.end().catch(() => {});
    },
  };
}

function where(target: LockTarget) {
  if (!target.databaseUrl) return `the database in ${target.dataDir}`;
  const url = new URL(target.databaseUrl);
  return `the database ${url.pathname.slice(1) || url.hostname}${target.pgSchema ? ` (schema ${target.pgSchema})` : ''}`;
}
