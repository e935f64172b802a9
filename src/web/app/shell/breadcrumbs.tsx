import { Link, useLocation } from '../../lib/routing.tsx';
import { ChevronRight } from 'lucide-react';
import { matchPage } from '../../../shared/paths.ts';

/** The interface calls owners stewards (spec §1), so their crumb does too. */
const LABELS: Record<string, string> = {
  owners: 'Stewards',
  'open-data': 'Open Data',
  share: 'Share a Story',
};

/** Numeric segments read Details; others are capitalised with hyphens as spaces (spec §2, Shell). */
export function crumbLabel(segment: string): string {
  const text = decodeURIComponent(segment);
  if (/^\d+$/.test(text)) return 'Details';
  if (LABELS[text]) return LABELS[text];
  const spaced = text.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** The crumbs after Home, each with its path. */
export function crumbsOf(pathname: string): { to: string; label: string }[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs = segments.map((segment, index) => ({
    to: `/${segments.slice(0, index + 1).join('/')}`,
    label: crumbLabel(segment),
  }));
  return crumbs;
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const crumbs = crumbsOf(pathname);
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-koa-100 bg-white/70 print:hidden">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-stone-600 sm:px-6 lg:px-8">
        <li>
          <Link to="/" className="hover:text-koa-800 hover:underline">
            Home
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
