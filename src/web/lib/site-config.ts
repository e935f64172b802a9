import { paths } from '../../shared/paths.ts';
import { DEFAULT_SITE_TIME_ZONE, isTimeZone } from '../../shared/site-time.ts';
import { renderScope, type SiteConfig } from './render-scope.ts';

export type { SiteConfig };

const DEFAULT_EMAIL = 'contact@koa-canoes.example';

const fallbackConfig = (): SiteConfig => ({
  contactEmail: DEFAULT_EMAIL,
  // The site's own share form for a canoe not in the registry, unless the server names another.
  registerFormUrl: paths.share({ kind: 'new_canoe' }),
  maxImageMb: 25,
  timeZone: DEFAULT_SITE_TIME_ZONE,
});

function read(): SiteConfig {
  const fallback = fallbackConfig();
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return fallback;
  try {
    const given = JSON.parse(element.textContent) as Partial<SiteConfig>;
    const maxImageMb =
      typeof given.maxImageMb === 'number' && given.maxImageMb > 0 ? given.maxImageMb : fallback.maxImageMb;
    const timeZone =
      typeof given.timeZone === 'string' && isTimeZone(given.timeZone) ? given.timeZone : fallback.timeZone;
    return { ...fallback, ...given, maxImageMb, timeZone };
  } catch {
    return fallback;
  }
}

const pageConfig: SiteConfig = read();

/**
 * The site's settings: in the browser, the ones the server wrote into the page; in a server render, the ones of
 * the page being rendered (lib/render-scope.ts: renders of two hosts' pages run at once).
 */
export function siteConfig(): SiteConfig {
  return renderScope()?.siteConfig ?? pageConfig;
}

/** The settings a server render is given, over the same defaults as the browser's. */
export function serverSiteConfig(given: Partial<SiteConfig>): SiteConfig {
  return { ...fallbackConfig(), ...given };
}

/** The site address for permanent links: the one the server wrote into the page, else this page's own. */
export function permanentUrl(path: string): string {
  const base = siteConfig().siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return base.replace(/\/+$/, '') + path;
}
