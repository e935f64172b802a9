/**
 * Stored rich text (canoe notes, makers' biographies) as the HTML to show.
 *
 * The browser shows it as the API sends it, without a sanitiser of its own (one would add DOMPurify to every canoe
 * page, to clean HTML that has already been cleaned). Why that is safe:
 *
 * - The HTML is cleaned when it is written, by the server's allow-list (`sanitizeRichText`, sanitize-html, in
 *   src/server/text/sanitize.ts), on every path that writes these columns: the canoe and maker services (the API),
 *   the record builders and the demo seed. A revert only puts back a value that was stored, so cleaned, before. The
 *   API has no way to store rich text that did not pass it.
 * - What the allow-list lets through cannot run anything: formatting, lists, tables, links (http, https, mailto
 *   only) and the archive's own images; no script, style, iframe, object, embed, form, SVG or MathML, no event
 *   handler, `style` or `src` other than an archive image path, no `javascript:` or `data:` address. Nothing of the
 *   raw-text or foreign-content kinds that a second parse could turn into markup (mutation XSS) is allowed either.
 * - A server-rendered page cleans it once more as it renders (the server hands each render the same sanitiser:
 *   lib/render-scope.ts, src/web/entry-server.tsx), so the first page's HTML is cleaned twice.
 * - The Content-Security-Policy (`script-src 'self'`, no `unsafe-inline`) is the second line: an inline handler or
 *   a `javascript:` link would not run even if markup slipped through.
 * - tests/e2e/admin-stored-xss.spec.ts stores XSS payloads through the API in every free-text field, notes and
 *   biographies included, and opens every page that shows them, as a visitor and as an administrator, with the
 *   policy on and with it switched off (so the HTML alone must be inert): a writer that stopped cleaning would fail
 *   it.
 *
 * Rich text that a person is still typing never goes through here: the editor (tiptap) keeps its own document.
 */
import { renderScope } from './render-scope.ts';

/**
 * The HTML to show for stored rich text. In the browser: as stored (see above). In the server render: cleaned
 * again by the render's sanitiser, or nothing at all outside a render (never unsanitised).
 */
export function richTextHtml(html: string): string {
  if (typeof document !== 'undefined') return html;
  const sanitize = renderScope()?.sanitizeHtml;
  return sanitize ? sanitize(html) : '';
}

/** True when the HTML has no visible text (for example `<p></p>`). */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === '' && !/<img\b/i.test(html)
  );
}
