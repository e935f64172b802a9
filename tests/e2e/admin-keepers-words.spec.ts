/**
 * Issue 31: a new page opens at its top (or at its #fragment) and Back returns to where the reader was; a delete
 * says the truth (it can be restored from Recently Deleted), is confirmed by a notice with Undo, and Recently
 * Deleted is in the admin menu; the reason for a change is emptied once it has been saved with. Each test works on
 * records it creates itself.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, KNOWN } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };
let sequence = 0;
/** Names unique to this run, so tests never meet each other's records. */
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(sequence++).toString(36)}`;

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
