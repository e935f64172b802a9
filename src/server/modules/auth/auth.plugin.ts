/**
 * Resolves the caller of every request (session cookie or `Authorization: Bearer <token>`) and enforces
 * each route's declared access level. A route without an access level cannot be registered.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Config } from '../../config.ts';
import type { Caller } from './caller.ts';
import type { Access, ContentRule } from '../../core/access.ts';
import { callerFromSession, callerFromToken } from './accounts.service.ts';
import { viewerFor } from '../protocols/protocol.service.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { canoeKeptFrom } from '../../db/visibility.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { validationArea } from '../../../shared/i18n/messages/validation.ts';

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
  /** What a public route answers of kept content (core/access.ts). */
  content?: ContentRule;
  /** The route's zod schemas (params, querystring, body, response) as it declared them. */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function requireAccess(request: FastifyRequest, access: Access) {
  if (access === 'public') return;
  const caller = request.caller;
  if (!caller) throw new HttpError(401, validationArea.signInRequired);
  if (access === 'admin' && !caller.isAdmin) throw new HttpError(403, validationArea.adminRequired);
  if (access === 'people' && !caller.isPeopleAdmin) {
    throw new HttpError(403, serverArea.adminGroupRequired);
  }
  if (access === 'translator' && !caller.isTranslator) {
    throw new HttpError(403, serverArea.translatorsGroupRequired);
  }
}

/** `host[:port]` with the scheme's default port removed, for comparing an Origin with the Host header. */
function normalHost(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  const defaultPort = protocol === 'https' ? ':443' : ':80';
  return lower.endsWith(defaultPort) ? lower.slice(0, -defaultPort.length) : lower;
}

/** A cookie-authenticated state change must come from our own pages (custom header or same-origin Origin). */
function checkCrossSite(request: FastifyRequest) {
  if (!STATE_CHANGING.has(request.method) || request.caller?.via !== 'session') return;
  if (request.headers['x-requested-with']) return;
  const origin = request.headers.origin;
  if (origin && request.host) {
    try {
      const url = new URL(origin);
      const scheme = url.protocol.replace(':', '');
      if (normalHost(url.host, scheme) === normalHost(request.host, request.protocol)) return;
    } catch {
      /* fall through */
    }
  }
  throw new HttpError(403, serverArea.crossSite);
}

/** The canoe a route under `/api/canoes/:id` is about (null for any other route, or an id that is not one). */
function keptCanoeParam(request: FastifyRequest): number | null {
  if (!request.routeOptions.url?.startsWith(CANOE_ROUTES)) return null;
  const id = (request.params as { id?: string } | undefined)?.id;
  return id !== undefined && /^\d{1,9}$/.test(id) ? Number(id) : null;
}

const CANOE_ROUTES = '/api/canoes/:id';

export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; config: Config }) => {
  const { db, config } = opts;
  app.decorate('routeTable', [] as RouteEntry[]);
  app.decorateRequest('caller', null);
  app.decorateRequest('viewer', null as unknown as Viewer);

  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.startsWith('/api') && !access) {
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access level`);
    }
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        access: access ?? 'public',
        content: route.config?.content,
        schema: route.schema,
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    // A visitor until the caller is known: whatever answers next sees public content only.
    request.viewer = VISITOR;
    // Only Bearer tokens are ours; other schemes (a proxy's Basic auth, say) are left alone.
    const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (bearer) {
      const caller = await callerFromToken(db, bearer[1]);
      if (!caller) throw new HttpError(401, serverArea.badToken);
      request.caller = caller;
    } else {
      const cookie = request.cookies?.[config.session.cookieName];
      if (cookie) request.caller = await callerFromSession(db, cookie);
    }
    // What the caller may see of kept content: every read passes it (decision 020).
    request.viewer = await viewerFor(db, request.caller);
    // Checked before the body is read, so a refused caller never uploads anything.
    const access = request.routeOptions.config?.access;
    if (!access) return;
    requireAccess(request, access);
    checkCrossSite(request);
    // A kept canoe and everything under its address are not found by anyone who may not see it (decision 020).
    const canoeId = keptCanoeParam(request);
    if (canoeId !== null && (await canoeKeptFrom(db, request.viewer, canoeId))) throw notFound('Canoe');
  });
});
