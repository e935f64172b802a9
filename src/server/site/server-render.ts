/**
 * The server render of public pages: the SSR bundle (dist/ssr/entry-server.js, built by `npm run build` beside the
 * web build) renders the page with its data, answered by this app itself as a visitor (no cookie). Without the
 * bundle (HTTP tests, a web-only build), or when rendering fails, the page is sent as the app's empty shell, which
 * the browser renders as before.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sanitizeRichText } from '../http/sanitize.ts';
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
 * An /api request answered by the app in-process, as a fetch Response. It names the page's own host (`siteUrl`:
 * PUBLIC_URL, or the page request's host, trusted already), so in production, where only the site's hosts are
 * answered (http/hosts.ts), it is not refused as inject's default `localhost` would be.
 */
function injectFetch(app: FastifyInstance, siteUrl: string | undefined) {
  const host = siteUrl ? new URL(siteUrl).host : undefined;
  return async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', ...(host ? { host } : {}) },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const body = NO_BODY.has(answer.statusCode) ? null : answer.payload;
    return new Response(body, { status: answer.statusCode, headers });
  };
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

  /** `pageSettings`: the settings this page's `site-config` carries (its site URL), so both renders agree. */
  return async (url: string, pageSettings: SiteSettings = settings): Promise<RenderedApp | null> => {
    try {
      const found = await bundle();
      if (!found) return null;
      const fetchApi = injectFetch(app, pageSettings.siteUrl);
      const rendered = await found.render({ url, fetchApi, settings: pageSettings, sanitizeHtml });
      // A page rendered while stopping may show "could not load" where its data should be: the shell instead,
      // whose script loads the data from whichever process answers next.
      return closing ? null : rendered;
    } catch (error) {
      app.log.error({ err: error, url }, 'server render failed: sending the page shell');
      return null;
    }
  };
}
