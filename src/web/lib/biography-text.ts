import { sanitizeHtml } from './sanitize.ts';

/** Block ends that read as a break between words once the tags are gone. */
const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi;

/**
 * A biography as plain text for the cards' clamped preview. Sanitised first, so a stored script's source never
 * shows as text; parsed by an inert document, so nothing in it runs or loads.
 */
export function biographyText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = sanitizeHtml(html).replace(BLOCK_END, '$& ');
  const text = new DOMParser().parseFromString(clean, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
