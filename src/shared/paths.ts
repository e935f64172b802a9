/**
 * Every page of the site, in one place: the app's router builds its routes from these patterns, the server
 * uses them to answer page paths (200 with the app, 404 for anything else), and links are made with the helpers
 * below. Each page's title and description are messages (shared/i18n/messages/pages.ts), in the page's language.
 */

import { ISLANDS, type Island } from './islands.ts';

export const SITE_NAME = 'Koa Canoe Registry';

export type PageKey =
  | 'home'
  | 'canoes'
  | 'canoeNew'
  | 'canoe'
  | 'canoeEdit'
  | 'canoeNameAdd'
  | 'canoeOwnerAdd'
  | 'canoeMedia'
  | 'canoeTimeline'
  | 'owners'
  | 'ownerNew'
  | 'owner'
  | 'ownerEdit'
  | 'makers'
  | 'makerNew'
  | 'maker'
  | 'makerEdit'
  | 'people'
  | 'personNew'
  | 'person'
  | 'personEdit'
  | 'races'
  | 'raceNew'
  | 'race'
  | 'raceEdit'
  | 'about'
  | 'contact'
  | 'privacy'
  | 'terms'
  | 'openData'
  | 'sitemap'
  | 'throughTheYears'
  | 'login'
  | 'forgotPassword'
  | 'register'
  | 'activity'
  | 'deleted'
  | 'canoeHistory'
  | 'ownerHistory'
  | 'makerHistory'
  | 'raceHistory'
  | 'personHistory'
  | 'share'
  | 'submissions'
  | 'submission'
  | 'tkLabels'
  | 'protocols'
  | 'protocol'
  | 'translations'
  | 'places'
  | 'placeIsland'
  | 'placeNew'
  | 'placeOrigins'
  | 'place'
  | 'placeEdit'
  | 'placeHistory'
  | 'follow';

export interface PageDefinition {
  /** Route pattern (lib/routing.tsx); `:id` segments are record ids. */
  pattern: string;
  /** Visitors may see it; crawlers are invited (robots.txt, sitemap.xml) only to public pages. */
  public: boolean;
  /** The record an `:id` in the pattern names, so the server can answer 404 for a missing one. */
  record?: 'canoe' | 'owner' | 'maker' | 'person' | 'race' | 'place';
}

export const PAGES: Record<PageKey, PageDefinition> = {
  home: { pattern: '/', public: true },
  canoes: { pattern: '/canoes', public: true },
  canoeNew: { pattern: '/canoes/new', public: false },
  canoe: { pattern: '/canoes/:id', public: true, record: 'canoe' },
  canoeEdit: { pattern: '/canoes/:id/edit', public: false, record: 'canoe' },
  canoeNameAdd: { pattern: '/canoes/:id/names/add', public: false, record: 'canoe' },
  canoeOwnerAdd: { pattern: '/canoes/:id/owners/add', public: false, record: 'canoe' },
  // The spec's `/canoes/:id/media/add` answers with a redirect here (site.routes.ts): a visitor's address.
  canoeMedia: { pattern: '/canoes/:id/photos', public: true, record: 'canoe' },
  // A canoe's whole life in order (decision 028).
  canoeTimeline: { pattern: '/canoes/:id/timeline', public: true, record: 'canoe' },
  owners: { pattern: '/owners', public: true },
  ownerNew: { pattern: '/owners/new', public: false },
  owner: { pattern: '/owners/:id', public: true, record: 'owner' },
  ownerEdit: { pattern: '/owners/:id/edit', public: false, record: 'owner' },
  makers: { pattern: '/makers', public: true },
  makerNew: { pattern: '/makers/new', public: false },
  maker: { pattern: '/makers/:id', public: true, record: 'maker' },
  makerEdit: { pattern: '/makers/:id/edit', public: false, record: 'maker' },
  people: { pattern: '/people', public: false },
  personNew: { pattern: '/people/new', public: false },
  person: { pattern: '/people/:id', public: false },
  personEdit: { pattern: '/people/:id/edit', public: false },
  races: { pattern: '/races', public: true },
  raceNew: { pattern: '/races/new', public: false },
  race: { pattern: '/races/:id', public: true, record: 'race' },
  raceEdit: { pattern: '/races/:id/edit', public: false, record: 'race' },
  about: { pattern: '/about', public: true },
  contact: { pattern: '/contact', public: true },
  privacy: { pattern: '/privacy', public: true },
  terms: { pattern: '/terms', public: true },
  openData: { pattern: '/open-data', public: true },
  sitemap: { pattern: '/sitemap', public: true },
  // The archive's canoes built, renamed, restored and raced, by decade (decision 029).
  throughTheYears: { pattern: '/through-the-years', public: true },
  login: { pattern: '/login', public: false },
  forgotPassword: { pattern: '/forgot-password', public: false },
  register: { pattern: '/register', public: false },
  // The change history (administrators). A deleted record keeps its history, so these name no record: the
  // server serves them even when the record is gone.
  activity: { pattern: '/activity', public: false },
  deleted: { pattern: '/activity/deleted', public: false },
  canoeHistory: { pattern: '/canoes/:id/history', public: false },
  ownerHistory: { pattern: '/owners/:id/history', public: false },
  makerHistory: { pattern: '/makers/:id/history', public: false },
  raceHistory: { pattern: '/races/:id/history', public: false },
  personHistory: { pattern: '/people/:id/history', public: false },
  // Community submissions: anyone may share; administrators review.
  share: { pattern: '/share', public: true },
  submissions: { pattern: '/submissions', public: false },
  submission: { pattern: '/submissions/:id', public: false },
  // Traditional Knowledge labels from Local Contexts (administrators): import a project, edit a label's text.
  tkLabels: { pattern: '/labels', public: false },
  // Community protocols (decision 020): an account's communities; a protocol's page for its keepers.
  protocols: { pattern: '/protocols', public: false },
  protocol: { pattern: '/protocols/:id', public: false },
  // The community's translators (decision 026): the interface's messages and their translations.
  translations: { pattern: '/translations', public: false },
  // Places, the map of the islands and each island's page (decision 030); `:island` is a key of ISLANDS.
  places: { pattern: '/places', public: true },
  placeIsland: { pattern: '/places/islands/:island', public: true },
  placeNew: { pattern: '/places/new', public: false },
  placeOrigins: { pattern: '/places/origins', public: false },
  place: { pattern: '/places/:id', public: true, record: 'place' },
  placeEdit: { pattern: '/places/:id/edit', public: false, record: 'place' },
  placeHistory: { pattern: '/places/:id/history', public: false },
  // Following by email (decision 033): the Follow form, and with a link's token the follower's own page.
  follow: { pattern: '/follow', public: false },
};

