/**
 * The public site: the built React app (WEB_DIR) with each page's head written in, its static files,
 * robots.txt, sitemap.xml and the default link-preview image. Registered after /api, whose unknown paths still
 * answer the JSON 404.
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { PAGES, documentTitle, matchPage } from '../../shared/paths.ts';
import { DEFAULT_OG_IMAGE_PATH, OG_IMAGE_SIZE, defaultOgImage } from './default-og-image.ts';
import {
  NOT_BUILT_HTML,
  renderPage,
  sendHtml,
  PAGE_PRELOADS_FILE,
  pagePreloadsReader,
  templateReader,
  withRenderedApp,
  type SiteSettings,
} from './html-page.ts';
import { pageMeta } from './page-meta.ts';
import { serverRenderer } from './server-render.ts';
import { robotsTxt } from './robots-txt.ts';
import {
  TK_LABEL_KINDS,
  TK_LABEL_TYPE_PATTERN,
  tkLabelIconSvg,
  type TkLabelKind,
} from '../../shared/tk-labels.ts';
import { siteBaseUrl } from '../core/site-url.ts';
import { planSitemap, sitemapIndexXml, urlsetXml, type SitemapLimits } from './sitemap.ts';
import { seesOnlyPublic } from '../core/viewer.ts';
import { findFile, sendFile } from './static-files.ts';
import { addVary } from '../http/response-headers.ts';
import {
  LANGUAGE_COOKIE,
  LANGUAGES,
  SOURCE_LANGUAGE,
  isLanguage,
  languageOfPath,
  pathInLanguage,
} from '../../shared/i18n/languages.ts';
import { ALL_MESSAGES } from '../../shared/i18n/all-messages.ts';
import { pseudoCatalog } from '../../shared/i18n/pseudo.ts';
import { createTranslator, type CompiledCatalog } from '../../shared/i18n/translator.ts';
import { pageCatalog, translatorFor } from '../modules/translations/translation.service.ts';
import { shell } from '../../shared/i18n/messages/shell.ts';
import { registerFeedRoutes } from '../modules/feeds/feed.routes.ts';

/** The pseudo-language's catalog, made when first asked for. */
let pseudoMessages: CompiledCatalog | undefined;

export interface SiteRoutesOptions extends AppDeps {
  /** Tests lower these to split the sitemap without 45,000 rows. */
  sitemap?: Partial<SitemapLimits>;
}

/** Vite names these by content hash: a changed file gets a new name. */
const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** favicon.svg and the other public files keep their names across builds. */
const PUBLIC_FILE_CACHE = 'public, max-age=3600';
const FEED_CACHE = 'public, max-age=3600';
const OG_IMAGE_CACHE = 'public, max-age=86400';

/** Fastify drains a stream it is given for HEAD; give it one with nothing to read. */
const streamBody = (request: FastifyRequest, chunks: AsyncIterable<string>) =>
  Readable.from(request.method === 'HEAD' ? [] : chunks);

