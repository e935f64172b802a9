import { Link } from 'react-router';
import { SearchX } from 'lucide-react';

/** A steward's or maker's id names no record (the server also answers such a page with 404). */
export function RecordNotFound({
  title,
  text,
  backTo,
  backLabel,
}: {
  title: string;
  text?: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <SearchX aria-hidden="true" className="mx-auto h-12 w-12 text-koa-500" />
      <h1 className="mt-4 font-display text-4xl font-bold text-koa-900">{title}</h1>
      {text ? <p className="mt-4 text-stone-700">{text}</p> : null}
      <Link to={backTo} className="btn-primary mt-8">
        {backLabel}
      </Link>
    </div>
  );
}
