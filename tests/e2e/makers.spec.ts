import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup, withoutServerRender } from './support/fixtures.ts';

const { carver, restorer, idle } = KNOWN.makers;
const BY_NAME = [idle, restorer, carver];

const resultsLine = (page: Page) => page.getByRole('status').filter({ hasText: 'found' });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('Makers list', () => {
  test('shows every maker with picture, type, canoe count and a plain-text biography', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/makers');
    await expect(page).toHaveTitle('Makers · Koa Canoe Registry');
    await expect(page.getByRole('heading', { level: 1, name: 'Makers' })).toBeVisible();
    await expect(resultsLine(page)).toHaveText('3 makers found');
    await expect(cardNames(page)).toHaveText(BY_NAME);

    const carverCard = card(page, carver);
    const picture = carverCard.getByRole('img', { name: `Picture of ${carver}` });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(carverCard).toContainText('Carver');
    await expect(carverCard).toContainText('2 canoes');
    const biography = carverCard.getByText('A carver from Kona known for light hulls.', { exact: true });
    await expect(biography).toHaveCSS('-webkit-line-clamp', '3');
    await expect(carverCard).not.toContainText('alert');
    await expect(carverCard.locator('strong, script')).toHaveCount(0);

    const idleCard = card(page, idle);
    await expect(idleCard.getByRole('img', { name: `Picture of ${idle} (no image)` })).toBeVisible();
    await expect(idleCard).toContainText('Apprentice');
    await expect(idleCard).toContainText('0 canoes');
    await expect(card(page, restorer)).toContainText('Restorer');
    await expect(card(page, restorer)).toContainText('1 canoe');

    await expect(page.getByRole('link', { name: 'Add New Maker' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await expectAccessible(page);
    expect(dialogs).toEqual([]);

    await card(page, carver).getByRole('link', { name: carver }).click();
    await expect(page.getByRole('heading', { level: 1, name: carver })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/makers/${await lookup.maker(page.request, carver)}`);
  });

  test('searches name, type and biography on the server, folded, and filters by type', async ({ page }) => {
    await page.goto('/makers');
    const search = page.getByRole('searchbox', { name: 'Search makers by name, type or biography' });
    await search.fill('pahoa');
    await expect(resultsLine(page)).toHaveText('1 maker found matching "pahoa"');
    await expect(cardNames(page)).toHaveText([restorer]);
    await expect(page).toHaveURL(/\?q=pahoa$/);
    await search.fill('kona');
    await expect(cardNames(page)).toHaveText([carver]);
    await search.fill('apprentice');
    await expect(cardNames(page)).toHaveText([idle]);
    await search.fill('');
    await expect(cardNames(page)).toHaveText(BY_NAME);

    const type = page.getByRole('combobox', { name: 'Maker type' });
    await expect(type.getByRole('option')).toHaveText([
      'All types',
      'Carver',
      'Restorer',
      'Designer',
      'Master',
      'Apprentice',
    ]);
    await type.selectOption({ label: 'Restorer' });
    await expect(cardNames(page)).toHaveText([restorer]);
    await expect(page).toHaveURL(/type=restorer/);
    await expectAccessible(page);
  });

  test('sorts by name, type or date, flipping the active key', async ({ page }) => {
    await page.goto('/makers');
    await expect(page.getByRole('button', { name: 'Name (ascending)', pressed: true })).toBeVisible();
    await page.getByRole('button', { name: 'Name (ascending)' }).click();
    await expect(page.getByRole('button', { name: 'Name (descending)', pressed: true })).toBeVisible();
    await expect(cardNames(page)).toHaveText([...BY_NAME].reverse());

    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Type (ascending)', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Name', exact: true, pressed: false })).toBeVisible();
    await expect(cardNames(page)).toHaveText([idle, carver, restorer]);
    await page.getByRole('button', { name: 'Type (ascending)' }).click();
    await expect(cardNames(page)).toHaveText([restorer, carver, idle]);
    await expect(page).toHaveURL(/sort=type&order=desc/);

    await page.getByRole('button', { name: 'Date Added', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Date Added (ascending)' })).toBeVisible();
    await expect(cardNames(page)).toHaveText([carver, restorer, idle]);
    await page.getByRole('button', { name: 'Date Added (ascending)' }).click();
    await expect(cardNames(page)).toHaveText([idle, restorer, carver]);
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'Maker type' }).selectOption('carver');
    await expect(cardNames(page)).toHaveText([carver]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(cardNames(page)).toHaveText(BY_NAME);
    await expect(page.getByRole('button', { name: 'Name (ascending)', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('list view: a table with View links and no Edit for visitors', async ({ page }) => {
    await page.goto('/makers');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Type', 'Canoes', 'Added', 'Actions']);
    await expect(table.getByRole('rowheader')).toHaveText(BY_NAME);
    await expect(table.getByRole('row').filter({ hasText: carver }).getByRole('cell').nth(0)).toHaveText(
      'Carver',
    );
    await expect(table.getByRole('link', { name: /^View / })).toHaveCount(3);
    await expect(table.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('empty state with Clear Filters, and the error panel', async ({ page }) => {
    await page.goto('/makers?q=zzzz&type=carver');
    await expect(page.getByRole('heading', { name: 'No Makers Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Maker' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(cardNames(page)).toHaveText(BY_NAME);

    await withoutServerRender(page);
    await page.route(
      (url) => url.pathname === '/api/makers',
      (route) => route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.goto('/makers?type=master');
    await expect(page.getByRole('alert')).toContainText('Failed to load maker data. Please try again later.');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('Maker detail', () => {
  test('a carver: sanitised biography, canoes with contributions, no admin controls', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const id = await lookup.maker(page.request, carver);
    await page.goto(`/makers/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: carver })).toBeVisible();
    await expect(page).toHaveTitle(`${carver} · Koa Canoe Registry`);
    const picture = page.getByRole('main').getByRole('img', { name: `Picture of ${carver}` });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('main')).toContainText('Carver');
    await expect(page.getByRole('tab', { name: 'About', selected: true })).toBeVisible();
    const about = page.getByRole('tabpanel', { name: 'About' });
    await expect(about.locator('strong')).toHaveText('light hulls');
    await expect(page.getByRole('main').locator('script')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Edit Maker' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Canoes (2)' }).click();
    await expect(page).toHaveURL(`/makers/${id}?tab=canoes`);
    const rows = page.getByRole('tabpanel').getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: KNOWN.canoes.hokulea }).getByRole('cell')).toHaveText([
      KNOWN.canoes.hokulea,
      'Voyaging Canoe',
      'Lead carver',
    ]);
    await expect(rows.filter({ hasText: KNOWN.canoes.kaala }).getByRole('cell')).toHaveText([
      KNOWN.canoes.kaala,
      'Racing Canoe',
      'Not recorded',
    ]);
    await expect(page.getByRole('link', { name: KNOWN.canoes.kaala })).toHaveAttribute(
      'href',
      `/canoes/${await lookup.canoe(page.request, KNOWN.canoes.kaala)}`,
    );
    await expect(page.getByRole('heading', { name: 'Restorations' })).toHaveCount(0);
    await expectAccessible(page);
    expect(dialogs).toEqual([]);
  });

  test('a restorer: the restorations they did', async ({ page }) => {
    await page.goto(`/makers/${await lookup.maker(page.request, restorer)}?tab=canoes`);
    await expect(page.getByRole('tab', { name: 'Canoes (1)', selected: true })).toBeVisible();
    // One count: the canoe they restored is the badge's canoe, and the list's.
    await expect(page.getByRole('main').getByText('1 canoe', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Restorations' })).toBeVisible();
    const item = page.getByRole('tabpanel').getByRole('listitem');
    await expect(item).toContainText(KNOWN.canoes.hokulea);
    await expect(item).toContainText('March 1, 1990');
    await expect(item).toContainText('Hull re-lashed and refinished');
    await expect(page.getByRole('tabpanel').getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a maker with nothing recorded shows both empty states', async ({ page }) => {
    await page.goto(`/makers/${await lookup.maker(page.request, idle)}`);
    await expect(page.getByRole('heading', { level: 1, name: idle })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('img', { name: `Picture of ${idle} (no image)` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Biography Available' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Canoes' }).click();
    await expect(page.getByRole('heading', { name: 'No Canoes Yet' })).toBeVisible();
    await expectAccessible(page);
  });

  test('an unknown maker is Maker Not Found, with status 404', async ({ page }) => {
    expect((await page.request.get('/api/makers/999999')).status()).toBe(404);
    const response = await page.goto('/makers/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Maker Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Maker Not Found · Koa Canoe Registry');
    await expectAccessible(page);
  });

  test('a failed load offers the way back', async ({ page }) => {
    await withoutServerRender(page);
    const id = await lookup.maker(page.request, restorer);
    await page.route(
      (url) => url.pathname === `/api/makers/${id}`,
      (route) => route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.goto(`/makers/${id}`);
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load maker details. Please try again later.',
    );
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Makers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Makers' })).toBeVisible();
  });
});
