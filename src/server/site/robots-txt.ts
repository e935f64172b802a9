/**
 * robots.txt: crawlers may read every public page and the images link previews need, but not the API, the
 * sign-in pages, the People area or the admin forms. `*` matches any run of characters and the longest
 * matching rule wins, so the image Allow lines beat `Disallow: /api/`.
 */
export const ROBOTS_ALLOW = ['/', '/api/*/image', '/api/owners/*/logo', '/api/makers/*/picture'];

/** The app's private pages, in English; their Hawaiian addresses (`/haw/…`, decision 026) are refused alike. */
const PRIVATE_PAGES = [
  '/login',
  '/register',
  '/forgot-password',
  '/people',
  '/*/new',
  '/*/edit',
  '/canoes/*/names/add',
  '/canoes/*/owners/add',
  '/activity',
  '/*/history',
  '/submissions',
  '/labels',
  '/protocols',
  '/translations',
  '/places/origins',
  // The Follow form and a follower's own page (its link carries who they are).
  '/follow',
];

export const ROBOTS_DISALLOW = [
  '/api/',
  // The language switch only remembers a choice and sends the reader on.
  '/language/',
  ...PRIVATE_PAGES,
  ...PRIVATE_PAGES.map((page) => `/haw${page}`),
];

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    ...ROBOTS_ALLOW.map((rule) => `Allow: ${rule}`),
    ...ROBOTS_DISALLOW.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
