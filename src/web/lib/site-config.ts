/** Settings the server writes into the page (REGISTER_FORM_URL, CONTACT_EMAIL), with the same defaults. */
export interface SiteConfig {
  registerFormUrl: string;
  contactEmail: string;
}

const DEFAULT_EMAIL = 'contact@koa-canoes.example';

function read(): SiteConfig {
  const fallback = {
    contactEmail: DEFAULT_EMAIL,
    registerFormUrl: `mailto:${DEFAULT_EMAIL}?subject=${encodeURIComponent('Document a canoe')}`,
  };
  const element = typeof document === 'undefined' ? null : document.getElementById('site-config');
  if (!element?.textContent) return fallback;
  try {
    return { ...fallback, ...(JSON.parse(element.textContent) as Partial<SiteConfig>) };
  } catch {
    return fallback;
  }
}

export const siteConfig: SiteConfig = read();
