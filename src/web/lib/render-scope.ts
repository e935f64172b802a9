/**
 * What one server render of a page is given (src/web/entry-server.tsx): how its queries reach the API, the
 * server's sanitiser for stored rich text, and the site settings of the page's own host. A process runs several
 * renders at once (site/server-render.ts's RENDERS_AT_ONCE), each waiting for its data in turn, so none of this may
 * live in a module variable that a render sets: another render would read it meanwhile (its transport decides
 * whether that page may be kept for other visitors; its settings name the other host). entry-server.tsx keeps each
 * render's scope in an AsyncLocalStorage (node:async_hooks, so server only: nothing here imports it) and tells this
 * module, once when it loads, how to read the current one. In the browser there is no render scope.
 */
import type { CompiledMessage } from '../../shared/i18n/compile.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/** How a request reaches the server: the browser's fetch, or the app itself during a server render (lib/api.ts). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Settings the server writes into the page (REGISTER_FORM_URL, CONTACT_EMAIL, MAX_IMAGE_MB, SITE_TIME_ZONE), with
 * the same defaults.
 */
export interface SiteConfig {
  /** Where a canoe is documented: a path of this site (the share form) or an outside form or mailto: link. */
  registerFormUrl: string;
  contactEmail: string;
  /** The largest image the server takes, in megabytes. */
  maxImageMb: number;
  /** The largest recording the server takes, in megabytes (decision 035); absent in old pages. */
  maxRecordingMb?: number;
  /** The largest recording the share form takes, in megabytes; absent in old pages. */
  maxSharedRecordingMb?: number;
  /** The IANA zone every moment is shown in (shared/site-time.ts). */
  timeZone: string;
  /** The site sends no email (neither SMTP_URL nor MAIL_OUTBOX_DIR): nobody can follow by email. */
  noEmail?: boolean;
  /** Scheme and host of the site (PUBLIC_URL or the page's own), for permanent links; absent in old pages. */
  siteUrl?: string;
  /** The page's language (its address says it: `/haw/…`); English when absent. */
  language?: Language;
  /** The page language's translations, compiled, by message id (none for English). */
  messages?: Record<string, CompiledMessage>;
  /** How far the Hawaiian interface is: messages reviewed, and all the interface's messages. */
  translated?: { reviewed: number; total: number };
}

export interface RenderScope {
  /** Answers `/api/...` requests (the server injects them into itself, as a visitor). */
  fetchApi: ApiTransport;
  /** The server's sanitiser: stored rich text is cleaned again as the page is rendered (lib/sanitize.ts). */
  sanitizeHtml: (html: string) => string;
  /** What the page's `<script id="site-config">` says, so the server renders what the browser will. */
  siteConfig: SiteConfig;
}

let current: () => RenderScope | undefined = () => undefined;

/** Set once, by the server render's bundle as it loads: where the render under way keeps its scope. */
export function readRenderScopeFrom(read: () => RenderScope | undefined) {
  current = read;
}

/** The scope of the server render under way here, or undefined (in the browser, or outside a render). */
export const renderScope = (): RenderScope | undefined => current();
