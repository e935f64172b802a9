import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup, withoutServerRender } from './support/fixtures.ts';

const counter = (page: Page) => page.getByText(/^Photo \d of \d$/);
const thumbnail = (page: Page, n: number) =>
  page.getByRole('button', { name: new RegExp(`^View photo ${n} full size: `) });

test.describe('Canoe photos page', () => {
  test('steps through the photos in a ring; a thumbnail opens its photo full size', async ({
    page,
    request,
  }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const response = await page.goto(`/canoes/${id}/photos`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photos for ${KNOWN.canoes.hokulea}`);
    await expect(page).toHaveTitle(new RegExp(`^Photos for ${KNOWN.canoes.hokulea}`));
    // 'Upload and manage photos' is the administrators' text: a visitor reads what the page holds.
    await expect(page.getByText('Photos of this canoe shared with the registry.')).toBeVisible();
    await expect(page.getByText('Upload and manage photos for this canoe.')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
      'Home',
      'Canoes',
      'Details',
      'Photos',
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (3)' })).toBeVisible();
    await expect(counter(page)).toHaveText('Photo 1 of 3');
    await expect(thumbnail(page, 1)).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('img', { name: 'Hōkūleʻa caption 1' })).toBeVisible();
    // The viewer says who took the photo, when, and how it may be used; never its file name.
    const viewer = page.getByRole('region', { name: 'Current photo' });
    await expect(viewer).toContainText('Hōkūleʻa photo 1 description');
    await expect(viewer).toContainText('Credit: Photo: Keoni Kahananui');
    await expect(viewer).toContainText('Taken: July 4, 1980');
    await expect(viewer.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    await expect(page.getByRole('main')).not.toContainText('hokulea-1');

    // Previous from the first wraps to the last; next from the last wraps to the first.
    await page.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page)).toHaveText('Photo 3 of 3');
    await expect(thumbnail(page, 3)).toHaveAttribute('aria-current', 'true');
    await expect(thumbnail(page, 1)).not.toHaveAttribute('aria-current');
    await expect(page.getByText('Hōkūleʻa caption 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText('Photo 1 of 3');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText('Photo 2 of 3');

    // Spec §2: clicking a photo opens it full size; closed, it is the viewer's photo.
    await thumbnail(page, 2).click();
    await expect(page.getByRole('dialog', { name: 'Hōkūleʻa caption 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(counter(page)).toHaveText('Photo 2 of 3');
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText('Photo 3 of 3');

    // Arrow keys move too while the viewer has focus.
    await page.getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter(page)).toHaveText('Photo 1 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(counter(page)).toHaveText('Photo 3 of 3');

    // A visitor gets no upload box and no delete buttons.
    await expect(page.getByRole('button', { name: /upload|delete/i })).toHaveCount(0);
    await expect(page.getByLabel(/file/i)).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to Canoe' }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
  });

  test('the full-size overlay opens and closes by Escape, Close and a click outside', async ({
    page,
    request,
  }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}/photos`);

    const viewButton = page.getByRole('button', { name: 'View full size: Hōkūleʻa caption 1' });
    await viewButton.click();
    const dialog = page.getByRole('dialog', { name: 'Hōkūleʻa caption 1' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Uploaded by: Keawe Archive');
    await expect(dialog).toContainText('January 15, 2024');
    await expect(dialog.getByRole('img', { name: 'Hōkūleʻa caption 1' })).toBeVisible();
    await expect(dialog).toContainText('Credit: Photo: Keoni Kahananui');
    await expect(dialog).toContainText('Taken: July 4, 1980');
    await expect(dialog.getByRole('link', { name: 'CC BY-SA 4.0' })).toBeVisible();
    await expectAccessible(page);

    // Arrow keys move through the photos inside the overlay as well.
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Hōkūleʻa caption 2' })).toBeVisible();
    await expect(page.getByRole('dialog')).toContainText('February 15, 2024');
    await expect(page.getByRole('dialog')).toContainText('Taken: July 1981');
    await expect(page.getByRole('dialog')).toContainText('Licence: All rights reserved');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'View full size: Hōkūleʻa caption 2' })).toBeFocused();

    await page.getByRole('button', { name: 'View photo 3 full size' }).click();
    await expect(page.getByRole('dialog', { name: 'Hōkūleʻa caption 3' })).toBeVisible();
    await expect(counter(page).first()).toHaveText('Photo 3 of 3');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'View photo 1 full size' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a canoe with no photos says so', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.namaka);
    await page.goto(`/canoes/${id}/photos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photos for ${KNOWN.canoes.namaka}`);
    await expect(page.getByText('No photos available for this canoe.')).toBeVisible();
    await expect(page.getByRole('heading', { name: /^All Photos/ })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a canoe with no name is titled by its id', async ({ page, request }) => {
    const canoes = (await (await request.get('/api/canoes')).json()) as {
      canoe_id: number;
      name: string | null;
    }[];
    const id = canoes.find((canoe) => canoe.name === null)!.canoe_id;
    await page.goto(`/canoes/${id}/photos`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photos for Canoe #${id}`);
  });

  test('a photo that fails to load falls back to the placeholder', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.route(/\/api\/canoes\/\d+\/media\/\d+\/image/, (route) => route.abort());
    await page.goto(`/canoes/${id}/photos`);
    await expect(page.getByRole('img', { name: 'Hōkūleʻa caption 1 (no image)' })).toBeVisible();
    await expect(page.getByTestId('image-placeholder')).toHaveCount(4);
  });

  test('a missing canoe is Canoe Not Found', async ({ page }) => {
    const response = await page.goto('/canoes/999999/photos');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Canoe Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Canoes' })).toBeVisible();
  });

  test('a failed load shows the error panel with Back to Canoe', async ({ page, request }) => {
    await withoutServerRender(page);
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.route(new RegExp(`/api/canoes/${id}$`), (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto(`/canoes/${id}/photos`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load canoe data. Please try again later.', {
      timeout: 15_000,
    });
    await expect(alert.getByRole('link', { name: 'Back to Canoe' })).toHaveAttribute('href', `/canoes/${id}`);
    await expectAccessible(page);
  });
});
