/**
 * Community submissions: the public challenge and create, the administrators' queue and review, and
 * the canoe page's published stories.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { createMailer, type Mailer } from '../../core/mailer.ts';
import { HttpError } from '../../http/errors.ts';
import { pagingOf, sendList } from '../../http/paging.ts';
import { routesOf } from '../../http/route.ts';
import { submissionApi } from '../../../shared/api/endpoints/submissions.ts';
import { memoryThrottles } from '../../http/throttle.ts';
import { sendImage, uploadLimits } from '../media/image-store.ts';
import { submissionMessages } from '../../../shared/api/submissions.ts';
import { clientHash, createChallenge, spendChallenge, verifyChallenge } from './challenge.ts';
import { registerPhotoSpool, spooledPhoto } from './photo-spool.ts';
import { challengeSolution } from '../../../shared/api/submissions.ts';
import { acceptFileBodies, bodyStream, sendRecordingFile } from '../recordings/recording-serve.ts';
import { tooLarge as recordingTooLarge } from '../recordings/recording.service.ts';
import { removeUnnamedFiles } from '../recordings/recording-store.ts';
import { checkSharedUpload, receiveSharedRecording, sharedRecordingOf } from './shared-recording.service.ts';
import type { VerifiedChallenge } from './challenge.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { forgetExpiredChallenges, submissionPhotoImageId } from './submission.repository.ts';
import { nowIso } from '../../db/database.ts';
import * as service from './submission.service.ts';
import { requestTranslator } from '../translations/translation.service.ts';
import { requestLanguage } from '../../http/language.ts';
import { translateEnglish } from '../../../shared/i18n/translate-english.ts';

const HOUR = 60 * 60 * 1000;

/** The challenge a recording's upload was checked with before its body was read (by the request). */
const paidWith = new WeakMap<object, VerifiedChallenge>();

/**
 * A submission body past this many bytes (or of no declared length) is large: only `LARGE_BODIES_AT_ONCE` of them
 * are read at a time by one process, the others answered 503 before their body is read (many large bodies read
 * at once would exhaust the process's memory). A story without photos is far below it.
 */
export const LARGE_BODY_BYTES = 1024 * 1024;
export const LARGE_BODIES_AT_ONCE = 2;
/** Seconds a client told the server is busy is asked to wait. */
const BUSY_RETRY_SECONDS = 30;

/** Bytes the request says its body holds; Infinity when it does not say (chunked). */
function declaredLength(request: FastifyRequest): number {
  const header = request.headers['content-length'];
  return header === undefined ? Infinity : Number(header);
}

/**
 * An answer given before a large body was read: the connection is closed after it, so the body is never read
 * (Node would otherwise read and drop all of it to keep the connection). A client that wants to read the answer
 * without sending its body first sends `Expect: 100-continue`.
 */
function closeAfterEarlyAnswer(request: FastifyRequest, reply: FastifyReply) {
  if (declaredLength(request) > LARGE_BODY_BYTES) reply.header('Connection', 'close');
}

/** The solved challenge an upload carries in `X-Challenge` (base64 of its JSON); 400 when it carries none. */
function challengeHeader(request: FastifyRequest) {
  const refuse = () => badRequest(submissionMessages.challenge, { challenge: submissionMessages.challenge });
  const header = request.headers['x-challenge'];
  if (typeof header !== 'string' || header.length > 2000) throw refuse();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    throw refuse();
  }
  const parsed = challengeSolution.safeParse(value);
  if (!parsed.success) throw refuse();
  return parsed.data;
}

