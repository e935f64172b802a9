/**
 * Each page's module, as router.tsx imports it, for the server render only (entry-server.tsx): the head of a
 * server-rendered page names the page's chunks (`<link rel="modulepreload">`), so the browser fetches them with the
 * entry instead of after it. Kept out of router.tsx so the browser's bundle does not carry the file names;
 * page-modules.test.ts checks the two agree.
 */
import type { PageKey } from '../../shared/paths.ts';

export const PAGE_MODULES: Partial<Record<PageKey, string>> = {
  home: 'pages/home/home-page.tsx',
  canoes: 'pages/canoes/canoe-registry-page.tsx',
  canoe: 'pages/canoes/canoe-detail-page.tsx',
  canoeMedia: 'pages/canoes/canoe-photos-page.tsx',
  owners: 'pages/owners/owner-list-page.tsx',
  owner: 'pages/owners/owner-detail-page.tsx',
  makers: 'pages/makers/maker-list-page.tsx',
  maker: 'pages/makers/maker-detail-page.tsx',
  races: 'pages/races/race-list-page.tsx',
  race: 'pages/races/race-detail-page.tsx',
  about: 'pages/info/about-page.tsx',
  contact: 'pages/info/contact-page.tsx',
  privacy: 'pages/info/privacy-page.tsx',
  terms: 'pages/info/terms-page.tsx',
  sitemap: 'pages/info/sitemap-page.tsx',
  login: 'pages/auth/login-page.tsx',
  forgotPassword: 'pages/auth/forgot-password-page.tsx',
  register: 'pages/auth/register-page.tsx',
  canoeNew: 'pages/canoes/canoe-form-page.tsx',
  canoeEdit: 'pages/canoes/canoe-form-page.tsx',
  canoeNameAdd: 'pages/canoes/canoe-name-add-page.tsx',
  canoeOwnerAdd: 'pages/canoes/canoe-owner-add-page.tsx',
  ownerNew: 'pages/owners/owner-form-page.tsx',
  ownerEdit: 'pages/owners/owner-form-page.tsx',
  makerNew: 'pages/makers/maker-form-page.tsx',
  makerEdit: 'pages/makers/maker-form-page.tsx',
  raceNew: 'pages/races/race-form-page.tsx',
  raceEdit: 'pages/races/race-form-page.tsx',
  people: 'pages/people/person-list-page.tsx',
  personNew: 'pages/people/person-form-page.tsx',
  person: 'pages/people/person-detail-page.tsx',
  personEdit: 'pages/people/person-form-page.tsx',
  activity: 'pages/history/activity-page.tsx',
  deleted: 'pages/history/deleted-page.tsx',
  canoeHistory: 'pages/history/record-history-page.tsx',
  ownerHistory: 'pages/history/record-history-page.tsx',
  makerHistory: 'pages/history/record-history-page.tsx',
  raceHistory: 'pages/history/record-history-page.tsx',
  personHistory: 'pages/history/record-history-page.tsx',
};

/** What a path no page answers renders. */
export const NOT_FOUND_MODULE = 'pages/not-found-page.tsx';
