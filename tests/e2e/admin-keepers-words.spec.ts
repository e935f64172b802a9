/**
 * Issue 31: a new page opens at its top (or at its #fragment) and Back returns to where the reader was; a delete
 * says the truth (it can be restored from Recently Deleted), is confirmed by a notice with Undo, and Recently
 * Deleted is in the admin menu; the reason for a change is emptied once it has been saved with. Each test works on
 * records it creates itself.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, signIn, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

async function create<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: WRITE });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scroll the page to its foot and wait there (the header shrinks as it goes, and the page settles). */
async function scrollToFoot(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  await page.waitForTimeout(300);
  const place = await scrollY(page);
  expect(place).toBeGreaterThan(500);
  return place;
}

/** Within the 20 pixels the header gives back as it shrinks and grows. */
const near = (page: Page, place: number) => async () => Math.abs((await scrollY(page)) - place) <= 25;

test.describe('Where a page opens', () => {
  test('an address typed after scrolling opens at its top, and Back returns to where the reader was', async ({
    page,
  }) => {
    await page.goto('/');
    const place = await scrollToFoot(page);
    for (const address of ['/about', '/canoes']) {
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => scrollY(page)).toBe(0);
      // Still at the top once the page's content has arrived.
      await page.waitForTimeout(300);
      expect(await scrollY(page)).toBe(0);
    }
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(near(page, place)).toBe(true);
  });

  test('a link followed from the foot of a page opens the next at its top; Back and Forward keep each place', async ({
    page,
  }) => {
    await page.goto('/');
    const place = await scrollToFoot(page);
    // The footer's link, clicked where the reader is.
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).dispatchEvent('click');
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: /About/ })).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForTimeout(300);
    const aboutPlace = await scrollY(page);
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect.poll(near(page, place)).toBe(true);
    await page.goForward();
    await expect(page).toHaveURL('/about');
    await expect.poll(near(page, aboutPlace)).toBe(true);
  });

  test('an address with a #fragment opens at the element it names', async ({ page }) => {
    await page.goto('/');
    await scrollToFoot(page);
    await page.goto('/about#section-where-we-are-now');
    const heading = page.getByRole('heading', { level: 2, name: 'Where we are now' });
    await expect(heading).toBeVisible();
    // Just below the header that stays at the top, not hidden under it.
    const under = async () => {
      const header = (await page.getByRole('banner').boundingBox())!;
      const top = (await heading.boundingBox())!.y;
      return top >= header.y + header.height - 1 && top < header.y + header.height + 40;
    };
    await expect.poll(under).toBe(true);
    expect(await scrollY(page)).toBeGreaterThan(0);
  });
});

/** The notice after a delete, pinned to the foot of the window. */
const notice = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

