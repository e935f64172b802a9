import type { Page } from '@playwright/test';
import { test, expect, expectAccessible } from './support/fixtures.ts';
import { documentTitle, type PageKey } from '../../src/shared/paths.ts';
import { pageTitle } from '../../src/shared/i18n/messages/pages.ts';

async function siteConfig(page: Page): Promise<{ registerFormUrl: string; contactEmail: string }> {
  return page.evaluate(() => JSON.parse(document.getElementById('site-config')!.textContent!));
}

const INFO_PAGES: { key: PageKey; path: string; heading: string }[] = [
  { key: 'about', path: '/about', heading: 'About the Koa Canoe Registry' },
  { key: 'contact', path: '/contact', heading: 'Contact the Registry' },
  { key: 'privacy', path: '/privacy', heading: 'Privacy Notice' },
  { key: 'terms', path: '/terms', heading: 'Terms of Use' },
  { key: 'sitemap', path: '/sitemap', heading: 'Sitemap' },
];

test.describe('Info pages', () => {
  for (const { key, path, heading } of INFO_PAGES) {
    test(`${path} has its heading and title, and no axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(documentTitle(pageTitle(key).message));
      await expectAccessible(page);
    });
  }

  test('About shows the collection phase at 30 percent and invites contributions', async ({ page }) => {
    await page.goto('/about');
    const progress = page.getByRole('progressbar', { name: 'Collection phase progress' });
    await expect(progress).toHaveAttribute('aria-valuenow', '30');
    await expect(progress).toHaveAttribute('aria-valuemin', '0');
    await expect(progress).toHaveAttribute('aria-valuemax', '100');
    await expect(page.getByRole('main').getByText('30%')).toBeVisible();
    const config = await siteConfig(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: "Document Your Canoe's Story" })).toHaveAttribute(
      'href',
      config.registerFormUrl,
    );
    await expect(main.getByRole('link', { name: config.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
  });

  test('Contact gives the registry address, what to include, and how to correct a record', async ({
    page,
  }) => {
    await page.goto('/contact');
    const config = await siteConfig(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: config.contactEmail }).first()).toHaveAttribute(
      'href',
      `mailto:${config.contactEmail}`,
    );
    for (const name of ['Documenting a canoe', 'Corrections', 'Removal and privacy requests']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });

  test('Privacy and Terms cover what is kept, photos, rights and corrections', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    for (const name of ['The mailing list', 'Contributor accounts', 'Photographs', 'Cultural sensitivity']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(main.getByText(/GPS location, is removed/)).toBeVisible();
    await page.goto('/terms');
    for (const name of ['Your rights in what you share', 'Accuracy and corrections', 'Cultural respect']) {
      await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });

  test('the sitemap links every section', async ({ page }) => {
    await page.goto('/sitemap');
    const main = page.getByRole('main');
    const sections: [string, string][] = [
      ['Canoes', '/canoes'],
      ['Stewards', '/owners'],
      ['Makers', '/makers'],
      ['Races', '/races'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ];
    for (const [name, href] of sections) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await main.getByRole('link', { name: 'Races', exact: true }).click();
    await expect(page).toHaveURL('/races');
  });
});
