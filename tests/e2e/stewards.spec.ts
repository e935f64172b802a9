import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup, withoutServerRender } from './support/fixtures.ts';

const { club, family, museum, empty } = KNOWN.stewards;
const ALL_BY_NAME = [museum, club, family, empty];

const resultsLine = (page: Page) => page.getByRole('status').filter({ hasText: 'found' });
const cardNames = (page: Page) => page.getByRole('article').getByRole('heading', { level: 2 });
const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('Stewards list', () => {
  test('on a phone, asks for each logo on screen once, at the small size it is shown', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const images: { url: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      images.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto('/owners');
    const logo = card(page, club).getByRole('img', { name: `${club} logo` });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(logo).toHaveAttribute('width', '64');
    await expect(logo).toHaveAttribute('height', '64');
    await page.mouse.wheel(0, 4000);
    await page.waitForLoadState('networkidle');

    // The one steward that has a logo, once, at the small size; the header's mark is in the stylesheet.
    expect(images.map((image) => new URL(image.url).pathname)).toEqual([
      `/api/owners/${await lookup.owner(page.request, club)}/logo`,
    ]);
    expect(new URL(images[0].url).searchParams.get('size')).toBe('small');
    expect(images[0].bytes).toBeLessThanOrEqual(6 * 1024);
  });

  test('shows every steward by name with logo, type, canoe count and fleet badges', async ({ page }) => {
    await page.goto('/owners');
    await expect(page).toHaveTitle('Stewards · Koa Canoe Registry');
    await expect(page.getByRole('heading', { level: 1, name: 'Stewards' })).toBeVisible();
    await expect(resultsLine(page)).toHaveText('4 stewards found');
    await expect(cardNames(page)).toHaveText(ALL_BY_NAME);
    await expect(page.getByRole('button', { name: 'Name (ascending)' })).toHaveCount(0); // panel closed

    const clubCard = card(page, club);
    const logo = clubCard.getByRole('img', { name: `${club} logo` });
    await expect(logo).toBeVisible();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(clubCard).toContainText('Club');
    await expect(clubCard).toContainText('4 canoes');
    const fleet = clubCard.getByRole('list', { name: `Current fleet of ${club}` }).getByRole('listitem');
    await expect(fleet).toHaveText([
      KNOWN.canoes.hokulea,
      KNOWN.canoes.kaala,
      KNOWN.canoes.namaka,
      '+1 more',
    ]);
    await expect(clubCard.getByText('+1', { exact: false })).toBeVisible();
    const description = clubCard.getByText('A paddling club on the windward shore');
    await expect(description).toHaveCSS('-webkit-line-clamp', '2');

    const familyCard = card(page, family);
    await expect(familyCard.getByRole('img', { name: `${family} logo (no image)` })).toBeVisible();
    await expect(familyCard).toContainText('Family');
    await expect(familyCard).toContainText('0 canoes');
    await expect(familyCard.getByRole('list')).toHaveCount(0);
    await expect(card(page, museum)).toContainText('1 canoe');
    await expect(card(page, museum).getByRole('listitem')).toHaveText([KNOWN.canoes.manuKai]);
    await expect(card(page, empty)).toContainText('Organization');

    await expect(page.getByRole('heading', { name: 'About Canoe Stewardship' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Learn more about the registry' })).toHaveAttribute(
      'href',
      '/about',
    );
    // Visitors see no admin controls.
    await expect(page.getByRole('link', { name: 'Add New Steward' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await expectAccessible(page);

    await card(page, club).getByRole('link', { name: club }).click();
    await expect(page.getByRole('heading', { level: 1, name: club })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/owners/${await lookup.owner(page.request, club)}`);
  });

  test('what is typed into the server-rendered search box before the script has run is searched', async ({
    page,
  }) => {
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto('/owners', { waitUntil: 'commit' });
    const search = page.getByRole('searchbox', { name: 'Search stewards' });
    await search.fill('kailua');
    release();
    await expect(resultsLine(page)).toHaveText('1 steward found matching "kailua"');
    await expect(search).toHaveValue('kailua');
    await expect(page).toHaveURL(/\?q=kailua$/);
  });

  test('searches folded text on the server, filters by type and keeps both in the URL', async ({ page }) => {
    await page.goto('/owners');
    const search = page.getByRole('searchbox', { name: 'Search stewards' });
    await search.fill('kailua');
    await expect(resultsLine(page)).toHaveText('1 steward found matching "kailua"');
    await expect(cardNames(page)).toHaveText([club]);
    await expect(page).toHaveURL(/\?q=kailua$/);

    await search.fill('ohana');
    await expect(cardNames(page)).toHaveText([family]);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();

    await search.fill('');
    await expect(cardNames(page)).toHaveText(ALL_BY_NAME);
    const type = page.getByRole('combobox', { name: 'Steward type' });
    await expect(type.getByRole('option')).toHaveText([
      'All types',
      'Individual',
      'Club',
      'Organization',
      'Museum',
      'Family',
    ]);
    await type.selectOption({ label: 'Museum' });
    await expect(cardNames(page)).toHaveText([museum]);
    await expect(page).toHaveURL(/type=museum/);

    // A shared link restores the same view.
    await page.goto('/owners?q=hui&type=club');
    await expect(page.getByRole('searchbox', { name: 'Search stewards' })).toHaveValue('hui');
    await expect(page.getByRole('combobox', { name: 'Steward type' })).toHaveValue('club');
    await expect(cardNames(page)).toHaveText([club]);
    await expectAccessible(page);
  });

  test('advanced filters: exact canoe count and sort toggling with direction', async ({ page }) => {
    await page.goto('/owners');
    const toggle = page.getByRole('button', { name: 'Advanced Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Name (ascending)', pressed: true })).toBeVisible();
    await expectAccessible(page);

    const count = page.getByRole('spinbutton', { name: 'Number of canoes' });
    await count.fill('0');
    await expect(resultsLine(page)).toHaveText('2 stewards found');
    await expect(cardNames(page)).toHaveText([family, empty]);
    await expect(page).toHaveURL(/count=0/);
    await count.fill('4');
    await expect(cardNames(page)).toHaveText([club]);
    await count.fill('');
    await expect(cardNames(page)).toHaveText(ALL_BY_NAME);

    await page.getByRole('button', { name: 'Canoes', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Canoes (ascending)', pressed: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Name', exact: true, pressed: false })).toBeVisible();
    await expect(cardNames(page)).toHaveText([family, empty, museum, club]);
    await page.getByRole('button', { name: 'Canoes (ascending)' }).click();
    await expect(page.getByRole('button', { name: 'Canoes (descending)', pressed: true })).toBeVisible();
    await expect(cardNames(page)).toHaveText([club, museum, family, empty]);
    await expect(page).toHaveURL(/sort=canoes&order=desc/);

    // Another key starts ascending.
    await page.getByRole('button', { name: 'Founded', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Founded (ascending)' })).toBeVisible();
    await expect(cardNames(page)).toHaveText([museum, club, family, empty]);
    await page.getByRole('button', { name: 'Type', exact: true }).click();
    await expect(cardNames(page)).toHaveText([club, family, museum, empty]);
    await page.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(cardNames(page)).toHaveText(ALL_BY_NAME);
    await page.getByRole('button', { name: 'Name (ascending)' }).click();
    await expect(page.getByRole('button', { name: 'Name (descending)' })).toBeVisible();
    await expect(cardNames(page)).toHaveText([...ALL_BY_NAME].reverse());
    await expectAccessible(page);

    // Reset: name ascending, every type, any count, no search; then it hides itself.
    await page.getByRole('combobox', { name: 'Steward type' }).selectOption('family');
    await count.fill('0');
    await expect(cardNames(page)).toHaveText([family]);
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(cardNames(page)).toHaveText(ALL_BY_NAME);
    await expect(page.getByRole('button', { name: 'Name (ascending)', pressed: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Steward type' })).toHaveValue('');
    await expect(count).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    expect(new URL(page.url()).search).toBe('');
  });

  test('list view shows a table with contacts and View links only', async ({ page }) => {
    await page.goto('/owners?sort=canoes&order=desc');
    // The shared sort is not hidden in a closed panel.
    await expect(page.getByRole('button', { name: 'Advanced Filters' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Type',
      'Canoes',
      'Contact',
      'Actions',
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([club, museum, family, empty]);
    const clubRow = table.getByRole('row').filter({ hasText: club });
    await expect(clubRow.getByRole('cell')).toHaveText(['Club', '4', /info@huiwaa\.example\.org/, /^View/]);
    await expect(clubRow.getByRole('link', { name: 'info@huiwaa.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@huiwaa.example.org',
    );
    await expect(table.getByRole('link', { name: /^View / })).toHaveCount(4);
    await expect(table.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: empty })).toContainText('Not listed');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(cardNames(page)).toHaveText([club, museum, family, empty]);
  });

  test('empty state with Clear Filters, and the error panel', async ({ page }) => {
    await page.goto('/owners?q=zzzz');
    await expect(page.getByRole('heading', { name: 'No Stewards Found' })).toBeVisible();
    await expect(resultsLine(page)).toHaveText('0 stewards found matching "zzzz"');
    await expect(page.getByRole('link', { name: 'Add New Steward' })).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(cardNames(page)).toHaveText(ALL_BY_NAME);

    await withoutServerRender(page);
    await page.route(
      (url) => url.pathname === '/api/owners',
      (route) => route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.goto('/owners?type=club');
    await expect(page.getByRole('alert')).toContainText(
      'Failed to load steward data. Please try again later.',
    );
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a broken logo falls back to the placeholder', async ({ page }) => {
    await page.route('**/api/owners/*/logo*', (route) => route.abort());
    await page.goto('/owners');
    await expect(card(page, club).getByRole('img', { name: `${club} logo (no image)` })).toBeVisible();
  });
});

const summary = (page: Page) => page.getByRole('region', { name: 'Fleet Summary' });
const thisYear = new Date().getUTCFullYear();

test.describe('Steward detail', () => {
  test('a club: header, current fleet, summary, contact and no admin controls', async ({ page }) => {
    const id = await lookup.owner(page.request, club);
    await page.goto(`/owners/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: club })).toBeVisible();
    await expect(page).toHaveTitle(`${club} · Koa Canoe Registry`);
    const logo = page.getByRole('main').getByRole('img', { name: `${club} logo` });
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('main')).toContainText('4 canoes');
    await expect(page.getByRole('main')).toContainText('Founded 1972');

    await expect(page.getByRole('tab', { name: 'Current Fleet', selected: true })).toBeVisible();
    const fleet = page.getByRole('tabpanel', { name: 'Current Fleet' });
    await expect(fleet.getByRole('heading', { level: 3 })).toHaveCount(4);
    await expect(fleet.getByRole('link', { name: KNOWN.canoes.hokulea })).toHaveAttribute(
      'href',
      `/canoes/${await lookup.canoe(page.request, KNOWN.canoes.hokulea)}`,
    );
    await expect(fleet.getByRole('listitem').filter({ hasText: KNOWN.canoes.kaala })).toContainText(
      /Racing Canoe.*KA-77.*May 1962/,
    );

    await expect(summary(page).getByRole('definition')).toHaveText([
      '4',
      '4',
      '1962',
      String(thisYear - 1962),
    ]);
    await expect(summary(page).getByRole('term')).toHaveText([
      'Current Canoes',
      'Historical Canoes',
      'Earliest Year',
      'Years Active',
    ]);
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.getByRole('link', { name: 'info@huiwaa.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@huiwaa.example.org',
    );
    await expect(contact.getByRole('link', { name: '(808) 555-0100' })).toHaveAttribute(
      'href',
      'tel:8085550100',
    );
    await expect(contact).toContainText('1 Beach Road, Kailua, HI');
    await expect(
      contact.getByRole('link', { name: /huiwaa\.example\.org \(opens in a new tab\)/ }),
    ).toHaveAttribute('href', 'https://huiwaa.example.org');

    // Visitors: only the print action.
    for (const name of ['Edit Steward', 'Edit Profile', 'Register New Canoe']) {
      await expect(page.getByRole('link', { name })).toHaveCount(0);
    }
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print Profile' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page).toHaveURL(`/owners/${id}?tab=history`);
    const history = page.getByRole('tabpanel', { name: 'History' }).getByRole('table');
    await expect(history.getByRole('row')).toHaveCount(5);
    await expect(history.getByRole('row').nth(1)).toContainText(KNOWN.canoes.pueo);
    await expect(history.getByRole('row').nth(1)).toContainText('Present');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page).toHaveURL(`/owners/${id}?tab=about`);
    await expect(page.getByRole('tabpanel', { name: 'About' })).toContainText(
      'A paddling club on the windward shore',
    );
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'History', selected: true })).toBeVisible();
  });

  test('a family with only past canoes: empty fleet, history and summary numbers', async ({ page }) => {
    const id = await lookup.owner(page.request, family);
    await page.goto(`/owners/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: family })).toBeVisible();
    // No logo: the registry's own mark stands in.
    await expect(page.getByRole('main').locator('img[src="/logo.svg"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Canoes in Fleet' })).toBeVisible();
    await expect(summary(page).getByRole('definition')).toHaveText([
      '0',
      '2',
      '1930',
      String(thisYear - 1930),
    ]);
    await expect(page.getByRole('region', { name: 'Contact' })).toContainText('(808) 555-0101');
    await expectAccessible(page);

    await page.goto(`/owners/${id}?tab=history`);
    const rows = page.getByRole('tabpanel', { name: 'History' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(`${KNOWN.canoes.hokulea}HK-0011950June 1980`);
    await expect(rows.nth(2)).toContainText(`${KNOWN.canoes.manuKai}No ID19301990`);
  });

  test('a steward with nothing recorded shows every empty state', async ({ page }) => {
    const id = await lookup.owner(page.request, empty);
    await page.goto(`/owners/${id}`);
    await expect(page.getByRole('heading', { name: 'No Canoes in Fleet' })).toBeVisible();
    await expect(summary(page).getByRole('definition')).toHaveText(['0', '0', 'Unknown', 'Unknown']);
    await expect(page.getByRole('region', { name: 'Contact' })).toContainText(
      'No contact details on record.',
    );
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('heading', { name: 'No Stewardship History' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page.getByRole('heading', { name: 'No Description Available' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a broken logo falls back to the default brand image', async ({ page }) => {
    await page.route('**/api/owners/*/logo*', (route) => route.abort());
    await page.goto(`/owners/${await lookup.owner(page.request, club)}`);
    await expect(page.getByRole('main').locator('img[src="/logo.svg"]')).toBeVisible();
  });

  test('an unknown steward is Owner Not Found, with status 404', async ({ page }) => {
    const api = await page.request.get('/api/owners/999999');
    expect(api.status()).toBe(404);
    const response = await page.goto('/owners/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Owner Not Found' })).toBeVisible();
    await expect(
      page.getByText("The steward you're looking for may have been removed or never existed."),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Stewards' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stewards' })).toBeVisible();
  });

  test('a failed load says so', async ({ page }) => {
    const id = await lookup.owner(page.request, museum);
    await withoutServerRender(page);
    await page.route(
      (url) => url.pathname === `/api/owners/${id}`,
      (route) => route.fulfill({ status: 500, json: { message: 'boom' } }),
    );
    await page.goto(`/owners/${id}`);
    await expect(page.getByRole('alert')).toContainText('Failed to load owner details');
    await expectAccessible(page);
  });
});
