/**
 * Signing in through the identity provider: /start sends the browser there, /callback takes it back, checks the
 * answer, and opens our own session. Every failure lands on the sign-in page with ?error=signin ('Sign-in failed');
 * the reason goes to the log, not to the address bar.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { createSession, endSession } from './accounts.service.ts';
import type { OidcClient } from './oidc-client.ts';
import { OidcAccountError, upsertOidcUser } from './oidc-accounts.ts';
import { LOGIN_TTL_MS, savePendingLogin, takePendingLogin } from './oidc-logins.ts';
import { safeReturnPath } from './return-to.ts';
import { HttpError } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { authApi } from '../../../shared/api/endpoints/auth.ts';
import { siteBaseUrl } from '../../core/site-url.ts';
import { setSessionCookie } from './session-cookie.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';

export const LOGIN_COOKIE = 'koa_oidc';
export const SIGN_IN_FAILED_PATH = '/login?error=signin';
const COOKIE_PATH = '/api/auth/oidc';

export const oidcRoutes: FastifyPluginAsyncZod<AppDeps & { oidc: OidcClient | null }> = async (
  app,
  { db, config, oidc },
) => {
  const route = routesOf(app);
  const failed = (reply: FastifyReply, reason: unknown) => {
    app.log.warn({ err: reason }, 'Sign-in through the identity provider failed');
    return reply.redirect(SIGN_IN_FAILED_PATH, 303);
  };

  route(authApi.oidcStart, {
    access: 'public',
    content: 'none',
    perUser: true,
    handler: async (request, reply) => {
      if (!oidc) throw new HttpError(404, serverArea.providerNotConfigured);
      reply.header('Cache-Control', 'no-store');
      const query = request.query;
      const returnTo = safeReturnPath(query.return_to);
      let identityProvider: string | null = null;
      if (query.provider !== undefined) {
        identityProvider = config.oidc.identityProviders.find((name) => name === query.provider) ?? null;
        if (!identityProvider)
          return failed(reply, new Error(`unknown identity provider ${String(query.provider)}`));
      }
      try {
        const { url, login } = await oidc.start(siteBaseUrl(request, config), returnTo, identityProvider);
        const secret = await savePendingLogin(db, login);
        reply.setCookie(LOGIN_COOKIE, secret, {
          path: COOKIE_PATH,
          httpOnly: true,
          // Lax still sends it on the provider's top-level redirect back to the callback.
          sameSite: 'lax',
          secure: config.session.secureCookie,
          maxAge: LOGIN_TTL_MS / 1000,
        });
        return reply.redirect(url, 303);
      } catch (error) {
        return failed(reply, error);
      }
    },
  });

  route(authApi.oidcCallback, {
    access: 'public',
    content: 'none',
    perUser: true,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const flow = request.cookies[LOGIN_COOKIE];
      reply.clearCookie(LOGIN_COOKIE, { path: COOKIE_PATH });
      if (!oidc) return failed(reply, new Error('no identity provider is configured'));
      try {
        const login = flow ? await takePendingLogin(db, flow) : null;
        // Without the cookie of the browser that started it, a callback could sign someone into another's account.
        if (!login)
          throw new Error('no sign-in under way in this browser (or it took longer than 10 minutes)');
        const queryStart = request.url.indexOf('?');
        const query = queryStart >= 0 ? request.url.slice(queryStart) : '';
        const signIn = await oidc.finish(siteBaseUrl(request, config), query, login);
        const user = await upsertOidcUser(db, signIn.profile);

        const previous = request.cookies[config.session.cookieName];
        if (previous) await endSession(db, previous);
        const { secret } = await createSession(db, user.user_id, config.session.ttlSeconds, {
          providerGroups: signIn.groups,
          idToken: signIn.idToken,
        });
        setSessionCookie(reply, config, secret);
        // A clean address: the code and state stay behind in this redirect.
        return reply.redirect(login.returnTo, 303);
      } catch (error) {
        return failed(reply, error instanceof OidcAccountError ? error.message : error);
      }
    },
  });
};
