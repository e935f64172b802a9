/**
 * Every page of the site, in one place: the app's router builds its routes from these patterns, the server
 * uses them to answer page paths (200 with the app, 404 for anything else) and to write each page's title
 * and description into the HTML it sends, and links are made with the helpers below.
 */

export const SITE_NAME = 'Koa Canoe Registry';
export const SITE_DESCRIPTION =
  'A public registry and story archive for the historic hand-carved koa canoes of Hawaiʻi: their names, ' +
  'stewards, makers, restorations, races and photos.';

export type PageKey =
  | 'home'
  | 'canoes'
  | 'canoeNew'
  | 'canoe'
  | 'canoeEdit'
  | 'canoeNameAdd'
  | 'canoeOwnerAdd'
  | 'canoeMedia'
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
  | 'protocol';

export interface PageDefinition {
  /** Route pattern (lib/routing.tsx); `:id` segments are record ids. */
  pattern: string;
  /** Page title without the site name (record pages replace it with the record's name). */
  title: string;
  description: string;
  /** Visitors may see it; crawlers are invited (robots.txt, sitemap.xml) only to public pages. */
  public: boolean;
  /** The record an `:id` in the pattern names, so the server can answer 404 for a missing one. */
  record?: 'canoe' | 'owner' | 'maker' | 'person' | 'race';
}

