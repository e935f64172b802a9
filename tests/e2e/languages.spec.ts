import { test, expect, expectAccessible } from './support/fixtures.ts';
import { KNOWN } from './support/known-data.ts';

/** The interface in English and ʻŌlelo Hawaiʻi (decision 026). */
test.describe('Languages', () => {
  test('the switch turns the same page Hawaiian, keeps the visitor there, and remembers the choice', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
    });
    await page.goto('/canoes?q=kai');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const header = page.getByRole('banner');
    const hawaiian = header
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: /ʻŌlelo Hawaiʻi/ });
    // Honest about how far the translation is, until it is whole.
    await expect(hawaiian).toHaveText(/ʻŌlelo Hawaiʻi — \d+\s?% reviewed/);
    await expect(hawaiian.locator('[lang="haw"]')).toHaveText('ʻŌlelo Hawaiʻi');
    await hawaiian.click();

    await expect(page).toHaveURL('/haw/canoes?q=kai');
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expect(page.locator('html')).toHaveAttribute('data-ready', '');
    // The shipped words, and English where nothing is translated yet.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Waʻa' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Stewards' })).toBeVisible();
    // Links inside the app stay in the language.
    await nav.getByRole('link', { name: 'Stewards' }).click();
    await expect(page).toHaveURL('/haw/owners');
    await expect(page.getByRole('link', { name: KNOWN.stewards.club })).toHaveAttribute(
      'href',
      /^\/haw\/owners\/\d+$/,
    );
    await page.goBack();
    await expect(page).toHaveURL('/haw/canoes?q=kai');

    // The choice is remembered: an English address is answered in Hawaiian.
    await page.goto('/about');
    await expect(page).toHaveURL('/haw/about');
    await expectAccessible(page);

    // And English again, from the footer's switch.
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'Language' })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL('/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/canoes');
    await expect(page).toHaveURL('/canoes');
    expect(problems).toEqual([]);
  });

  test('the current language is marked in both switches, on a phone too', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/haw');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu').getByRole('navigation', { name: 'Language' });
    await expect(menu.getByRole('link', { name: /ʻŌlelo Hawaiʻi/ })).toHaveAttribute('aria-current', 'true');
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Language' })
        .getByRole('link', { name: 'English' }),
    ).not.toHaveAttribute('aria-current', 'true');
  });
});
