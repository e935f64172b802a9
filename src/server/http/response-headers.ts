/**
 * Headers every answer carries: `X-Content-Type-Options: nosniff` and a referrer policy; and for the API a
 * cache rule from the route's declared access level, so a shared cache never keeps what is private or per user:
 *
 * - an error, a write, an answer that sets a cookie, and any route that is not public: `no-store`;
 * - a public route whose answer depends on who asks (`config.perUser`, e.g. /api/auth/me): `no-store`, and
 *   `Vary: Cookie, Authorization`;
 * - any other public read: `public, max-age=60` for visitors, but `private, no-cache` when the request carries
 *   a session cookie or an API token, so an administrator reads a change as soon as it is saved (and
 *   `Vary: Cookie, Authorization`, so a cache never hands a visitor's copy to a signed-in reader or back).
 *
 * A route that writes its own Cache-Control keeps it (images: versioned URLs cached for a year; health:
 * no-store), except that a non-public route's is narrowed to the browser (`private`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public route whose answer depends on who is signed in: never cached. */
    perUser?: boolean;
  }
}

export const API_CACHE = {
  /** Public reads for visitors: short, so a change reaches everyone within a minute. */
  public: 'public, max-age=60',
  /** Public reads by a signed-in caller: the browser asks again every time. */
  signedIn: 'private, no-cache',
  /** Private, per-user, errors and writes. */
  none: 'no-store',
} as const;

export const API_REFERRER_POLICY = 'no-referrer';
export const SITE_REFERRER_POLICY = 'strict-origin-when-cross-origin';
const VARY_CALLER = ['Cookie', 'Authorization'];
/** A public read's answer follows the reader's language too: its lists are in that language's order of names. */
const VARY_READER = [...VARY_CALLER, 'Accept-Language'];

const isApi = (request: FastifyRequest) => {
  const path = request.url.split('?')[0];
  return path === '/api' || path.startsWith('/api/');
};

export function addVary(reply: FastifyReply, names: string[]) {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const known = new Set(current.map((name) => name.toLowerCase()));
  reply.header('Vary', [...current, ...names.filter((name) => !known.has(name.toLowerCase()))].join(', '));
}

function apiCacheControl(request: FastifyRequest, reply: FastifyReply, cookieName: string): string {
  const config = request.routeOptions.config;
  const access = config?.access ?? 'public';
  const own = reply.getHeader('cache-control');
  if (reply.statusCode >= 400 || reply.hasHeader('set-cookie')) return API_CACHE.none;
  if (request.method !== 'GET' && request.method !== 'HEAD') return API_CACHE.none;
  if (access !== 'public') {
    // A private image keeps its caching, in the browser only.
    return typeof own === 'string' && /\bmax-age=/.test(own) && !/no-store/.test(own)
      ? own.replace(/\bpublic\b/, 'private')
      : API_CACHE.none;
  }
  if (config?.perUser) {
    addVary(reply, VARY_CALLER);
    return API_CACHE.none;
  }
  if (typeof own === 'string') return own;
  addVary(reply, VARY_READER);
  const signedIn = Boolean(request.headers.authorization) || Boolean(request.cookies?.[cookieName]);
  return signedIn ? API_CACHE.signedIn : API_CACHE.public;
}

export function registerResponseHeaders(app: FastifyInstance, { cookieName }: { cookieName: string }) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    if (isApi(request)) {
      reply.header('Referrer-Policy', API_REFERRER_POLICY);
      reply.header('Cache-Control', apiCacheControl(request, reply, cookieName));
    } else if (!reply.hasHeader('referrer-policy')) {
      reply.header('Referrer-Policy', SITE_REFERRER_POLICY);
    }
    return payload;
  });
}
