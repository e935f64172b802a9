/**
 * The words of sources that pages show, without the API's schemas: the public pages import these and
 * no zod. The contract (shared/api/sources.ts) builds on them.
 */

/** The kinds of source, in the order forms offer them, with the words pages show. */
export const SOURCE_KINDS = ['oral_history', 'document', 'newspaper', 'book', 'photograph', 'other'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  oral_history: 'Oral history',
  document: 'Document',
  newspaper: 'Newspaper',
  book: 'Book',
  photograph: 'Photograph',
  other: 'Other',
};

/** An http(s) address, nothing else (no javascript:, data: or relative links). */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}
