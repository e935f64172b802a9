import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { isTrustedHost } from '../http/hosts.ts';

/**
 * Scheme and host of the site, for absolute URLs (canonical, Open Graph, sitemap): PUBLIC_URL when set, else
 * the request's own (X-Forwarded-Proto/-Host count only from proxies TRUST_PROXY names) when it is a trusted
 * host (ALLOWED_HOSTS; localhost in development). Production refuses other hosts before this is reached; in
 * development they get localhost, so a forged Host header never reaches a link.
 */
export function siteBaseUrl(request: FastifyRequest, config: Config): string {
  if (config.site.publicUrl) return config.site.publicUrl;
  const host = isTrustedHost(request.host, config.site) ? request.host.toLowerCase() : 'localhost';
  return `${request.protocol}://${host}`;
}
