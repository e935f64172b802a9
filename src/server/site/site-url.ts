import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/** A host name or address with an optional port: anything else in a Host header is not trusted into links. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Scheme and host of the site, for absolute URLs (canonical, Open Graph, sitemap): PUBLIC_URL when set, else
 * the request's own (X-Forwarded-Proto/-Host count only from proxies TRUST_PROXY names).
 */
export function siteBaseUrl(request: FastifyRequest, config: Config): string {
  if (config.site.publicUrl) return config.site.publicUrl;
  const host = HOST.test(request.host) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol}://${host}`;
}
