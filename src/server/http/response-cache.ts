/**
 * Visitors' public API answers kept in memory between requests (decision 012): a registry page, a search, a
 * canoe or a list of stewards is answered from memory until the archive's data changes, so the many visitors who
 * ask the same thing (and the server render of each public page, which asks the API in-process) cost no query.
 *
 * What is kept: a 200 JSON answer to a GET of a route declared `public` and not `perUser`, asked without a session
 * cookie or an Authorization header (a signed-in reader always gets a fresh answer), that sets no cookie and that
 * a shared cache may keep (`Cache-Control: public`, so not the featured canoes' random pick): its
 * status, headers and body exactly as they were sent (compressed as that request's Accept-Encoding chose, so the
 * key holds the Accept-Encoding too), and for the reader's language as the server reads Accept-Language (a list is in
 * its order of names).
 *
 * When it is dropped: every kept answer carries the data version it was made under, read before the answer's
 * queries ran; an answer is used only while the version is the same and for at most `MAX_AGE_MS` (the public
 * max-age, http/response-headers.ts). The version moves
 *
 * - when this process starts and when it finishes a write request (any method but GET, HEAD and OPTIONS): while
 *   a write runs nothing made before it is used, and nothing made during it outlives it;
 * - when another connection commits a change (db/data-changes.ts: SQLite's data_version, PostgreSQL's notices
 *   from migration 016's triggers), so other servers and the command line are seen too;
 * - never backwards: while the database cannot say (PostgreSQL's listening connection down) nothing is kept or used.
 *
 * Least recently used answers go first when the memory given (`RESPONSE_CACHE_MB`) is full. The server render
 * keeps the public pages it renders from these answers in the same memory (site/server-render.ts).
 */
import { requestLanguage } from './language.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const MAX_AGE_MS = 60_000;
/** An answer larger than this share of the memory is never kept (it would push out everything else). */
const LARGEST_SHARE = 8;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Kept {
  version: string;
  keptAt: number;
  status: number;
  headers: Record<string, string | number | string[]>;
  body: Buffer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The memory itself, where the server render keeps its pages too (site/server-render.ts); absent when off. */
    keptAnswers?: ResponseCache;
  }
  interface FastifyRequest {
    /** The cache's key and the data version read before the answer was made (null: not cacheable). */
    responseCache: { key: string; version: string; hit: boolean } | null;
  }
}

export class ResponseCache {
  private readonly entries = new Map<string, Kept & { size: number }>();
  private bytes = 0;
  private writes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly dataVersion: () => string | null,
    private readonly now: () => number = Date.now,
  ) {}

  /** This process's write requests and the database's version, as one string; null when it cannot tell. */
  version(): string | null {
    const data = this.dataVersion();
    return data === null ? null : `${this.writes}:${data}`;
  }

  /** A write began or ended in this process. */
  written() {
    this.writes++;
  }

  /** The answer kept under `key` for this version, at most `maxAgeMs` old (the public max-age unless told). */
  get(key: string, version: string, maxAgeMs = MAX_AGE_MS): Kept | null {
    const kept = this.entries.get(key);
    if (!kept) return null;
    if (kept.version !== version || this.now() - kept.keptAt >= maxAgeMs) {
      this.remove(key, kept);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, kept);
    return kept;
  }

  set(key: string, kept: Omit<Kept, 'keptAt'>) {
    const size = keptSize(key, kept);
    if (size > this.maxBytes / LARGEST_SHARE) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { ...kept, body: ownMemory(kept.body), keptAt: this.now(), size });
    this.bytes += size;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
  }

  get size() {
    return { answers: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string, kept: Kept & { size: number }) {
    this.entries.delete(key);
    this.bytes -= kept.size;
  }
}

/**
 * What an answer holds in memory once kept: its body, its key (up to two bytes a character), its headers' values
 * (their names are the same few strings for every answer) and the objects that hold them, the entry, its headers
 * and the map's slot: about 750 bytes for an answer of the API, as response-cache-memory.test.ts measures. Counting
 * only the body let a cache of small answers hold twice its setting.
 */
function keptSize(key: string, kept: Omit<Kept, 'keptAt'>): number {
  let size = kept.body.length + 2 * key.length + ENTRY_BYTES;
  for (const value of Object.values(kept.headers)) size += HEADER_BYTES + String(value).length;
  return size;
}
const ENTRY_BYTES = 400;
const HEADER_BYTES = 32;

