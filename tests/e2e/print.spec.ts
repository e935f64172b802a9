/**
 * A printed canoe carries the whole record (issue 31 item 10): every tab's panel, the sources and the citation,
 * without the site's navigation, the tab row or buttons. Printed with the app and without it.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup } from './support/fixtures.ts';

async function expectWholeRecord(page: Page) {
  const main = page.getByRole('main');
  for (const heading of [
    'Specifications',
    'Construction',
    'Name History',
    'Ownership History',
    'Restorations',
    'Race History',
    'Media',
    'How to cite this record',
  ]) {
    await expect(main.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
  }
  await expect(main.getByText(KNOWN.canoes.hokuleaFormer).first()).toBeVisible();
  await expect(main.getByText('Given to the club for racing.')).toBeVisible();
  await expect(main.getByText('Hull re-lashed and refinished')).toBeVisible();
  await expect(main.getByText(KNOWN.races.channel).first()).toBeVisible();
  // Each photo's caption and credit.
  for (const caption of ['Hōkūleʻa caption 1', 'Hōkūleʻa caption 2', 'Hōkūleʻa caption 3']) {
    await expect(main.getByText(caption, { exact: true })).toBeVisible();
  }
  await expect(main.getByText('Photo: Keoni Kahananui')).toBeVisible();
  await expect(main.getByText('Nāinoa Kealoha collection')).toBeVisible();
  await expect(main.getByText(`“${KNOWN.canoes.hokulea}.” Canoe record`)).toBeVisible();
  // Navigation, the tab row and buttons stay off the paper.
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('tablist')).toBeHidden();
  await expect(page.getByRole('link', { name: '3 photos' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to Canoes' })).toBeHidden();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'printed with the app' : 'printed without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a printed canoe carries every tab, its photos’ captions and credits, and the citation', async ({
      page,
      request,
    }) => {
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      await page.emulateMedia({ media: 'print' });
      await page.goto(`/canoes/${id}`, { waitUntil: 'networkidle' });
      await expectWholeRecord(page);
    });

    test('a printed canoe opened on another tab still carries the Details', async ({ page, request }) => {
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      await page.emulateMedia({ media: 'print' });
      await page.goto(`/canoes/${id}?tab=races`, { waitUntil: 'networkidle' });
      await expectWholeRecord(page);
    });

    test("a printed canoe carries its sources, a name's included", async ({ page, request }) => {
      const id = await lookup.canoe(request, KNOWN.canoes.kaala);
      await page.emulateMedia({ media: 'print' });
      await page.goto(`/canoes/${id}`, { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      await expect(main.getByText(`[1]${KNOWN.sources.newspaper}`).first()).toBeVisible();
      await expect(main.getByText(`[1]${KNOWN.canoes.kaala}: ${KNOWN.sources.name}`)).toBeVisible();
    });
  });
}

test('on screen, the closed tabs are hidden and the page has no accessibility violations', async ({
  page,
  request,
}) => {
  const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
  await page.goto(`/canoes/${id}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByText('Hull re-lashed and refinished')).toBeHidden();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/canoes/${id}?tab=media`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expectAccessible(page);
});
