import type { Page, Route } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup, withoutServerRender } from './support/fixtures.ts';

const { channel, sprint, empty } = KNOWN.races;

/** The race cards of the list, in the order shown. */
const raceCards = (page: Page) => page.getByRole('main').getByRole('list').first().getByRole('listitem');
const card = (page: Page, name: string) =>
  raceCards(page).filter({ has: page.getByRole('link', { name, exact: true }) });

/** Sign-in is not built yet: the server is told nothing, the page is told it has an admin. */
async function actAsAdmin(page: Page) {
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({
      json: {
        user: {
          name: 'Admin',
          email: 'admin@example.org',
          groups: ['admin'],
          is_admin: true,
          is_people_admin: true,
        },
        providers: { password: true, oidc: false },
      },
    }),
  );
}

test.describe('Races list', () => {
  test('shows every race, newest first, with its date, place and number of entries', async ({ page }) => {
    await page.goto('/races');
    await expect(page.getByRole('heading', { level: 1, name: 'Races' })).toBeVisible();
    await expect(page).toHaveTitle(/^Races · /);
    await expect(page.getByText('3 races found')).toBeVisible();
    await expect(raceCards(page).getByRole('heading')).toHaveText([empty, sprint, channel]);

    await expect(card(page, channel)).toContainText('October 13, 2019');
    await expect(card(page, channel)).toContainText('Molokaʻi to Oʻahu');
    await expect(card(page, channel)).toContainText('2 entries');
    await expect(card(page, sprint)).toContainText('1 entry');
    await expect(card(page, empty)).toContainText('No entries');

    // A visitor gets no admin controls and, with three races, no pager.
    await expect(page.getByRole('link', { name: 'Add New Race' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test("search folds Hawaiian spelling: 'kaiwi' finds the Kaʻiwi race, and the search is in the address", async ({
    page,
  }) => {
    await page.goto('/races');
    await page.getByLabel('Search races').fill('kaiwi');
    await expect(page).toHaveURL('/races?q=kaiwi');
    await expect(page.getByText('1 race found matching "kaiwi"')).toBeVisible();
    await expect(raceCards(page).getByRole('heading')).toHaveText([channel]);

    await page.reload();
    await expect(page.getByLabel('Search races')).toHaveValue('kaiwi');
    await expect(raceCards(page).getByRole('heading')).toHaveText([channel]);
  });

  test('the year filter shows only that year, and Back returns to every year', async ({ page }) => {
    await page.goto('/races');
    await expect(page.getByText('3 races found')).toBeVisible();
    const year = page.getByLabel('Year', { exact: true });
    await expect(year.getByRole('option')).toHaveText(['All Years', '2022', '2021', '2019']);
    await year.selectOption('2021');
    await expect(page).toHaveURL('/races?year=2021');
    await expect(page.getByText('1 race found in 2021')).toBeVisible();
    await expect(raceCards(page).getByRole('heading')).toHaveText([sprint]);

    await page.goBack();
    await expect(page.getByText('3 races found')).toBeVisible();
    await expect(year).toHaveValue('');
  });

  test('nothing found: the empty state, and Clear Filters brings every race back', async ({ page }) => {
    await page.goto('/races?year=2019');
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2019');
    await page.getByLabel('Search races').fill('sprint');
    await expect(page.getByRole('heading', { name: 'No Races Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search.')).toBeVisible();
    await expect(page.getByText('0 races found matching "sprint" in 2019')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/races');
    await expect(page.getByText('3 races found')).toBeVisible();
    await expect(page.getByLabel('Search races')).toHaveValue('');
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
  });

  test('a failed load shows the error with Try Again, which reloads the page', async ({ page }) => {
    await withoutServerRender(page);
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/races',
      (route: Route) =>
        fail ? route.fulfill({ status: 500, json: { message: 'Database unavailable' } }) : route.fallback(),
    );
    await page.goto('/races');
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Failed to load races. Please try again later.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Races' })).toBeVisible();
    await expectAccessible(page);

    fail = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByText('3 races found')).toBeVisible();
  });

  test('more than 24 races: the pager moves through pages kept in the address', async ({ page }) => {
    await withoutServerRender(page);
    const total = 30;
    const fakeRace = (n: number) => ({
      race_id: 1000 + n,
      name: `Test Race ${String(n).padStart(2, '0')}`,
      date: '2020-01-01',
      year: 2020,
      location: 'Somewhere',
      description: null,
      participant_count: 0,
    });
    await page.route(
      (url) => url.pathname === '/api/races',
      (route: Route) => {
        const url = new URL(route.request().url());
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? total);
        const rows = Array.from({ length: total }, (_, i) => fakeRace(i + 1)).slice(offset, offset + limit);
        return route.fulfill({ json: rows, headers: { 'X-Total-Count': String(total) } });
      },
    );
    await page.goto('/races');
    await expect(page.getByText('30 races found')).toBeVisible();
    await expect(raceCards(page)).toHaveCount(24);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText('Page 1 of 2');
    await expect(pager.getByRole('link', { name: 'Previous' })).toBeDisabled();

    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL('/races?page=2');
    await expect(pager).toContainText('Page 2 of 2');
    await expect(raceCards(page)).toHaveCount(6);
    await expect(raceCards(page).first()).toContainText('Test Race 25');
    await expect(pager.getByRole('link', { name: 'Next' })).toBeDisabled();

    await page.goBack();
    await expect(pager).toContainText('Page 1 of 2');
  });

  test('an admin sees Add New Race', async ({ page }) => {
    await actAsAdmin(page);
    await page.goto('/races');
    await expect(page.getByRole('link', { name: 'Add New Race' })).toHaveAttribute('href', '/races/new');
  });
});

test.describe('Race page', () => {
  test('shows the race and its results in position order; a canoe link leads to the canoe', async ({
    page,
    request,
  }) => {
    const raceId = await lookup.race(request, channel);
    const hokuleaId = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto('/races');
    await page.getByRole('link', { name: channel }).click();
    await expect(page).toHaveURL(`/races/${raceId}`);

    await expect(page.getByRole('heading', { level: 1, name: channel })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${channel} · `));
    await expect(page.getByText('October 13, 2019')).toBeVisible();
    await expect(page.getByText('Molokaʻi to Oʻahu')).toBeVisible();
    await expect(page.getByText('A long channel crossing.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit Race' })).toHaveCount(0);

    const table = page.getByRole('table', { name: `Results of ${channel}, by finishing position` });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Position',
      'Canoe',
      'Paddler',
      'Time',
      'Notes',
    ]);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '1st',
      `${KNOWN.canoes.hokulea}Hull HK-001`,
      'Hui Waʻa Koa Crew',
      '05:12:33',
      '—',
    ]);
    await expect(rows.nth(2).getByRole('cell')).toHaveText([
      '2nd',
      `${KNOWN.canoes.kaala}Hull KA-77`,
      'Hui Waʻa Masters',
      '05:40:02',
      '—',
    ]);
    await expectAccessible(page);

    await table.getByRole('link', { name: KNOWN.canoes.hokulea }).click();
    await expect(page).toHaveURL(`/canoes/${hokuleaId}`);
    await expect(page.getByRole('heading', { level: 1, name: KNOWN.canoes.hokulea })).toBeVisible();
  });

  test('Back to Races returns to the list', async ({ page, request }) => {
    await page.goto(`/races/${await lookup.race(request, sprint)}`);
    await expect(page.getByRole('heading', { level: 1, name: sprint })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Races' }).click();
    await expect(page).toHaveURL('/races');
    await expect(page.getByRole('heading', { level: 1, name: 'Races' })).toBeVisible();
  });

  test('a race without results says No Results Recorded', async ({ page, request }) => {
    await page.goto(`/races/${await lookup.race(request, empty)}`);
    await expect(page.getByRole('heading', { level: 1, name: empty })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Results Recorded' })).toBeVisible();
    await expect(page.getByText('No entries')).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a missing race answers 404 with Race Not Found', async ({ page }) => {
    const response = await page.goto('/races/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Race Not Found' })).toBeVisible();
    await expect(
      page.getByText("The race you're looking for may have been removed or never existed."),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Race Not Found · /);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Races' }).click();
    await expect(page).toHaveURL('/races');
  });

  test('a failed load shows the error with Back to Races', async ({ page, request }) => {
    await withoutServerRender(page);
    const raceId = await lookup.race(request, channel);
    await page.route(`**/api/races/${raceId}`, (route) =>
      route.fulfill({ status: 500, json: { message: 'Database unavailable' } }),
    );
    await page.goto(`/races/${raceId}`);
    const alert = page.getByRole('alert');
    await expect(alert.getByText('Failed to load race details. Please try again later.')).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
    await alert.getByRole('link', { name: 'Back to Races' }).click();
    await expect(page).toHaveURL('/races');
  });

  test('an admin sees Edit Race', async ({ page, request }) => {
    const raceId = await lookup.race(request, channel);
    await actAsAdmin(page);
    await page.goto(`/races/${raceId}`);
    await expect(page.getByRole('link', { name: 'Edit Race' })).toHaveAttribute(
      'href',
      `/races/${raceId}/edit`,
    );
  });

  test("a race is reached from a canoe's race history", async ({ page, request }) => {
    const hokuleaId = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const raceId = await lookup.race(request, channel);
    await page.goto(`/canoes/${hokuleaId}?tab=races`);
    await page.getByRole('link', { name: channel }).click();
    await expect(page).toHaveURL(`/races/${raceId}`);
    await expect(page.getByRole('heading', { level: 1, name: channel })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link', { name: KNOWN.canoes.hokulea })).toBeVisible();
  });
});
