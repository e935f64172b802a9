/**
 * The server render of public pages: the SSR bundle (dist/ssr/entry-server.js, built by `npm run build` beside the
 * web build) renders the page with its data, answered by this app itself as a visitor (no cookie). Without the
 * bundle (HTTP tests, a web-only build), or when rendering fails, the page is sent as the app's empty shell, which
 * the browser renders as before.
 *
 * A page rendered only from answers the response cache may keep (http/response-cache.ts: public, the same for every
 * visitor) is itself kept in that memory, under the same data version, for `PAGE_MAX_AGE_MS`; meanwhile visitors get
 * it without a render. A render is tens of milliseconds of the process's one thread (React renders the page a few
 * times to find its queries, then once more): under load, unkept, the renders alone queue requests for seconds. The
 * same page asked again while it renders waits for that render. A page that used any other answer (the home page's
 * featured canoes, a new pick for each visitor; a missing record's 404) is rendered for each request.
 *
 * At most `RENDERS_AT_ONCE` renders are under way in a process; a page that needs one past that is sent as the
 * shell at once (the browser renders it, as without a bundle), so a burst of requests for pages that cannot be kept
 * costs each visitor a client render rather than a queue of renders seconds long.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { answerMayBeKept } from '../http/response-cache.ts';
import { sanitizeRichText } from '../text/sanitize.ts';
import type { SiteSettings } from './html-page.ts';

export interface RenderedApp {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The query answers the page was rendered with (JSON). */
  state: unknown;
}

/** What src/web/entry-server.tsx exports. */
interface ServerBundle {
  render(options: {
    url: string;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
    settings: SiteSettings;
    sanitizeHtml: (html: string) => string;
  }): Promise<RenderedApp | null>;
}

/** Where the bundle of a web build is: `ssr/` beside the web folder (dist/web → dist/ssr). */
export const serverBundleFile = (webDir: string) => path.join(path.dirname(webDir), 'ssr', 'entry-server.js');

const NO_BODY = new Set([204, 205, 304]);

/**
 * How long a rendered page is kept: well within the browser's 30 s during which the data a page arrives with counts
 * as fresh (src/web/app/providers.tsx), so a kept page does not make the browser ask for it again.
 */
export const PAGE_MAX_AGE_MS = 10_000;

/** Renders under way at once in a process, at most (a page waiting for another's render of it is not one more). */
export const RENDERS_AT_ONCE = 4;

/**
 * An in-process answer the response cache may keep: asked as a visitor of a public route (the cache marked it
 * `X-Cache`), and one the cache keeps (public, the same for every visitor, for a while).
 */
export function keepable(answer: { statusCode: number; headers: Record<string, unknown> }) {
  return answer.headers['x-cache'] !== undefined && answerMayBeKept(answer);
}

/** The Accept-Language of an in-process request's headers, as a header to pass on (none when it has none). */
function languageOf(headers: RequestInit['headers']): { 'accept-language'?: string } {
  const language = headers ? new Headers(headers).get('accept-language') : null;
  return language ? { 'accept-language': language } : {};
}

/**
 * An /api request answered by the app in-process, as a fetch Response. It names the page's own host (`siteUrl`:
 * PUBLIC_URL, or the page request's host, trusted already), so in production, where only the site's hosts are
 * answered (http/hosts.ts), it is not refused as inject's default `localhost` would be.
 */
function injectFetch(app: FastifyInstance, siteUrl: string | undefined) {
  const host = siteUrl ? new URL(siteUrl).host : undefined;
  /** Whether every answer so far may be kept (then so may the page made from them). */
  const calls = { keepable: true };
  const fetchApi = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      // The page's language as the web's API client says it (Accept-Language): lists come in its order of names.
      headers: { accept: 'application/json', ...languageOf(init.headers), ...(host ? { host } : {}) },
    });
    if (!keepable(answer)) calls.keepable = false;
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const body = NO_BODY.has(answer.statusCode) ? null : answer.payload;
    return new Response(body, { status: answer.statusCode, headers });
  };
  return { fetchApi, calls };
}

/**
 * `render(url)`: the page's HTML and data, or null when there is no bundle or it failed (logged). The bundle is
 * loaded once.
 */
