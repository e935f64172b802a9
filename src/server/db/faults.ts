/**
 * The database faults a request can meet that are not the request's own: the database cannot be reached (a
 * PostgreSQL restart or failover, a terminated connection, a pooler's idle timeout), or the disk it writes to is
 * full. Each dialect words them differently; the rest of the server asks only these questions
 * (http/errors.ts answers 503 and 507, http/readiness.ts reports them).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
]);

/**
 * PostgreSQL's SQLSTATEs for a connection that is gone or refused: class 08 (connection exception), the server
 * shutting down or restarting (57P01–57P03), and no connection slot free (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** What pg says when a connection dies under a query, or no connection comes within its time limit. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/;

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and whatever it wraps (`cause`, an AggregateError's `errors`: `localhost` is two addresses). */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== 'object' || depth > 5) return;
  const e = error as ErrorLike;
  yield e;
  yield* chain(e.cause, depth + 1);
  if (Array.isArray(e.errors)) for (const inner of e.errors) yield* chain(inner, depth + 1);
}

/** Is this error the database being unreachable (rather than anything the request asked for)? */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * The code of a full disk in this error, if it is one: SQLite's `SQLITE_FULL` (the file cannot grow: a full
 * disk, or `max_page_count`), PostgreSQL's disk_full (53100), a file write's `ENOSPC`, or a quota's `EDQUOT`.
 */
export function diskFullCode(error: unknown): string | null {
  for (const e of chain(error)) {
    if (e.code === 'SQLITE_FULL' || e.code === 'ENOSPC' || e.code === 'EDQUOT') return e.code;
    if (e.code === '53100') return 'disk_full (53100)';
  }
  return null;
}

/** A one-line description of a database fault for the log and for readiness, free of secrets. */
export function describeFault(error: unknown): string {
  for (const e of chain(error)) {
    if (typeof e.code === 'string' && e.code) {
      return `${e.code}${typeof e.message === 'string' ? `: ${e.message}` : ''}`;
    }
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * Whether the disk was last found full, kept per database: set by the first write that fails for want of space
 * (the one http/errors.ts logs: once per outage), cleared by the next write that is kept (db/guarded-dialect.ts).
 */
export class DiskState {
  /** Since when, and the code that said so; null while writes are kept. */
  full: { code: string; since: string } | null = null;

  /** Note a write refused for want of space; true when it is the first since writes were last kept. */
  noteFull(code: string): boolean {
    if (this.full) return false;
    this.full = { code, since: new Date().toISOString() };
    return true;
  }

  /** A write was kept: there is space again. */
  noteWritten(): void {
    this.full = null;
  }
}