test.describe('A delete says what is true, and can be undone', () => {
  test('a steward: the dialog says it can be restored, the list says it is deleted, and Undo brings it back', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Hui Waʻa o Kahaluʻu');
    const { owner_id: id } = await create<{ owner_id: number }>(page, '/api/owners', {
      name,
      owner_type: 'club',
    });
    await page.goto(`/owners/${id}`);
    await page.getByRole('button', { name: 'Delete Steward' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Steward' });
    await expect(dialog).toContainText(
      `Are you sure you want to delete ${name}? You can restore it from Recently Deleted.`,
    );
    await expect(dialog).not.toContainText('cannot be undone');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();

    // Where a delete has always led, now with the word that it happened.
    await expect(page).toHaveURL('/owners');
    const deleted = notice(page, `Deleted the steward ${name}.`);
    await expect(deleted).toBeVisible();
    expect((await page.request.get(`/api/owners/${id}`)).status()).toBe(404);
    await expectAccessible(page);

    await deleted.getByRole('button', { name: 'Undo' }).click();
    const restored = notice(page, `Restored the steward ${name}.`);
    await expect(restored).toBeVisible();
    await expect(page.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    expect((await page.request.get(`/api/owners/${id}`)).status()).toBe(200);
    await restored.getByRole('link', { name: 'Open it' }).click();
    await expect(page).toHaveURL(`/owners/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    // The notice belonged to the list's page.
    await expect(restored).toHaveCount(0);
  });

  test('a canoe: the registry says it is deleted, and Undo brings it back under the same address', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Hōkūleʻa Iki');
    const { canoe_id: id } = await create<{ canoe_id: number }>(page, '/api/canoes', { name });
    await page.goto(`/canoes/${id}`);
    await page.getByRole('button', { name: 'Delete canoe' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('You can restore it from Recently Deleted.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/canoes');
    const deleted = notice(page, `Deleted the canoe ${name}.`);
    await expect(deleted).toBeVisible();
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, `Restored the canoe ${name}.`)).toBeVisible();
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a name deleted on the canoe page: the page stays where it was, and Undo puts the name back', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const first = unique('Kahiko');
    const second = unique('Kēia');
    const { canoe_id: id } = await create<{ canoe_id: number }>(page, '/api/canoes', {
      name: first,
      name_start_date: '1980',
    });
    await create(page, `/api/canoes/${id}/names`, { name: second, start_date: '2000' });
    await page.goto(`/canoes/${id}?tab=names`);
    const remove = page.getByRole('button', { name: `Delete name ${first}` });
    await remove.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const place = await scrollY(page);
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Name' });
    await expect(dialog).toContainText(`“${first}”? You can restore it from Recently Deleted.`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    const deleted = notice(page, `Deleted the name “${first}”.`);
    await expect(deleted).toBeVisible();
    await expect(page).toHaveURL(`/canoes/${id}?tab=names`);
    expect(Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(25);
    const names = page.getByRole('tabpanel');
    await expect(names.getByRole('row', { name: new RegExp(first) })).toHaveCount(0);

    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expect(notice(page, `Restored the name “${first}”.`)).toBeVisible();
    await expect(names.getByRole('row', { name: new RegExp(first) })).toHaveCount(1);
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(notice(page, 'Restored')).toHaveCount(0);
    expect(Math.abs((await scrollY(page)) - place)).toBeLessThanOrEqual(25);
  });
});

test.describe('Recently Deleted in the admin menu', () => {
  test('a keeper finds Recently Deleted in the header, on a wide screen and in the phone menu', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Canoes',
      'Stewards',
      'Makers',
      'Races',
      'Places',
      'About',
      'People',
      'Activity',
      'Recently Deleted',
    ]);
    await nav.getByRole('link', { name: 'Recently Deleted' }).click();
    await expect(page).toHaveURL('/activity/deleted');
    await expect(page.getByRole('heading', { level: 1, name: 'Recently Deleted' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Recently Deleted' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Activity' })).not.toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Recently Deleted' }).click();
    await expect(page).toHaveURL('/activity/deleted');
    await expect(page.getByRole('heading', { level: 1, name: 'Recently Deleted' })).toBeVisible();
  });

  test('a visitor has no Recently Deleted link', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /Recently Deleted/ })).toHaveCount(0);
  });
});

test.describe('Reason for this change', () => {
  test('is emptied once a save has gone with it, and does not ride along on the next', async ({ page }) => {
    await signIn(page, 'admin');
    const { canoe_id: id } = await create<{ canoe_id: number }>(page, '/api/canoes', {
      name: unique('Kiʻi'),
    });
    await page.goto(`/canoes/${id}/photos`);
    const reason = page.getByLabel('Reason for this change');
    const upload = async (caption: string) => {
      await page.getByLabel('Photo File').setInputFiles({
        name: `${caption}.png`,
        mimeType: 'image/png',
        buffer: await sharp({ create: { width: 240, height: 160, channels: 3, background: '#0e7490' } })
          .png()
          .toBuffer(),
      });
      await page.getByRole('textbox', { name: 'Caption' }).fill(caption);
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded' })).toHaveText(
        `Photo uploaded: ${caption}`,
      );
    };
    await reason.fill('Scanned from the hālau’s album');
    await upload('Launch day');
    await expect(reason).toHaveValue('');
    await upload('Race day');

    const history = (await (await page.request.get(`/api/canoes/${id}/history`)).json()) as {
      changes: { summary: string; reason: string | null }[];
    };
    const uploads = history.changes.filter((change) => /photo/i.test(change.summary));
    expect(uploads.map((change) => change.reason)).toEqual([null, 'Scanned from the hālau’s album']);
  });
});
