import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PAGES, type PageKey } from '../../shared/paths.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

type PageModule = { default: ComponentType };

/** Each page is its own chunk: a visitor downloads only the pages they open, and never admin code. */
const lazyPage = (load: () => Promise<PageModule>) => async () => ({ Component: (await load()).default });

const pages: Partial<Record<PageKey, () => Promise<PageModule>>> = {
  home: () => import('../pages/home/home-page.tsx'),
  canoes: () => import('../pages/canoes/canoe-registry-page.tsx'),
  canoe: () => import('../pages/canoes/canoe-detail-page.tsx'),
  canoeMedia: () => import('../pages/canoes/canoe-photos-page.tsx'),
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
  sitemap: () => import('../pages/info/sitemap-page.tsx'),
  login: () => import('../pages/auth/login-page.tsx'),
};

const children: RouteObject[] = (Object.keys(pages) as PageKey[]).map((key) => {
  const pattern = PAGES[key].pattern;
  const load = pages[key]!;
  return pattern === '/' ? { index: true, lazy: lazyPage(load) } : { path: pattern, lazy: lazyPage(load) };
});

children.push({ path: '*', lazy: lazyPage(() => import('../pages/not-found-page.tsx')) });

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [{ errorElement: <RouteErrorPage />, children }],
  },
]);
