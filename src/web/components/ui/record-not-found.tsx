import { Link } from '../../lib/routing.tsx';
import { SearchX, type LucideIcon } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * A page whose record (or path) does not exist: the title as the page's h1 and tab title, a line about it and the
 * way back. The server answers such a page with 404 as well.
 */
export function RecordNotFound({
  title,
  text,
  backTo,
  backLabel,
  icon: Icon = SearchX,
}: {
  title: string;
  text?: string;
  backTo: string;
  backLabel: string;
  icon?: LucideIcon;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <Icon aria-hidden="true" className="mx-auto h-12 w-12 text-koa-500" />
      <h1 className="mt-4 font-display text-4xl font-bold text-koa-900">{title}</h1>
      {text ? <p className="mt-4 text-stone-700">{text}</p> : null}
      <Link to={backTo} className="btn-primary mt-8">
        {backLabel}
      </Link>
    </div>
  );
}