function decodePath(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

export const siteRoutes: FastifyPluginAsync<SiteRoutesOptions> = async (app, options) => {
  const { db, config } = options;
  const webDir = path.resolve(config.site.webDir);
  const assetsDir = path.join(webDir, 'assets');
  const readTemplate = templateReader(path.join(webDir, 'index.html'));
  const preloadsOf = pagePreloadsReader(path.join(webDir, PAGE_PRELOADS_FILE));
  const settings: SiteSettings = {
    registerFormUrl: config.site.registerFormUrl,
    contactEmail: config.site.contactEmail,
    maxImageMb: config.maxImageBytes / (1024 * 1024),
    maxRecordingMb: config.recordings.maxBytes / (1024 * 1024),
    maxSharedRecordingMb: config.submissions.maxRecordingBytes / (1024 * 1024),
    timeZone: config.site.timeZone,
    // Neither SMTP nor an outbox directory: the Follow form says updates by email are not available.
    ...(config.mail.smtpUrl || config.mail.outboxDir ? {} : { noEmail: true }),
  };
  const renderApp = serverRenderer(app, webDir, settings);

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', FEED_CACHE)
      .send(robotsTxt(siteBaseUrl(request, config))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const base = siteBaseUrl(request, config);
    const plan = await planSitemap(db, options.sitemap);
    reply.type('application/xml; charset=utf-8').header('Cache-Control', FEED_CACHE);
    if (plan.files > 1) return reply.send(sitemapIndexXml(base, plan));
    return reply.send(streamBody(request, urlsetXml(db, base, plan, 1)));
  });

  app.get<{ Params: { file: string } }>('/sitemap-:file.xml', async (request, reply) => {
    const plan = await planSitemap(db, options.sitemap);
    const file = /^[1-9]\d{0,5}$/.test(request.params.file) ? Number(request.params.file) : 0;
    if (file < 1 || file > plan.files) return reply.callNotFound();
    reply.type('application/xml; charset=utf-8').header('Cache-Control', FEED_CACHE);
    return reply.send(streamBody(request, urlsetXml(db, siteBaseUrl(request, config), plan, file)));
  });

  app.get(DEFAULT_OG_IMAGE_PATH, async (_request, reply) =>
    reply
      .type('image/png')
      .header('Cache-Control', OG_IMAGE_CACHE)
      .send(await defaultOgImage()),
  );

  // The archive's own drawings of the Traditional Knowledge label types (shared/tk-labels.ts, decision 021).
  app.get<{ Params: { kind: string; file: string } }>('/tk-icons/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const type = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!TK_LABEL_KINDS.some((known) => known === kind) || !TK_LABEL_TYPE_PATTERN.test(type)) {
      return reply.callNotFound();
    }
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('Cache-Control', OG_IMAGE_CACHE)
      .send(tkLabelIconSvg(kind as TkLabelKind, type));
  });

  app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
    const found = await findFile(assetsDir, request.params['*']);
    if (!found) return reply.callNotFound();
    return sendFile(request, reply, found, ASSET_CACHE);
  });

  // The language switch (decision 026): remembers the choice for a year and goes to the same page in it. A plain
  // link, so it works without the app; `return` must be a path of this site.
  app.get<{ Params: { language: string }; Querystring: { return?: string } }>(
    '/language/:language',
    async (request, reply) => {
      const { language } = request.params;
      if (!isLanguage(language)) return reply.callNotFound();
      const back = typeof request.query.return === 'string' ? request.query.return : '/';
      const local = back.startsWith('/') && !back.startsWith('//') && !back.includes('\\') ? back : '/';
      const { path } = languageOfPath(local.split('?')[0]);
      const query = local.includes('?') ? local.slice(local.indexOf('?')) : '';
      reply.setCookie(LANGUAGE_COOKIE, language, {
        path: '/',
        sameSite: 'lax',
        maxAge: 365 * 24 * 60 * 60,
        secure: config.session.secureCookie,
      });
      return reply.header('Cache-Control', 'no-store').redirect(pathInLanguage(path + query, language), 303);
    },
  );

  // The Atom feeds of the archive and of each canoe, steward, maker and race (issue 37).
  registerFeedRoutes(app, db, config);

  // The spec's address of a canoe's photos page (§1), which reads like an administrator's form: kept working for
  // links made before, answered with the visitor's address.
  app.get<{ Params: { id: string } }>('/canoes/:id/media/add', async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const id = /^\d+$/.test(request.params.id) ? request.params.id : null;
    if (!id) return reply.callNotFound();
    return reply.redirect(`/canoes/${id}/photos${query}`, 301);
  });

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    // Unknown API paths keep the API's JSON 404, not the app's page.
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();

    const name = /^\/([^/]+\.[A-Za-z0-9]+)$/.exec(pathname)?.[1];
    const publicFile = name && name !== 'index.html' ? decodePath(name) : null;
    if (publicFile) {
      const found = await findFile(webDir, publicFile);
      if (found) return sendFile(request, reply, found, PUBLIC_FILE_CACHE);
    }

    // The page's language is in its address (decision 026); an English address is answered in Hawaiian for
    // someone who chose it with the switch.
    const { language, path } = languageOfPath(pathname);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const chosen = request.cookies?.[LANGUAGE_COOKIE];
    if (language === 'en') addVary(reply, ['Cookie']);
    if (language === 'en' && isLanguage(chosen) && chosen !== 'en' && request.method === 'GET') {
      return reply.header('Cache-Control', 'no-store').redirect(pathInLanguage(path + query, chosen), 302);
    }

    const template = await readTemplate();
    if (template === null) return sendHtml(reply, 503, NOT_BUILT_HTML);
    // The pseudo-language (PSEUDO_TRANSLATION, for tests): the page's every message in it, rendered by the browser
    // alone, so no page made with it is kept or shared.
    const pseudo =
      config.pseudoTranslation && language !== SOURCE_LANGUAGE && request.cookies?.pseudo === '1';
    const catalog = pseudo
      ? {
          ...(await pageCatalog(db, language)),
          messages: (pseudoMessages ??= pseudoCatalog(ALL_MESSAGES.map((listed) => listed.message))),
        }
      : await pageCatalog(db, language);
    const translator = pseudo
      ? createTranslator(language, catalog.messages)
      : await translatorFor(db, language);
    const { t } = translator;
    const meta = await pageMeta(db, translator, path, new URLSearchParams(query.slice(1)));
    const match = matchPage(path);
    const base = siteBaseUrl(request, config);
    const pageSettings: SiteSettings = { ...settings, siteUrl: base, language, ...catalog };
    const html = renderPage(
      template,
      {
        language,
        alternates:
          meta.index && meta.canonicalPath
            ? LANGUAGES.map((other) => ({
                language: other,
                url: base + pathInLanguage(meta.canonicalPath!, other),
              }))
            : [],
        documentTitle: documentTitle(meta.title, t(shell.siteName)),
        title: meta.title,
        description: meta.description,
        canonicalUrl: meta.canonicalPath ? base + pathInLanguage(meta.canonicalPath, language) : null,
        imageUrl: base + (meta.imagePath ?? DEFAULT_OG_IMAGE_PATH),
        imageSize: meta.imagePath ? undefined : OG_IMAGE_SIZE,
        index: meta.index,
        linkedData: meta.linkedData?.(base) ?? null,
        feed: meta.feedPath ? { url: base + meta.feedPath, title: meta.title } : null,
        preloads: match ? await preloadsOf(match.key) : [],
      },
      pageSettings,
    );
    // Public pages (and the Not Found page) are rendered here with their data, as a visitor sees them; the others
    // are the app's shell. So is every page for someone who may see kept content (decision 020): the browser then
    // asks for what they may see, and the page their view fills is never kept or shared.
    const rendered =
      request.method !== 'HEAD' &&
      !pseudo &&
      seesOnlyPublic(request.viewer) &&
      (!match || PAGES[match.key].public)
        ? await renderApp(request.url, pageSettings)
        : null;
    return sendHtml(reply, meta.status, rendered ? withRenderedApp(html, rendered) : html);
  });
};
