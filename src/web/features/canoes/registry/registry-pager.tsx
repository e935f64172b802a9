import { Link } from 'react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** Previous / Page X of Y / Next. Links, so a page can be opened in a new tab or shared. */
export function RegistryPager({
  page,
  pages,
  hrefOf,
}: {
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (pages <= 1) return null;
  const step = (target: number, label: string, icon: 'prev' | 'next') => {
    const content =
      icon === 'prev' ? (
        <>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          {label}
        </>
      ) : (
        <>
          {label}
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </>
      );
    if (target < 1 || target > pages) {
      return (
        // A link without href, marked disabled, keeps its place in the landmark without leading anywhere.
        <a role="link" aria-disabled="true" className="btn-secondary cursor-not-allowed opacity-60">
          {content}
        </a>
      );
    }
    return (
      <Link to={hrefOf(target)} className="btn-secondary">
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-between gap-4">
      {step(page - 1, 'Previous', 'prev')}
      <p className="text-sm text-stone-700">
        Page {page} of {pages}
      </p>
      {step(page + 1, 'Next', 'next')}
    </nav>
  );
}