/** "/canoes/:id" → /^\/canoes\/(\d+)$/ (ids are positive whole numbers; `new` is a word, so it never matches). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === ':id'
        ? '([1-9]\\d{0,9})'
        : segment === ':island'
          ? `(?:${ISLANDS.join('|')})`
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('\\/');
  return new RegExp(`^${source}\\/?$`);
}

const MATCHERS = (Object.keys(PAGES) as PageKey[]).map((key) => ({
  key,
  regexp: patternRegExp(PAGES[key].pattern),
}));

/** Which page a path is, with its record id; null for a path no page answers. */
export function matchPage(pathname: string): { key: PageKey; id: number | null } | null {
  for (const { key, regexp } of MATCHERS) {
    const match = regexp.exec(pathname);
    if (match) return { key, id: match[1] ? Number(match[1]) : null };
  }
  return null;
}

/** Links to pages, so no component spells a path by hand. */
export const paths = {
  home: () => '/',
  canoes: (query?: string) => (query ? `/canoes?${query}` : '/canoes'),
  canoeNew: () => '/canoes/new',
  canoe: (id: number, tab?: string) => (tab ? `/canoes/${id}?tab=${tab}` : `/canoes/${id}`),
  canoeEdit: (id: number) => `/canoes/${id}/edit`,
  canoeNameAdd: (id: number) => `/canoes/${id}/names/add`,
  canoeOwnerAdd: (id: number) => `/canoes/${id}/owners/add`,
  canoeMedia: (id: number) => `/canoes/${id}/photos`,
  canoeTimeline: (id: number) => `/canoes/${id}/timeline`,
  owners: () => '/owners',
  ownerNew: () => '/owners/new',
  owner: (id: number) => `/owners/${id}`,
  ownerEdit: (id: number) => `/owners/${id}/edit`,
  makers: () => '/makers',
  makerNew: (personId?: number) => (personId ? `/makers/new?person_id=${personId}` : '/makers/new'),
  maker: (id: number) => `/makers/${id}`,
  makerEdit: (id: number) => `/makers/${id}/edit`,
  people: () => '/people',
  personNew: () => '/people/new',
  person: (id: number) => `/people/${id}`,
  personEdit: (id: number) => `/people/${id}/edit`,
  races: () => '/races',
  raceNew: () => '/races/new',
  race: (id: number) => `/races/${id}`,
  raceEdit: (id: number) => `/races/${id}/edit`,
  about: () => '/about',
  contact: () => '/contact',
  privacy: () => '/privacy',
  terms: () => '/terms',
  openData: () => '/open-data',
  sitemap: () => '/sitemap',
  throughTheYears: () => '/through-the-years',
  login: () => '/login',
  forgotPassword: () => '/forgot-password',
  register: () => '/register',
  activity: () => '/activity',
  deleted: () => '/activity/deleted',
  canoeHistory: (id: number) => `/canoes/${id}/history`,
  ownerHistory: (id: number) => `/owners/${id}/history`,
  makerHistory: (id: number) => `/makers/${id}/history`,
  raceHistory: (id: number) => `/races/${id}/history`,
  personHistory: (id: number) => `/people/${id}/history`,
  /** The share form, for a canoe and a kind when given (`/share?canoe=3&kind=correction`). */
  share: (options: { canoe?: number; kind?: 'story' | 'correction' | 'new_canoe' } = {}) => {
    const query = new URLSearchParams();
    if (options.canoe) query.set('canoe', String(options.canoe));
    if (options.kind) query.set('kind', options.kind);
    const text = query.toString();
    return text ? `/share?${text}` : '/share';
  },
  submissions: () => '/submissions',
  submission: (id: number) => `/submissions/${id}`,
  tkLabels: () => '/labels',
  protocols: () => '/protocols',
  protocol: (id: number) => `/protocols/${id}`,
  translations: () => '/translations',
  places: () => '/places',
  placeIsland: (island: Island) => `/places/islands/${island}`,
  placeNew: () => '/places/new',
  placeOrigins: () => '/places/origins',
  place: (id: number) => `/places/${id}`,
  placeEdit: (id: number) => `/places/${id}/edit`,
  placeHistory: (id: number) => `/places/${id}/history`,
  /** The Follow form (`?type=canoe&id=3`; the whole archive without), or with `token` the follower's page. */
  follow: ({ type, id, token }: { type?: string; id?: number; token?: string } = {}) =>
    token ? `/follow?token=${token}` : type ? `/follow?type=${type}&id=${id}` : '/follow',
} as const;

/** Title shown in the browser tab and in shared links. */
export const documentTitle = (title: string, siteName = SITE_NAME) =>
  title === siteName ? siteName : `${title} · ${siteName}`;
