/**
 * The HTML the server sends for a page: Vite's index.html with the page's own title, description, canonical URL
 * and Open Graph tags written into its head (crawlers and link previews do not run the app), plus the settings
 * the app reads at start.
 */
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { SITE_NAME } from '../../shared/paths.ts';
import type { CompiledMessage } from '../../shared/i18n/compile.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/** What goes into one page's head; URLs are absolute. */
export interface RenderedHead {
  /** The page's language (`<html lang>`); English when absent. */
  language?: Language;
  /** The page in every language (hreflang), for pages crawlers are invited to. */
  alternates?: { language: Language; url: string }[];
  /** The full document title (documentTitle(...)). */
  documentTitle: string;
  /** The page's own title, for previews that show the site name beside it. */
  title: string;
  description: string;
  canonicalUrl: string | null;
  imageUrl: string;
  /** Width and height of the image when known (the default image). */
  imageSize?: { width: number; height: number };
  /** False for private pages and missing ones: crawlers are asked not to index them. */
  index: boolean;
  /** The record's facts as schema.org JSON-LD (site/linked-data.ts). */
  linkedData?: Record<string, unknown> | null;
  /** The Atom feed of what is added to the page's record, or to the archive (issue 37): its address and title. */
  feed?: { url: string; title: string } | null;
  /** The page's own script files (from the build's page-preloads.json), fetched beside the entry's. */
  preloads?: readonly string[];
}

/** Beside index.html in the web build: each page's script files (scripts/page-preloads.ts writes it). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** Settings the web app reads from `<script id="site-config">` (src/web/lib/site-config.ts). */
export interface SiteSettings {
  registerFormUrl: string;
  contactEmail: string;
  /** MAX_IMAGE_MB: the upload forms refuse a larger file before sending it, with the server's message. */
  maxImageMb: number;
  /** RECORDING_MAX_MB: Add Recording says it, and refuses a larger file before sending it. */
  maxRecordingMb: number;
  /** SUBMISSION_RECORDING_MAX_MB: the share form says it, and refuses a larger recording before sending it. */
  maxSharedRecordingMb?: number;
  /** SITE_TIME_ZONE: the zone every moment is shown in, by the server's render and the browser alike. */
  timeZone: string;
  /** The site sends no email (neither SMTP_URL nor MAIL_OUTBOX_DIR): nobody can follow by email. */
  noEmail?: boolean;
  /**
   * Scheme and host of the site (PUBLIC_URL, else this request's trusted host), for the permanent links of
   * "How to cite this record"; set per page.
   */
  siteUrl?: string;
  /** The page's language (decision 026). */
  language?: Language;
  /** Its translations, compiled, by message id. */
  messages?: Record<string, CompiledMessage>;
  /** How far the Hawaiian interface is: messages reviewed, and all the interface's messages. */
  translated?: { reviewed: number; total: number };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** JSON that cannot end its `<script>` element (`</script>`, `<!--`) or break a line in old parsers. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Tags a template might already carry that this page's head replaces. */
const REPLACED_TAGS = [
  /<title\b[^>]*>[\s\S]*?<\/title\s*>\s*/gi,
  /<meta\s[^>]*\bname=["']?(?:description|robots|twitter:[\w:]+)\b[^>]*>\s*/gi,
  /<meta\s[^>]*\bproperty=["']?og:[\w:]+\b[^>]*>\s*/gi,
  /<link\s[^>]*\brel=["']?canonical\b[^>]*>\s*/gi,
  /<script\b[^>]*\bid=["']?site-config\b[^>]*>[\s\S]*?<\/script\s*>\s*/gi,
  /<script\b[^>]*\btype=["']?application\/ld\+json\b[^>]*>[\s\S]*?<\/script\s*>\s*/gi,
];

function headTags(head: RenderedHead, settings: SiteSettings): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.documentTitle)}</title>`,
    meta('name', 'description', head.description),
  ];
  if (!head.index) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${alternate.language}" href="${escapeHtml(alternate.url)}" />`,
    );
  }
  const english = head.alternates?.find((alternate) => alternate.language === 'en');
  if (english) tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(english.url)}" />`);
  if (head.feed) {
    tags.push(
      `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.url)}" />`,
    );
  }
  for (const file of head.preloads ?? []) {
    tags.push(`<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
  }
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  tags.push(meta('property', 'og:image', head.imageUrl));
  if (head.imageSize) {
    tags.push(
      meta('property', 'og:image:width', String(head.imageSize.width)),
      meta('property', 'og:image:height', String(head.imageSize.height)),
    );
  }
  // A data block, not a script: the Content Security Policy has nothing to run.
  if (head.linkedData)
    tags.push(`<script type="application/ld+json">${jsonForScript(head.linkedData)}</script>`);
  tags.push(
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/json" id="site-config">${jsonForScript(settings)}</script>`,
  );
  return tags.map((tag) => `    ${tag}\n`).join('');
}

/** The template with this page's head: its own tags replace any the template had, before `</head>`. */
export function renderPage(template: string, head: RenderedHead, settings: SiteSettings): string {
  const headEnd = template.search(/<\/head\s*>/i);
  const before = headEnd === -1 ? '' : template.slice(0, headEnd);
  const after = headEnd === -1 ? template : template.slice(headEnd);
  const cleaned = REPLACED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), before);
  // The page's language on the document (a template's own `lang` replaced).
  const opened = cleaned.replace(/<html\b[^>]*>/i, `<html lang="${head.language ?? 'en'}">`);
  // A function, not a string: `$&` in a name must stay text.
  return `${opened.replace(/\s*$/, () => '\n')}${headTags(head, settings)}  ${after}`;
}

