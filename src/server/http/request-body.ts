/**
 * A request body past its route's limit gets a 413 every client can read.
 *
 * - `Expect: 100-continue`: the route (its access check, then its body limit against Content-Length) answers
 *   before the client sends the body; Node closes the connection after such an answer.
 * - Otherwise Fastify answers 413 and closes the connection while the client is still sending: the close then
 *   becomes a reset that can destroy the 413 before the client reads it (every time for a client that reads
 *   only after sending). Instead the rest of the body is read and thrown away, up to `discardLimit` bytes and
 *   within the request timeout, and the connection stays open.
 */
import type { IncomingMessage } from 'node:http';
import { errorCodes, type FastifyInstance } from 'fastify';

const CONTINUE = Symbol('continue');

/** A request that asked `Expect: 100-continue`, and what it was told. */
type Flagged = IncomingMessage & { [CONTINUE]?: 'asked' | 'sent' | 'refused' };

/** Read and drop what is left of a request body; past `limit` bytes the connection is closed. */
function discardBody(raw: Flagged, limit: number) {
  let discarded = 0;
  raw.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > limit) raw.destroy();
  });
  raw.resume();
}

export function registerRequestBodyHandling(
  app: FastifyInstance,
  { discardLimit }: { discardLimit: number },
) {
  // Without a listener Node sends "100 Continue" at once, before any route has looked at the request.
  app.server.on('checkContinue', (req: Flagged, res) => {
    req[CONTINUE] = 'asked';
    app.server.emit('request', req, res);
  });

  app.addHook('preParsing', async (request, reply, payload) => {
    const raw = request.raw as Flagged;
    if (raw[CONTINUE] !== 'asked') return payload;
    const declared = Number(request.headers['content-length']);
    if (declared > request.routeOptions.bodyLimit) {
      raw[CONTINUE] = 'refused';
      throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    }
    raw[CONTINUE] = 'sent';
    reply.raw.writeContinue();
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw as Flagged;
    if (reply.statusCode !== 413 || raw.complete) return payload;
    // Told not to send its body (or answered before the route looked): nothing is coming to read.
    if (raw[CONTINUE] === 'asked' || raw[CONTINUE] === 'refused') return payload;
    const declared = Number(request.headers['content-length']);
    // A body declared larger than the bound is not worth reading: Fastify's close stands.
    if (declared > discardLimit) return payload;
    if (String(reply.getHeader('connection')).toLowerCase() === 'close') reply.removeHeader('connection');
    discardBody(raw, discardLimit);
    return payload;
  });
}
