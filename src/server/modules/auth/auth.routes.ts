import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { checkPassword, createSession, endSession, normalizeEmail } from './accounts.service.ts';
import { passwordHashing } from './passwords.ts';
import { createOidcClient } from './oidc-client.ts';
import { HttpError, say } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { authApi } from '../../../shared/api/endpoints/auth.ts';
import { memoryThrottles } from '../../http/throttle.ts';
import { siteBaseUrl } from '../../core/site-url.ts';
import { accountRoutes } from './account.routes.ts';
import { oidcRoutes } from './oidc.routes.ts';
import { registrationOpen, setSessionCookie } from './session-cookie.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { english } from '../../../shared/i18n/english.ts';

export const WRONG_CREDENTIALS = english(serverArea.wrongCredentials);
export const TOO_MANY_SIGN_INS = english(serverArea.tooManySignIns);

/**
 * Failed sign-ins allowed in 15 minutes: per address from one client (someone guessing one account's password),
 * and per client whatever the address (someone trying one common password on many accounts). A success does
 * not count. Each attempt is counted before its password is checked, so requests sent together cannot all slip
 * through; the counts live in memory, so a restart clears them (in Redis with REDIS_URL, shared by every process).
 */
export const SIGN_IN_LIMITS = { perAccount: 5, perClient: 20, windowMs: 15 * 60 * 1000 } as const;

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const throttles = deps.throttles ?? memoryThrottles;
  const { windowMs } = SIGN_IN_LIMITS;
  const perAccount = throttles({ name: 'sign-in-account', limit: SIGN_IN_LIMITS.perAccount, windowMs });
  const perClient = throttles({ name: 'sign-in-client', limit: SIGN_IN_LIMITS.perClient, windowMs });
  passwordHashing.configure(config.passwordHashConcurrency);
  const oidc = createOidcClient(config.oidc);
  const route = routesOf(app);

  /** The signed-in user, or null, and the ways of signing in the sign-in page offers. */
  route(authApi.me, {
    access: 'public',
    content: 'none',
    perUser: true,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const c = request.caller;
      return {
        user: c
          ? {
              email: c.email,
              name: c.name,
              groups: c.groups,
              is_admin: c.isAdmin,
              is_people_admin: c.isPeopleAdmin,
            }
          : null,
        providers: {
          password: config.accounts.builtin,
          oidc: oidc !== null,
          oidc_label: config.oidc.label,
          social: oidc ? config.oidc.identityProviders : [],
          registration: registrationOpen(config),
        },
      };
    },
  });

  route(authApi.login, {
    access: 'public',
    content: 'none',
    handler: async (request, reply) => {
      const body = request.body;
      if (!config.accounts.builtin) {
        throw new HttpError(403, say(serverArea.passwordSignInOff, { provider: config.oidc.label }));
      }
      const accountKey = `${request.ip}|${normalizeEmail(body.email)}`;
      const giveBackAccount = await perAccount.take(accountKey);
      const giveBackClient = giveBackAccount && (await perClient.take(request.ip));
      if (!giveBackAccount || !giveBackClient) {
        await giveBackAccount?.();
        const wait = Math.max(
          await perAccount.retryAfter(accountKey),
          await perClient.retryAfter(request.ip),
        );
        reply.header('Retry-After', String(Math.ceil(wait / 1000)));
        throw new HttpError(429, serverArea.tooManySignIns);
      }
      const giveBack = () => Promise.all([giveBackAccount(), giveBackClient()]);
      let user;
      try {
        user = await checkPassword(db, body.email, body.password);
      } catch (error) {
        await giveBack();
        throw error;
      }
      if (!user) throw new HttpError(401, serverArea.wrongCredentials);
      await giveBack();
      const ttl = body.remember ? config.session.rememberTtlSeconds : config.session.ttlSeconds;
      const { secret, expires } = await createSession(db, user.user_id, ttl);
      setSessionCookie(reply, config, secret, body.remember ? expires : undefined);
      return { user: { email: user.email, name: user.name } };
    },
  });

  /**
   * Ends our session. A provider session is ended at the provider too: `logout_url` is where the browser goes
   * next (the provider's end-session page, which returns to the site's home); null when there is nowhere to go.
   */
  route(authApi.logout, {
    access: 'public',
    content: 'none',
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const secret = request.cookies[config.session.cookieName];
      const ended = secret ? await endSession(db, secret) : null;
      reply.clearCookie(config.session.cookieName, { path: '/' });
      let logoutUrl: string | null = null;
      if (oidc && ended?.id_token)
        logoutUrl = await oidc.logoutUrl(siteBaseUrl(request, config), ended.id_token);
      return { logout_url: logoutUrl };
    },
  });

  await app.register(oidcRoutes, { ...deps, oidc });
  await app.register(accountRoutes, deps);
};
