import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup, withoutServerRender } from './support/fixtures.ts';
import { documentTitle } from '../../src/shared/paths.ts';
import { pages } from '../../src/shared/i18n/messages/pages.ts';

/** The settings the server wrote into the page (REGISTER_FORM_URL, CONTACT_EMAIL). */
async function siteConfig(page: Page): Promise<{ registerFormUrl: string; contactEmail: string }> {
  return page.evaluate(() => JSON.parse(document.getElementById('site-config')!.textContent!));
}

const featuredRegion = (page: Page) => page.getByRole('region', { name: 'Featured Canoes' });

/** A featured canoe about which nothing is known, in the list item shape. */
const unknownCanoe = {
  canoe_id: 999999,
  name: null,
  current_name: null,
  hull_id: null,
  type_id: null,
  type_name: null,
  type: null,
  build_date: null,
  build_year: null,
  length: null,
  width: null,
  weight: null,
  origin: null,
  maker_id: null,
  maker_name: null,
  current_owner_id: null,
  owner_name: null,
  current_owner: null,
  name_start_date: null,
  ownership_start_date: null,
  media_count: 0,
  image_url: null,
  thumbnail_url: null,
  created_at: '2024-01-01T00:00:00.000Z',
  updated_at: '2024-01-01T00:00:00.000Z',
};

test.describe('Home', () => {
  test('shows the banner, hero, stats with the live count of canoes documented, and its title', async ({
    page,
    request,
  }) => {
    const list = await request.get('/api/canoes?limit=1');
    const total = Number(list.headers()['x-total-count']);
    expect(total).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page).toHaveTitle(documentTitle(pages.homeTitle.message));
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText('This registry is growing.')).toBeVisible();
    const stats = page.getByRole('region', { name: 'The registry at a glance' });
    await expect(stats.getByRole('term')).toHaveText([
      'Estimated koa canoes in Hawaiʻi',
      'Years of canoe building',
      'Years to grow a canoe-sized koa',
      'Canoes documented',
    ]);
    await expect(stats.getByRole('definition')).toHaveText([
      '~100',
      '1,000+',
      '75-100+',
      total.toLocaleString('en-US'),
    ]);
    for (const title of ['Help Preserve Our Canoe Heritage', 'Our Mission', 'Join the Legacy']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    for (const title of ['Document', 'Preserve', 'Share', 'Contribute', 'Support']) {
      await expect(page.getByRole('heading', { level: 3, name: title, exact: true }).first()).toBeVisible();
    }
  });

  test('features 3 canoes, those with photos first, each linking to its page', async ({ page, request }) => {
    const hokuleaId = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto('/');
    const featured = featuredRegion(page);
    const cards = featured.getByRole('article');
    await expect(cards).toHaveCount(3);
    // Only Hōkūleʻa and Kaʻala have photos in the known data: both are always chosen, and shown first.
    const names = await cards.getByRole('heading', { level: 3 }).allTextContents();
    expect(names.slice(0, 2).sort()).toEqual([KNOWN.canoes.hokulea, KNOWN.canoes.kaala].sort());
    for (const name of [KNOWN.canoes.hokulea, KNOWN.canoes.kaala]) {
      const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
      // exact: the placeholder of a missing photo is named 'Photo of … (no image)'.
      const photo = card.getByRole('img', { name: `Photo of ${name}`, exact: true });
      await expect(photo).toHaveAttribute('src', /^\/api\/canoes\/\d+\/media\/\d+\/image/);
      await expect(photo).toHaveAttribute('srcset', /size=thumbnail 480w/);
      await expect(card.getByText('Type', { exact: true })).toBeVisible();
      await expect(card.getByText('Built', { exact: true })).toBeVisible();
    }
    await expectAccessible(page);

    const hokulea = cards.filter({ has: page.getByRole('heading', { name: KNOWN.canoes.hokulea }) });
    await hokulea.getByRole('link', { name: 'View Details' }).click();
    await expect(page).toHaveURL(`/canoes/${hokuleaId}`);

    await page.goBack();
    await featuredRegion(page).getByRole('link', { name: 'View All Canoes' }).click();
    await expect(page).toHaveURL('/canoes');
  });

  test('a canoe with nothing known reads Unnamed Canoe, Unknown Type and Unknown', async ({ page }) => {
    await withoutServerRender(page);
    await page.route(/\/api\/canoes\/featured/, (route) => route.fulfill({ json: [unknownCanoe] }));
    await page.goto('/');
    const card = featuredRegion(page).getByRole('article');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText('Unnamed Canoe');
    await expect(card.getByText('Unknown Type', { exact: true })).toBeVisible();
    await expect(card.getByText('Unknown', { exact: true })).toBeVisible();
    await expect(card.getByTestId('no-photo')).toHaveText('No photo has been shared yet');
    await expect(card.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      `/canoes/${unknownCanoe.canoe_id}`,
    );
  });

  test("says 'Failed to load featured canoes' when the featured canoes cannot load", async ({ page }) => {
    await withoutServerRender(page);
    await page.route(/\/api\/canoes\/featured/, (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'Boom' } }),
    );
    await page.goto('/');
    const featured = featuredRegion(page);
    // The query retries a server error twice before giving up.
    await expect(featured.getByRole('alert')).toHaveText(/Failed to load featured canoes/, {
      timeout: 15_000,
    });
    await expect(featured.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(featured.getByRole('link', { name: 'View All Canoes' })).toBeVisible();
    await expectAccessible(page);
  });

  test('Browse Canoes and Learn More About the Registry lead to the registry and the About page', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse Canoes' }).click();
    await expect(page).toHaveURL('/canoes');
    await page.goBack();
    await page.getByRole('link', { name: 'Learn More About the Registry', exact: true }).click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About the Koa Canoe Registry');
  });

  test('registering opens the form it is set to (the share form by default), support the registry mailbox', async ({
    page,
  }) => {
    await page.goto('/');
    const config = await siteConfig(page);
    const documentLinks = page.getByRole('link', { name: "Document Your Canoe's Story" });
    await expect(documentLinks).toHaveCount(2);
    for (const link of await documentLinks.all()) {
      await expect(link).toHaveAttribute('href', config.registerFormUrl);
    }
    await expect(page.getByRole('link', { name: 'Share Photos or Stories' })).toHaveAttribute(
      'href',
      '/share',
    );
    const support = page.getByRole('link', { name: 'Contact Us to Help' });
    await expect(support).toHaveAttribute('href', new RegExp(`^mailto:${config.contactEmail}(\\?|$)`));
  });
});
