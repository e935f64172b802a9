/**
 * The community's translators (decision 026): a translator writes a Hawaiian word on the Translations page, a
 * wrong one is refused with the reason, and the next Hawaiian page shows the word; the area is theirs alone.
 */
import { test, expect, expectAccessible, signIn } from './support/fixtures.ts';

test.describe.configure({ timeout: 90_000 });

test('a translator translates a message, reviews it, and the Hawaiian pages use it at once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'translator');
  await page.goto('/translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Translations' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/\d+ of \d+ reviewed · \d+ drafts · \d+ missing/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search messages' }).fill('shell.navRaces');
  const row = page.getByRole('listitem').filter({ hasText: 'shell.navRaces' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Missing')).toBeVisible();
  const field = row.getByRole('textbox', { name: 'ʻŌlelo Hawaiʻi' });
  await field.fill('Nā Heihei');
  await row.getByRole('button', { name: 'Save draft' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved.');
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // A {name} dropped from a message is refused with the reason, and nothing changes.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('shell.copyright');
  const copyright = page.getByRole('listitem').filter({ hasText: 'shell.copyright' });
  await copyright.getByRole('textbox', { name: 'ʻŌlelo Hawaiʻi' }).fill('© Koa Canoe Registry');
  await copyright.getByRole('button', { name: 'Save as reviewed' }).click();
  await expect(copyright.getByRole('alert')).toContainText('keep {year}');
  await expect(copyright.getByText('Missing')).toBeVisible();

  // Reviewed: the Hawaiian pages say it, to anyone.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('shell.navRaces');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'shell.navRaces' })
    .getByRole('button', { name: 'Save as reviewed' })
    .click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'shell.navRaces' }).getByText('Reviewed', { exact: true }),
  ).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/haw/races');
  await expect(
    visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Nā Heihei' }),
  ).toBeVisible();
  await visitor.close();
});

test('the Translations area is the translators’ alone', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/translations');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('This area requires translator privileges.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Translations' }),
  ).toHaveCount(0);
});
