import { Link } from 'react-router';
import { SearchX } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';

/** The canoe's id names no record (the server also answers such a page with 404). */
export function CanoeNotFound() {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-koa-500" />
      <h1 className="mt-4 font-display text-4xl font-bold text-koa-900">Canoe Not Found</h1>
      <p className="mt-4 text-stone-700">
        The canoe you&apos;re looking for may have been removed or never existed.
      </p>
      <Link to={paths.canoes()} className="btn-primary mt-8">
        Back to Canoes
      </Link>
    </div>
  );
}
