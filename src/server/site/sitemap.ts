/**
 * sitemap.xml: every public page (each island's page of places among them) and every canoe, steward, maker and
 * race. Past the per-file limit it becomes an index of sitemap-1.xml, sitemap-2.xml…, each read from the database
 * a page of ids at a time (keyset on the primary key), so a registry of any size is never held in memory.
 */
import type { Db } from '../db/database.ts';
import { PAGES, paths } from '../../shared/paths.ts';
import { escapeHtml } from './html-page.ts';
import { ISLANDS } from '../../shared/islands.ts';
import { LANGUAGES, pathInLanguage } from '../../shared/i18n/languages.ts';
import { countSitemapRows, sitemapIdBefore, sitemapRowsAfter, type SitemapTable } from './site.repository.ts';

/** The protocol allows 50,000 URLs per file; staying under it leaves room. */
export const SITEMAP_URLS_PER_FILE = 45_000;
export const SITEMAP_ROWS_PER_QUERY = 5_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

interface SitemapEntry {
  path: string;
  /** `YYYY-MM-DD`, when the table keeps the time of the last change. */
  lastmod: string | null;
}

interface RecordSource extends SitemapTable {
  path: (id: number) => string;
}

const SOURCES: RecordSource[] = [
  { table: 'canoes', id: 'canoe_id', updated: 'updated_at', path: paths.canoe },
  { table: 'owners', id: 'owner_id', updated: 'updated_at', path: paths.owner },
  { table: 'makers', id: 'maker_id', updated: 'updated_at', path: paths.maker },
  { table: 'races', id: 'race_id', updated: null, path: paths.race },
  { table: 'places', id: 'place_id', updated: 'updated_at', path: paths.place },
];

/** Every public page that is not a record's; a page of each island (decision 030) once per island. */
const STATIC_ENTRIES: SitemapEntry[] = Object.values(PAGES)
  .filter((page) => page.public && !page.record)
  .flatMap((page) =>
    page.pattern.includes(':island')
      ? ISLANDS.map((island) => page.pattern.replace(':island', island))
      : [page.pattern],
  )
  .map((path) => ({ path, lastmod: null }));

const day = (value: unknown) => {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = typeof value === 'string' ? value.slice(0, 10) : '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : null;
};

export interface SitemapLimits {
  /** URLs per file before sitemap.xml becomes an index. */
  urlsPerFile: number;
  /** Rows read per query. */
  rowsPerQuery: number;
}

export interface SitemapPlan extends SitemapLimits {
  /** Rows of each source, in SOURCES order. */
  counts: number[];
  total: number;
  files: number;
}

export async function planSitemap(db: Db, limits: Partial<SitemapLimits> = {}): Promise<SitemapPlan> {
  const urlsPerFile = limits.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  const rowsPerQuery = limits.rowsPerQuery ?? SITEMAP_ROWS_PER_QUERY;
  const counts = await Promise.all(SOURCES.map((source) => countSitemapRows(db.kysely, source)));
  const total = STATIC_ENTRIES.length + counts.reduce((sum, n) => sum + n, 0);
  return {
    counts,
    total,
    files: Math.max(1, Math.ceil(total / pagesPerFile(urlsPerFile))),
    urlsPerFile,
    rowsPerQuery,
  };
}

/** Pages per file: each page is listed once in every language (decision 026). */
function pagesPerFile(urlsPerFile: number) {
  return Math.max(1, Math.floor(urlsPerFile / LANGUAGES.length));
}

/** Entries at positions [start, start + count) of: the static pages, then each table in id order. */
async function* entries(
  db: Db,
  plan: SitemapPlan,
  start: number,
  count: number,
): AsyncGenerator<SitemapEntry[]> {
  let skip = start;
  let remaining = count;
  const statics = STATIC_ENTRIES.slice(skip, skip + remaining);
  if (statics.length) yield statics;
  skip = Math.max(0, skip - STATIC_ENTRIES.length);
  remaining -= statics.length;
  for (const [index, source] of SOURCES.entries()) {
    if (remaining <= 0) return;
    if (skip >= plan.counts[index]) {
      skip -= plan.counts[index];
      continue;
    }
    let after = skip > 0 ? await sitemapIdBefore(db.kysely, source, skip) : null;
    skip = 0;
    while (remaining > 0) {
      const want = Math.min(plan.rowsPerQuery, remaining);
      const rows = await sitemapRowsAfter(db.kysely, source, after, want);
      if (rows.length) yield rows.map((row) => ({ path: source.path(row.id), lastmod: day(row.updated) }));
      remaining -= rows.length;
      if (rows.length < want) break;
      after = rows[rows.length - 1].id;
    }
  }
}

/** One `<urlset>` file: the whole sitemap (`file` 1 of 1) or one file of the index. */
export async function* urlsetXml(
  db: Db,
  base: string,
  plan: SitemapPlan,
  file: number,
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${XMLNS}" xmlns:xhtml="${XHTML}">\n`;
  const perFile = pagesPerFile(plan.urlsPerFile);
  const start = (file - 1) * perFile;
  for await (const batch of entries(db, plan, start, perFile)) {
    yield batch.map((entry) => languageUrls(base, entry)).join('');
  }
  yield '</urlset>\n';
}

/** A page's `<url>` in each language, each naming all of them as alternates (hreflang). */
function languageUrls(base: string, entry: SitemapEntry): string {
  const alternates = LANGUAGES.map(
    (language) =>
      `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeHtml(base + pathInLanguage(entry.path, language))}"/>`,
  ).join('');
  return LANGUAGES.map(
    (language) =>
      `  <url><loc>${escapeHtml(base + pathInLanguage(entry.path, language))}</loc>` +
      (entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : '') +
      alternates +
      '</url>\n',
  ).join('');
}

export function sitemapIndexXml(base: string, plan: SitemapPlan): string {
  const files = Array.from(
    { length: plan.files },
    (_, i) => `  <sitemap><loc>${escapeHtml(`${base}/sitemap-${i + 1}.xml`)}</loc></sitemap>\n`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${XMLNS}">\n${files.join('')}</sitemapindex>\n`;
}
