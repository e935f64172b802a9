/**
 * The whole archive for administrators: the Open Data page offers the archive to record
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
      // The page says when the whole file has arrived, and how large it is.
      await expect(page.getByRole('status').filter({ hasText: 'Archive downloaded' }).first()).toContainText(
        /Archive downloaded \(\d+ KB\)\./,
      );
    }
  });

  test('the archive download shows that it is under way and can be cancelled', async ({ page }) => {
    await signIn(page, 'admin');
    // Hold the archive back, as a large archive takes time to make.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/open-data/archive', async (route) => {
      await held;
      // The page has given up on this request by now; whatever happens to it must not matter.
      try {
        await route.fulfill({ response: await route.fetch() });
      } catch {
        // The browser dropped the request, or the test ended first.
      }
    });
    await page.goto('/open-data');
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('link', { name: 'Download the archive' }).click();
    await expect(page.getByText('Preparing the archive…')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Archive download progress' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel download' }).click();
    await expect(page.getByText('Download cancelled. Nothing was saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel download' })).toHaveCount(0);
    release();
    await page.waitForTimeout(300);
    expect(downloads).toBe(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('a record administrator outside the admin group gets the public archive only', async ({ page }) => {
    await signIn(page, 'editor');
    await page.goto('/open-data');
    await expect(page.getByRole('link', { name: 'Download the archive' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download with private details' })).toHaveCount(0);
  });
});
