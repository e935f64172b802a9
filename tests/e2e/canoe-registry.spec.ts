import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, withoutServerRender } from './support/fixtures.ts';

const { canoes, stewards } = KNOWN;

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardNames = (page: Page) => cards(page).getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search canoes or owners' });
const typeSelect = (page: Page) => page.getByLabel('Canoe type');
const advancedToggle = (page: Page) => page.getByRole('button', { name: 'Advanced Filters' });
const resetButton = (page: Page) => page.getByRole('button', { name: 'Reset', exact: true });
const found = (page: Page, text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();

async function openAdvanced(page: Page) {
  if ((await advancedToggle(page).getAttribute('aria-expanded')) !== 'true')
    await advancedToggle(page).click();
  await expect(advancedToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

/** The browser acts as a signed-in admin: the server decides permissions, the page only shows controls. */
async function actAsAdmin(page: Page) {
  await page.route('**/api/auth/me', (route) =>
    route.fulfill({
      json: {
        user: {
          name: 'Test Admin',
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

test.describe('Canoe Registry', () => {
  test('lists every canoe as cards, 24 to a page, and pages on', async ({ page }) => {
    await page.goto('/canoes');
    await expect(page).toHaveTitle(/^Canoe Registry/);
    await expect(page.getByRole('heading', { level: 1, name: 'Canoe Registry' })).toBeVisible();
    await found(page, '32 canoes found');
    await expect(cards(page)).toHaveCount(24);
    await expect(cardNames(page).first()).toHaveText(canoes.hokulea);

    const hokulea = cards(page).filter({ has: page.getByRole('heading', { name: canoes.hokulea }) });
    await expect(hokulea).toContainText('1950');
    await expect(hokulea).toContainText('Voyaging Canoe');
    await expect(hokulea).toContainText('Origin:Kailua-Kona, Hawaiʻi');
    await expect(hokulea).toContainText('Length:45.5 ft');
    await expect(hokulea).toContainText(`Owner:${stewards.club}`);
    const photo = hokulea.locator('img');
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('srcset', /size=thumbnail 480w/);
    await expect(hokulea.getByRole('link', { name: `View Details of ${canoes.hokulea}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Canoe' })).toHaveCount(0);
    await expectAccessible(page);

    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager).toContainText('Page 1 of 2');
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pager).toContainText('Page 2 of 2');
    await expect(cards(page)).toHaveCount(8);
    await expect(cardNames(page)).toContainText([canoes.manuKai, canoes.namaka, canoes.pueo]);
    await expect(cardNames(page).filter({ hasText: `${KNOWN.fillerPrefix} 01` })).toHaveCount(0);

    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(pager).toContainText('Page 1 of 2');
    await expect(page).not.toHaveURL(/page=/);
  });

  test('the details link opens the canoe', async ({ page }) => {
    await page.goto('/canoes?q=Pueo');
    await page.getByRole('link', { name: `View Details of ${canoes.pueo}` }).click();
    await expect(page).toHaveURL(/\/canoes\/\d+$/);
  });

  test('searches names, former names and stewards, folding Hawaiian spelling', async ({ page }) => {
    await page.goto('/canoes');
    await found(page, '32 canoes found');

    await searchBox(page).fill(canoes.kaala);
    await found(page, `1 canoe found matching "${canoes.kaala}"`);
    await expect(cardNames(page)).toHaveText([canoes.kaala]);

    await searchBox(page).fill(canoes.hokuleaFormer);
    await found(page, `1 canoe found matching "${canoes.hokuleaFormer}"`);
    await expect(cardNames(page)).toHaveText([canoes.hokulea]);

    await searchBox(page).fill('hokulea');
    await found(page, '1 canoe found matching "hokulea"');
    await expect(cardNames(page)).toHaveText([canoes.hokulea]);

    // The owner search matches each canoe's current steward.
    await searchBox(page).fill('Hui');
    await found(page, '4 canoes found matching "Hui"');
    await expect(cardNames(page)).toHaveText([canoes.hokulea, canoes.kaala, canoes.namaka, canoes.pueo]);

    // Keawe ʻOhana once kept Hōkūleʻa and Manu Kai but keeps no canoe now, so nothing matches.
    await searchBox(page).fill('Keawe');
    await found(page, '0 canoes found matching "Keawe"');
    await expect(page.getByRole('heading', { name: 'No Canoes Found' })).toBeVisible();
    // Whoever searched for a canoe nobody recorded may know it.
    await expect(page.getByText('A canoe not in the registry?')).toBeVisible();
    await page.getByRole('link', { name: 'Tell us about it' }).click();
    await expect(page).toHaveURL('/share?kind=new_canoe');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Share a Canoe Not in the Registry');
  });

  test('the type select and each advanced filter narrow the list', async ({ page }) => {
    // Fifteen searches one after another, each waiting for its answer: on a busy machine, past a test's default
    // 30 s.
    test.slow();
    await page.goto('/canoes');
    const typeOptions = typeSelect(page).getByRole('option');
    await expect(typeOptions).toHaveText([
      'All Canoe Types',
      'Racing Canoe',
      'Fishing Canoe',
      'Voyaging Canoe',
    ]);
    await typeSelect(page).selectOption({ label: 'Voyaging Canoe' });
    await expect(page).toHaveURL(/[?&]type=3/);
    await expect(cardNames(page)).toHaveText([canoes.hokulea]);
    await typeSelect(page).selectOption({ label: 'Racing Canoe' });
    await expect(cardNames(page)).toHaveText([canoes.kaala, canoes.pueo]);
    await typeSelect(page).selectOption({ label: 'Fishing Canoe' });
    await found(page, '28 canoes found');
    await typeSelect(page).selectOption({ label: 'All Canoe Types' });
    await found(page, '32 canoes found');

    await expect(advancedToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Bow Number')).toBeHidden();
    await openAdvanced(page);
    await expectAccessible(page);

    const cases: { label: string; value: string; expected: string[] }[] = [
      { label: 'Bow Number', value: 'ka-77', expected: [canoes.kaala] },
      { label: 'Owner', value: 'kiai', expected: [canoes.manuKai] },
      { label: 'Origin Location', value: 'Molokai', expected: [canoes.manuKai] },
    ];
    for (const { label, value, expected } of cases) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill(value);
      await expect(cardNames(page)).toHaveText(expected);
      await input.fill('');
      await found(page, '32 canoes found');
    }

    await page.getByLabel('Min length (ft)').fill('40');
    await page.getByLabel('Max length (ft)').fill('43');
    await expect(cardNames(page)).toHaveText([canoes.kaala, canoes.pueo]);
    await expect(page).toHaveURL(/lmin=40&lmax=43/);
    await resetButton(page).click();
    await found(page, '32 canoes found');

    await expect(page.getByLabel('From year')).toHaveAttribute('min', '1000');
    await expect(page.getByLabel('To year')).toHaveAttribute('max', String(new Date().getFullYear()));
    await page.getByLabel('From year').fill('1940');
    await page.getByLabel('To year').fill('1970');
    await expect(cardNames(page)).toHaveText([canoes.hokulea, canoes.kaala]);
    await expect(page).toHaveURL(/ymin=1940&ymax=1970/);
  });

  test('a second filter typed while the first one’s results still load keeps both', async ({ page }) => {
    await page.goto('/canoes');
    await found(page, '32 canoes found');
    await openAdvanced(page);
    // Slow answers (a phone, a busy server): the first filter's results are still on their way when the second
    // field is typed and commits.
    await page.route('**/api/canoes/search?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fallback();
    });
    // A slow phone: the page takes a while to show the first change's URL.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.getByLabel('From year').fill('1940');
    await page.getByLabel('To year').fill('1970');
    await page.getByLabel('To year').press('Enter');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(cardNames(page)).toHaveText([canoes.hokulea, canoes.kaala]);
    await expect(page).toHaveURL(/ymin=1940&ymax=1970/);
    await expect(page.getByLabel('From year')).toHaveValue('1940');
    await expect(page.getByLabel('To year')).toHaveValue('1970');
  });

  test('the list view is a table with the hull id or No ID', async ({ page }) => {
    await page.goto('/canoes?page=2');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/page=2&view=list/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Canoe',
      'Type',
      'Built Year',
      'Length',
      'Current Owner',
      'Origin',
      'Actions',
    ]);
    const manuKai = table.getByRole('row').filter({ hasText: canoes.manuKai });
    await expect(manuKai.getByRole('cell').first()).toHaveText(`${canoes.manuKai}No ID`);
    await expect(manuKai).toContainText('Fishing Canoe');
    await expect(manuKai).toContainText('22 ft');
    await expect(manuKai).toContainText(stewards.museum);
    await expect(manuKai.getByRole('link', { name: `View ${canoes.manuKai}` })).toBeVisible();
    await expect(manuKai.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: canoes.pueo })).toContainText('PU-03');
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('table')).toBeVisible();
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(cards(page).first()).toBeVisible();
  });

  test('Reset clears every filter and then disappears', async ({ page }) => {
    await page.goto('/canoes?view=list');
    await expect(resetButton(page)).toHaveCount(0);
    await searchBox(page).fill('Hui');
    await typeSelect(page).selectOption({ label: 'Racing Canoe' });
    await openAdvanced(page);
    await page.getByLabel('From year').fill('1990');
    await found(page, '1 canoe found matching "Hui"');

    await resetButton(page).click();
    await found(page, '32 canoes found');
    await expect(resetButton(page)).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue('');
    await expect(typeSelect(page)).toHaveValue('');
    await expect(page.getByLabel('From year')).toHaveValue('');
    await expect(page).toHaveURL(/\/canoes\?view=list$/);
  });

  test('no match shows the empty state', async ({ page }) => {
    await page.goto('/canoes?q=zzzz');
    await expect(page.getByRole('heading', { name: 'No Canoes Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search filters or add a new canoe')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the URL holds the search: reload keeps it and Back returns to the previous one', async ({ page }) => {
    await page.goto('/canoes?q=Hui&type=1&ymin=1990&view=list');
    await expect(searchBox(page)).toHaveValue('Hui');
    await expect(typeSelect(page)).toHaveValue('1');
    await expect(advancedToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('From year')).toHaveValue('1990');
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
    await page.reload();
    await found(page, '1 canoe found matching "Hui"');

    await page.goto('/canoes');
    await found(page, '32 canoes found');
    // Pauses while typing replace the entry: one search, one step back.
    await searchBox(page).fill('Pue');
    await expect(page).toHaveURL(/q=Pue$/);
    await searchBox(page).fill('Hui');
    await expect(page).toHaveURL(/q=Hui$/);
    await found(page, '4 canoes found matching "Hui"');
    await typeSelect(page).selectOption({ label: 'Racing Canoe' });
    await found(page, '2 canoes found matching "Hui"');

    await page.goBack();
    await found(page, '4 canoes found matching "Hui"');
    await expect(typeSelect(page)).toHaveValue('');
    await page.goBack();
    await found(page, '32 canoes found');
    await expect(searchBox(page)).toHaveValue('');
  });

  test('a filter value the server refuses is explained beside the filters', async ({ page }) => {
    await page.goto('/canoes?ymin=999');
    await expect(page.getByRole('alert')).toHaveText('From year must be between 1000 and 3000');
    await expect(page.getByLabel('From year')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Failed to load canoes')).toHaveCount(0);
    await page.getByLabel('From year').fill('1960');
    await found(page, '2 canoes found');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a failed load shows the error panel, and Try Again reloads', async ({ page }) => {
    await withoutServerRender(page);
    let fail = true;
    await page.route('**/api/canoes/search**', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            json: { error: 'Internal Server Error', message: 'Internal Server Error' },
          })
        : route.fallback(),
    );
    await page.goto('/canoes');
    // The app retries a 500 twice before giving up.
    await expect(page.getByText('Failed to load canoes')).toBeVisible({ timeout: 15_000 });
    fail = false;
    await page.getByRole('button', { name: 'Try Again' }).click();
    await found(page, '32 canoes found');
  });

  test('admins get Add New Canoe, Edit links and the empty state actions', async ({ page }) => {
    await actAsAdmin(page);
    await page.goto('/canoes?view=list&q=Pueo');
    await expect(page.getByRole('link', { name: 'Add New Canoe' })).toHaveAttribute('href', '/canoes/new');
    await expect(page.getByRole('link', { name: `Edit ${canoes.pueo}` })).toHaveAttribute(
      'href',
      /\/canoes\/\d+\/edit$/,
    );

    await searchBox(page).fill('zzzz');
    await expect(page.getByRole('heading', { name: 'No Canoes Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Canoe' })).toHaveCount(2);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await found(page, '32 canoes found');
    await expect(searchBox(page)).toHaveValue('');
  });
});
