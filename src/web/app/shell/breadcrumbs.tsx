import { Link, useLocation } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { matchPage } from '../../../shared/paths.ts';

/** The interface calls owners stewards (spec §1), so their crumb does too. */
const LABELS: Record<string, string> = { owners: 'Stewards', 'open-data': 'Open Data' };

/** Numeric segments read Details; others are capitalised with hyphens as spaces (spec §2, Shell). */
export function crumbLabel(segment: string): string {
  const text = decodeURIComponent(segment);
  if (/^\d+$/.test(text)) return 'Details';
  if (LABELS[text]) return LABELS[text];
  const spaced = text.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function Breadcrumbs() {
  const { pathname } = useLocation();
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="border-b border-koa-100 bg-white/70">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-2 text-sm text-stone-600 sm:px-6 lg:px-8">
        <li>
          <Link to="/" className="hover:text-koa-800 hover:underline">
            Home
          </Link>
        </li>
        {segments.map((segment, index) => {
          const to = `/${segments.slice(0, index + 1).join('/')}`;
          const last = index === segments.length - 1;
          return (
            <li key={to} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="h-4 w-4 text-stone-400" />
              {last || !matchPage(to) ? (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'font-medium text-koa-900' : ''}
                >
                  {crumbLabel(segment)}
                </span>
              ) : (
                <Link to={to} className="hover:text-koa-800 hover:underline">
                  {crumbLabel(segment)}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
