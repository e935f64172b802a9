/** Built-in accounts: registering, and resetting a forgotten password by an emailed single-use link. */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { createSession, endSession, findUserByEmail } from './accounts.service.ts';
import { createMailer, type Mail } from '../../core/mailer.ts';
import { createPasswordReset, resetPassword } from './password-reset.service.ts';
import { finishRegistration, startRegistration } from './registration.service.ts';
import { HttpError } from '../../http/errors.ts';
import { routesOf } from '../../http/route.ts';
import { authApi } from '../../../shared/api/endpoints/auth.ts';
import { memoryThrottles, type Throttle } from '../../http/throttle.ts';
import { siteBaseUrl } from '../../core/site-url.ts';
import { SITE_NAME } from '../../../shared/paths.ts';
import { authMessages } from '../../../shared/api/auth.ts';
import { registrationOpen, setSessionCookie } from './session-cookie.ts';

const HOUR = 60 * 60 * 1000;

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const throttles = deps.throttles ?? memoryThrottles;
  const route = routesOf(app);
  const mailer = createMailer(config.mail, app.log);
  // Per address: nobody's inbox can be flooded (reset links and registration emails count together). Per client:
  // nobody can walk through many addresses quickly.
  const perAddress = throttles({ name: 'emails-per-address', limit: 3, windowMs: HOUR });
  const perClient = throttles({ name: 'resets-per-client', limit: 20, windowMs: HOUR });
  const registrations = throttles({ name: 'registrations-per-client', limit: 10, windowMs: HOUR });

  const tooMany = (reply: FastifyReply, wait: number) => {
    reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    return new HttpError(429, 'Too many requests. Please wait a while and try again.');
  };
  /**
   * Counts one attempt against both limits, each checked and counted in one step (so attempts sent together to
   * one process or several cannot all pass); throws 429 when either is reached, counting against neither.
   */
  const takeBoth = async (reply: FastifyReply, first: [Throttle, string], second: [Throttle, string]) => {
    const giveBackFirst = await first[0].take(first[1]);
    const giveBackSecond = giveBackFirst && (await second[0].take(second[1]));
    if (giveBackFirst && giveBackSecond) return;
    await giveBackFirst?.();
    const wait = Math.max(await first[0].retryAfter(first[1]), await second[0].retryAfter(second[1]));
    throw tooMany(reply, wait);
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
  route(authApi.requestPasswordReset, {
    access: 'public',
    content: 'none',
    preValidation: requireBuiltin,
    handler: async (request, reply) => {
      const { email } = request.body;
      const addressKey = email.toLowerCase();
      await takeBoth(reply, [perAddress, addressKey], [perClient, request.ip]);

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

  route(authApi.confirmPasswordReset, {
    access: 'public',
    content: 'none',
    preValidation: requireBuiltin,
    handler: async (request) => {
      const body = request.body;
      if (!(await resetPassword(db, body.token, body.password))) {
        throw new HttpError(400, authMessages.resetLinkInvalid);
      }
      return { message: 'Your password has been changed. Sign in with your new password.' };
    },
  });

  /**
   * Registering answers the same whether or not the address has an account (202 and one message): a new address
   * is emailed a link that makes the account, an address with an account is told so by email. The password is
   * hashed either way and the email is sent after answering, so the timing does not tell either.
   */
  route(authApi.register, {
    access: 'public',
    content: 'none',
    preValidation: requireOpenRegistration,
    handler: async (request, reply) => {
      const body = request.body;
      const addressKey = body.email.trim().toLowerCase();
      await takeBoth(reply, [registrations, request.ip], [perAddress, addressKey]);

      const started = await startRegistration(db, body);
      const site = siteBaseUrl(request, config);
      let mail: Mail | null = null;
      if (started.kind === 'new') {
        mail = {
          to: body.email.trim(),
          subject: `Finish registering at ${SITE_NAME}`,
          text:
            `Someone (we hope you) registered at ${SITE_NAME} with this address.\n\n` +
            `Open this link within a day to finish, and you will be signed in:\n` +
            `${site}/register?token=${started.token}\n\n` +
            'If you did not register, ignore this email: without the link no account is made.\n',
        };
      } else if (started.kind === 'existing') {
        mail = {
          to: started.user.email,
          subject: `You already have a ${SITE_NAME} account`,
          text:
            `Someone (we hope you) tried to register at ${SITE_NAME} with this address, which already has an ` +
            'account, so no new one was made.\n\n' +
            `Sign in here:\n${site}/login\n\n` +
            `Forgot your password? Choose a new one here:\n${site}/forgot-password\n\n` +
            'If it was not you, ignore this email: nothing has changed.\n',
        };
      }
      if (mail) {
        // Not awaited: the answer must take as long for one kind of address as for the other.
        mailer
          .send(mail)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'The registration email could not be sent'),
          );
      }
      return reply.status(202).send({ message: authMessages.registerSent });
    },
  });

  /** The emailed link: makes the account and signs it in. */
  route(authApi.confirmRegistration, {
    access: 'public',
    content: 'none',
    preValidation: requireOpenRegistration,
    handler: async (request, reply) => {
      const finished = await finishRegistration(db, request.body.token);
      if (finished.kind === 'invalid') throw new HttpError(400, authMessages.registrationLinkInvalid);
      if (finished.kind === 'taken') throw new HttpError(409, authMessages.emailTaken);
      const { user } = finished;
      const previous = request.cookies[config.session.cookieName];
      if (previous) await endSession(db, previous);
      const { secret } = await createSession(db, user.user_id, config.session.ttlSeconds);
      setSessionCookie(reply, config, secret);
      return { user: { email: user.email, name: user.name } };
    },
  });
};
