import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import type { AppDeps } from './app-deps.ts';
import { uploadBodyLimit, type Config } from './config.ts';
import { authPlugin } from './modules/auth/auth.plugin.ts';
import { registerErrorHandling, rejectNulCharacters } from './http/errors.ts';
import { registerHostCheck } from './http/hosts.ts';
import { ping } from './db/database.ts';
import { registerReadiness } from './http/readiness.ts';
import { registerRequestId, requestId } from './http/request-id.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerRequestBodyHandling } from './http/request-body.ts';
import { registerResponseHeaders } from './http/response-headers.ts';
import { registerCompression } from './http/compression.ts';
import { registerResponseCache, ResponseCache } from './http/response-cache.ts';
import { serializerCompiler, validatorCompiler } from './http/validation.ts';
import { registerOpenApi } from './modules/system/openapi.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { canoeRoutes } from './modules/canoes/canoe.routes.ts';
import { ownershipRoutes } from './modules/canoes/ownership.routes.ts';
import { ownerRoutes } from './modules/owners/owner.routes.ts';
import { makerRoutes } from './modules/makers/maker.routes.ts';
import { peopleRoutes } from './modules/people/person.routes.ts';
import { raceRoutes } from './modules/races/race.routes.ts';
import { placeRoutes } from './modules/places/place.routes.ts';
import { restorationRoutes } from './modules/restorations/restoration.routes.ts';
import { sourceRoutes } from './modules/sources/source.routes.ts';
import { tkLabelRoutes } from './modules/tk-labels/tk-label.routes.ts';
import { translationRoutes } from './modules/translations/translation.routes.ts';
import { mediaRoutes } from './modules/media/media.routes.ts';
import { subscriberRoutes } from './modules/subscribers/subscriber.routes.ts';
import { protocolRoutes } from './modules/protocols/protocol.routes.ts';
import { submissionRoutes } from './modules/submissions/submission.routes.ts';
import { historyRoutes } from './modules/history/history.routes.ts';
import { openDataRoutes } from './modules/open-data/open-data.routes.ts';
import { nameMatchRoutes } from './modules/name-matches/name-match.routes.ts';
import { changeContextPlugin } from './modules/history/change-context.plugin.ts';
import { siteRoutes } from './site/site.routes.ts';
import { outboxWorker } from './modules/mail/outbox.worker.ts';
import { followRoutes } from './modules/follows/follow.routes.ts';
import { recordingRoutes } from './modules/recordings/recording.routes.ts';
import { memoryThrottles } from './http/throttle.ts';
import { connectSharedLimits } from './http/shared-limits.ts';
import { bucketFor } from './modules/media/bucket.ts';
import { registerObjectDeletions } from './modules/media/image-objects.ts';
import { registerSearchIndexUpkeep } from './db/search-index-upkeep.ts';
import { translatorFor } from './modules/translations/translation.service.ts';

