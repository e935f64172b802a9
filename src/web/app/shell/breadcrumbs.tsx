import { Link, useLocation } from '../../lib/routing.tsx';
import { ChevronRight } from 'lucide-react';
import { matchPage } from '../../../shared/paths.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { shell } from '../../../shared/i18n/messages/shell.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { ISLAND_NAMES, isIsland } from '../../../shared/islands.ts';

/**
 * The crumbs' words, the header's and footer's own: the interface calls owners stewards (spec §1), so their crumb
 * does too. A segment without one
 * of its own is capitalised with hyphens as spaces (spec §2, Shell), and a record's id reads Details.
 */
const LABELS: Record<string, Message> = {
  canoes: shell.navCanoes,
  owners: shell.navStewards,
  makers: shell.navMakers,
  races: shell.navRaces,
  about: shell.navAbout,
  contact: shell.footerContact,
  privacy: shell.privacy,
  terms: shell.terms,
  'open-data': shell.openData,
  sitemap: shell.sitemap,
  share: shell.footerShare,
  photos: shell.crumbPhotos,
  history: shell.crumbHistory,
  timeline: shell.crumbTimeline,
  'through-the-years': shell.footerYears,
  places: shell.navPlaces,
  islands: shell.crumbIslands,
  login: shell.login,
  new: shell.crumbNew,
  edit: shell.crumbEdit,
  add: shell.crumbAdd,
  names: shell.crumbNames,
  activity: shell.navActivity,
  deleted: shell.crumbDeleted,
  people: shell.navPeople,
  protocols: shell.protocols,
  labels: shell.labels,
  submissions: shell.submissions,
  translations: shell.navTranslations,
  'forgot-password': shell.crumbForgotPassword,
  register: shell.crumbRegister,
};

export function crumbLabel(segment: string, t: Translator['t']): string {
  const text = decodeURIComponent(segment);
  if (/^\d+$/.test(text)) return t(shell.crumbDetails);
  if (LABELS[text]) return t(LABELS[text]);
  // An island's page (`/places/islands/molokai`): the island's own name, never translated.
  if (isIsland(text)) return ISLAND_NAMES[text];
  const spaced = text.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The crumbs after Home, each with its path. */
export function crumbsOf(pathname: string, t: Translator['t']): { to: string; label: string }[] {
  const segments = pathname.split('/').filter(Boolean);
  return segments.map((segment, index) => ({
    to: `/${segments.slice(0, index + 1).join('/')}`,
    label: crumbLabel(segment, t),
  }));
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const { t } = useI18n();
  const crumbs = crumbsOf(pathname, t);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t(shell.breadcrumb)} className="border-b border-koa-100 bg-white/70 print:hidden">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-stone-600 sm:px-6 lg:px-8">
        <li>
          <Link to="/" className="hover:text-koa-800 hover:underline">
            {t(shell.crumbHome)}
          </Link>
        </li>
        {crumbs.map(({ to, label }, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={to} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="h-4 w-4 text-stone-400" />
              {last || !matchPage(to) ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-koa-900' : ''}
                >
                  {label}
                </span>
              ) : (
                <Link to={to} className="hover:text-koa-800 hover:underline">
                  {label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
