/**
 * Content kept in both languages (decision 027): each text a keeper writes in prose (a canoe's notes, a story, a
 * restoration's description, a steward's description, a maker's biography) has its English version in its own
 * column and its ʻŌlelo Hawaiʻi version in the column beside it. Pages show the reader's language first and say
 * when the other exists; export tags each column with its language; search reads both.
 */
import type { Language } from './i18n/languages.ts';

export interface TranslatedText {
  table: string;
  /** The English version's column (the one the archive always had). */
  english: string;
  /** The ʻŌlelo Hawaiʻi version's column. */
  hawaiian: string;
  /** Stored as sanitised HTML (rich text), or as plain text. */
  rich: boolean;
}

export const TRANSLATED_TEXTS = [
  { table: 'canoes', english: 'notes', hawaiian: 'notes_haw', rich: true },
  { table: 'stories', english: 'body', hawaiian: 'body_haw', rich: true },
  { table: 'restorations', english: 'description', hawaiian: 'description_haw', rich: false },
  { table: 'owners', english: 'description', hawaiian: 'description_haw', rich: false },
  { table: 'makers', english: 'biography', hawaiian: 'biography_haw', rich: true },
] as const satisfies readonly TranslatedText[];

/** The language of a content column, when it is one of the translated texts' (for export's tags). */
export function contentLanguage(table: string, column: string): Language | null {
  for (const text of TRANSLATED_TEXTS) {
    if (text.table !== table) continue;
    if (text.english === column) return 'en';
    if (text.hawaiian === column) return 'haw';
  }
  return null;
}
