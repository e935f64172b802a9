/**
 * A canoe's timeline (issue 35 item 1, decision 028): its whole life in order, an ordered list the server renders
 * with a drawn time axis above it. Read at 1366 and 390 px, without JavaScript, on paper, and in ʻŌlelo Hawaiʻi.
 * Hōkūleʻa (known-data.ts): built 1950 by Makoa Keliʻi; named Makani Lele 1950–1975, then Hōkūleʻa; held by the
 * Keawe ʻOhana 1950 to June 1980 and by Hui Waʻa o Kailua since; three photos, two restorations, two races.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup } from './support/fixtures.ts';

/** Each entry of the dated list, in order: its date in words and its link's words. */
const HOKULEA = [
  ['1950', 'Built by Makoa Keliʻi'],
  ['1950 to 1975', KNOWN.canoes.hokuleaFormer],
  ['1950 to June 1980', KNOWN.stewards.family],
  ['since 1975', KNOWN.canoes.hokulea],
  ['since June 1980', KNOWN.stewards.club],
  ['July 4, 1980', 'Hōkūleʻa caption 1'],
  ['July 1981', 'Hōkūleʻa caption 2'],
  ['1982', 'Hōkūleʻa caption 3'],
  ['March 1, 1990', `Restored by ${KNOWN.makers.restorer}`],
  ['August 1, 2005', `Restored by ${KNOWN.restorerPerson}`],
  ['October 13, 2019', KNOWN.races.channel],
  ['June 5, 2021', KNOWN.races.sprint],
] as const;

const datedList = (page: Page) => page.getByRole('list', { name: 'In order' });

async function expectHokuleaInOrder(page: Page) {
  const items = datedList(page).getByRole('listitem');
  await expect(items).toHaveCount(HOKULEA.length);
  for (const [index, [when, words]] of HOKULEA.entries()) {
    const item = items.nth(index);
    await expect(item.getByText(when, { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: words, exact: true })).toBeVisible();
  }
  await expect(items.nth(10)).toContainText('Finished 1st in 05:12:33');
  await expect(items.nth(0)).toContainText('Built');
  await expect(items.nth(2)).toContainText('Steward');
}

/** The drawing: hidden from assistive technology, one row per kind, a mark for each dated entry. */
async function expectDrawing(page: Page) {
  const drawing = page.locator('main [aria-hidden="true"] > svg');
  await expect(drawing).toBeVisible();
  for (const row of ['Built', 'Names', 'Stewards', 'Restorations', 'Races', 'Photos']) {
    await expect(drawing.getByText(row, { exact: true })).toBeAttached();
  }
  // A dot for a date known to the month or day, a bar (one or two rects) for a span.
  const marks = drawing.locator(':scope > g > circle, :scope > g > g');
  await expect(marks).toHaveCount(HOKULEA.length);
}

const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('A canoe’s timeline', () => {
  for (const width of [1366, 390]) {
    test(`is reached from the canoe’s page and reads in order at ${width} px`, async ({ page, request }) => {
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/canoes/${id}`);
      await page.getByRole('link', { name: 'Timeline', exact: true }).click();
      await expect(page).toHaveURL(`/canoes/${id}/timeline`);
      await expect(page).toHaveTitle(`Timeline · ${KNOWN.canoes.hokulea} · Koa Canoe Registry`);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(`Timeline of ${KNOWN.canoes.hokulea}`);
      // The Hawaiian name inside an English page says so.
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(heading.locator('[lang="haw"]')).toHaveText(KNOWN.canoes.hokulea);
      await expect(
        datedList(page).getByRole('link', { name: KNOWN.canoes.hokuleaFormer }).locator('[lang="haw"]'),
      ).toHaveCount(1);
      await expectHokuleaInOrder(page);
      await expectDrawing(page);
      expect(await fitsTheWindow(page)).toBe(true);
      await expectAccessible(page);

      // Each entry links to its record: a name to the canoe's Name History.
      await datedList(page).getByRole('link', { name: KNOWN.canoes.hokuleaFormer }).click();
      await expect(page).toHaveURL(`/canoes/${id}?tab=names`);
      await expect(page.getByRole('tab', { name: 'Name History' })).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('lists what has no date under “Date unknown”, and says when nothing is recorded', async ({
    page,
    request,
  }) => {
    // Kaʻala: built in 1962, named and held since, raced in 2019; its one photo has no date.
    const kaala = await lookup.canoe(request, KNOWN.canoes.kaala);
    await page.goto(`/canoes/${kaala}/timeline`);
    const dated = datedList(page).getByRole('listitem');
    await expect(dated).toHaveCount(4);
    await expect(dated.nth(2)).toContainText('since May 1962');
    await expect(dated.nth(3)).toContainText('Finished 2nd in 05:40:02');
    const undated = page.getByRole('list', { name: 'Date unknown' });
    await expect(undated.getByRole('listitem')).toHaveCount(1);
    await expect(undated.getByRole('link', { name: 'A photo of the canoe' })).toHaveAttribute(
      'href',
      new RegExp(`^/canoes/${kaala}/photos\\?photo=\\d+$`),
    );
    await expectAccessible(page);

    // The canoe nobody knows anything of: no name, no year, no steward.
    const all = await request.get('/api/canoes/search?limit=100');
    const nameless = ((await all.json()) as { canoe_id: number; current_name: string | null }[]).find(
      (canoe) => canoe.current_name === null,
    )!;
    await page.goto(`/canoes/${nameless.canoe_id}/timeline`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Timeline of Canoe #${nameless.canoe_id}`,
    );
    await expect(page.getByText('Nothing is recorded of this canoe’s life yet.')).toBeVisible();
    await expect(page.locator('main svg[width="100%"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('says Canoe Not Found for a canoe that is not there', async ({ page }) => {
    const response = await page.goto('/canoes/999999/timeline');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Canoe Not Found' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the server’s list is all there, and its links work', async ({ page, request }) => {
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`/canoes/${id}/timeline`);
      await expectHokuleaInOrder(page);
      await expectDrawing(page);
      expect(await fitsTheWindow(page)).toBe(true);
      const club = await lookup.owner(request, KNOWN.stewards.club);
      const steward = datedList(page).getByRole('link', { name: KNOWN.stewards.club });
      await expect(steward).toHaveAttribute('href', `/owners/${club}`);
      await steward.click();
      await expect(page).toHaveURL(`/owners/${club}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN.stewards.club);
    });
  });

  test('prints its drawing and its list, without the site’s navigation or buttons', async ({
    page,
    request,
  }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.emulateMedia({ media: 'print' });
    await page.goto(`/canoes/${id}/timeline`, { waitUntil: 'networkidle' });
    await expectHokuleaInOrder(page);
    await expectDrawing(page);
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Back to Canoe' })).toBeHidden();
  });

  test('has a Hawaiian address, in ʻŌlelo Hawaiʻi throughout', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/haw/canoes/${id}/timeline`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang="haw"]')).toHaveText(
      KNOWN.canoes.hokulea,
    );
    // Links inside the page stay in the language.
    const club = await lookup.owner(request, KNOWN.stewards.club);
    await expect(page.getByRole('link', { name: KNOWN.stewards.club }).first()).toHaveAttribute(
      'href',
      `/haw/owners/${club}`,
    );
    await expect(page.locator(`a[href="/haw/canoes/${id}?tab=names"]`).first()).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      new RegExp(`/canoes/${id}/timeline$`),
    );
    await expectAccessible(page);
  });
});