export const submissionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const settings = config.submissions;
  const throttles = deps.throttles ?? memoryThrottles;
  // Accepted submissions per client an hour (SUBMISSION_RATE_LIMIT); every attempt, valid or not, has a wider
  // limit, so a robot cannot make the server check bodies and challenges without end.
  const accepted = throttles({ name: 'submission', limit: settings.ratePerHour, windowMs: HOUR });
  const attempts = throttles({ name: 'submission-attempt', limit: settings.ratePerHour * 6, windowMs: HOUR });
  const challenges = throttles({ name: 'submission-challenge', limit: 60, windowMs: 60_000 });
  const outgoing = createMailer(config.mail, app.log);
  // A review is saved before its email goes: a failure to send is logged, and the review stands.
  const mailer: Mailer = {
    send: (mail) =>
      outgoing.send(mail).catch((err: unknown) => {
        app.log.warn({ err }, 'could not tell a sender the outcome of their submission');
      }),
  };
  // Rejected and spam submissions past SUBMISSION_KEEP_CLOSED_DAYS are erased at start and every six hours, by each
  // process (erasing twice erases nothing more).
  // Used challenges are forgotten once expired, and recording files nothing names swept, at the same times.
  const eraseOld = () =>
    Promise.all([
      service.eraseClosedSubmissions(db, settings.keepClosedDays).then(
        (erased) => {
          if (erased > 0)
            app.log.info({ erased }, 'erased rejected and spam submissions past their keeping time');
        },
        (err: unknown) => app.log.warn({ err }, 'could not erase old rejected and spam submissions'),
      ),
      forgetExpiredChallenges(db.kysely, nowIso()).catch((err: unknown) =>
        app.log.warn({ err }, 'could not forget expired share-form challenges'),
      ),
      // Recording files no recording, change or submission names after a day (uploads never shared).
      removeUnnamedFiles(db.kysely).catch((err: unknown) =>
        app.log.warn({ err }, 'could not remove recording files that nothing names'),
      ),
    ]);
  let eraser: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void eraseOld();
    eraser = setInterval(() => void eraseOld(), 6 * HOUR).unref();
  });
  app.addHook('onClose', async () => clearInterval(eraser));
  // How many large bodies this process is reading or holding now (LARGE_BODIES_AT_ONCE).
  let largeBodies = 0;
  /** One of the client's attempts an hour, taken before the body is read (429, the connection closed, past them). */
  async function takeAttempt(request: FastifyRequest, reply: FastifyReply) {
    const key = await hashOf(request);
    const giveBack = await attempts.take(key);
    if (!giveBack) {
      closeAfterEarlyAnswer(request, reply);
      throw await tooMany(reply, attempts, key, submissionMessages.rateLimited);
    }
    return { key, giveBack };
  }

  /** Before a large body is read: 503 while LARGE_BODIES_AT_ONCE others are; else it is counted until answered. */
  async function holdLargeBody(request: FastifyRequest, reply: FastifyReply, giveBack: () => Promise<void>) {
    if (declaredLength(request) <= LARGE_BODY_BYTES) return;
    if (largeBodies >= LARGE_BODIES_AT_ONCE) {
      // Not the sender's fault: the attempt is given back.
      await giveBack();
      closeAfterEarlyAnswer(request, reply);
      reply.header('Retry-After', String(BUSY_RETRY_SECONDS));
      throw new HttpError(503, submissionMessages.busy);
    }
    largeBodies += 1;
    // Held until the answer is sent or the client goes, whichever is first.
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      largeBodies -= 1;
    };
    reply.raw.once('close', release);
    reply.raw.once('finish', release);
  }
  const route = routesOf(app);
  const limits = () => uploadLimits(config);

  async function tooMany(reply: FastifyReply, throttle: typeof accepted, key: string, message: string) {
    const wait = await throttle.retryAfter(key);
    reply.header('Retry-After', String(Math.max(1, Math.ceil(wait / 1000))));
    return new HttpError(429, message);
  }
  const hashOf = (request: FastifyRequest) => clientHash(db.kysely, request.ip);

  route(submissionApi.getSubmissionChallenge, {
    access: 'public',
    content: 'none',
    handler: async (request, reply) => {
      const key = await hashOf(request);
      if (!(await challenges.take(key))) {
        throw await tooMany(reply, challenges, key, 'Too many requests. Please wait a minute and try again.');
      }
      reply.header('Cache-Control', 'no-store');
      return createChallenge(db.kysely, settings.powMaxNumber);
    },
  });

  // The share form's own plugin: its JSON parser decodes photos as they arrive (photo-spool.ts), and no other
  // route's body is read that way.
  await app.register(async (child) => {
    registerPhotoSpool(child);
    const share = routesOf(child);
    share(submissionApi.createSubmission, {
      access: 'public',
      content: 'none',
      bodyLimit: Math.ceil((settings.maxTotalBytes * 4) / 3) + 1024 * 1024,
      // Before the body is read: a client past its attempts, or a large body while others are being read, is
      // answered without reading it. A malformed attempt counts too.
      onRequest: async (request, reply) => {
        const { giveBack } = await takeAttempt(request, reply);
        await holdLargeBody(request, reply, giveBack);
      },
      handler: async (request, reply) => {
        const body = request.body;
        if (body.website && body.website.trim() !== '') throw new HttpError(400, submissionMessages.honeypot);
        // A solved challenge is good for one submission: marked used in the database before anything else.
        await spendChallenge(
          db.kysely,
          await verifyChallenge(db.kysely, body.challenge, settings.minFillSeconds * 1000),
        );
        const key = await hashOf(request);
        const giveBack = await accepted.take(key);
        if (!giveBack) throw await tooMany(reply, accepted, key, submissionMessages.rateLimited);
        try {
          const sent = await service.sendSubmission(db, body, {
            clientHash: key,
            limits: limits(),
            maxTotalBytes: settings.maxTotalBytes,
            photoBytes: (data) => spooledPhoto(request, data),
            viewer: request.viewer,
            language: requestLanguage(request),
          });
          // The thanks in the language of the page that sent it.
          return { ...sent, message: translateEnglish(await requestTranslator(db, request), sent.message) };
        } catch (error) {
          // Refused (a bad photo, a canoe that is gone): it does not count against the sender's hour.
          await giveBack();
          throw error;
        }
      },
    });
  });

  // A recording sent before its submission (shared-recording.service.ts): the file's own bytes, written to disk as
  // they arrive, so the number read at once is limited as the share form's large bodies are.
  await app.register(async (files) => {
    acceptFileBodies(files);
    const recordingLimits = {
      maxBytes: settings.maxRecordingBytes,
      maxSeconds: config.recordings.maxSeconds,
      bucket: limits().bucket,
    };
    routesOf(files)(submissionApi.uploadSharedRecording, {
      access: 'public',
      content: 'none',
      bodyLimit: settings.maxRecordingBytes,
      // Everything that can refuse it is asked before a byte of the body is read: the attempts, the size
      // announced, the challenge (valid, not spent), the client's and everyone's uploads waiting to be claimed.
      onRequest: async (request, reply) => {
        const { key, giveBack } = await takeAttempt(request, reply);
        try {
          if (declaredLength(request) !== Infinity && declaredLength(request) > settings.maxRecordingBytes) {
            throw recordingTooLarge(settings.maxRecordingBytes);
          }
          const challenge = await verifyChallenge(db.kysely, challengeHeader(request), 0);
          await checkSharedUpload(db, { clientHash: key, challenge, maxBytes: settings.maxRecordingBytes });
          paidWith.set(request.raw, challenge);
        } catch (error) {
          closeAfterEarlyAnswer(request, reply);
          throw error;
        }
        await holdLargeBody(request, reply, giveBack);
      },
      handler: async (request, reply) => {
        const upload = await receiveSharedRecording(db, bodyStream(request), {
          limits: recordingLimits,
          clientHash: await hashOf(request),
          challenge: paidWith.get(request.raw)!,
        });
        reply.status(201);
        return upload;
      },
    });
  });

  route(submissionApi.listSubmissions, {
    access: 'admin',
    handler: async (request, reply) =>
      sendList(
        reply,
        await service.listSubmissionQueue(
          db,
          request.query.status ?? 'pending',
          pagingOf(request.query),
          request.caller,
        ),
      ),
  });

  route(submissionApi.countPendingSubmissions, {
    access: 'admin',
    handler: async () => ({ ...(await service.pendingCount(db)), keep_closed_days: settings.keepClosedDays }),
  });

  route(submissionApi.getSubmission, {
    access: 'admin',
    handler: async (request) => service.getSubmission(db, request.params.id, request.caller),
  });

  route(submissionApi.getSubmissionPhotoImage, {
    access: 'admin',
    handler: async (request, reply) => {
      const imageId = await submissionPhotoImageId(db.kysely, request.params.id, request.params.photoId);
      return sendImage(db, limits().bucket, request, reply, imageId, 'Photo', true);
    },
  });

  route(submissionApi.getSubmissionRecordingFile, {
    access: 'admin',
    handler: async (request, reply) => {
      const recording = await sharedRecordingOf(db.kysely, request.params.id);
      if (!recording || recording.file_id === null) throw notFound('Recording');
      return sendRecordingFile(
        db.kysely,
        limits().bucket,
        request,
        reply as FastifyReply,
        {
          file_id: recording.file_id,
          object_key: recording.object_key,
          part_bytes: recording.part_bytes!,
          byte_size: recording.byte_size!,
          sha256: recording.sha256!,
          mime_type: recording.mime_type!,
        },
        'private, no-store',
      );
    },
  });

  route(submissionApi.editSubmission, {
    access: 'admin',
    handler: async (request) => service.editSubmission(db, request.params.id, request.body, request.caller),
  });

  route(submissionApi.approveSubmission, {
    access: 'admin',
    handler: async (request) => service.approveSubmission(db, request.params.id, request.caller, mailer),
  });

  route(submissionApi.rejectSubmission, {
    access: 'admin',
    handler: async (request) =>
      service.closeWithout(
        db,
        request.params.id,
        'rejected',
        request.body.note ?? null,
        request.caller,
        mailer,
      ),
  });

  route(submissionApi.markSubmissionSpam, {
    access: 'admin',
    handler: async (request) =>
      service.closeWithout(db, request.params.id, 'spam', null, request.caller, null),
  });

  route(submissionApi.eraseSubmission, {
    access: 'admin',
    handler: async (request) => service.eraseSubmission(db, request.params.id, request.caller),
  });

  route(submissionApi.listCanoeStories, {
    access: 'public',
    content: 'viewer',
    handler: async (request) => service.canoeStories(db, request.params.id, request.viewer),
  });

  // The same keepers as a story's removal; a kept story is not found by a caller who may not see it.
  route(submissionApi.editCanoeStory, {
    access: 'admin',
    handler: async (request) =>
      service.editCanoeStory(db, request.params.id, request.params.storyId, request.body, request.viewer),
  });

  route(submissionApi.deleteCanoeStory, {
    access: 'admin',
    handler: async (request) => service.deleteCanoeStory(db, request.params.id, request.params.storyId),
  });
};
