import { test, expect, expectAccessible } from './support/fixtures.ts';

test.describe('Shell', () => {
  test('the header navigates and shows Login to a visitor, with no admin parts', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Canoes',
      'Stewards',
      'Makers',
      'Races',
      'Places',
      'About',
    ]);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'Stewards' }).click();
    await expect(page).toHaveURL('/owners');
    await expect(nav.getByRole('link', { name: 'Stewards' })).toHaveAttribute('aria-current', 'page');
  });

  test('a new page opens at its top, Back returns to where the visitor was, and no router warning is logged', async ({
    page,
  }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 600));
    // The header shrinks once scrolled, and the browser keeps the content in place: wait for it to settle.
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await page.waitForTimeout(300);
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(500);
    // A click where the visitor is (Playwright's click would first scroll the sticky header's link into view).
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Stewards' })
      .dispatchEvent('click');
    await expect(page).toHaveURL('/owners');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL('/');
    // Within the 20 pixels the header gives back as it shrinks again.
    const near = async () => Math.abs((await page.evaluate(() => window.scrollY)) - place) <= 25;
    await expect.poll(near).toBe(true);
    expect(warnings.filter((text) => /HydrateFallback|React Router/i.test(text))).toEqual([]);
  });

  test('the header shrinks after 20 pixels of scrolling and grows back at the top', async ({ page }) => {
    await page.goto('/about');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    const tall = await header.boundingBox();
    await page.mouse.wheel(0, 10);
    await page.waitForTimeout(100);
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.mouse.wheel(0, 300);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(tall!.height);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  test('breadcrumbs: numeric segments read Details, others are capitalised with hyphens as spaces', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

    await page.goto('/canoes/1');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Canoes', 'Details']);
    await expect(crumbs.getByText('Details')).toHaveAttribute('aria-current', 'page');
    await crumbs.getByRole('link', { name: 'Canoes' }).click();
    await expect(page).toHaveURL('/canoes');

    await page.goto('/canoes/1/photos');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Canoes', 'Details', 'Photos']);
    // The page itself, Photos, is not linked.
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Canoes', 'Details']);
    // The spec's address of the photos page still works, and the visitor sees their own.
    await page.goto('/canoes/1/media/add?photo=2');
    await expect(page).toHaveURL('/canoes/1/photos?photo=2');

    await page.goto('/owners/1');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Stewards', 'Details']);

    await page.goto('/forgot-password-help');
    await expect(crumbs.getByRole('listitem')).toHaveText(['Home', 'Forgot password help']);
  });

  test('an unknown path answers 404 with the not-found page and Return to Home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/Page Not Found/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('an unknown API path answers JSON 404, not the app', async ({ request }) => {
    const response = await request.get('/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect((await response.json()).message).toBeTruthy();
  });

  test('the footer links and the subscribe form: success clears the input', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const explore = footer.getByRole('navigation', { name: 'Explore' });
    await expect(explore.getByRole('link')).toHaveText([
      'Canoe Registry',
      'Through the Years',
      'Places',
      'Stewards',
      'Makers',
      'Races',
      'Share a Story',
      'About',
      'Contact',
    ]);
    for (const name of ['Privacy', 'Terms', 'Sitemap']) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    const email = `reader-${Date.now()}@example.org`;
    const input = footer.getByLabel('Email address');
    await input.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    // It follows the whole archive (decision 033): nothing is sent until the address is confirmed.
    await expect(
      footer.getByText('Check your email: we sent a link to confirm. Nothing is sent until you open it.'),
    ).toBeVisible();
    await expect(input).toHaveValue('');
  });

  test("the subscribe form shows the server's message when it refuses an address", async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    // The browser accepts "a@b" as an email; the server wants a domain with a dot.
    await footer.getByLabel('Email address').fill('a@b');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await expect(footer.getByLabel('Email address')).toHaveValue('a@b');
  });

  test("the subscribe form says 'Subscription failed. Try again.' when the server gives no reason", async ({
    page,
  }) => {
    await page.route('**/api/follows', (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('reader@example.org');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Subscription failed. Try again.')).toBeVisible();
    await expectAccessible(page);
  });

  test('an address typed before the form’s code has come is kept, and sent once it has', async ({ page }) => {
    // The form's code arrives late (it is fetched once the page is idle): until then its button waits, disabled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/subscribe-form-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    const email = `early-${Date.now()}@example.org`;
    await footer.getByLabel('Email address').fill(email);
    await footer.getByLabel('Email address').press('Enter');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeDisabled();
    await expect(footer.getByLabel('Email address')).toHaveValue(email);
    release();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByText('Check your email:', { exact: false })).toBeVisible();
  });

  test.describe('at a phone width', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu opens, lists the sections, and closes on navigation', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link')).toHaveText([
        'Canoes',
        'Stewards',
        'Makers',
        'Races',
        'Places',
        'About',
      ]);
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
      await expectAccessible(page);
      await menu.getByRole('link', { name: 'Makers' }).click();
      await expect(page).toHaveURL('/makers');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
