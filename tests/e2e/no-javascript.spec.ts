/**
 * Public pages are rendered on the server (DESIGN.md §Web): with JavaScript off they show their real content and
 * real links; with it on, the browser hydrates that page without errors and without asking for its data again.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, KNOWN, lookup } from './support/fixtures.ts';

interface PageCase {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  heading: string | RegExp;
  /** Text of the page's own data. */
  shows: string[];
}

const fixed = (path: string) => () => Promise.resolve(path);

const PAGES: PageCase[] = [
  { name: 'home', path: fixed('/'), heading: /Keeping the stories of Hawaiʻi/, shows: [] },
  {
    name: 'registry',
    path: fixed('/canoes'),
    heading: 'Canoe Registry',
    shows: [KNOWN.canoes.hokulea, KNOWN.canoes.kaala],
  },
  {
    name: 'registry filtered by the query string',
    path: fixed(`/canoes?q=${encodeURIComponent(KNOWN.canoes.pueo)}`),
    heading: 'Canoe Registry',
    shows: [KNOWN.canoes.pueo],
  },
  {
    name: 'canoe',
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.hokulea)}`,
    heading: KNOWN.canoes.hokulea,
    shows: ['Details', 'How to cite this record', `“${KNOWN.canoes.hokulea}.” Canoe record`],
  },
  {
    name: 'canoe names tab',
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.hokulea)}?tab=names`,
    heading: KNOWN.canoes.hokulea,
    shows: [KNOWN.canoes.hokuleaFormer],
  },
  {
    name: 'canoe with sources',
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.kaala)}`,
    heading: KNOWN.canoes.kaala,
    shows: ['Sources', `[1]${KNOWN.sources.newspaper}`, `[2]${KNOWN.sources.oral}`],
  },
  {
    name: 'canoe names tab with sources',
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.kaala)}?tab=names`,
    heading: KNOWN.canoes.kaala,
    shows: [`[1]${KNOWN.canoes.kaala}: ${KNOWN.sources.name}`],
  },
  {
    name: 'canoe races tab',
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.hokulea)}?tab=races`,
    heading: KNOWN.canoes.hokulea,
    shows: [KNOWN.races.channel],
  },
  {
    name: 'canoe photos',
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.hokulea)}/media/add`,
    heading: `Photos for ${KNOWN.canoes.hokulea}`,
    shows: [],
  },
  { name: 'stewards', path: fixed('/owners'), heading: 'Stewards', shows: [KNOWN.stewards.club] },
  {
    name: 'steward',
    path: async (request) => `/owners/${await lookup.owner(request, KNOWN.stewards.club)}`,
    heading: KNOWN.stewards.club,
    shows: ['How to cite this record', `“${KNOWN.stewards.club}.” Steward record`],
  },
  { name: 'makers', path: fixed('/makers'), heading: 'Makers', shows: [KNOWN.makers.carver] },
  {
    name: 'maker',
    path: async (request) => `/makers/${await lookup.maker(request, KNOWN.makers.carver)}`,
    heading: KNOWN.makers.carver,
    shows: ['How to cite this record', `“${KNOWN.makers.carver}.” Maker record`],
  },
  { name: 'races', path: fixed('/races'), heading: 'Races', shows: [KNOWN.races.channel] },
  {
    name: 'race',
    path: async (request) => `/races/${await lookup.race(request, KNOWN.races.channel)}`,
    heading: KNOWN.races.channel,
    shows: [KNOWN.canoes.hokulea],
  },
  { name: 'about', path: fixed('/about'), heading: 'About the Koa Canoe Registry', shows: [] },
  { name: 'contact', path: fixed('/contact'), heading: 'Contact the Registry', shows: [] },
  { name: 'privacy', path: fixed('/privacy'), heading: 'Privacy Notice', shows: [] },
  { name: 'terms', path: fixed('/terms'), heading: 'Terms of Use', shows: [] },
  {
    name: 'open data',
    path: fixed('/open-data'),
    heading: 'Open Data',
    shows: ['Download the registry as CSV'],
  },
  { name: 'sitemap page', path: fixed('/sitemap'), heading: 'Sitemap', shows: [] },
  {
    name: 'share a story',
    path: fixed('/share'),
    heading: 'Share a Story',
    shows: ['What are you sharing?', 'About you'],
  },
];

async function expectContent(page: Page, { heading, shows }: PageCase) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  for (const text of shows) await expect(page.getByText(text).first()).toBeVisible();
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const item of PAGES) {
    test(`the ${item.name} page shows its content`, async ({ page, request }) => {
      const response = await page.goto(await item.path(request));
      expect(response?.status()).toBe(200);
      await expectContent(page, item);
      // Links are real links: the header's navigation works without the app.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Canoes' }).first()).toHaveAttribute(
        'href',
        '/canoes',
      );
    });
  }

  test('the share form says it needs JavaScript and cannot be sent without it', async ({ page }) => {
    await page.goto('/share');
    await expect(page.getByText('Sending this form needs JavaScript')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  test('links to records are real links that open the record', async ({ page, request }) => {
    await page.goto('/canoes');
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const link = page.getByRole('link', { name: KNOWN.canoes.hokulea }).first();
    await expect(link).toHaveAttribute('href', `/canoes/${id}`);
    await link.click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: KNOWN.canoes.hokulea })).toBeVisible();
  });

  test('a missing record shows Canoe Not Found with status 404', async ({ page }) => {
    const response = await page.goto('/canoes/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Canoe Not Found' })).toBeVisible();
  });

  test("the canoe page's first photo is fetched first and sized before it loads", async ({
    page,
    request,
  }) => {
    await page.goto(`/canoes/${await lookup.canoe(request, KNOWN.canoes.hokulea)}`);
    const hero = page.locator('img[fetchpriority="high"]').first();
    await expect(hero).toBeAttached();
    for (const image of await page.locator('main img').all()) {
      const sized = await image.evaluate(
        (img) =>
          (img.hasAttribute('width') && img.hasAttribute('height')) ||
          getComputedStyle(img).aspectRatio !== 'auto' ||
          getComputedStyle(img).position === 'absolute' ||
          img.getBoundingClientRect().height > 0,
      );
      expect(sized).toBe(true);
    }
  });
});

/**
 * Requests for a page's data: not the session (never in the server render), not the share form's challenge (a new
 * one for each form, fetched when it opens in the browser) and not images.
 */
const isDataRequest = (url: string) =>
  url.includes('/api/') &&
  !url.includes('/api/auth/') &&
  !url.includes('/api/submissions/challenge') &&
  !/\/(image|logo|picture)(\?|$)/.test(url);

test.describe('hydrated', () => {
  for (const item of PAGES) {
    test(`the ${item.name} page hydrates without errors or refetching its data`, async ({
      page,
      request,
    }) => {
      const path = await item.path(request);
      const problems: string[] = [];
      const dataRequests: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (req) => {
        if (isDataRequest(req.url())) dataRequests.push(req.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expectContent(page, item);
      expect(problems).toEqual([]);
      expect(dataRequests).toEqual([]);
    });
  }
});
