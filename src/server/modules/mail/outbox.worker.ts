/**
 * The server's outbox worker (decision 032): every MAIL_WORKER_SECONDS it sends what is due, through the mailer the
 * configuration chooses; every quarter of an hour it first queues the followers' digests that are due (decision 033). Each process runs its own under its own name; they share the outbox safely. Stopped with
 * the server, after the message it is sending.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { createMailer } from '../../core/mailer.ts';
import { drainOutbox, workerName } from './outbox.service.ts';
import { queueAllDigests } from '../follows/digests.ts';

/** How often a process asks whether followers' digests are due. */
const DIGEST_CHECK_MS = 15 * 60_000;

export function outboxWorker(app: FastifyInstance, { db, config }: AppDeps): { soon: () => void } {
  const seconds = config.mail.workerSeconds;
  if (seconds === 0) return { soon: () => {} };
  const mailer = createMailer(config.mail, app.log);
  const worker = workerName();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let digestsAsked = 0;
  const run = () => {
    const digests =
      Date.now() - digestsAsked >= DIGEST_CHECK_MS
        ? ((digestsAsked = Date.now()), queueAllDigests(db, config))
        : Promise.resolve(0);
    running = digests
      .then(() => drainOutbox(db, mailer, worker))
      .then(
        (result) => {
          if (result.sent + result.retried + result.failed > 0) app.log.info(result, 'sent the outbox');
          if (result.failed > 0)
            app.log.warn({ failed: result.failed }, 'email given up on after its last attempt');
        },
        (err: unknown) => app.log.warn({ err }, 'could not send the outbox'),
      );
  };
  let ready = false;
  let soon: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    ready = true;
    timer = setInterval(run, seconds * 1000).unref();
  });
  app.addHook('onClose', async () => {
    ready = false;
    clearInterval(timer);
    clearTimeout(soon);
    await running;
  });
  return {
    // After the current run (one at a time); several asks together make one run.
    soon: () => {
      if (!ready || soon) return;
      soon = setTimeout(() => {
        soon = undefined;
        void running.then(() => (ready ? run() : undefined));
      }, 0).unref();
    },
  };
}
