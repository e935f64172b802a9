/**
 * The visitor's experience: phones, the photo band and placeholder, the photos, printing, and the
 * header's Races; at a desktop's width and a 390-pixel phone's.
 */
import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup, withoutServerRender } from './support/fixtures.ts';

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };
const WIDTHS = [DESKTOP, PHONE];

/** Whether an element lies wholly within the phone screen's width (wherever it is down the page). */
async function withinScreenWidth(locator: Locator) {
  const box = await locator.boundingBox();
  return box !== null && box.x >= 0 && box.x + box.width <= PHONE.width;
}

/** How wide the page is, scrolled to its right edge. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function ids(request: APIRequestContext) {
  return {
    canoe: await lookup.canoe(request, KNOWN.canoes.hokulea),
    owner: await lookup.owner(request, KNOWN.stewards.club),
    maker: await lookup.maker(request, KNOWN.makers.carver),
    race: await lookup.race(request, KNOWN.races.sprint),
  };
}

test.describe('On a 390-pixel phone', () => {
  test.use({ viewport: PHONE });

  test('no public page is wider than the screen', async ({ page, request }) => {
    test.setTimeout(120_000);
    const { canoe, owner, maker, race } = await ids(request);
    const tabs = ['names', 'ownership', 'restorations', 'races', 'media'];
    const pages = [
      '/',
      '/canoes',
      '/canoes?view=list',
      `/canoes/${canoe}`,
      ...tabs.map((tab) => `/canoes/${canoe}?tab=${tab}`),
      `/canoes/${canoe}/photos`,
      '/owners',
      '/owners?view=list',
      `/owners/${owner}`,
      '/makers',
      '/makers?view=list',
      `/makers/${maker}`,
      '/races',
      `/races/${race}`,
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/sitemap',
      '/open-data',
      '/login',
    ];
    const tooWide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const width = await pageWidth(page);
      if (width > PHONE.width) tooWide.push(`${path}: ${width} px`);
    }
    expect(tooWide).toEqual([]);
  });

  test('the registry list, race results and race history stack their rows', async ({ page, request }) => {
    const { canoe, race } = await ids(request);
    await page.goto(`/canoes?view=list&q=${encodeURIComponent(KNOWN.canoes.manuKai)}`);
    const table = page.getByRole('table');
    const row = table.getByRole('row').filter({ hasText: KNOWN.canoes.manuKai });
    // Each cell under its column's name, the whole row inside the screen.
    await expect(row.getByRole('cell', { name: /Fishing Canoe/ })).toHaveAttribute('data-label', 'Type');
    expect(await withinScreenWidth(row)).toBe(true);
    expect(await withinScreenWidth(row.getByText('Fishing Canoe'))).toBe(true);
    await expectAccessible(page);
    // The canoe's name is a link to its page.
    await row.getByRole('link', { name: KNOWN.canoes.manuKai, exact: true }).click();
    await expect(page).toHaveURL(/\/canoes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN.canoes.manuKai);

    await page.goto(`/races/${race}`);
    const result = page.getByRole('table').getByRole('row').nth(1);
    expect(await withinScreenWidth(result.getByText('00:09:41'))).toBe(true);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    await page.goto(`/canoes/${canoe}?tab=races`);
    const history = page.getByRole('tabpanel', { name: 'Race History' }).getByRole('table');
    await expect(history.getByText('00:09:41')).toBeVisible();
    expect(await withinScreenWidth(history.getByText('00:09:41'))).toBe(true);
    await expectAccessible(page);
  });

  test('the open canoe tab is scrolled into view', async ({ page, request }) => {
    const { canoe } = await ids(request);
    await page.goto(`/canoes/${canoe}?tab=media`);
    const tabs = page.getByRole('tablist', { name: 'Canoe information' });
    const media = page.getByRole('tab', { name: 'Media' });
    await expect(media).toHaveAttribute('aria-selected', 'true');
    // The tab row scrolls sideways: the open tab lies wholly inside it, and inside the screen.
    const shownInRow = async (name: string) => {
      const row = (await tabs.boundingBox())!;
      const tab = (await page.getByRole('tab', { name }).boundingBox())!;
      return tab.x >= row.x && tab.x + tab.width <= row.x + row.width && tab.x + tab.width <= PHONE.width;
    };
    await expect.poll(() => shownInRow('Media')).toBe(true);
    expect(await shownInRow('Details')).toBe(false);
    // And back to the first when Details is opened again.
    await page.getByRole('tab', { name: 'Details' }).click();
    await expect.poll(() => shownInRow('Details')).toBe(true);
  });

  test('Races is in the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'Races' })).toBeInViewport({ ratio: 1 });
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    await menu.getByRole('link', { name: 'Races' }).click();
    await expect(page).toHaveURL('/races');
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toHaveCount(0);
  });
});

test.describe('Photos, at a desktop width and on a phone', () => {
  for (const viewport of WIDTHS) {
    test(`a canoe without a photo says none has been shared yet (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(`/canoes?q=${encodeURIComponent(KNOWN.canoes.namaka)}`);
      const card = page.getByRole('article').filter({ hasText: KNOWN.canoes.namaka });
      await expect(card.getByTestId('no-photo')).toHaveText('No photo has been shared yet');
      await expect(card.getByTestId('image-placeholder')).toHaveCount(0);
      await expectAccessible(page);

      await card.getByRole('link', { name: /^View Details/ }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN.canoes.namaka);
      const band = page.getByTestId('no-photo');
      await expect(band).toHaveText('No photo has been shared yet');
      await expect(band).toBeVisible();
      await expectAccessible(page);
    });

    test(`the photo band is cropped around the photo's focal point (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      const [first] = (await (await request.get(`/api/canoes/${id}/media`)).json()) as {
        focal_point: { x: number; y: number };
      }[];
      await page.goto(`/canoes/${id}`);
      const hero = page.getByRole('img', { name: 'Hōkūleʻa caption 1', exact: true }).first();
      await expect(hero).toHaveCSS('object-position', `${first.focal_point.x}% ${first.focal_point.y}%`);
    });

    test(`a Media tab photo opens the viewer; a thumbnail opens it full size (${viewport.width} px)`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      await page.goto(`/canoes/${id}?tab=media`);
      await page
        .getByRole('tabpanel', { name: 'Media' })
        .getByRole('link', { name: 'Open photo 2 in the photo viewer: Hōkūleʻa caption 2' })
        .click();
      await expect(page).toHaveURL(new RegExp(`/canoes/${id}/photos\\?photo=\\d+$`));
      await expect(page.getByRole('main').getByText(/^Photo \d of \d$/)).toHaveText('Photo 2 of 3');
      await expect(page.getByRole('region', { name: 'Current photo' })).toContainText('Taken: July 1981');
      await expect(page.getByText('Photos of this canoe shared with the registry.')).toBeVisible();
      await expect(page.getByText('Upload and manage photos')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Photos');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).not.toContainText('Media');

      await page.getByRole('button', { name: 'View photo 3 full size: Hōkūleʻa caption 3' }).click();
      const overlay = page.getByRole('dialog', { name: 'Hōkūleʻa caption 3' });
      await expect(overlay).toBeVisible();
      await expect(overlay).toContainText('Uploaded by:');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(viewport.width);
    });
  }
});

test.describe('Printing', () => {
  for (const viewport of WIDTHS) {
    test(`canoe, steward and maker pages print as the record with its permanent link (${viewport.width} px)`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.setViewportSize(viewport);
      const { canoe, owner, maker } = await ids(request);
      for (const [path, heading] of [
        [`/canoes/${canoe}`, KNOWN.canoes.hokulea],
        [`/owners/${owner}`, KNOWN.stewards.club],
        [`/makers/${maker}`, KNOWN.makers.carver],
      ]) {
        await page.emulateMedia({ media: 'screen' });
        await page.goto(path);
        await expect(page.getByText(/Permanent link:/)).toBeHidden();
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page.getByRole('banner')).toBeHidden();
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
        await expect(page.getByRole('contentinfo')).toBeHidden();
        await expect(page.getByRole('textbox', { name: 'Email address' })).toBeHidden();
        for (const button of await page.getByRole('button').all()) await expect(button).toBeHidden();
        await expect(page.getByText(`Permanent link: ${baseURL}${path}`)).toBeVisible();
      }
      await page.emulateMedia({ media: 'screen' });
    });
  }
});

test('Races is in the header at a desktop width', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Races' }).click();
  await expect(page).toHaveURL('/races');
  await expect(nav.getByRole('link', { name: 'Races' })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('a page, hydrated or rendered in the browser, starts without a warning or error', async ({
  page,
  request,
}) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
  // Served rendered (hydrated), then as the bare shell the browser renders itself, as on administrators' pages.
  await page.goto(`/canoes/${id}`);
  await withoutServerRender(page);
  await page.goto(`/canoes/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN.canoes.hokulea);
  await page.goto('/races');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(messages.filter((message) => /^(warning|error):/.test(message))).toEqual([]);
});

test('a public page loads at most six scripts before it is ready, each named in its head', async ({
  page,
  request,
}) => {
  const { canoe, owner, maker } = await ids(request);
  // When the app marks the page ready (`<html data-ready>`), by the browser's clock.
  await page.addInitScript(() => {
    new MutationObserver((_changes, observer) => {
      if (document.documentElement.dataset.ready === undefined) return;
      (window as unknown as { readyAt: number }).readyAt = Date.now();
      observer.disconnect();
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
  });
  for (const path of [
    '/',
    '/canoes',
    `/canoes/${canoe}`,
    `/canoes/${canoe}/photos`,
    '/owners',
    `/owners/${owner}`,
    '/makers',
    `/makers/${maker}`,
  ]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const named = new Set(
      [
        ...head.matchAll(
          /<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g,
        ),
      ].map((match) => match[1]),
    );
    const fetched: Request[] = [];
    page.on('request', (asked) => {
      if (asked.resourceType() === 'script') fetched.push(asked);
    });
    await page.goto(path);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const readyAt = await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt);
    await page.waitForLoadState('networkidle');
    page.removeAllListeners('request');
    // What the page asked for before it was ready (by the browser's clock): what it needs before it can be used.
    const beforeReady = fetched
      .filter((asked) => asked.timing().startTime <= readyAt)
      .map((asked) => new URL(asked.url()).pathname);
    // Every script the page ran before it was ready was named in the HTML: fetched at once, not a step later.
    expect(
      beforeReady.filter((file) => !named.has(file)),
      path,
    ).toEqual([]);
    // And few of them: small shared parts travel inside the chunks that use them (decision 023).
    expect(beforeReady.length, `${path}: ${beforeReady.join(', ')}`).toBeLessThanOrEqual(6);
  }
});
