import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError } from '../../http/errors.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { subscriberApi } from '../../../shared/api/endpoints/subscribers.ts';
import { memoryThrottles } from '../../http/throttle.ts';
import { subscribe, subscriberList } from './subscriber.service.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { requestTranslator } from '../translations/translation.service.ts';
import { translateEnglish } from '../../../shared/i18n/translate-english.ts';

export const subscriberRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  // The public form is the one anonymous write: every attempt counts against the client's address.
  const throttle = (deps.throttles ?? memoryThrottles)({
    name: 'subscribe',
    limit: config.subscribeRateLimit,
    windowMs: 60_000,
  });
  const route = routesOf(app);

  route(subscriberApi.subscribe, {
    access: 'public',
    content: 'none',
    // Before validation, so an invalid attempt counts too.
    preValidation: async (request, reply) => {
      // Checked and counted in one step: attempts sent together (to one process or several) cannot all pass.
      if (!(await throttle.take(request.ip))) {
        const wait = await throttle.retryAfter(request.ip);
        reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
        throw new HttpError(429, serverArea.tooManySubscriptions);
      }
    },
    handler: async (request) => {
      const done = await subscribe(db, request.body.email);
      // In the language of the page whose form it was.
      return { message: translateEnglish(await requestTranslator(db, request), done.message) };
    },
  });

  /**
   * The list of addresses is private contact details, like People: only the group named `admin` may read or
   * export it, not every administrator of the records.
   */
  route(subscriberApi.listSubscribers, {
    access: 'people',
    handler: async (request, reply) => sendList(reply, await subscriberList(db, pagingOf(request.query))),
  });
};
