/**
 * Limits shared by every server process through Redis (REDIS_URL; docs/scaling.md): sign-in attempts, reset and
 * registration emails, subscriptions. Two processes behind one load balancer then count one client's attempts
 * together, as one process did in its memory.
 *
 * While Redis does not answer, each process counts in its own memory again (the fallback `createThrottle`), so
 * requests are answered and a limit still holds per process; the outage is logged once when it starts and once
 * when it ends, never per request. Commands fail at once while the connection is down (no offline queue) and
 * give up after COMMAND_TIMEOUT_MS when Redis stops answering on an open connection.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { memoryThrottles, type Throttle, type ThrottleOptions, type Throttles } from './throttle.ts';

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

/**
 * One fixed window per key, as a hash: `c` the count, `w` the window's id (so an attempt given back after its
 * window ended does not lower the next window's count). KEYS[1] the key; ARGV: limit (0: no limit), window in
 * ms, a new window id. Answers {taken 1|0, ms until the window ends, the window id}.
 */
const TAKE = `
if redis.call('EXISTS', KEYS[1]) == 0 then
  redis.call('HSET', KEYS[1], 'c', 1, 'w', ARGV[3])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, tonumber(ARGV[2]), ARGV[3]}
end
local count = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
local limit = tonumber(ARGV[1])
if limit > 0 and count >= limit then
  return {0, redis.call('PTTL', KEYS[1]), redis.call('HGET', KEYS[1], 'w')}
end
redis.call('HINCRBY', KEYS[1], 'c', 1)
return {1, redis.call('PTTL', KEYS[1]), redis.call('HGET', KEYS[1], 'w')}
`;

/** KEYS[1] the key; ARGV[1] the window id the attempt was counted in. */
const GIVE_BACK = `
if redis.call('HGET', KEYS[1], 'w') == ARGV[1] and tonumber(redis.call('HGET', KEYS[1], 'c')) > 0 then
  redis.call('HINCRBY', KEYS[1], 'c', -1)
end
return 0
`;

/** KEYS[1] the key; ARGV[1] the limit. Answers ms until the key may try again (0: now). */
const RETRY_AFTER = `
local count = tonumber(redis.call('HGET', KEYS[1], 'c') or '0')
if count < tonumber(ARGV[1]) then return 0 end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then return 0 end
return ttl
`;

interface LimitCommands {
  throttleTake(key: string, limit: number, windowMs: number, id: string): Promise<[number, number, string]>;
  throttleGiveBack(key: string, id: string): Promise<number>;
  throttleRetryAfter(key: string, limit: number): Promise<number>;
}

export interface SharedLimits {
  throttles: Throttles;
  /** Does Redis answer now? For the readiness check (`/api/health/ready`). */
  ready(): Promise<{ ok: boolean; detail?: string }>;
  /** Resolves once connected, or after `ms` without (the server starts anyway, counting in memory). */
  connected(ms: number): Promise<void>;
  close(): Promise<void>;
}

/** Connects to Redis (in the background: a server starts even while Redis is away) and counts limits there. */
export function connectSharedLimits(
  settings: { url: string; keyPrefix: string },
  log: FastifyBaseLogger,
): SharedLimits {
  const redis = new Redis(settings.url, {
    keyPrefix: settings.keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // Try again soon, then every two seconds; never give up while the server runs.
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.defineCommand('throttleTake', { numberOfKeys: 1, lua: TAKE });
  redis.defineCommand('throttleGiveBack', { numberOfKeys: 1, lua: GIVE_BACK });
  redis.defineCommand('throttleRetryAfter', { numberOfKeys: 1, lua: RETRY_AFTER });
  const commands = redis as unknown as LimitCommands & Redis;

  // One line when an outage starts and one when it ends, whatever the number of requests meanwhile.
  let away = false;
  const wentAway = (error: unknown) => {
    if (away) return;
    away = true;
    log.warn(
      { err: error },
      'Redis is not answering: limits are counted in each process until it is back (docs/scaling.md)',
    );
  };
  const cameBack = () => {
    if (!away) return;
    away = false;
    log.info('Redis answers again: limits are shared by every process again');
  };
  redis.on('error', wentAway);
  redis.on('ready', cameBack);
  let closing = false;
  redis.on('close', () => {
    if (!closing) wentAway(new Error('the connection to Redis closed'));
  });

  /** The shared answer, or the local one while Redis is away. */
  async function either<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (redis.status !== 'ready') {
      wentAway(new Error(`the connection to Redis is ${redis.status}`));
      return local();
    }
    try {
      const answer = await shared();
      cameBack();
      return answer;
    } catch (error) {
      wentAway(error);
      return local();
    }
  }

  const throttles: Throttles = (options: ThrottleOptions): Throttle => {
    const local = memoryThrottles(options);
    const keyOf = (key: string) => `throttle:${options.name}:${key}`;
    return {
      retryAfter: (key) =>
        either(
          async () => Number(await commands.throttleRetryAfter(keyOf(key), options.limit)),
          () => local.retryAfter(key),
        ),
      hit: (key) =>
        either(
          async () => {
            await commands.throttleTake(keyOf(key), 0, options.windowMs, randomUUID());
          },
          () => local.hit(key),
        ),
      take: (key) =>
        either(
          async () => {
            const [taken, , windowId] = await commands.throttleTake(
              keyOf(key),
              options.limit,
              options.windowMs,
              randomUUID(),
            );
            if (!taken) return null;
            let given = false;
            return async () => {
              if (given) return;
              given = true;
              // A lost give-back only leaves one more attempt counted until the window ends.
              await commands.throttleGiveBack(keyOf(key), windowId).catch(wentAway);
            };
          },
          () => local.take(key),
        ),
      reset: (key) =>
        either(
          async () => {
            await redis.del(keyOf(key));
          },
          () => local.reset(key),
        ),
    };
  };

  return {
    throttles,
    ready: async () => {
      if (redis.status !== 'ready') return { ok: false, detail: `Redis: the connection is ${redis.status}` };
      try {
        await redis.ping();
        return { ok: true };
      } catch (error) {
        return { ok: false, detail: `Redis: ${error instanceof Error ? error.message : String(error)}` };
      }
    },
    connected: (ms) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(resolve, ms);
        redis.once('ready', () => {
          clearTimeout(timer);
          resolve();
        });
      }),
    close: async () => {
      closing = true;
      redis.disconnect();
    },
  };
}
