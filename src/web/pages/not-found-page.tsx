import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { useDocumentTitle } from '../lib/use-document-title.ts';

/** Any path no page answers (the server also sends it with status 404). */
export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <Compass aria-hidden="true" className="mx-auto h-12 w-12 text-koa-500" />
      <h1 className="mt-4 font-display text-4xl font-bold text-koa-900">Page Not Found</h1>
      <p className="mt-4 text-stone-700">
        The page you are looking for does not exist. It may have moved, or the link may be mistyped.
      </p>
      <Link to="/" className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}
