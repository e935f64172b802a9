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

/**
 * A place's page (decision 030): the known data has none, so an administrator adds one the first time it is
 * needed (found by its name after that). On Kauaʻi, where no other test puts a place, with its point shown.
 */
const WAIMEA = {
  name: 'Waimea',
  island: 'kauai',
  moku: 'Kona',
  latitude: 21.9567,
  longitude: -159.6717,
  precision: 'exact',
};
async function waimea(request: APIRequestContext): Promise<string> {
  const found = (await (await request.get('/api/places?island=kauai&q=waimea')).json()) as {
    place_id: number;
  }[];
  if (found.length) return `/places/${found[0].place_id}`;
  const { email, password } = KNOWN.accounts.admin;
  const headers = { 'X-Requested-With': 'fetch' };
  expect((await request.post('/api/auth/login', { data: { email, password }, headers })).status()).toBe(200);
  const created = await request.post('/api/places', { data: WAIMEA, headers });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/auth/logout', { headers });
  return `/places/${((await created.json()) as { place_id: number }).place_id}`;
}

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
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.hokulea)}/photos`,
    heading: `Photos for ${KNOWN.canoes.hokulea}`,
    shows: [],
  },
  {
    name: 'canoe timeline',
    path: async (request) => `/canoes/${await lookup.canoe(request, KNOWN.canoes.hokulea)}/timeline`,
    heading: `Timeline of ${KNOWN.canoes.hokulea}`,
    shows: [],
  },
  { name: 'through the years', path: fixed('/through-the-years'), heading: 'Through the Years', shows: [] },
  { name: 'places', path: fixed('/places'), heading: 'Places', shows: ['Places by island', 'Molokaʻi'] },
  {
    name: 'island',
    path: fixed('/places/islands/kauai'),
    heading: 'Canoes of Kauaʻi',
    shows: ['Places on Kauaʻi', 'Find the canoes of Kauaʻi in the registry'],
  },
  { name: 'place', path: waimea, heading: 'Waimea', shows: ['About this place', 'Kauaʻi', 'On the map'] },
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

  test('the share form says at its top that it needs JavaScript, and cannot be sent without it', async ({
    page,
  }) => {
    await page.goto('/share');
    const notice = page.getByText('Sending this form needs JavaScript');
    await expect(notice).toBeVisible();
    // Before any field: above the form's first section and its first control.
    const noticeBox = await notice.boundingBox();
    const firstField = await page.getByRole('main').getByRole('radio').first().boundingBox();
    const firstSection = await page.getByRole('heading', { name: 'What are you sharing?' }).boundingBox();
    expect(noticeBox && firstField && firstSection).toBeTruthy();
    expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(firstSection!.y);
    expect(noticeBox!.y).toBeLessThan(firstField!.y);
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  test("a canoe's tabs are links to their own address, which opens that tab", async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`);
    const names = page.getByRole('tab', { name: 'Name History', exact: true });
    await expect(names).toHaveAttribute('href', `/canoes/${id}?tab=names`);
    await names.click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=names`);
    await expect(names).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Name History' })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText(KNOWN.canoes.hokuleaFormer);
    // Details keeps the plain address.
    const details = page.getByRole('tab', { name: 'Details', exact: true });
    await expect(details).toHaveAttribute('href', `/canoes/${id}`);
    await details.click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(details).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
  });

  test("a steward's and a maker's tabs open without JavaScript", async ({ page, request }) => {
    const owner = await lookup.owner(request, KNOWN.stewards.club);
    await page.goto(`/owners/${owner}`);
    await page.getByRole('tab', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(`/owners/${owner}?tab=history`);
    await expect(page.getByRole('tab', { name: 'History', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const maker = await lookup.maker(request, KNOWN.makers.carver);
    await page.goto(`/makers/${maker}`);
    await page.getByRole('tab', { name: /^Canoes/ }).click();
    await expect(page).toHaveURL(`/makers/${maker}?tab=canoes`);
    await expect(page.getByRole('heading', { level: 2, name: 'Canoes', exact: true })).toBeVisible();
  });

  test('the photo count opens the Media tab', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`);
    await page.getByRole('link', { name: '3 photos' }).click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=media`);
    await expect(page.getByRole('heading', { level: 2, name: 'Media' })).toBeVisible();
    await expect(page.getByText('Hōkūleʻa caption 1')).toBeVisible();
  });

  test("the phone's menu opens and its links work", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    // Without the app the toggle is the <details>' own summary, which has no role to find it by.
    await page.getByRole('banner').locator('summary').click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      'Canoes',
      'Stewards',
      'Makers',
      'Races',
      'Places',
      'About',
    ]);
    await menu.getByRole('link', { name: 'Makers' }).click();
    await expect(page).toHaveURL('/makers');
    await expect(page.getByRole('heading', { level: 1, name: 'Makers' })).toBeVisible();
  });

  test("Enter in the registry's search shows the canoes it finds", async ({ page }) => {
    await page.goto('/canoes');
    await expect(page.getByRole('link', { name: KNOWN.canoes.hokulea }).first()).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search canoes or owners' }).fill('pueo');
    await page.getByRole('searchbox', { name: 'Search canoes or owners' }).press('Enter');
    await expect(page).toHaveURL(/\/canoes\?q=pueo/);
    await expect(page.getByText('1 canoe found')).toBeVisible();
    await expect(page.getByRole('link', { name: KNOWN.canoes.pueo }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: KNOWN.canoes.hokulea })).toHaveCount(0);
    // The search stays in its box, and the type can be chosen and sent with the Search button.
    await expect(page.getByRole('searchbox', { name: 'Search canoes or owners' })).toHaveValue('pueo');
  });

  test('the stewards, makers and races searches filter without JavaScript', async ({ page }) => {
    await page.goto('/owners');
    await page.getByRole('searchbox', { name: 'Search stewards' }).fill('museum');
    // Shown without JavaScript only: Enter alone does not send a form of several fields.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/owners\?q=museum/);
    await expect(page.getByRole('link', { name: KNOWN.stewards.museum }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: KNOWN.stewards.club })).toHaveCount(0);

    await page.goto('/makers');
    await page.getByRole('searchbox', { name: 'Search makers by name, type or biography' }).fill('leilani');
    await page.getByRole('searchbox', { name: 'Search makers by name, type or biography' }).press('Enter');
    await expect(page.getByRole('link', { name: KNOWN.makers.restorer }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: KNOWN.makers.carver })).toHaveCount(0);

    await page.goto('/races');
    await page.getByRole('searchbox', { name: 'Search races' }).fill('sprint');
    await page.getByRole('searchbox', { name: 'Search races' }).press('Enter');
    await expect(page).toHaveURL(/\/races\?q=sprint/);
    await expect(page.getByRole('link', { name: KNOWN.races.sprint }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: KNOWN.races.channel })).toHaveCount(0);
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

test.describe('with JavaScript', () => {
  test('the share form does not say it needs JavaScript, and the lists offer no Search button', async ({
    page,
  }) => {
    await page.goto('/share');
    await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    await expect(page.getByText('Sending this form needs JavaScript')).toBeHidden();
    for (const path of ['/canoes', '/owners', '/makers', '/races']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.getByRole('search')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    }
  });

  test("a canoe's tab links open in place, change the address, and Back returns to the previous tab", async ({
    page,
    request,
  }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`, { waitUntil: 'networkidle' });
    // A full page load would lose this.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await tab('Restorations').click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=restorations`);
    await expect(tab('Restorations')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Restorations' })).toBeVisible();
    await tab('Race History').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Media')).toBeFocused();
    await page.keyboard.press(' ');
    await expect(page).toHaveURL(`/canoes/${id}?tab=media`);
    await expect(tab('Media')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(page).toHaveURL(`/canoes/${id}?tab=restorations`);
    await expect(tab('Restorations')).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  });

  test('a tab opened with Ctrl+click opens in a new browser tab, on that tab', async ({
    page,
    context,
    request,
  }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`, { waitUntil: 'networkidle' });
    const opened = context.waitForEvent('page');
    await page
      .getByRole('tab', { name: 'Race History', exact: true })
      .click({ modifiers: ['ControlOrMeta'] });
    const other = await opened;
    await expect(other).toHaveURL(`/canoes/${id}?tab=races`);
    await expect(other.getByRole('tab', { name: 'Race History', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The page it was opened from stays where it was.
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(page.getByRole('tab', { name: 'Details', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test("the phone's menu is a button that opens and closes the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
