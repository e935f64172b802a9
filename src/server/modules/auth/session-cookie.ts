import type { FastifyReply } from 'fastify';
import type { Config } from '../../config.ts';

/** Our session cookie: HttpOnly, SameSite=Lax; without `expires` it ends with the browser session. */
export function setSessionCookie(reply: FastifyReply, config: Config, secret: string, expires?: Date) {
  reply.setCookie(config.session.cookieName, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.session.secureCookie,
    expires,
  });
}

/** Anyone may register on /register: built-in accounts on, REGISTRATION on, and no identity provider. */
export const registrationOpen = (config: Config) =>
  config.accounts.builtin && config.accounts.registration && !config.oidc.issuer;
