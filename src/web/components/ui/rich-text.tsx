import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize.ts';

/** Stored rich text (notes, biographies), sanitised again before it is shown. */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
