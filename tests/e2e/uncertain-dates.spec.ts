/**
 * Uncertain dates: entered in the canoe form as people say them, read back in words on the canoe page,
 * never with a made-up day, and found by the registry's year filter by overlap.
 */
import { test, expect, signIn, KNOWN, lookup } from './support/fixtures.ts';

test.describe('Uncertain dates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('"about 1850", "1960s" and a range read back in words and are found by year', async ({ page }) => {
    await signIn(page, 'admin');
    await lookup.owner(page.request, KNOWN.stewards.club);
    const bow = `UD-${Date.now().toString(36)}`;
    const name = `Kahiko ${Date.now().toString(36)}`;

    await page.goto('/canoes/new');
    await page.getByLabel('Bow Number').fill(bow);
    const build = page.getByLabel('Build Year');
    await build.fill('about 1850');
    // A live preview under the box says how it will read.
    await expect(page.getByText('Reads “about 1850”')).toBeVisible();
    await build.fill('soon');
    await expect(page.getByText(/^Enter a year \(1962\)/)).toBeVisible();
    await build.fill('c. 1850');
    await expect(page.getByText('Reads “about 1850”')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: 'Step 3: Name' })
      .click();
    await page.getByLabel('Current Name').fill(name);
    await page.getByLabel('Year Named').fill('1960s');
    await expect(page.getByText('Reads “the 1960s”')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: 'Step 4: Ownership' })
      .click();
    await page.getByLabel('Current Owner').selectOption({ label: `${KNOWN.stewards.club} (Club)` });
    await page.getByLabel('Ownership Start Year').fill('1962-1965');
    await expect(page.getByText('Reads “1962–1965”')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: 'Step 5: Notes' })
      .click();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/canoes$/.test(r.url())),
      page.getByRole('button', { name: 'Create Canoe' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const { canoe_id: id } = (await response.json()) as { canoe_id: number };

    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('list', { name: 'Summary' })).toContainText('Built about 1850');
    await expect(page.getByText('Since 1962–1965')).toBeVisible();
    await page.getByRole('tab', { name: 'Name History' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('the 1960s');
    await page.getByRole('tab', { name: 'Ownership' }).click();
    await expect(page.getByRole('row', { name: new RegExp(KNOWN.stewards.club) })).toContainText('1962–1965');
    // No day was made up anywhere on the page.
    await expect(page.getByText(/January 1, 1850|January 1, 1960|January 1, 1962/)).toHaveCount(0);

    // The registry's year filter finds "about 1850" in 1850, and not in 1851.
    await page.goto(`/canoes?hull=${bow}&ymin=1850&ymax=1850`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.goto(`/canoes?hull=${bow}&ymin=1851`);
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
