/**
 * The whole archive for administrators (issue 14): the Open Data page offers the archive to record
 * administrators and, to the admin group only, the archive with private details; each downloads as a ZIP.
 */
import { test, expect, expectAccessible, signIn } from './support/fixtures.ts';

test.describe('Open data for administrators', () => {
  test('the admin group downloads the archive and the archive with private details', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/open-data');
    await expect(page.getByRole('heading', { name: 'The whole archive' })).toBeVisible();
    await expectAccessible(page);
    for (const [name, pattern] of [
      ['Download the archive', /^koa-canoe-archive-\d{4}-\d{2}-\d{2}\.zip$/],
      ['Download with private details', /^koa-canoe-archive-\d{4}-\d{2}-\d{2}-private\.zip$/],
    ] as const) {
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(pattern);
      const bytes = Buffer.concat(await (await file.createReadStream()).toArray());
      // A ZIP that holds a bag.
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      expect(bytes.includes(Buffer.from('bagit.txt'))).toBe(true);
    }
  });

  test('a record administrator outside the admin group gets the public archive only', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/open-data');
    await expect(page.getByRole('link', { name: 'Download the archive' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download with private details' })).toHaveCount(0);
  });
});
