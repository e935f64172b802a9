import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useEffect } from 'react';

/** A page that failed to load or render. A failed chunk after a new release is fixed by reloading once. */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailed =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  useEffect(() => {
    if (!chunkFailed) return;
    const key = 'koa-reloaded-after-chunk-error';
    if (!sessionStorage.getItem(key)) {
      sessionStorage.setItem(key, '1');
      window.location.reload();
    }
  }, [chunkFailed]);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-koa-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-stone-700">
        {detail ?? 'The page could not be shown. Reloading usually helps.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to="/" className="btn-secondary" reloadDocument>
          Return to Home
        </Link>
      </div>
    </div>
  );
}