export function serverRenderer(app: FastifyInstance, webDir: string, settings: SiteSettings) {
  const file = serverBundleFile(webDir);
  let loaded: { mtimeMs: number; bundle: Promise<ServerBundle> } | null = null;
  let staleWarned = false;
  const sanitizeHtml = (html: string) => sanitizeRichText(html) ?? '';
  // Once the server is stopping it answers no more in-process calls: a render under way then lacks its data.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });

  async function bundle(): Promise<ServerBundle | null> {
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) return null;
    // Node keeps a module for the life of the process (its chunks import it back by name, so it cannot be loaded
    // twice): a rebuilt bundle waits for a restart, and until then pages are sent as the shell.
    if (!loaded)
      loaded = { mtimeMs: stat.mtimeMs, bundle: import(pathToFileURL(file).href) as Promise<ServerBundle> };
    else if (loaded.mtimeMs !== stat.mtimeMs) {
      if (!staleWarned) app.log.warn('the server render bundle was rebuilt: restart the server to use it');
      staleWarned = true;
      return null;
    }
    return loaded.bundle;
  }

  let rendering = 0;

  /**
   * `rendered` (null: send the shell), and whether it may be kept: made only from answers that may be kept. Past
   * RENDERS_AT_ONCE renders under way, the shell.
   */
  async function render(url: string, pageSettings: SiteSettings) {
    const found = await bundle();
    if (!found) return { rendered: null, keep: false };
    // Not rendered for want of time: nothing is learnt about the page.
    if (rendering >= RENDERS_AT_ONCE) return { rendered: null, keep: false, busy: true };
    rendering++;
    try {
      const { fetchApi, calls } = injectFetch(app, pageSettings.siteUrl);
      const rendered = await found.render({ url, fetchApi, settings: pageSettings, sanitizeHtml });
      // A page rendered while stopping may show "could not load" where its data should be: the shell instead,
      // whose script loads the data from whichever process answers next.
      if (closing) return { rendered: null, keep: false };
      return { rendered, keep: rendered !== null && calls.keepable };
    } finally {
      rendering--;
    }
  }

  /** Renders under way, by key and data version: the same page asked meanwhile waits for it. */
  const underWay = new Map<string, Promise<RenderedApp | null>>();
  /** Pages whose last render could not be kept: rendered for each request, never shared (bounded). */
  const unkept = new Set<string>();

  async function keptRender(key: string, version: string, url: string, pageSettings: SiteSettings) {
    const memory = app.keptAnswers!;
    const { rendered, keep, busy } = await render(url, pageSettings);
    if (busy) return rendered;
    if (keep) {
      unkept.delete(key);
      const body = Buffer.from(JSON.stringify(rendered));
      memory.set(key, { version, status: 200, headers: {}, body });
    } else {
      if (unkept.size >= 1000) unkept.clear();
      unkept.add(key);
    }
    return rendered;
  }

  /** `pageSettings`: the settings this page's `site-config` carries (its site URL), so both renders agree. */
  return async (url: string, pageSettings: SiteSettings = settings): Promise<RenderedApp | null> => {
    try {
      // Read before anything the page shows, as the response cache reads it: a change meanwhile moves it.
      const version = app.keptAnswers?.version() ?? null;
      if (version === null || closing) return (await render(url, pageSettings)).rendered;
      const key = `\0page\n${pageSettings.siteUrl ?? ''}\n${url}`;
      const kept = app.keptAnswers!.get(key, version, PAGE_MAX_AGE_MS);
      if (kept) return JSON.parse(kept.body.toString()) as RenderedApp;
      // Not shared, but tried again: the page may be made only of keepable answers now (a record added since).
      if (unkept.has(key)) return await keptRender(key, version, url, pageSettings);
      const flight = `${version}\n${key}`;
      let rendering = underWay.get(flight);
      if (!rendering) {
        rendering = keptRender(key, version, url, pageSettings).finally(() => underWay.delete(flight));
        underWay.set(flight, rendering);
      }
      return await rendering;
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed: sending the page shell');
      return null;
    }
  };
}
