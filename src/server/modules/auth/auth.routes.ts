import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { checkPassword, createSession, endSession } from '../../auth/accounts.service.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import { createThrottle } from '../../http/throttle.ts';

const loginBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, { error: 'Email is required' }).max(320),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(1000),
  remember: z.boolean().optional(),
});

export const WRONG_CREDENTIALS = 'The email or password is not correct.';

export const authRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  // Five failed attempts per address and client in 15 minutes, then a pause.
  const throttle = createThrottle({ limit: 5, windowMs: 15 * 60 * 1000 });

  const setCookie = (reply: FastifyReply, secret: string, expires: Date | undefined) =>
    reply.setCookie(config.session.cookieName, secret, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.session.secureCookie,
      expires,
    });

  /** The signed-in user, or null. */
  app.get('/auth/me', { config: { access: 'public' } }, async (request, reply) => {
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
      providers: { password: true, oidc: Boolean(config.oidc.issuer) },
    };
  });

  app.post('/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const body = parseInput(loginBody, request.body);
    const key = `${request.ip}|${body.email.toLowerCase()}`;
    const wait = throttle.retryAfter(key);
    if (wait > 0) {
      reply.header('Retry-After', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, 'Too many sign-in attempts. Please wait a few minutes and try again.');
    }
    const user = await checkPassword(db, body.email, body.password);
    if (!user) {
      throttle.hit(key);
      throw new HttpError(401, WRONG_CREDENTIALS);
    }
    throttle.reset(key);
    const ttl = body.remember ? config.session.rememberTtlSeconds : config.session.ttlSeconds;
    const { secret, expires } = await createSession(db, user.user_id, ttl);
    setCookie(reply, secret, body.remember ? expires : undefined);
    return { user: { email: user.email, name: user.name } };
  });

  app.post('/auth/logout', { config: { access: 'public' } }, async (request, reply) => {
    const secret = request.cookies[config.session.cookieName];
    if (secret) await endSession(db, secret);
    reply.clearCookie(config.session.cookieName, { path: '/' });
    return reply.status(204).send();
  });
};
