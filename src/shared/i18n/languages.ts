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

/** An app path under `basename` (`/canoes` → `/haw/canoes`); addresses of other kinds are left alone. */
export function withBase(path: string, basename: string): string {
  if (!basename || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/') return basename;
  return /^\/[?#]/.test(path) ? basename + path.slice(1) : basename + path;
}

/** The app's path of an address under `basename` (`/haw/canoes` → `/canoes`, `/haw` → `/`). */
export function stripBase(pathname: string, basename: string): string {
  if (!basename) return pathname;
  const lower = pathname.toLowerCase();
  if (lower === basename || lower === `${basename}/`) return '/';
  return lower.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/** The language an address is in, and the app's own path inside it (`/haw/canoes/12` → haw, `/canoes/12`). */
export function languageOfPath(pathname: string): { language: Language; path: string } {
  for (const language of LANGUAGES) {
    const { prefix } = LANGUAGE_INFO[language];
    const path = stripBase(pathname, prefix);
    if (prefix && path !== pathname) return { language, path };
  }
  return { language: SOURCE_LANGUAGE, path: pathname };
}

/** The address of one of the app's paths (`/canoes?q=x`) in `language`. Other addresses are left as they are. */
export const pathInLanguage = (path: string, language: Language): string =>
  withBase(path, LANGUAGE_INFO[language].prefix);

/** The cookie that remembers a visitor's choice of language (set by the language switch). */
export const LANGUAGE_COOKIE = 'lang';
