/**
 * The site's own address, for the links the server writes (pages, sitemap, emails, sign-in callbacks), and which
 * Host headers may reach them (http/hosts.ts refuses the others in production).
 */
import type { FastifyRequest } from 'fastify';
import { HOST_PATTERN, type Config } from '../config.ts';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Is `host` (a Host header: `name` or `name:port`) one the site may write into its links? */
export function isTrustedHost(host: string | undefined, site: Config['site']): boolean {
  if (!host || !HOST_PATTERN.test(host)) return false;
  const lower = host.toLowerCase();
  const name = lower.replace(/:\d+$/, '');
  if (site.trustLoopback && LOOPBACK.has(name)) return true;
  // An entry without a port allows every port of that name; one with a port only that port.
  return site.allowedHosts.some((allowed) => allowed === lower || allowed === name);
}

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
