import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import { readPaging, sendList } from '../../http/paging.ts';
import { createThrottle } from '../../http/throttle.ts';
import { subscriberBody } from '../../../shared/schemas.ts';
import { subscribe, subscriberList } from './subscriber.service.ts';

export const subscriberRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  // The public form is the one anonymous write: every attempt counts against the client's address.
  const throttle = createThrottle({ limit: config.subscribeRateLimit, windowMs: 60_000 });

  app.post('/subscribers', { config: { access: 'public' } }, async (request, reply) => {
    const wait = throttle.retryAfter(request.ip);
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, 'Too many subscription attempts. Please wait a minute and try again.');
    }
    throttle.hit(request.ip);
    const { email } = parseInput(subscriberBody, request.body);
    return reply.status(201).send(await subscribe(db, email));
  });

  /** The list of addresses is private: administrators only, for exporting. */
  app.get('/subscribers', { config: { access: 'admin' } }, async (request, reply) => {
    const { rows, total } = await subscriberList(db, readPaging(request.query));
    return sendList(reply, rows, total);
  });
};
