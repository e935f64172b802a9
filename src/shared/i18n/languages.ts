/**
 * The interface's languages (decision 026). English is the source every message is written in; ʻŌlelo Hawaiʻi is
 * translated by the community in the archive itself. A page's language is part of its address: English pages at
 * their own paths, Hawaiian ones under `/haw` (`/haw/canoes/12`), so either can be shared, bookmarked and crawled.
 */

export const LANGUAGES = ['en', 'haw'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's name in itself (what the switch shows), its BCP 47 tag and its address prefix. */
export const LANGUAGE_INFO: Record<Language, { autonym: string; prefix: string }> = {
  en: { autonym: 'English', prefix: '' },
  haw: { autonym: 'ʻŌlelo Hawaiʻi', prefix: '/haw' },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language an address is in, and the app's own path inside it (`/haw/canoes/12` → haw, `/canoes/12`). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const { prefix } = LANGUAGE_INFO[language];
    if (!prefix) continue;
    if (pathname.toLowerCase() === prefix || pathname.toLowerCase() === `${prefix}/`)
      return { language, path: '/' };
    if (pathname.toLowerCase().startsWith(`${prefix}/`))
      return { language, path: pathname.slice(prefix.length) };
  }
  return { language: SOURCE_LANGUAGE, path: pathname };
}

/** The address of one of the app's paths (`/canoes?q=x`) in `language`. Other addresses are left as they are. */
export function pathInLanguage(path: string, language: Language): string {
  const { prefix } = LANGUAGE_INFO[language];
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return prefix;
  return /^\/[?#]/.test(path) ? prefix + path.slice(1) : prefix + path;
}

/** The cookie that remembers a visitor's choice of language (set by the language switch). */
export const LANGUAGE_COOKIE = 'lang';
