import sanitizeHtml from 'sanitize-html';
import { archiveImagePath } from '../../shared/archive-images.ts';

/**
 * Allow-list for stored rich text (canoe notes, biographies): formatting, links, tables and images. Images are
 * only the archive's own (photos, logos, pictures; see `richTextOptions`).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'colgroup',
    'col',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    '*': ['lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export interface RichTextSite {
  /** PUBLIC_URL: an image given by its absolute address on this origin is kept (as a relative path). */
  publicUrl: string | null;
}

/** No site address: only relative image paths of the archive are its own. */
export const NO_SITE: RichTextSite = { publicUrl: null };

/**
 * The allow-list with the image rule: an `<img>` stays only when its `src` is one of the archive's own images
 * (kept as the relative path); any other `<img>` (another host, `//host`, `data:`…) is dropped whole, so a
 * tracking pixel never reaches a reader of the stored text, whatever client shows it.
 */
function richTextOptions(site: RichTextSite): sanitizeHtml.IOptions {
  return {
    ...OPTIONS,
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        const own = src === undefined ? null : archiveImagePath(src, site.publicUrl);
        return { tagName, attribs: own === null ? rest : { ...rest, src: own } };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/** Clean HTML before it is stored; empty results become null. */
export function sanitizeRichText(
  html: string | null | undefined,
  site: RichTextSite = { publicUrl: null },
): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html.normalize('NFC'), richTextOptions(site)).trim();
  return clean === '' ? null : clean;
}

/** Plain text of some HTML, for search. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/**
 * Rich text as a person reads it (a change's differences): paragraphs, list items and line breaks on lines of
 * their own, the markup gone.
 */
export function htmlToReadableText(html: string | null | undefined): string {
  if (!html) return '';
  const lines = html.replace(/<br\s*\/?>|<\/(?:p|li|h[1-6]|blockquote|div)>/gi, '$&\n');
  return sanitizeHtml(lines, { allowedTags: [], allowedAttributes: {} })
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/**
 * A community story: paragraphs, line breaks, emphasis and links only; a link is http(s) or mailto and
 * marked as the sender's (nofollow ugc), opened in place. Anything else is removed with its markup, keeping text.
 */
const STORY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'em', 'i', 'strong', 'b', 'a'],
  // rel is set by the transform below, never taken from the sender.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'title',
    'iframe',
    'object',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: (attribs.href
        ? { href: attribs.href, rel: 'nofollow ugc noopener noreferrer' }
        : {}) as sanitizeHtml.Attributes,
    }),
  },
};

/** Clean a story's HTML before it is stored; null when nothing readable is left. */
export function sanitizeStory(html: string | null | undefined): string | null {
  if (html == null) return null;
  const clean = sanitizeHtml(html.normalize('NFC'), STORY_OPTIONS).trim();
  return htmlToText(clean) === '' ? null : clean;
}

/**
 * Every stored column of rich text, by table, with the sanitiser its writes go through: what an import cleans as
 * a write would (modules/open-data/import.ts), in the rows and in the change history's copies of them. A column of rich
 * text that a service writes must be here (the open-data test checks the history's list against it).
 */
export const RICH_TEXT_COLUMNS: Record<string, Record<string, (html: string | null) => string | null>> = {
  canoes: { notes: (html) => sanitizeRichText(html), notes_haw: (html) => sanitizeRichText(html) },
  makers: { biography: (html) => sanitizeRichText(html), biography_haw: (html) => sanitizeRichText(html) },
  stories: { body: sanitizeStory, body_haw: sanitizeStory },
  submissions: { story: sanitizeStory },
};
