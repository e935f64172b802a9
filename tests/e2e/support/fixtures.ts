/** What every browser test shares: the axe check and lookups of the known data through the public API. */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { KNOWN as KNOWN_DATA } from './known-data.ts';

export { expect };

export { KNOWN } from './known-data.ts';

/**
 * No axe violations (WCAG 2.1 A and AA rules) on the page as it stands. Axe runs in the page itself (legacy mode):
 * the default opens a second, blank page for every check to merge the results of cross-origin frames, and the
 * archive's pages have no frames.
 */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

async function firstId(request: APIRequestContext, path: string, key: string): Promise<number> {
  const response = await request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  const rows = (await response.json()) as Record<string, number>[];
  expect(rows.length, `a record for ${path}`).toBeGreaterThan(0);
  return rows[0][key];
}

export const lookup = {
  canoe: (request: APIRequestContext, name: string) =>
    firstId(request, `/api/canoes/search?q=${encodeURIComponent(name)}`, 'canoe_id'),
  owner: (request: APIRequestContext, name: string) =>
    firstId(request, `/api/owners?q=${encodeURIComponent(name)}`, 'owner_id'),
  maker: (request: APIRequestContext, name: string) =>
    firstId(request, `/api/makers?q=${encodeURIComponent(name)}`, 'maker_id'),
  race: (request: APIRequestContext, name: string) =>
    firstId(request, `/api/races?q=${encodeURIComponent(name)}`, 'race_id'),
};

/** The API as the signed-in page calls it (with the header writes need): a create must answer 201, a read 2xx. */
export const api = {
  async post<T>(page: Page, path: string, data: unknown): Promise<T> {
    const response = await page.request.post(path, { data, headers: { 'X-Requested-With': 'fetch' } });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  },
  async get<T>(page: Page, path: string): Promise<T> {
    const response = await page.request.get(path);
    expect(response.ok(), `GET ${path}`).toBe(true);
    return (await response.json()) as T;
  },
};

export type Account = keyof typeof KNOWN_DATA.accounts;

/**
 * Sign in as one of the known accounts through the server's real sign-in call (POST /api/auth/login, which sets
 * the session cookie in the page's browser context), without opening the sign-in page: the page itself is tested
 * in sign-in.spec.ts (signInThroughThePage). A page already open is loaded again, so it shows the signed-in keeper.
 */
export async function signIn(page: Page, account: Account) {
  const { email, password } = KNOWN_DATA.accounts[account];
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(response.status(), await response.text()).toBe(200);
  if (page.url() !== 'about:blank') await page.reload();
}

/** Sign in on the sign-in page, as a person does: ends on the page it leads to, with "Sign Out" shown. */
export async function signInThroughThePage(page: Page, account: Account) {
  const { email, password } = KNOWN_DATA.accounts[account];
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
}

/**
 * React's hydration errors, as the production build reports them (#418 text, #419, #421-#425) or a development
 * build spells them out: the page the browser rendered differs from the one the server sent.
 */
const HYDRATION_ERROR =
  /Minified React error #(?:418|419|42[1-5])\b|Hydration failed|hydrating|didn't match|did not match|server rendered/i;

/**
 * Every page a test opens, public or an administrator's, is checked for hydration errors: a page the server
 * rendered must be the page the browser renders first, whoever is signed in (a mismatch throws the server's HTML
 * away and shows a flash of changed content). Reported when the test ends, with the page it happened on.
 */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  const report = (text: string) => {
    if (HYDRATION_ERROR.test(text)) errors.push(`${page.url()}: ${text.split('\n')[0]}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') report(message.text());
  });
  page.on('pageerror', (error) => report(error.message));
  return errors;
}

/**
 * A page whose loads wait until the app has taken over (`<html data-ready>`, set once it is hydrated or rendered):
 * a server-rendered page is visible before its script runs, and a test that clicks or types at once would race
 * it. A load given its own `waitUntil`, or in a browser without JavaScript, waits as it says. Hydration errors on
 * any page fail the test (`watchHydration`).
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const hydrationErrors = watchHydration(page);
    const whenReady = async <T>(load: Promise<T>, waitUntil: string | undefined): Promise<T> => {
      const response = await load;
      if (javaScriptEnabled !== false && waitUntil === undefined) {
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => whenReady(goto(url, options), options?.waitUntil);
    page.reload = (options) => whenReady(reload(options), options?.waitUntil);
    await use(page);
    expect(
      hydrationErrors,
      'hydration errors (the browser’s first render differed from the server’s)',
    ).toEqual([]);
  },
});

/**
 * Public pages arrive rendered by the server with their data (decision 011), so answers `page.route` changes for
 * the browser only matter once the browser asks: when it renders the page itself, as after a client-side
 * navigation or when the server sends the shell. This sends the shell for every page of the test.
 */
export async function withoutServerRender(page: Page) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<div id="root">[\s\S]*<\/div>\s*<script type="application\/json" id="query-state">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response, body });
    },
  );
}

/**
 * Times, in the page itself, how long something is on screen: from the first moment an element matching
 * `selector` (and holding `text`, when given) is in the page to the first moment after that when none is.
 * Measured by a MutationObserver with `performance.now()`, so the figure is the page's own timing, not the test
 * runner's polling (which under CI's load adds a second or more). Start it before the action that shows the
 * element; `read()` waits until the element has come and gone.
 */
export async function timeOnScreen(page: Page, selector: string, text = '') {
  const key = `__onScreen${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ({ key, selector, text }) => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as Record<string, unknown>)[key] = times;
      const look = () => {
        const present = [...document.querySelectorAll(selector)].some((element) =>
          (element.textContent ?? '').includes(text),
        );
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.gone === undefined) {
          times.gone = performance.now();
          observer.disconnect();
        }
      };
      const observer = new MutationObserver(look);
      observer.observe(document.documentElement, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
      look();
    },
    { key, selector, text },
  );
  return {
    /** Milliseconds the element was on screen, once it has come and gone (waits up to `timeout`). */
    async read(timeout = 15_000): Promise<number> {
      const handle = await page.waitForFunction(
        (key) => {
          const times = (window as unknown as Record<string, { shown?: number; gone?: number }>)[key];
          return times.shown !== undefined && times.gone !== undefined ? times.gone - times.shown : null;
        },
        key,
        { timeout },
      );
      return (await handle.jsonValue()) as number;
    },
  };
}

let uniqueSequence = 0;
/**
 * A token unique to this run, so tests never meet each other's records: the time, the worker and a count. The
 * worker is part of it because two workers can ask in the same millisecond (a canoe named twice is refused).
 */
export const uniqueToken = () =>
  `${Date.now().toString(36)}-${process.env.TEST_WORKER_INDEX ?? ''}${(uniqueSequence++).toString(36)}`;
/** `uniqueToken()` after a prefix: "Canoe mx2lmtkt-00". */
export const unique = (prefix: string) => `${prefix} ${uniqueToken()}`;
