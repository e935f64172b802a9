/** Built-in accounts: registering, and resetting a forgotten password by an emailed single-use link. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { createSession, endSession, findUserByEmail } from './accounts.service.ts';
import { createMailer, type Mail } from '../../core/mailer.ts';
import { createPasswordReset, resetPassword } from './password-reset.service.ts';
import { finishRegistration, startRegistration } from './registration.service.ts';
import { HttpError, say } from '../../http/errors.ts';
import { requestTranslator } from '../translations/translation.service.ts';
import { routesOf } from '../../http/route.ts';
import { authApi } from '../../../shared/api/endpoints/auth.ts';
import { memoryThrottles, type Throttle } from '../../http/throttle.ts';
import { siteBaseUrl } from '../../core/site-url.ts';
import { SITE_NAME } from '../../../shared/paths.ts';
import { mailArea as mail } from '../../../shared/i18n/messages/mail.ts';
import { serverArea } from '../../../shared/i18n/messages/server.ts';
import { validationArea } from '../../../shared/i18n/messages/validation.ts';
import { LANGUAGE_INFO, withBase } from '../../../shared/i18n/languages.ts';
import type { Translator } from '../../../shared/i18n/translator.ts';
import { registrationOpen, setSessionCookie } from './session-cookie.ts';

const HOUR = 60 * 60 * 1000;
const SITE = { site: SITE_NAME };

/** An email's text: its paragraphs, a blank line between them, ending with a newline. */
const paragraphs = (...parts: string[]) => `${parts.join('\n\n')}\n`;

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

  /** A page of the site in the reader's language (`/haw/login` for a Hawaiian reader). */
  const pageLink = (request: FastifyRequest, t: Translator, path: string) =>
    siteBaseUrl(request, config) + withBase(path, LANGUAGE_INFO[t.language].prefix);

  const tooMany = (reply: FastifyReply, wait: number) => {
    reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    return new HttpError(429, serverArea.tooManyRequests);
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
      throw new HttpError(403, say(serverArea.passwordsElsewhere, { provider: config.oidc.label }));
    }
  };
  const requireOpenRegistration = async () => {
    if (!registrationOpen(config)) {
      throw new HttpError(
        403,
        config.oidc.issuer
          ? say(serverArea.accountsElsewhere, { provider: config.oidc.label })
          : say(serverArea.registrationClosed, { email: config.site.contactEmail }),
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
      // In the language of the page that asked (its Accept-Language), as the answer is.
      const t = await requestTranslator(db, request);
      // Accounts that only sign in through the provider have no password here to reset.
      if (user && !user.disabled_at && (user.password_hash || !user.oidc_subject)) {
        const token = await createPasswordReset(db, user.user_id);
        const link = pageLink(request, t, `/forgot-password?token=${token}`);
        // Not awaited: the answer must take as long for an unknown address as for a known one.
        mailer
          .send({
            to: user.email,
            subject: t.t(mail.resetSubject, SITE),
            text: paragraphs(
              t.t(mail.resetAsked, SITE),
              `${t.t(mail.resetChoose)}\n${link}`,
              t.t(mail.resetOnce),
            ),
          })
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'The password-reset email could not be sent'),
          );
      }
      return { message: t.t(validationArea.resetSent) };
    },
  });

  route(authApi.confirmPasswordReset, {
    access: 'public',
    content: 'none',
    preValidation: requireBuiltin,
    handler: async (request) => {
      const body = request.body;
      if (!(await resetPassword(db, body.token, body.password))) {
        throw new HttpError(400, validationArea.resetLinkInvalid);
      }
      return { message: (await requestTranslator(db, request)).t(serverArea.passwordChanged) };
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
      // In the language of the page that registered (its Accept-Language), as the answer is.
      const t = await requestTranslator(db, request);
      const link = (path: string) => pageLink(request, t, path);
      let sent: Mail | null = null;
      if (started.kind === 'new') {
        sent = {
          to: body.email.trim(),
          subject: t.t(mail.registerSubject, SITE),
          text: paragraphs(
            t.t(mail.registerAsked, SITE),
            `${t.t(mail.registerOpen)}\n${link(`/register?token=${started.token}`)}`,
            t.t(mail.registerIgnore),
          ),
        };
      } else if (started.kind === 'existing') {
        sent = {
          to: started.user.email,
          subject: t.t(mail.existingSubject, SITE),
          text: paragraphs(
            t.t(mail.existingAsked, SITE),
            `${t.t(mail.existingSignIn)}\n${link('/login')}`,
            `${t.t(mail.existingForgot)}\n${link('/forgot-password')}`,
            t.t(mail.existingIgnore),
          ),
        };
      }
      if (sent) {
        // Not awaited: the answer must take as long for one kind of address as for the other.
        mailer
          .send(sent)
          .catch((error: unknown) =>
            app.log.error({ err: error }, 'The registration email could not be sent'),
          );
      }
      return reply.status(202).send({ message: t.t(validationArea.registerSent) });
    },
  });

  /** The emailed link: makes the account and signs it in. */
  route(authApi.confirmRegistration, {
    access: 'public',
    content: 'none',
    preValidation: requireOpenRegistration,
    handler: async (request, reply) => {
      const finished = await finishRegistration(db, request.body.token);
      if (finished.kind === 'invalid') throw new HttpError(400, validationArea.registrationLinkInvalid);
      if (finished.kind === 'taken') throw new HttpError(409, validationArea.emailTaken);
      const { user } = finished;
      const previous = request.cookies[config.session.cookieName];
      if (previous) await endSession(db, previous);
      const { secret } = await createSession(db, user.user_id, config.session.ttlSeconds);
      setSessionCookie(reply, config, secret);
      return { user: { email: user.email, name: user.name } };
    },
  });
};
