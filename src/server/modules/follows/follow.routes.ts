/**
 * Following by email (issue 37, decision 033): the Follow form's call, the confirmation, the follower's page and the
 * one-click unsubscribe. No sign-in: the link's token is the follower. Every answer says only what the token's
 * follower may know; the Follow form's answer is the same whatever happened.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { HttpError } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { memoryThrottles } from '../../http/throttle.ts';
import { siteBaseUrl } from '../../core/site-url.ts';
import { followApi } from '../../../shared/api/endpoints/follows.ts';
import { followsArea } from '../../../shared/i18n/messages/follows.ts';
import { normalizeEmail } from '../auth/accounts.service.ts';
import { requestTranslator } from '../translations/translation.service.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages.ts';
import {
  changeCadence,
  confirmFollowing,
  followSubjectView,
  followsView,
  requestFollow,
  unfollow,
} from './follow.service.ts';

/** Asks to follow a client may make a minute, and an address an hour. */
const PER_CLIENT = 10;
const PER_ADDRESS = 10;

export const followRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const throttles = deps.throttles ?? memoryThrottles;
  const byClient = throttles({ name: 'follow-client', limit: PER_CLIENT, windowMs: 60_000 });
  const byAddress = throttles({ name: 'follow-address', limit: PER_ADDRESS, windowMs: 3_600_000 });
  const mailSent = Boolean(config.mail.smtpUrl || config.mail.outboxDir);
  const english = createTranslator(SOURCE_LANGUAGE);
  // A mail client's one-click unsubscribe posts a form (RFC 8058); what it says is not read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );
  const route = routesOf(app);

  async function tooMany(
    throttle: typeof byClient,
    key: string,
    reply: { header: (k: string, v: string) => unknown },
  ) {
    const wait = await throttle.retryAfter(key);
    reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    return new HttpError(429, followsArea.tooManyFollows);
  }

  route(followApi.follow, {
    access: 'public',
    content: 'none',
    preValidation: async (request, reply) => {
      if (!(await byClient.take(request.ip))) throw await tooMany(byClient, request.ip, reply);
    },
    handler: async (request, reply) => {
      if (!mailSent) throw new HttpError(503, followsArea.notAvailable);
      const address = normalizeEmail(request.body.email);
      if (!(await byAddress.take(address))) throw await tooMany(byAddress, address, reply);
      const translator = await requestTranslator(db, request);
      await requestFollow(
        db,
        {
          email: request.body.email,
          subject: {
            type: request.body.subject_type,
            id: request.body.subject_type === 'archive' ? 0 : request.body.subject_id,
          },
          cadence: request.body.cadence,
        },
        siteBaseUrl(request, config),
        // The email in the site's language: the follower reads it outside the page.
        english,
      );
      deps.sendMailSoon?.();
      reply.code(202);
      return { message: translator.t(followsArea.checkEmail) };
    },
  });

  route(followApi.followSubject, {
    access: 'public',
    // As a visitor sees it, whoever asks (what the follower will hear of).
    content: 'none',
    handler: async (request) =>
      followSubjectView(
        db,
        { type: request.query.subject_type, id: request.query.subject_id },
        await requestTranslator(db, request),
      ),
  });

  route(followApi.confirmFollow, {
    access: 'public',
    content: 'none',
    handler: async (request) => {
      await confirmFollowing(db, request.body.token);
      return followsView(db, request.body.token, await requestTranslator(db, request));
    },
  });

  route(followApi.listFollows, {
    access: 'public',
    content: 'none',
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return followsView(db, request.query.token, await requestTranslator(db, request));
    },
  });

  route(followApi.changeFollow, {
    access: 'public',
    content: 'none',
    handler: async (request) => {
      await changeCadence(db, request.body.token, request.params.followId, request.body.cadence);
      return followsView(db, request.body.token, await requestTranslator(db, request));
    },
  });

  route(followApi.stopFollow, {
    access: 'public',
    content: 'none',
    handler: async (request) => {
      await unfollow(db, request.query.token, request.params.followId);
      return followsView(db, request.query.token, await requestTranslator(db, request));
    },
  });

  route(followApi.unsubscribe, {
    access: 'public',
    content: 'none',
    handler: async (request) => {
      await unfollow(db, request.query.token);
      return { message: (await requestTranslator(db, request)).t(followsArea.unsubscribed) };
    },
  });
};
