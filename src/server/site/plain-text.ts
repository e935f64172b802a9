/** Stored rich text (biographies, descriptions) as the plain sentences a meta description holds. */

/** Elements that separate words when their tags are removed. */
const BLOCK_TAGS =
  /<\/?(?:p|br|hr|h[1-6]|blockquote|pre|li|ul|ol|dl|dt|dd|div|figure|figcaption|table|thead|tbody|tfoot|tr|th|td|caption)\b[^>]*>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : entity;
    }
    return NAMED_ENTITIES[code.toLowerCase()] ?? entity;
  });
}

/** The text of some HTML: tags removed, entities decoded, whitespace collapsed. */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(BLOCK_TAGS, ' ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word with "…" when longer. */
export function summarize(text: string, max = 200): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

/** A sentence ends with one full stop, whatever the name before it ends with. */
export const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
