import { richTextHtml } from './sanitize.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/** Block ends that read as a break between words once the tags are gone. */
const BLOCK_END = /<\/(p|div|li|h[1-6]|blockquote|tr)>|<br\s*\/?>/gi;

/**
 * A biography as plain text for the cards' clamped preview. Stored biographies were sanitised when written (no
 * script whose source could show as text; lib/sanitize.ts), and the server render cleans them again; parsed by an
 * inert document, so nothing in it runs or loads.
 */
export function biographyText(html: string | null | undefined): string {
  if (!html) return '';
  const clean = richTextHtml(html).replace(BLOCK_END, '$& ');
  const text =
    typeof DOMParser === 'undefined'
      ? decodeEntities(clean.replace(/<[^>]*>/g, ''))
      : (new DOMParser().parseFromString(clean, 'text/html').body.textContent ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The biography a short view shows, as plain text (decision 027): the version in the page's language when it has
 * one, else the other, with its language when it is not the page's; null when neither has words.
 */
export function readerBiography(
  maker: { biography: string | null; biography_haw: string | null },
  page: Language,
): { text: string; lang?: Language } | null {
  const versions: Record<Language, string> = {
    en: biographyText(maker.biography),
    haw: biographyText(maker.biography_haw),
  };
  const other: Language = page === 'haw' ? 'en' : 'haw';
  const language = versions[page] ? page : versions[other] ? other : null;
  if (language === null) return null;
  return { text: versions[language], lang: language === page ? undefined : language };
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The server render has no DOMParser: the entities sanitised HTML carries, decoded as the browser would. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return NAMED[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
