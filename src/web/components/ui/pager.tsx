import type { ReactNode } from 'react';
import { Link, useSearchParams } from '../../lib/routing.tsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageParam, withParams } from '../../lib/use-search-param-state.ts';
import { lists } from '../../../shared/i18n/messages/lists.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Previous / Page X of Y / Next for a list whose page lives in the URL (?page=). Links, so a page can be opened in
 * a new tab or shared; they keep the rest of the address (the search and filters) as it is.
 */
export function Pager({ page, pageCount }: { page: number; pageCount: number }) {
  const [params] = useSearchParams();
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  // A shared link past the end (the list has shrunk since) counts from the last page.
  const current = Math.min(page, pageCount);

  const step = (target: number, children: ReactNode) => {
    if (target < 1 || target > pageCount) {
      return (
        // A link without href, marked disabled, keeps its place in the landmark without leading anywhere.
        <a role="link" aria-disabled="true" className="btn-secondary cursor-not-allowed opacity-60">
          {children}
        </a>
      );
    }
    const search = withParams(params, pageParam(target)).toString();
    return (
      <Link to={{ search: search ? `?${search}` : '' }} className="btn-secondary">
        {children}
      </Link>
    );
  };

  return (
    <nav aria-label={t(lists.pagination)} className="mt-8 flex flex-wrap items-center justify-between gap-4">
      {step(
        current - 1,
        <>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {t(lists.previous)}
        </>,
      )}
      <p className="text-sm text-stone-700">{t(lists.pageOf, { page: current, count: pageCount })}</p>
      {step(
        current + 1,
        <>
          {t(lists.next)}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </>,
      )}
    </nav>
  );
}