/** A hop count becomes "trust the first N hops", as proxy-addr means it. */
function proxyTrust(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/**
 * Node checks the request and header timeouts of open connections on this interval (30 s by default): often
 * enough that a short timeout (in tests) is kept to within a quarter of itself.
 */
function timeoutCheckInterval({ headersMs, requestMs }: Config['timeouts']) {
  return Math.min(30_000, Math.max(100, Math.floor(Math.min(headersMs, requestMs) / 4)));
}

/** A too-large body is read and dropped up to this much, so its 413 reaches the client (http/request-body.ts). */
const discardLimit = (maxImageBytes: number) =>
  Math.max(64 * 1024 * 1024, 2 * uploadBodyLimit(maxImageBytes));

/**
 * Fastify's two lines per request (info) cost about a sixth of a simple read: here they are written at
 * debug, and a request that ends in an error still at error.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, _request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/** Outside services the app depends on when configured (Redis, the bucket), for the readiness check. */
export type ServiceCheck = () => Promise<{ ok: boolean; detail?: string }>;

declare module 'fastify' {
  interface FastifyInstance {
    serviceChecks: Record<string, ServiceCheck>;
  }
}

export async function buildApp(
  appDeps: AppDeps,
  options: FastifyServerOptions = {},
): Promise<FastifyInstance> {
  const { config } = appDeps;
  const { timeouts } = config;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // http/request-id.ts: the caller's sane X-Request-Id or a new one, named request_id in every log line.
    logController: new QuietRequestLog({ requestIdLogLabel: 'request_id' }),
    requestIdHeader: false,
    genReqId: requestId,
    trustProxy: proxyTrust(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A connection that sends nothing, trickles its headers or body, or sits idle is closed (README: Configuration).
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeoutCheckInterval(timeouts),
    },
    ...options,
  });
  // With REDIS_URL, the limits every process counts are shared (http/shared-limits.ts).
  const shared = config.redis && !appDeps.throttles ? connectSharedLimits(config.redis, app.log) : null;
  const deps: AppDeps = { ...appDeps, throttles: appDeps.throttles ?? shared?.throttles ?? memoryThrottles };
  // Sends what waits in the mail outbox (decision 032); a route that queues a message asks it to send at once.
  deps.sendMailSoon = outboxWorker(app, deps).soon;
  const bucket = bucketFor(config.objectStorage);
  app.decorate('serviceChecks', {
    ...(shared ? { redis: shared.ready } : {}),
    ...(bucket ? { bucket: () => bucket.ready() } : {}),
  });
  if (bucket) registerObjectDeletions(app, deps.db, bucket);
  if (shared) {
    app.addHook('onReady', () => shared.connected(2000));
    app.addHook('onClose', () => shared.close());
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app, {
    maxImageBytes: config.maxImageBytes,
    disk: deps.db.disk,
    translatorFor: (language) => translatorFor(deps.db, language),
  });
  // First of all: even a refused request's answer names its id.
  registerRequestId(app);
  if (deps.metrics) registerMetrics(app, deps.metrics);
  // The database always; other parts add their own checks as they open (http/readiness.ts).
  const readiness = registerReadiness(app);
  readiness.add('database', async () => {
    if (!(await ping(deps.db))) throw new Error('the database is not answering');
  });
  // A full disk (db/faults.ts): writes are refused with 507 until one is kept again; reads are still served.
  readiness.add(
    'disk',
    () => {
      const full = deps.db.disk.full;
      if (full) throw new Error(`the disk is full (${full.code}) since ${full.since}: writes are refused`);
    },
    { critical: false },
  );
  // Outside services, when configured: reported by name, never taking the server out of rotation, since the
  // archive is served without them (http/readiness.ts). Without Redis the limits count in each process's memory;
  // without the bucket, photos kept there are not shown nor new ones kept, but every page and record is.
  const serviceCheck = (check: ServiceCheck) => async () => {
    const { ok, detail } = await check();
    if (!ok) throw new Error(detail ?? 'not answering');
  };
  if (shared) readiness.add('redis', serviceCheck(shared.ready), { critical: false });
  if (bucket)
    readiness.add(
      'bucket',
      serviceCheck(() => bucket.ready()),
      { critical: false },
    );
  // Before every other hook: an untrusted Host header is refused before anything reads the request.
  registerHostCheck(app, config);
  registerRequestBodyHandling(app, { discardLimit: discardLimit(config.maxImageBytes) });
  registerResponseHeaders(app, { cookieName: config.session.cookieName });
  // After the headers above and before any route: compresses what every route sends.
  registerCompression(app);
  // Before the schemas validate, so a NUL anywhere is that one 400 rather than a field's message.
  app.addHook('preValidation', rejectNulCharacters);
  await app.register(cookie);
  // After the cookies are read (a signed-in reader is never answered from memory), before the session is looked
  // up; it keeps answers after compression, as they leave.
  if (config.responseCacheBytes > 0) {
    const cache = new ResponseCache(config.responseCacheBytes, () => deps.db.dataVersion());
    registerResponseCache(app, { cache, cookieName: config.session.cookieName });
    app.addHook('onReady', () => deps.db.watchDataChanges());
  }
  // SQLite: the search index's segments merged at start and after changes (db/search-index-upkeep.ts).
  registerSearchIndexUpkeep(app, deps.db);
  await app.register(authPlugin, deps);
  await app.register(changeContextPlugin);
  // Before the routes: the document is built from every route registered after it.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      for (const routes of [
        systemRoutes,
        authRoutes,
        canoeRoutes,
        ownershipRoutes,
        ownerRoutes,
        makerRoutes,
        peopleRoutes,
        raceRoutes,
        placeRoutes,
        restorationRoutes,
        mediaRoutes,
        recordingRoutes,
        sourceRoutes,
        tkLabelRoutes,
        translationRoutes,
        subscriberRoutes,
        submissionRoutes,
        historyRoutes,
        openDataRoutes,
        nameMatchRoutes,
        protocolRoutes,
        followRoutes,
      ]) {
        await api.register(routes, deps);
      }
    },
    { prefix: '/api' },
  );
  await app.register(siteRoutes, deps);
  return app;
}
