/**
 * "How to cite this record": canoe, steward and maker pages give the permanent link and the date
 * accessed, readable without JavaScript, and copy the citation with a visible confirmation.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup } from './support/fixtures.ts';

const today = () =>
  new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date());

const citeBox = (page: Page) => page.getByRole('region', { name: 'How to cite this record' });

test.describe('How to cite this record', () => {
  test('a canoe page gives its citation and copies it, by mouse and by keyboard', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}?tab=media`);
    const url = `${baseURL}/canoes/${id}`;
    const citation = `“${KNOWN.canoes.hokulea}.” Canoe record, Koa Canoe Registry. ${url}. Accessed ${today()}.`;
    const box = citeBox(page);
    await expect(box).toContainText(citation);
    // The permanent link is the canonical one, without the open tab.
    await expect(box.getByRole('link', { name: url })).toHaveAttribute('href', url);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
    await expectAccessible(page);

    const copy = box.getByRole('button', { name: 'Copy citation' });
    await copy.click();
    await expect(box.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(box.getByRole('status')).toHaveText('Citation copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(citation);

    // From the keyboard, after the confirmation has gone.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await expect(box.getByRole('button', { name: 'Copy citation' })).toBeVisible({ timeout: 8_000 });
    await box.getByRole('button', { name: 'Copy citation' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByRole('button', { name: 'Copied' })).toBeFocused();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(citation);
  });

  test('steward and maker pages give theirs', async ({ page, request, baseURL }) => {
    const ownerId = await lookup.owner(request, KNOWN.stewards.club);
    await page.goto(`/owners/${ownerId}`);
    await expect(citeBox(page)).toContainText(
      `“${KNOWN.stewards.club}.” Steward record, Koa Canoe Registry. ${baseURL}/owners/${ownerId}. Accessed ${today()}.`,
    );
    await expectAccessible(page);

    const makerId = await lookup.maker(request, KNOWN.makers.carver);
    await page.goto(`/makers/${makerId}`);
    await expect(citeBox(page)).toContainText(
      `“${KNOWN.makers.carver}.” Maker record, Koa Canoe Registry. ${baseURL}/makers/${makerId}. Accessed ${today()}.`,
    );
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('the citation reads in the server-rendered page; the Copy button waits for the app', async ({
      page,
      request,
      baseURL,
    }) => {
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      await page.goto(`/canoes/${id}`);
      const box = citeBox(page);
      await expect(box).toContainText(`“${KNOWN.canoes.hokulea}.” Canoe record, Koa Canoe Registry.`);
      await expect(box.getByRole('link', { name: `${baseURL}/canoes/${id}` })).toBeVisible();
      await expect(box).toContainText(/Accessed [A-Z][a-z]+ \d{1,2}, \d{4}\./);
      await expect(box.getByRole('button', { name: 'Copy citation' })).toBeHidden();
    });
  });
});