export const PAGES: Record<PageKey, PageDefinition> = {
  home: { pattern: '/', title: SITE_NAME, description: SITE_DESCRIPTION, public: true },
  canoes: {
    pattern: '/canoes',
    title: 'Canoe Registry',
    description:
      'Search the registry of historic koa canoes by name, former name, steward, type, size and year.',
    public: true,
  },
  canoeNew: { pattern: '/canoes/new', title: 'Add New Canoe', description: '', public: false },
  canoe: {
    pattern: '/canoes/:id',
    title: 'Canoe',
    description: 'A historic koa canoe in the registry.',
    public: true,
    record: 'canoe',
  },
  canoeEdit: {
    pattern: '/canoes/:id/edit',
    title: 'Edit Canoe',
    description: '',
    public: false,
    record: 'canoe',
  },
  canoeNameAdd: {
    pattern: '/canoes/:id/names/add',
    title: 'Add Name',
    description: '',
    public: false,
    record: 'canoe',
  },
  canoeOwnerAdd: {
    pattern: '/canoes/:id/owners/add',
    title: 'Record Ownership Change',
    description: '',
    public: false,
    record: 'canoe',
  },
  canoeMedia: {
    // The spec's `/canoes/:id/media/add` answers with a redirect here (site.routes.ts): a visitor's address.
    pattern: '/canoes/:id/photos',
    title: 'Photos',
    description: 'Photos of a historic koa canoe.',
    public: true,
    record: 'canoe',
  },
  owners: {
    pattern: '/owners',
    title: 'Stewards',
    description: 'The families, clubs, museums and organisations who care for historic koa canoes.',
    public: true,
  },
  ownerNew: { pattern: '/owners/new', title: 'Add New Steward', description: '', public: false },
  owner: {
    pattern: '/owners/:id',
    title: 'Steward',
    description: 'A steward of historic koa canoes.',
    public: true,
    record: 'owner',
  },
  ownerEdit: {
    pattern: '/owners/:id/edit',
    title: 'Edit Steward',
    description: '',
    public: false,
    record: 'owner',
  },
  makers: {
    pattern: '/makers',
    title: 'Makers',
    description: 'The carvers, restorers and designers who made and keep the koa canoes.',
    public: true,
  },
  makerNew: { pattern: '/makers/new', title: 'Add New Maker', description: '', public: false },
  maker: {
    pattern: '/makers/:id',
    title: 'Maker',
    description: 'A maker of historic koa canoes.',
    public: true,
    record: 'maker',
  },
  makerEdit: {
    pattern: '/makers/:id/edit',
    title: 'Edit Maker',
    description: '',
    public: false,
    record: 'maker',
  },
  people: { pattern: '/people', title: 'People', description: '', public: false },
  personNew: { pattern: '/people/new', title: 'Add New Person', description: '', public: false },
  person: { pattern: '/people/:id', title: 'Person', description: '', public: false },
  personEdit: { pattern: '/people/:id/edit', title: 'Edit Person', description: '', public: false },
  races: {
    pattern: '/races',
    title: 'Races',
    description: 'Races the koa canoes of the registry have paddled, with their results.',
    public: true,
  },
  raceNew: { pattern: '/races/new', title: 'Add New Race', description: '', public: false },
  race: {
    pattern: '/races/:id',
    title: 'Race',
    description: 'A race and its results.',
    public: true,
    record: 'race',
  },
  raceEdit: {
    pattern: '/races/:id/edit',
    title: 'Edit Race',
    description: '',
    public: false,
    record: 'race',
  },
  about: {
    pattern: '/about',
    title: 'About',
    description:
      'Why the registry exists, where the collection stands and how to contribute a canoe’s story.',
    public: true,
  },
  contact: {
    pattern: '/contact',
    title: 'Contact',
    description: 'How to reach the people who keep the Koa Canoe Registry.',
    public: true,
  },
  privacy: {
    pattern: '/privacy',
    title: 'Privacy',
    description: 'What the Koa Canoe Registry collects, why, and how it is kept.',
    public: true,
  },
  terms: {
    pattern: '/terms',
    title: 'Terms of Use',
    description: 'The terms for using and contributing to the Koa Canoe Registry.',
    public: true,
  },
  openData: {
    pattern: '/open-data',
    title: 'Open Data',
    description:
      'What of the Koa Canoe Registry may be reused and how: the registry as CSV, the API, records for other sites, and how to cite.',
    public: true,
  },
  sitemap: {
    pattern: '/sitemap',
    title: 'Sitemap',
    description: 'Every section of the Koa Canoe Registry.',
    public: true,
  },
  login: { pattern: '/login', title: 'Sign In', description: '', public: false },
  forgotPassword: { pattern: '/forgot-password', title: 'Forgot Password', description: '', public: false },
  register: { pattern: '/register', title: 'Register', description: '', public: false },
  // The change history (administrators). A deleted record keeps its history, so these name no record: the
  // server serves them even when the record is gone.
  activity: { pattern: '/activity', title: 'Activity', description: '', public: false },
  deleted: { pattern: '/activity/deleted', title: 'Recently Deleted', description: '', public: false },
  canoeHistory: { pattern: '/canoes/:id/history', title: 'Canoe History', description: '', public: false },
  ownerHistory: { pattern: '/owners/:id/history', title: 'Steward History', description: '', public: false },
  makerHistory: { pattern: '/makers/:id/history', title: 'Maker History', description: '', public: false },
  raceHistory: { pattern: '/races/:id/history', title: 'Race History', description: '', public: false },
  personHistory: { pattern: '/people/:id/history', title: 'Person History', description: '', public: false },
  // Community submissions: anyone may share; administrators review.
  share: {
    pattern: '/share',
    title: 'Share a Story',
    description:
      'Share a story, photos or a correction about a Hawaiian koa canoe, or tell us of a canoe not yet in the registry. Every submission is reviewed before it appears.',
    public: true,
  },
  submissions: { pattern: '/submissions', title: 'Submissions', description: '', public: false },
  submission: { pattern: '/submissions/:id', title: 'Submission', description: '', public: false },
  // Traditional Knowledge labels from Local Contexts (administrators): import a project, edit a label's text.
  tkLabels: { pattern: '/labels', title: 'Traditional Knowledge Labels', description: '', public: false },
  // Community protocols (decision 020): an account's communities; a protocol's page for its keepers.
  protocols: { pattern: '/protocols', title: 'Protocols', description: '', public: false },
  protocol: { pattern: '/protocols/:id', title: 'Protocol', description: '', public: false },
};

/** "/canoes/:id" → /^\/canoes\/(\d+)$/ (ids are positive whole numbers; `new` is a word, so it never matches). */
function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment === ':id' ? '([1-9]\\d{0,9})' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
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
} as const;

/** Title shown in the browser tab and in shared links. */
export const documentTitle = (title: string) => (title === SITE_NAME ? SITE_NAME : `${title} · ${SITE_NAME}`);
