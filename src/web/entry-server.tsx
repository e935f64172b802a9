/**
 * The server render of a public page (built by `vite build --ssr`, loaded by src/server/site/server-render.ts).
 * The page's queries are answered on the server, as a visitor, and its HTML rendered with that data; the answers
 * travel with the HTML (lib/query-state.ts) so the browser hydrates the same page without asking again.
 */
// First: zod must be told not to probe for eval before any schema is built (as in main.tsx).
import './zod-config.ts';
import { StrictMode, type ReactNode } from 'react';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { StaticRouter } from './lib/routing.tsx';
import type { Query, QueryClient } from '@tanstack/react-query';
import { Providers, createQueryClient } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import type { ApiTransport } from './lib/api.ts';
import { componentsLoading } from './lib/lazy-component.ts';
import { dehydrateQueries } from './lib/query-state.ts';
import { readRenderScopeFrom, type RenderScope } from './lib/render-scope.ts';
import { serverSiteConfig, type SiteConfig } from './lib/site-config.ts';
import { createTranslator, I18nProvider } from './lib/i18n.tsx';
import { LANGUAGE_INFO, languageOfPath } from '../shared/i18n/languages.ts';

export interface ServerRenderOptions {
  /** The page's address (path and query string), its language prefix included (`/haw/canoes`). */
  url: string;
  /** Answers `/api/...` requests (the server injects them into itself, without a session). */
  fetchApi: ApiTransport;
  /** What the page's `<script id="site-config">` says, so the server renders what the browser will. */
  settings: SiteConfig;
  /** Stored rich text is cleaned again as the page is rendered, by the server's own sanitiser (lib/sanitize.ts). */
  sanitizeHtml: (html: string) => string;
}

export interface ServerRenderResult {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** The dehydrated query answers, for the `query-state` JSON block. */
  state: unknown;
}

/**
 * Rounds of "render, then fetch what the render asked for": a query that needs another's answer comes next round,
 * and so does what a component split into a chunk of its own asks for once its code is in (a canoe page's tab).
 */
const MAX_ROUNDS = 5;

/** Whose answer the render is waiting for. The session is left out: the server renders what a visitor sees. */
function unanswered(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      if (query.queryKey[0] === 'auth') return false;
      const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

function streamToString(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Every boundary inline, in place: a boundary sent apart needs an inline script to reveal it (the CSP has none).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Each render's transport, sanitiser and settings, for the code it runs (lib/render-scope.ts). Renders run at once
 * and wait for their data in turn: what one render is given must never be read by another, so nothing is set on a
 * module; the store follows each render through its awaits, React's scheduled work and its queries' fetches.
 */
const scopes = new AsyncLocalStorage<RenderScope>();
readRenderScopeFrom(() => scopes.getStore());

export function render({
  url,
  fetchApi,
  settings,
  sanitizeHtml,
}: ServerRenderOptions): Promise<ServerRenderResult | null> {
  const scope: RenderScope = { fetchApi, sanitizeHtml, siteConfig: serverSiteConfig(settings) };
  return scopes.run(scope, () => renderPage(url, scope.siteConfig));
}

async function renderPage(url: string, config: SiteConfig): Promise<ServerRenderResult> {
  const address = new URL(url, 'http://localhost');
  // The app's own path: the language's prefix is the router's base, as in the browser (main.tsx).
  const { language, path } = languageOfPath(address.pathname);
  await preloadPage(path);
  const client = createQueryClient({ server: true });
  const translator = createTranslator(language, language === config.language ? config.messages : undefined);
  const app = (
    <StrictMode>
      <I18nProvider translator={translator}>
        <Providers client={client}>
          <StaticRouter location={path + address.search} basename={LANGUAGE_INFO[language].prefix}>
            <AppRoutes />
          </StaticRouter>
        </Providers>
      </I18nProvider>
    </StrictMode>
  );
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    renderToString(app);
    const waiting = unanswered(client);
    const chunks = componentsLoading();
    if (waiting.length === 0 && chunks.length === 0) break;
    // A failed answer (a 404) stays in the cache as an error: the page renders its Not Found state from it.
    await Promise.all([...chunks, ...waiting.map((query) => query.fetch().catch(() => undefined))]);
  }
  const html = await streamToString(app);
  return { html, state: dehydrateQueries(client) };
}
