/**
 * Which Host headers the site answers to. Links the server writes (canonical, Open Graph, sitemap, emails) take
 * the request's host when PUBLIC_URL is not set, so an untrusted one must never reach them: in production any
 * host not in ALLOWED_HOSTS (or PUBLIC_URL) is answered with 400; in development localhost, 127.0.0.1 and [::1]
 * are trusted too, and links fall back to localhost for anything else.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isTrustedHost } from '../core/site-url.ts';
import { HttpError } from './errors.ts';
import { serverArea } from '../../shared/i18n/messages/server.ts';
import { english } from '../../shared/i18n/english.ts';

export const UNKNOWN_HOST = english(serverArea.unknownHost);

/** Health checks come from load balancers and orchestrators by address; the answer carries no link. */
const HEALTH_CHECKS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);
const isHealthCheck = (request: FastifyRequest) => HEALTH_CHECKS.has(request.url.split('?')[0]);

/** Production: refuse a request for any other host before anything else looks at it. */
export function registerHostCheck(app: FastifyInstance, config: Config) {
  if (!config.production) return;
  app.addHook('onRequest', (request, _reply, done) => {
    if (isTrustedHost(request.host, config.site) || isHealthCheck(request)) done();
    else done(new HttpError(400, UNKNOWN_HOST));
  });
}
