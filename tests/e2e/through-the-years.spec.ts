/**
 * Through the Years (issue 35 item 2, decision 029): the canoes built, renamed, restored and raced by decade, each
 * bar a link to the registry filtered to it. Read at 1366 and 390 px, without JavaScript, on paper, and in ʻŌlelo
 * Hawaiʻi. What the known data (support/known-data.ts) gives, each canoe's one name beginning when it was built:
 *
 * - built: the 1900s 9 (Kahakai 01–09), the 1910s 11 (Kahakai 10–19 and Nāmaka), the 1920s 8 (Kahakai 20–26 and
 *   Manu Kai), the 1950s 1 (Hōkūleʻa), the 1960s 1 (Kaʻala), the 1990s 1 (Pueo);
 * - renamed: the 1970s 1 (Hōkūleʻa, formerly Makani Lele, since 1975);
 * - restored: the 1990s 1 and the 2000s 1 (Hōkūleʻa);
 * - raced: the 2010s 2 (Hōkūleʻa and Kaʻala, Kaʻiwi Channel Classic 2019), the 2020s 1 (Hōkūleʻa, 2021).
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN } from './support/fixtures.ts';

const DECADES = ['1900', '1910', '1920', '1950', '1960', '1970', '1990', '2000', '2010', '2020'];

/** Each bar with canoes: its link's name, and where it leads. */
const BARS = [
  ['9 canoes built in the 1900s', 'built', 1900],
  ['11 canoes built in the 1910s', 'built', 1910],
  ['8 canoes built in the 1920s', 'built', 1920],
  ['1 canoe built in the 1950s', 'built', 1950],
  ['1 canoe built in the 1960s', 'built', 1960],
  ['1 canoe renamed in the 1970s', 'renamed', 1970],
  ['1 canoe built in the 1990s', 'built', 1990],
  ['1 canoe restored in the 1990s', 'restored', 1990],
  ['1 canoe restored in the 2000s', 'restored', 2000],
  ['2 canoes raced in the 2010s', 'raced', 2010],
  ['1 canoe raced in the 2020s', 'raced', 2020],
] as const;

const registryAddress = (event: string, decade: number) =>
  `/canoes?event=${event}&event_from=${decade}&event_to=${decade + 9}`;

const decadeList = (page: Page) => page.getByRole('list', { name: 'Decades' });
const cardNames = (page: Page) =>
  page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 });
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The decades in order, each with its heading; every bar with canoes a link to its canoes; no link for none. */
async function expectTheBars(page: Page, prefix = '') {
  const decades = decadeList(page).locator(':scope > li');
  await expect(decades).toHaveCount(DECADES.length);
  for (const [index, decade] of DECADES.entries()) {
    await expect(decades.nth(index).getByRole('heading', { level: 2 })).toHaveText(`the ${decade}s`);
    await expect(decades.nth(index).getByRole('listitem')).toHaveCount(4);
  }
  const links = decadeList(page).getByRole('link');
  await expect(links).toHaveCount(BARS.length);
  for (const [index, [name, event, decade]] of BARS.entries()) {
    await expect(links.nth(index)).toHaveAccessibleName(name);
    await expect(links.nth(index)).toHaveAttribute('href', `${prefix}${registryAddress(event, decade)}`);
  }
  // An empty bar says so in words, and leads nowhere.
  await expect(decades.nth(0).getByText('No canoes raced in the 1900s', { exact: true })).toBeAttached();
}