/**
 * The body in memory of its own. A small Buffer (under 4 KB, as `Buffer.from` makes them) is a view of a shared
 * 8 KB block: kept, it would keep the whole block alive, whatever else the block held.
 */
function ownMemory(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return body;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return own;
}

/** Headers that belong to one answer's trip, not to its content. */
const NOT_KEPT = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'x-cache',
  'x-request-id',
]);

function cacheKey(request: FastifyRequest, cookieName: string): string | null {
  if (request.method !== 'GET') return null;
  if (!request.url.startsWith('/api/')) return null;
  const config = request.routeOptions.config;
  if (config?.access !== 'public' || config.perUser) return null;
  if (request.headers.authorization || request.cookies?.[cookieName]) return null;
  const encoding = request.headers['accept-encoding'] ?? '';
  // The reader's language (as the server reads Accept-Language: en or haw), whose order a list is in.
  return `${requestLanguage(request)}\n${Array.isArray(encoding) ? encoding.join(',') : encoding}\n${request.url}`;
}

/**
 * Whether an answer to a cacheable request may be kept: a 200 JSON answer that sets no cookie and that a shared
 * cache may keep (`Cache-Control: public`, and not `private`, `no-store` or `no-cache`, as the featured canoes'
 * random pick says). The cache asks it of each answer it might keep, and the server render of each answer a page is
 * made from (site/server-render.ts), so a page is kept only when every answer in it is.
 */
export function answerMayBeKept(answer: { statusCode: number; headers: Record<string, unknown> }): boolean {
  const { headers } = answer;
  if (answer.statusCode !== 200 || headers['set-cookie'] !== undefined) return false;
  const rule = String(headers['cache-control'] ?? '');
  if (!/\bpublic\b/.test(rule) || /\b(?:private|no-store|no-cache)\b/.test(rule)) return false;
  return /^application\/json\b/i.test(String(headers['content-type'] ?? ''));
}

function keptHeaders(reply: FastifyReply) {
  const headers: Kept['headers'] = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !NOT_KEPT.has(name)) headers[name] = value;
  }
  return headers;
}

/**
 * A kept answer goes out as it was kept, straight to the connection: Fastify's send and the `onSend` hooks would
 * only set the same headers again (they were kept as they left) and cost a cached answer more than half its CPU
 * (docs/performance.md). The `onResponse` hooks (metrics, the log) still run when it has gone.
 */
function sendKept(request: FastifyRequest, reply: FastifyReply, kept: Kept) {
  reply.hijack();
  reply.raw.writeHead(kept.status, {
    ...kept.headers,
    'content-length': kept.body.length,
    'x-request-id': request.id,
    'x-cache': 'hit',
  });
  reply.raw.end(kept.body);
}

/**
 * Answer from memory before anything else reads the request (after the host check and the cookies are read),
 * and keep what goes out last: register it after the compression's hook. `X-Cache: hit` or `miss` says which, for operators.
 */
export function registerResponseCache(
  app: FastifyInstance,
  { cache, cookieName }: { cache: ResponseCache; cookieName: string },
) {
  app.decorateRequest('responseCache', null);
  app.decorate('keptAnswers', cache);
  // This process's memory starts empty, but another process may have written since a version was last read.
  cache.written();

  // Callback hooks, as every answer passes them: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    if (!READS.has(request.method)) {
      cache.written();
      return done();
    }
    const key = cacheKey(request, cookieName);
    const version = key === null ? null : cache.version();
    if (key === null || version === null) return done();
    const kept = cache.get(key, version);
    request.responseCache = { key, version, hit: kept !== null };
    if (!kept) return done();
    // A hit goes out here, and no later hook runs (Fastify stops at a hijacked reply).
    sendKept(request, reply, kept);
  });

  // A write's answer is made after its transaction ends: the version moves again then (and once more when it has
  // gone, should the answer never be sent), so no answer made while the write ran outlives it.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) cache.written();
    return payload;
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!READS.has(request.method)) cache.written();
    done();
  });

  // Registered after compression (app.ts), so it keeps the answer exactly as it leaves.
  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.responseCache;
    if (!state || state.hit) return payload;
    reply.header('X-Cache', 'miss');
    if (!answerMayBeKept({ statusCode: reply.statusCode, headers: reply.getHeaders() })) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (!Buffer.isBuffer(body)) return payload;
    cache.set(state.key, { version: state.version, status: 200, headers: keptHeaders(reply), body });
    return body;
  });
}