/** The id of the JSON block holding the server render's query answers (src/web/lib/query-state.ts). */
const QUERY_STATE_ID = 'query-state';

/**
 * A page with the server-rendered app inside `<div id="root">`, followed by its query answers as a JSON data
 * block (not a script the CSP would refuse to run: the app reads it).
 */
export function withRenderedApp(page: string, app: { html: string; state: unknown }): string {
  const root = /<div id="root">\s*<\/div>/.exec(page);
  if (!root) return page;
  const state = `<script type="application/json" id="${QUERY_STATE_ID}">${jsonForScript(app.state)}</script>`;
  // Slices, not String.replace: `$&` in a canoe's name must stay text.
  return `${page.slice(0, root.index)}<div id="root">${app.html}</div>\n    ${state}${page.slice(root.index + root[0].length)}`;
}

/**
 * Each page's script files, by its key in PAGES, read from the build's page-preloads.json when it changes; none
 * when the build has no such file or it cannot be read (the page still loads its code, a step later).
 */
export function pagePreloadsReader(file: string) {
  const read = templateReader(file);
  let parsed: { text: string; byPage: Record<string, readonly string[]> } | null = null;
  return async (page: string): Promise<readonly string[]> => {
    const text = await read();
    if (text === null) return [];
    if (parsed?.text !== text) {
      let byPage: Record<string, readonly string[]> = {};
      try {
        byPage = JSON.parse(text) as Record<string, readonly string[]>;
      } catch {
        // A build being written: no preloads until it is whole.
      }
      parsed = { text, byPage };
    }
    const files = parsed.byPage[page];
    return Array.isArray(files)
      ? files.filter((file) => typeof file === 'string' && file.startsWith('/assets/'))
      : [];
  };
}

/** Reads index.html again only when the build changed it, so a rebuild needs no restart. */
export function templateReader(file: string) {
  let cached: { mtimeMs: number; size: number; text: string } | null = null;
  return async (): Promise<string | null> => {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.text;
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    cached = text === null ? null : { mtimeMs: stat.mtimeMs, size: stat.size, text };
    return text;
  };
}

/** A same-origin Vite build: module scripts from our origin only; Tailwind and libraries may set inline styles. */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');

/** Headers of every HTML answer; HTML is revalidated on each visit so a new build is picked up at once. */
export function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .send(html);
}

export const NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${SITE_NAME}</title>
  </head>
  <body>
    <h1>${SITE_NAME}</h1>
    <p>The web app has not been built. Run npm run build.</p>
  </body>
</html>
`;
