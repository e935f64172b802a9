import { richTextHtml } from '../../lib/sanitize.ts';

/**
 * Stored rich text (notes, biographies): HTML the server cleaned when it was written, and cleans again when it
 * renders the page (lib/sanitize.ts says why the browser needs no sanitiser of its own).
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div className={`rich-text ${className}`} dangerouslySetInnerHTML={{ __html: richTextHtml(html) }} />
  );
}
