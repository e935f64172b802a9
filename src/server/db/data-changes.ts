/**
 * How a process learns that another connection changed the archive's data, so what it keeps in memory
 * (http/response-cache.ts) is dropped at once, even when the change came from another server, the command line
 * or a hand-run SQL statement:
 *
 * - this process's own writes through Kysely, counted by `WriteCounter` when each statement is built and again
 *   when it has run (a write to a table of the archive's data, or any raw statement that is not a read);
 * - SQLite: `PRAGMA data_version`, which changes whenever another connection has committed to the file (the
 *   process's own commits are known to the process itself);
 * - PostgreSQL: every table of the archive's data notifies `koa_data_changed` with its schema when a statement
 *   changes it (migration 016); the notification is delivered after the transaction commits, and one connection
 *   per process listens for it. While that connection is down the version is null: nothing can be trusted then,
 *   and the listener connects again, after a quarter of a second and then twice as long each time it fails, up
 *   to five seconds (so it is back within five seconds of the database's return, however long it was away).
 */
import type SQLite from 'better-sqlite3';
import pg from 'pg';
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, RootOperationNode } from 'kysely';

export const DATA_CHANGED_CHANNEL = 'koa_data_changed';

export interface DataVersion {
  /** Changes whenever another connection has committed a change to the data; null while that cannot be told. */
  current(): number | null;
  /** Starts watching (if not yet) and resolves once the version can be told, or the attempt has failed. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function sqliteDataVersion(sqlite: SQLite.Database): DataVersion {
  const statement = sqlite.prepare('pragma data_version').pluck();
  return {
    current: () => (sqlite.open ? (statement.get() as number) : null),
    start: async () => {},
    close: async () => {},
  };
}

/** The listener's first wait before it connects again, and its longest. */
const RECONNECT_MS = { first: 250, most: 5000 };

/**
 * Listens on its own connection (not one of the pool's), started at the first question: a process that never
 * asks opens no connection.
 */
export function postgresDataVersion(config: pg.ClientConfig, schema: string): DataVersion {
  let version = 0;
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = RECONNECT_MS.first;
  let attempt: Promise<void> = Promise.resolve();

  const drop = (failed: pg.Client) => {
    if (client !== failed) return;
    listening = false;
    client = null;
    failed.removeAllListeners('notification');
    failed.end().catch(() => {});
    if (closed) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect();
    }, wait).unref();
    wait = Math.min(wait * 2, RECONNECT_MS.most);
  };

  function connect() {
    if (closed || client) return;
    // Named, so an operator (or a test) can tell it among the connections.
    const next = new pg.Client({
      connectionTimeoutMillis: 5000,
      application_name: `koa data changes ${schema}`.slice(0, 63),
      ...config,
    });
    client = next;
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      if (message.channel === DATA_CHANGED_CHANNEL && message.payload === schema) version++;
    });
    attempt = next
      .connect()
      .then(() => next.query(`listen ${DATA_CHANGED_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        // Whatever changed while no one listened is unknown: a new version makes every kept answer old.
        version++;
        listening = true;
        wait = RECONNECT_MS.first;
      })
      .catch(() => drop(next));
  }

  const start = () => {
    if (!client && !closed && retry === undefined) connect();
  };
  return {
    current() {
      start();
      return listening ? version : null;
    },
    start() {
      start();
      return attempt;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      listening = false;
      if (last) await last.end().catch(() => {});
    },
  };
}

/**
 * The tables whose rows a visitor can read, directly or in words (the history's "Last updated"). PostgreSQL's
 * triggers (migration 016, and each later table's own migration: 018 for sources) are on the same tables; db/data-changes.test.ts checks that every table is either
 * here or private.
 */
export const PUBLIC_TABLES: ReadonlySet<string> = new Set([
  'canoe_types',
  'canoes',
  'canoe_names',
  'ownerships',
  'owners',
  'people',
  'makers',
  'canoe_makers',
  'restorations',
  'races',
  'race_participations',
  'images',
  'canoe_media',
  'sources',
  'stories',
  'recordings',
  'tk_labels',
  'tk_label_uses',
  'places',
  // The interface's words (decision 026): every page carries its language's.
  'translations',
  'changes',
  // What a visitor is told of kept content names its protocols (decision 020).
  'protocols',
  'protections',
  'protection_protocols',
]);

/** A raw statement that only reads: its first word, or a `with` whose statements write nothing. */
const READ_ONLY_SQL = /^\s*(?:select|pragma|explain|show)\b/i;
const WITH_SQL = /^\s*with\b/i;
const WRITING_SQL = /\b(?:insert|update|delete|merge|replace)\b/i;

/** Whether a raw statement only reads (its text is the parts between its values). */
export function readsOnly(fragments: readonly string[]): boolean {
  const first = fragments[0] ?? '';
  if (READ_ONLY_SQL.test(first)) return true;
  return WITH_SQL.test(first) && !fragments.some((fragment) => WRITING_SQL.test(fragment));
}

function writtenTable(node: RootOperationNode): string | null | undefined {
  const tableOf = (table: OperationNode | undefined): string | null => {
    const named = table as { kind?: string; table?: { identifier?: { name?: string } } } | undefined;
    return named?.kind === 'TableNode' ? (named.table?.identifier?.name ?? null) : null;
  };
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableOf(node.into);
    case 'UpdateQueryNode':
      return tableOf(node.table);
    case 'DeleteQueryNode':
      return node.from.froms.length === 1 ? tableOf(node.from.froms[0]) : null;
    case 'RawNode':
      return readsOnly(node.sqlFragments) ? undefined : null;
    case 'SelectQueryNode':
      return undefined;
    default:
      // Schema changes and anything else: counted as a write to an unknown table.
      return null;
  }
}

/**
 * Counts this process's writes to the archive's data: a Kysely plugin that moves `count` when a write is built
 * and again when it has run. A write to a private table (sessions, accounts, subscribers…) is not counted; a
 * write whose table it cannot tell is.
 */
export class WriteCounter implements KyselyPlugin {
  count = 0;
  private readonly writes = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table !== undefined && (table === null || PUBLIC_TABLES.has(table))) {
      this.count++;
      this.writes.add(queryId);
    }
    return node;
  }

  async transformResult<R>({ queryId, result }: { queryId: object; result: R }): Promise<R> {
    if (this.writes.has(queryId)) this.count++;
    return result;
  }
}