test.describe('Through the Years', () => {
  for (const width of [1366, 390]) {
    test(`shows every decade’s four bars at ${width} px, each leading to its canoes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/through-the-years');
      await expect(page).toHaveTitle('Through the Years · Koa Canoe Registry');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Through the Years');
      await expectTheBars(page);
      expect(await fitsTheWindow(page)).toBe(true);
      await expectAccessible(page);

      // A bar lands on the registry filtered to exactly the canoes it counted, the filter shown in words.
      await decadeList(page).getByRole('link', { name: '2 canoes raced in the 2010s' }).click();
      await expect(page).toHaveURL(registryAddress('raced', 2010));
      await expect(page.getByRole('heading', { level: 1, name: 'Canoe Registry' })).toBeVisible();
      await expect(page.getByText('2 canoes found', { exact: true })).toBeVisible();
      await expect(cardNames(page)).toHaveText([KNOWN.canoes.hokulea, KNOWN.canoes.kaala]);
      const search = page.getByRole('search', { name: 'Canoes' });
      await expect(search.getByText('Raced in the 2010s', { exact: true })).toBeVisible();
      expect(await fitsTheWindow(page)).toBe(true);
      await expectAccessible(page);

      // Its × takes the filter away, and the whole registry is back.
      await search.getByRole('link', { name: 'Remove filter: Raced in the 2010s' }).click();
      await expect(page).toHaveURL('/canoes');
      // The whole registry: the known data's 32 canoes, and any other public test has added.
      // Polled: the filtered list's "2 canoes found" stays until the whole registry's answer is in.
      const found = page.getByText(/^\d+ canoes found$/);
      await expect
        .poll(async () => Number((await found.textContent())?.split(' ')[0]))
        .toBeGreaterThanOrEqual(32);
      await expect(search.getByText('Raced in the 2010s', { exact: true })).toHaveCount(0);
    });
  }

  test('is linked from every page’s footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Through the Years', exact: true }).click();
    await expect(page).toHaveURL('/through-the-years');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Through the Years');
  });

  test('a renaming and a restoration lead to the canoe they counted', async ({ page }) => {
    await page.goto('/through-the-years');
    await decadeList(page).getByRole('link', { name: '1 canoe renamed in the 1970s' }).click();
    await expect(page.getByText('1 canoe found', { exact: true })).toBeVisible();
    await expect(cardNames(page)).toHaveText([KNOWN.canoes.hokulea]);
    await expect(page.getByText('Renamed in the 1970s', { exact: true })).toBeVisible();

    await page.goto('/through-the-years');
    await decadeList(page).getByRole('link', { name: '11 canoes built in the 1910s' }).click();
    await expect(page.getByText('11 canoes found', { exact: true })).toBeVisible();
    await expect(cardNames(page)).toHaveCount(11);
    await expect(cardNames(page).filter({ hasText: KNOWN.canoes.namaka })).toHaveCount(1);
    await expect(page.getByText('Built in the 1910s', { exact: true })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server’s bars are all there, their links work, and the filter stays through a search', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto('/through-the-years');
      await expectTheBars(page);
      expect(await fitsTheWindow(page)).toBe(true);

      await decadeList(page).getByRole('link', { name: '1 canoe restored in the 1990s' }).click();
      await expect(page).toHaveURL(registryAddress('restored', 1990));
      await expect(page.getByText('1 canoe found', { exact: true })).toBeVisible();
      await expect(cardNames(page)).toHaveText([KNOWN.canoes.hokulea]);
      await expect(page.getByText('Restored in the 1990s', { exact: true })).toBeVisible();

      // The filter form sent without the app keeps the event filter beside what was typed.
      await page.goto(registryAddress('raced', 2010));
      await expect(cardNames(page)).toHaveText([KNOWN.canoes.hokulea, KNOWN.canoes.kaala]);
      await page.getByRole('searchbox', { name: 'Search canoes or owners' }).fill('kaala');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/[?&]event=raced&event_from=2010&event_to=2019/);
      await expect(page.getByText('1 canoe found matching "kaala"', { exact: true })).toBeVisible();
      await expect(cardNames(page)).toHaveText([KNOWN.canoes.kaala]);
      await expect(page.getByText('Raced in the 2010s', { exact: true })).toBeVisible();

      // The × is a real link too.
      await page.getByRole('link', { name: 'Remove filter: Raced in the 2010s' }).click();
      await expect(page).toHaveURL('/canoes?q=kaala');
      await expect(page.getByText('1 canoe found matching "kaala"', { exact: true })).toBeVisible();
    });
  });

  test('prints its bars, without the site’s navigation', async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    await page.goto('/through-the-years', { waitUntil: 'networkidle' });
    await expectTheBars(page);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });

  test('has a Hawaiian address, its links staying in the language', async ({ page }) => {
    await page.goto('/haw/through-the-years');
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expect(decadeList(page).locator(':scope > li')).toHaveCount(DECADES.length);
    await expect(decadeList(page).getByRole('link')).toHaveCount(BARS.length);
    await expect(decadeList(page).getByRole('link').first()).toHaveAttribute(
      'href',
      `/haw${registryAddress('built', 1900)}`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/through-the-years$/,
    );
    await expectAccessible(page);

    await decadeList(page).getByRole('link').last().click();
    await expect(page).toHaveURL(`/haw${registryAddress('raced', 2020)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expect(cardNames(page)).toHaveText([KNOWN.canoes.hokulea]);
  });
});
