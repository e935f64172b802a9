import { matchRoutes, useRoutes, type RouteObject } from '../lib/routing.tsx';
import type { ComponentType } from 'react';
import { PAGES, type PageKey } from '../../shared/paths.ts';
import { lazyComponent } from '../lib/lazy-component.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { RouteErrorBoundary } from './route-error-page.tsx';

/** A page's module; `ready` fetches what else the page needs to render at once (a chunk it splits off itself). */
type PageModule = { default: ComponentType; ready?: () => Promise<unknown> };

/**
 * Each page is its own chunk: a visitor downloads only the pages they open, and never admin code. A page renders
 * at once when its chunk is in (main.tsx loads it before hydrating) and suspends until then.
 */
const lazyPage = (load: () => Promise<PageModule>) =>
  lazyComponent(async () => {
    const page = await load();
    await page.ready?.();
    return page.default;
  });

const pages: Partial<Record<PageKey, () => Promise<PageModule>>> = {
  home: () => import('../pages/home/home-page.tsx'),
  canoes: () => import('../pages/canoes/canoe-registry-page.tsx'),
  canoe: () => import('../pages/canoes/canoe-detail-page.tsx'),
  canoeMedia: () => import('../pages/canoes/canoe-photos-page.tsx'),
  canoeTimeline: () => import('../pages/canoes/canoe-timeline-page.tsx'),
  owners: () => import('../pages/owners/owner-list-page.tsx'),
  owner: () => import('../pages/owners/owner-detail-page.tsx'),
  makers: () => import('../pages/makers/maker-list-page.tsx'),
  maker: () => import('../pages/makers/maker-detail-page.tsx'),
  races: () => import('../pages/races/race-list-page.tsx'),
  race: () => import('../pages/races/race-detail-page.tsx'),
  about: () => import('../pages/info/about-page.tsx'),
  contact: () => import('../pages/info/contact-page.tsx'),
  privacy: () => import('../pages/info/privacy-page.tsx'),
  terms: () => import('../pages/info/terms-page.tsx'),
  openData: () => import('../pages/info/open-data-page.tsx'),
  sitemap: () => import('../pages/info/sitemap-page.tsx'),
  throughTheYears: () => import('../pages/through-the-years/through-the-years-page.tsx'),
  login: () => import('../pages/auth/login-page.tsx'),
  forgotPassword: () => import('../pages/auth/forgot-password-page.tsx'),
  register: () => import('../pages/auth/register-page.tsx'),
  share: () => import('../pages/submissions/share-page.tsx'),
  // Administrators' pages: each its own chunk, so visitors never download their code (or the rich-text editor).
  canoeNew: () => import('../pages/canoes/canoe-form-page.tsx'),
  canoeEdit: () => import('../pages/canoes/canoe-form-page.tsx'),
  canoeNameAdd: () => import('../pages/canoes/canoe-name-add-page.tsx'),
  canoeOwnerAdd: () => import('../pages/canoes/canoe-owner-add-page.tsx'),
  ownerNew: () => import('../pages/owners/owner-form-page.tsx'),
  ownerEdit: () => import('../pages/owners/owner-form-page.tsx'),
  makerNew: () => import('../pages/makers/maker-form-page.tsx'),
  makerEdit: () => import('../pages/makers/maker-form-page.tsx'),
  raceNew: () => import('../pages/races/race-form-page.tsx'),
  raceEdit: () => import('../pages/races/race-form-page.tsx'),
  people: () => import('../pages/people/person-list-page.tsx'),
  personNew: () => import('../pages/people/person-form-page.tsx'),
  person: () => import('../pages/people/person-detail-page.tsx'),
  personEdit: () => import('../pages/people/person-form-page.tsx'),
  activity: () => import('../pages/history/activity-page.tsx'),
  deleted: () => import('../pages/history/deleted-page.tsx'),
  canoeHistory: () => import('../pages/history/record-history-page.tsx'),
  ownerHistory: () => import('../pages/history/record-history-page.tsx'),
  makerHistory: () => import('../pages/history/record-history-page.tsx'),
  raceHistory: () => import('../pages/history/record-history-page.tsx'),
  personHistory: () => import('../pages/history/record-history-page.tsx'),
  submissions: () => import('../pages/submissions/submission-queue-page.tsx'),
  submission: () => import('../pages/submissions/submission-review-page.tsx'),
  tkLabels: () => import('../pages/tk-labels/tk-labels-page.tsx'),
  protocols: () => import('../pages/protocols/protocol-list-page.tsx'),
  protocol: () => import('../pages/protocols/protocol-page.tsx'),
  translations: () => import('../pages/translations/translations-page.tsx'),
  places: () => import('../pages/places/places-page.tsx'),
  placeIsland: () => import('../pages/places/island-page.tsx'),
  place: () => import('../pages/places/place-detail-page.tsx'),
  placeNew: () => import('../pages/places/place-form-page.tsx'),
  placeEdit: () => import('../pages/places/place-form-page.tsx'),
  placeOrigins: () => import('../pages/places/origins-review-page.tsx'),
  placeHistory: () => import('../pages/history/record-history-page.tsx'),
  follow: () => import('../pages/follow/follow-page.tsx'),
};

type Page = ReturnType<typeof lazyPage>;

const pageRoute = (path: string, Page: Page): RouteObject => ({
  ...(path === '/' ? { index: true } : { path }),
  element: <Page />,
  handle: { preload: Page.preload },
});

const children: RouteObject[] = (Object.keys(pages) as PageKey[]).map((key) =>
  pageRoute(PAGES[key].pattern, lazyPage(pages[key]!)),
);
children.push(
  pageRoute(
    '*',
    lazyPage(() => import('../pages/not-found-page.tsx')),
  ),
);

/** The route tree: every page inside the site's layout (decision 024: the app's own router, lib/routing.tsx). */
const routes: RouteObject[] = [{ path: '/', element: <AppLayout />, children }];

/** The app's pages for the URL the router is at (inside BrowserRouter in main.tsx, StaticRouter on the server). */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}

/** Fetches the code of the page at `pathname`, so its first render (hydration, the server render) never waits. */
export async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      (route.handle as { preload?: () => Promise<unknown> } | undefined)?.preload?.(),
    ),
  );
}
