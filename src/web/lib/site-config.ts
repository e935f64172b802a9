import { paths } from '../../shared/paths.ts';

/** Settings the server writes into the page (REGISTER_FORM_URL, CONTACT_EMAIL, MAX_IMAGE_MB), with the same defaults. */
export interface SiteConfig {
  /** Where a canoe is documented: a path of this site (the share form) or an outside form or mailto: link. */
  registerFormUrl: string;
  contactEmail: string;
  /** The largest image the server takes, in megabytes. */
  maxImageMb: number;
  /** Scheme and host of the site (PUBLIC_URL or the page's own), for permanent links; absent in old pages. */
  siteUrl?: string;
}

const DEFAULT_EMAIL = 'contact@koa-canoes.example';

function read(): SiteConfig {
  const fallback: SiteConfig = {
    contactEmail: DEFAULT_EMAIL,
    // The site's own share form for a canoe not in the registry, unless the server names another.
    registerFormUrl: paths.share({ kind: 'new_canoe' }),
    maxImageMb: 25,
  };
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return fallback;
  try {
    const given = JSON.parse(element.textContent) as Partial<SiteConfig>;
    const maxImageMb =
      typeof given.maxImageMb === 'number' && given.maxImageMb > 0 ? given.maxImageMb : fallback.maxImageMb;
    return { ...fallback, ...given, maxImageMb };
  } catch {
    return fallback;
  }
}

export const siteConfig: SiteConfig = read();

/** The site address for permanent links: the one the server wrote into the page, else this page's own. */
export function permanentUrl(path: string): string {
  const base = siteConfig.siteUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return base.replace(/\/+$/, '') + path;
}
