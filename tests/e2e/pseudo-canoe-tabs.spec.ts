import type { Page } from '@playwright/test';
import { test, expect, KNOWN, lookup, signIn } from './support/fixtures.ts';
import {
  collectData,
  sidewaysOverflow,
  usePseudoLanguage,
  visit,
  walkInPseudoLanguage,
  wordsOutsideCatalogs,
} from './support/pseudo.ts';

/**
 * A canoe's tabs after the first, its timeline and its photos page in the pseudo-language (decision 026), as
 * pseudo-language.spec.ts walks the visitor's other pages: Hōkūleʻa has names, stewards, restorations, races and
 * photos (and no stories: the Stories tab says so). The photos page is walked with its full-size view open, and as
 * an administrator sees it, with the upload box, the edit form and the delete question; nothing is saved.
 */

/** The words outside the catalogs with the photos page's full-size view open, and whether the page fits. */
async function withViewerOpen(page: Page, data: Set<string>) {
  await page.locator('#all-photos-heading + ul button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  const found = [...(await wordsOutsideCatalogs(page, data)), ...(await sidewaysOverflow(page))];
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return found;
}

test.describe('A canoe’s tabs, timeline and photos in the pseudo-language', () => {
  test('have no word outside the catalogs, and fit a phone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const tabs = ['names', 'ownership', 'restorations', 'races', 'media', 'stories'];
    await usePseudoLanguage(page);
    const data = collectData(page);
    // Its timeline too (decision 028); the walk ends on the photos page.
    const pages = [
      ...tabs.map((tab) => `/canoes/${id}?tab=${tab}`),
      `/canoes/${id}/timeline`,
      `/canoes/${id}/photos`,
    ];
    expect(await walkInPseudoLanguage(page, pages, data)).toEqual({});
    // The walk ends on the photos page at 390 px.
    expect(await withViewerOpen(page, data)).toEqual([]);
  });

  test('the photos page as an administrator sees it: its forms and the delete question', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await usePseudoLanguage(page);
    await signIn(page, 'admin');
    const data = collectData(page);
    // The upload box is open on the page itself.
    expect(await walkInPseudoLanguage(page, [`/canoes/${id}/photos`], data)).toEqual({});

    await page.setViewportSize({ width: 390, height: 900 });
    await visit(page, `/canoes/${id}/photos`);
    // The edit form (with the focal point) under the viewer, and the question before a delete.
    // Edit Details follows the photo's counter; a thumbnail's delete button follows its own.
    await page.locator('[aria-live="polite"] + button').click();
    await expect(page.locator('#edit-photo-heading')).toBeFocused();
    expect([...(await wordsOutsideCatalogs(page, data)), ...(await sidewaysOverflow(page))]).toEqual([]);
    await page.locator('#all-photos-heading + ul > li:first-child > button + button').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await wordsOutsideCatalogs(page, data)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});
