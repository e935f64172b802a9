/**
 * Hawaiian orthography is data: names are stored exactly as entered (NFC, with the real ʻokina).
 * Search compares a folded form: lowercase, combining marks removed (kahakō), ʻokina and every
 * apostrophe variant removed, whitespace collapsed. `hokulea` then matches `Hōkūleʻa`.
 */
const OKINA_AND_APOSTROPHES = /[\u02BB\u02BC\u2018\u2019\u0060\u00B4\u0027\u02B9\u02BF]/g;
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function foldText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(OKINA_AND_APOSTROPHES, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The folded search text of a text kept in both languages (decision 027): each version folded, on a line of its
 * own, so a search finds a word of either (a folded query never holds a line break, so none matches across them).
 * With one version it is that version's fold alone.
 */
export function foldVersions(...versions: (string | null | undefined)[]): string {
  return versions.map(foldText).filter(Boolean).join('\n');
}

/** Store text as NFC, trimmed; never "correct" what was typed. */
export function cleanText(value: string): string {
  return value.normalize('NFC').trim();
}

/** Escape `%`, `_` and `\` so user text is matched literally inside LIKE (with ESCAPE '\'). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
