/** Built-in accounts: registering, and resetting a forgotten password by an emailed single-use link. */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { createSession, createUser, endSession, findUserByEmail } from './accounts.service.ts';
import { createMailer } from '../../auth/mailer.ts';
import { createPasswordReset, resetPassword } from './password-reset.service.ts';
import { HttpError, parseInput } from '../../http/errors.ts';
import { createThrottle } from '../../http/throttle.ts';
import { siteBaseUrl } from '../../site/site-url.ts';
import { SITE_NAME } from '../../../shared/paths.ts';
import { authMessages, passwordResetBody, passwordResetConfirmBody, registerBody } from './auth.schemas.ts';
import { registrationOpen, setSessionCookie } from './session-cookie.ts';

const HOUR = 60 * 60 * 1000;

export const accountRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const mailer = createMailer(config.mail, app.log);
  // Per address: nobody's inbox can be flooded. Per client: nobody can walk through many addresses quickly.
  const perAddress = createThrottle({ limit: 3, windowMs: HOUR });
  const perClient = createThrottle({ limit: 20, windowMs: HOUR });
  const registrations = createThrottle({ limit: 10, windowMs: HOUR });

  const tooMany = (reply: FastifyReply, wait: number) => {
    reply.header('Retry-After', String(Math.ceil(wait / 1000)));
    return new HttpError(429, 'Too many requests. Please wait a while and try again.');
  };
  const requireBuiltin = () => {
    if (!config.accounts.builtin) {
      throw new HttpError(403, `Passwords are kept by ${config.oidc.label}: reset yours there.`);
    }
  };

  /** Always the same answer, whether or not the address has an account. */
  app.post('/auth/password-reset', { config: { access: 'public' } }, async (request, reply) => {
    requireBuiltin();
    const { email } = parseInput(passwordResetBody, request.body);
    const addressKey = email.toLowerCase();
    const wait = Math.max(perAddress.retryAfter(addressKey), perClient.retryAfter(request.ip));
    if (wait > 0) throw tooMany(reply, wait);
    perAddress.hit(addressKey);
    perClient.hit(request.ip);

    const user = await findUserByEmail(db, email);
    // Accounts that only sign in through the provider have no password here to reset.
    if (user && !user.disabled_at && (user.password_hash || !user.oidc_subject)) {
      const token = await createPasswordReset(db, user.user_id);
      const link = `${siteBaseUrl(request, config)}/forgot-password?token=${token}`;
      // Not awaited: the answer must take as long for an unknown address as for a known one.
      mailer
        .send({
          to: user.email,
          subject: `Reset your ${SITE_NAME} password`,
          text:
            `Someone (we hope you) asked to reset the password of your ${SITE_NAME} account.\n\n` +
            `Choose a new password here within the hour:\n${link}\n\n` +
            'The link works once. If you did not ask for it, ignore this email: your password stays as it is.\n',
        })
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'The password-reset email could not be sent'),
        );
    }
    return { message: authMessages.resetSent };
  });

  app.post('/auth/password-reset/confirm', { config: { access: 'public' } }, async (request) => {
    requireBuiltin();
    const body = parseInput(passwordResetConfirmBody, request.body);
    if (!(await resetPassword(db, body.token, body.password))) {
      throw new HttpError(400, authMessages.resetLinkInvalid);
    }
    return { message: 'Your password has been changed. Sign in with your new password.' };
  });

  /** A new built-in account without any group (a member, not an administrator), signed in at once. */
  app.post('/auth/register', { config: { access: 'public' } }, async (request, reply) => {
    if (!registrationOpen(config)) {
      throw new HttpError(
        403,
        config.oidc.issuer
          ? `Accounts are created through ${config.oidc.label}: sign in there.`
          : `Registration is closed. To ask for access, write to ${config.site.contactEmail}.`,
      );
    }
    const body = parseInput(registerBody, request.body);
    const wait = registrations.retryAfter(request.ip);
    if (wait > 0) throw tooMany(reply, wait);
    registrations.hit(request.ip);

    if (await findUserByEmail(db, body.email)) {
      throw new HttpError(409, authMessages.emailTaken, { email: authMessages.emailTaken });
    }
    let user;
    try {
      user = await createUser(db, {
        email: body.email,
        name: body.name,
        password: body.password,
        groups: [],
      });
    } catch (error) {
      // The same address registered at the same moment by another request.
      if (error instanceof HttpError && error.statusCode === 409) {
        throw new HttpError(409, authMessages.emailTaken, { email: authMessages.emailTaken });
      }
      throw error;
    }
    const previous = request.cookies[config.session.cookieName];
    if (previous) await endSession(db, previous);
    const { secret } = await createSession(db, user.user_id, config.session.ttlSeconds);
    setSessionCookie(reply, config, secret);
    return reply.status(201).send({ user: { email: user.email, name: user.name } });
  });
};
