/** Built-in accounts: registering, and resetting a forgotten password by an emailed single-use link. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { createSession, createUser, endSession, findUserByEmail } from './accounts.service.ts';
import { createMailer } from '../../auth/mailer.ts';
import { createPasswordReset, resetPassword } from './password-reset.service.ts';
import { HttpError } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { createThrottle } from '../../http/throttle.ts';
import { siteBaseUrl } from '../../site/site-url.ts';
import { SITE_NAME } from '../../../shared/paths.ts';
import { errorResponse } from '../../../shared/api/common.ts';
import {
  authMessages,
  messageResponse,
  passwordResetBody,
  passwordResetConfirmBody,
  registerBody,
  signedInResponse,
} from '../../../shared/api/auth.ts';
import { registrationOpen, setSessionCookie } from './session-cookie.ts';

const HOUR = 60 * 60 * 1000;

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const route = routesOf(app, 'Auth');
  const mailer = createMailer(config.mail, app.log);
  // Per address: nobody's inbox can be flooded. Per client: nobody can walk through many addresses quickly.
  const perAddress = createThrottle({ limit: 3, windowMs: HOUR });
  const perClient = createThrottle({ limit: 20, windowMs: HOUR });
  const registrations = createThrottle({ limit: 10, windowMs: HOUR });

  const tooMany = (reply: FastifyReply, wait: number) => {
    reply.header('Retry-After', String(Math.ceil(wait / 1000)));
    return new HttpError(429, 'Too many requests. Please wait a while and try again.');
  };
  // Hooks before validation: a closed door answers the same whatever the body holds.
  const requireBuiltin = async () => {
    if (!config.accounts.builtin) {
      throw new HttpError(403, `Passwords are kept by ${config.oidc.label}: reset yours there.`);
    }
  };
  const requireOpenRegistration = async () => {
    if (!registrationOpen(config)) {
      throw new HttpError(
        403,
        config.oidc.issuer
          ? `Accounts are created through ${config.oidc.label}: sign in there.`
          : `Registration is closed. To ask for access, write to ${config.site.contactEmail}.`,
      );
    }
  };

  /** Always the same answer, whether or not the address has an account. */
  route.post('/auth/password-reset', {
    access: 'public',
    summary: 'Ask for a password-reset link by email',
    operationId: 'requestPasswordReset',
    body: passwordResetBody,
    response: { 200: messageResponse, 429: errorResponse },
    preValidation: requireBuiltin,
    handler: async (request, reply) => {
      const { email } = request.body;
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
    },
  });

  route.post('/auth/password-reset/confirm', {
    access: 'public',
    summary: 'Choose a new password with the emailed link',
    operationId: 'confirmPasswordReset',
    body: passwordResetConfirmBody,
    response: { 200: messageResponse },
    preValidation: requireBuiltin,
    handler: async (request) => {
      const body = request.body;
      if (!(await resetPassword(db, body.token, body.password))) {
        throw new HttpError(400, authMessages.resetLinkInvalid);
      }
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  });

  /** A new built-in account without any group (a member, not an administrator), signed in at once. */
  route.post('/auth/register', {
    access: 'public',
    summary: 'Create a built-in account',
    description: 'A member without any group, signed in at once.',
    operationId: 'register',
    body: registerBody,
    response: { 201: signedInResponse, 409: errorResponse, 429: errorResponse },
    preValidation: requireOpenRegistration,
    handler: async (request, reply) => {
      const body = request.body;
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
      return { user: { email: user.email, name: user.name } };
    },
  });
};
