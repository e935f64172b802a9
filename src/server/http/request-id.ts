/**
 * Every request has an id: the caller's `X-Request-Id` when it is a sane one (a proxy in front, or a client
 * tracing its own calls), else a new UUID. Every log line about the request carries it (`request_id`), every
 * answer sends it back in `X-Request-Id`, and an error's JSON body names it, so a visitor's report of an error
 * leads the operator to its log lines.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and the punctuation of UUIDs, trace ids and load balancers' ids; nothing that could forge a log line. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:@+=/-]{0,127}$/;

/** Fastify's `genReqId`. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** The header on every answer and the id in every JSON error body. Registered before every other hook. */
export function registerRequestId(app: FastifyInstance) {
  // Callback hooks on the path every answer takes, cached ones included: no promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (reply.statusCode < 400 || payload === null || typeof payload !== 'object') return payload;
    if (!('error' in payload) || !('message' in payload)) return payload;
    return { ...payload, request_id: request.id };
  });
}
