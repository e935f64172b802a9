import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

const png = (background: string) =>
  sharp({ create: { width: 240, height: 160, channels: 3, background } })
    .png()
    .toBuffer();

interface SavedPhoto {
  media_id: number;
  description: string | null;
  caption: string | null;
  credit: string | null;
  date_taken: string | null;
  licence: string | null;
  uploaded_by: string | null;
}

async function createCanoe(page: Page): Promise<number> {
  const response = await page.request.post('/api/canoes', { data: { name: unique('Kiʻi') }, headers: WRITE });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { canoe_id: number }).canoe_id;
}

async function addPhoto(page: Page, canoeId: number, description: string, background: string) {
  const response = await page.request.post(`/api/canoes/${canoeId}/media`, {
    headers: WRITE,
    data: {
      file_name: `${description}.png`,
      mime_type: 'image/png',
      data: (await png(background)).toString('base64'),
      description,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function photosOf(page: Page, canoeId: number): Promise<SavedPhoto[]> {
  const response = await page.request.get(`/api/canoes/${canoeId}/media`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedPhoto[];
}

const counter = (page: Page) => page.getByRole('main').getByText(/^Photo \d of \d$/);
const uploadButton = (page: Page) => page.getByRole('button', { name: 'Upload', exact: true });
const fileInput = (page: Page) => page.getByLabel('Photo File');
const confirmDialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete Photo' });

async function confirmDelete(page: Page) {
  const dialog = confirmDialog(page);
  await expect(dialog).toContainText(
    'Are you sure you want to delete this photo? You can restore it from Recently Deleted.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe('Canoe photos page for administrators', () => {
  test.describe.configure({ timeout: 90_000 });

  test('uploads a photo with its credit and licence: disabled until chosen, the file name never its title', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page);
    await page.goto(`/canoes/${id}/photos`);
    await expect(page.getByText('No photos available for this canoe.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Upload Photo' })).toBeVisible();
    await expect(fileInput(page)).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');
    await expect(uploadButton(page)).toBeDisabled();
    await expectAccessible(page);

    await fileInput(page).setInputFiles({
      name: 'Sunrise at Kailua.png',
      mimeType: 'image/png',
      buffer: await png('#c2410c'),
    });
    // The description no longer fills itself in from the file name.
    const description = page.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue('');
    await expect(uploadButton(page)).toBeEnabled();
    await page.getByRole('textbox', { name: 'Caption' }).fill('Launch day at Kailua');
    await page.getByRole('textbox', { name: 'Photographer or Credit' }).fill('Photo: Kaʻiulani Pahiō');
    await page.getByLabel('Date Taken').fill('2023-06');
    await expect(page.getByText('Reads “June 2023”')).toBeVisible();
    await page.getByRole('combobox', { name: 'Licence' }).selectOption({ label: 'CC BY 4.0' });

    // Held back a moment, so the uploading state can be seen.
    await page.route('**/api/canoes/*/media', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await uploadButton(page).click();
    await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (1)' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded' })).toHaveText(
      'Photo uploaded: Launch day at Kailua',
    );
    await expect(counter(page)).toHaveText('Photo 1 of 1');
    const viewer = page.getByRole('region', { name: 'Current photo' });
    await expect(viewer).toContainText('Launch day at Kailua');
    await expect(viewer).toContainText('Credit: Photo: Kaʻiulani Pahiō');
    await expect(viewer).toContainText('Taken: June 2023');
    await expect(viewer.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await expect(page.getByRole('main')).not.toContainText('Sunrise at Kailua');
    // The form is cleared.
    await expect(description).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Photographer or Credit' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: 'Licence' })).toHaveValue('');
    await expect(fileInput(page)).toHaveValue('');
    await expect(uploadButton(page)).toBeDisabled();

    const [saved] = await photosOf(page, id);
    expect(saved).toMatchObject({
      description: null,
      caption: 'Launch day at Kailua',
      credit: 'Photo: Kaʻiulani Pahiō',
      date_taken: '2023-06',
      licence: 'cc-by-4.0',
      // The uploader is recorded apart from the photographer.
      uploaded_by: 'Pua Admin',
    });

    await page.getByRole('button', { name: 'View full size: Launch day at Kailua' }).click();
    const overlay = page.getByRole('dialog', { name: 'Launch day at Kailua' });
    await expect(overlay).toContainText('Uploaded by: Pua Admin');
    await expect(overlay).toContainText('Credit: Photo: Kaʻiulani Pahiō');
    await expect(overlay).toContainText('Taken: June 2023');
    await expect(overlay.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
    await expect(overlay.getByRole('img', { name: 'Launch day at Kailua' })).toBeVisible();
    await expectAccessible(page);
  });

  test('refused uploads say why: wrong type, not an image, too large, unreadable', async ({ page }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page);
    await page.goto(`/canoes/${id}/photos`);

    // A file that is not one of the photo types never gets to the server.
    await fileInput(page).setInputFiles({
      name: 'minutes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4'),
    });
    await expect(page.getByText('Please select a valid image file (JPEG, PNG, GIF, or WebP)')).toBeVisible();
    await expect(uploadButton(page)).toBeDisabled();

    // Text named like a PNG: the server reads the content and refuses it (415).
    await fileInput(page).setInputFiles({
      name: 'not really.png',
      mimeType: 'image/png',
      buffer: Buffer.from('just some words, not a picture'),
    });
    await expect(page.getByText('Please select a valid image file (JPEG, PNG, GIF, or WebP)')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Caption' }).fill('Nā waʻa');
    await uploadButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'Failed to upload photo. Please select a valid image file (JPEG, PNG, GIF, or WebP)',
    );
    // The choice and the words stay, so the admin can try again.
    await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue('Nā waʻa');
    await expect(uploadButton(page)).toBeEnabled();
    await expectAccessible(page);

    // Past the size limit (413): the server's own words.
    await page.route('**/api/canoes/*/media', (route) =>
      route.fulfill({
        status: 413,
        contentType: 'application/json',
        body: JSON.stringify({
          error: 'Payload Too Large',
          message: 'The image is larger than the 25 MB limit. Please choose a smaller image.',
        }),
      }),
    );
    await fileInput(page).setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: await png('#0f766e'),
    });
    await uploadButton(page).click();
    await expect(alert).toHaveText(
      'Failed to upload photo. The image is larger than the 25 MB limit. Please choose a smaller image.',
    );
    await page.unroute('**/api/canoes/*/media');

    // The browser cannot read the file.
    await page.evaluate(() => {
      FileReader.prototype.readAsDataURL = function (this: FileReader) {
        setTimeout(() => this.onerror?.(new ProgressEvent('error') as ProgressEvent<FileReader>), 0);
      };
    });
    await uploadButton(page).click();
    await expect(alert).toHaveText('Error reading file. Please try again.');

    await expect(page.getByText('No photos available for this canoe.')).toBeVisible();
    expect(await photosOf(page, id)).toHaveLength(0);
  });

  test('deletes from a thumbnail, the main photo and the overlay; the selection follows the rules', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page);
    for (const [n, colour] of [
      [1, '#7c2d12'],
      [2, '#115e59'],
      [3, '#1e3a8a'],
      [4, '#713f12'],
    ] as const) {
      await addPhoto(page, id, `Paʻi ${n}`, colour);
    }
    await page.goto(`/canoes/${id}/photos`);
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (4)' })).toBeVisible();
    const thumbnail = (n: number, label: string) =>
      page.getByRole('button', { name: `View photo ${n} full size: ${label}`, exact: true });
    // A thumbnail opens its photo full size; closed, it is the selected photo.
    await thumbnail(3, 'Paʻi 3').click();
    await expect(page.getByRole('dialog', { name: 'Paʻi 3' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(counter(page)).toHaveText('Photo 3 of 4');

    // Cancel keeps the photo.
    await page.getByRole('button', { name: 'Delete photo 1: Paʻi 1' }).click();
    await expect(confirmDialog(page)).toBeVisible();
    await expectAccessible(page);
    await confirmDialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmDialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete photo 1: Paʻi 1' })).toBeFocused();

    // Another photo than the selected one: the selection stays on Paʻi 3.
    await page.getByRole('button', { name: 'Delete photo 1: Paʻi 1' }).click();
    await confirmDelete(page);
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (3)' })).toBeVisible();
    await expect(counter(page)).toHaveText('Photo 2 of 3');
    await expect(thumbnail(2, 'Paʻi 3')).toHaveAttribute('aria-current', 'true');
    await expect(page.getByRole('button', { name: 'View full size: Paʻi 3' })).toBeVisible();

    // The selected photo, from the main view: the first remaining one is selected.
    await page
      .getByRole('region', { name: 'Current photo' })
      .getByRole('button', { name: 'Delete Photo' })
      .click();
    await confirmDelete(page);
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (2)' })).toBeVisible();
    await expect(counter(page)).toHaveText('Photo 1 of 2');
    await expect(thumbnail(1, 'Paʻi 2')).toHaveAttribute('aria-current', 'true');

    // From the overlay: it closes, and the first remaining photo is selected.
    await page.getByRole('button', { name: 'View photo 2 full size' }).click();
    const overlay = page.getByRole('dialog', { name: 'Paʻi 4' });
    await expect(overlay).toBeVisible();
    await overlay.getByRole('button', { name: 'Delete Photo' }).click();
    await expect(confirmDialog(page)).toBeVisible();
    await expectAccessible(page);
    await confirmDelete(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (1)' })).toBeVisible();
    await expect(counter(page)).toHaveText('Photo 1 of 1');
    await expect(page.getByRole('button', { name: 'View full size: Paʻi 2' })).toBeVisible();

    // A refused delete says so and keeps the photo.
    await page.route('**/api/canoes/*/media/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Disk unavailable."}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete photo 1: Paʻi 2' }).click();
    await confirmDelete(page);
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to delete photo. Please try again. Disk unavailable.',
    );
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (1)' })).toBeVisible();

    expect((await photosOf(page, id)).map((photo) => photo.description)).toEqual(['Paʻi 2']);
  });

  test('edits a photo’s caption, credit, date and licence; a date it cannot read is refused', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page);
    await addPhoto(page, id, 'Hōkūleʻa at Kualoa', '#0e7490');
    await page.goto(`/canoes/${id}/photos`);
    const viewer = page.getByRole('region', { name: 'Current photo' });
    await expect(viewer).toContainText('Licence: Not recorded');

    await viewer.getByRole('button', { name: 'Edit Details' }).click();
    const form = page.getByRole('region', { name: 'Edit Photo Details' });
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Hōkūleʻa at Kualoa');
    await form.getByRole('textbox', { name: 'Caption' }).fill('Arrival at Kualoa, 1976');
    await form.getByRole('textbox', { name: 'Photographer or Credit' }).fill('Kawika Nāone');
    await form.getByLabel('Date Taken').fill('when the trades blew');
    await form.getByRole('combobox', { name: 'Licence' }).selectOption({ label: 'CC0 / public domain' });
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save Details' }).click();
    await expect(
      form.getByText(/^Enter a year \(1962\), a month \(1962-03\) or a day/).first(),
    ).toBeVisible();
    await expect(form.getByLabel('Date Taken')).toBeFocused();
    expect((await photosOf(page, id))[0]).toMatchObject({ caption: null, credit: null, licence: null });

    await form.getByLabel('Date Taken').fill('1976');
    await form.getByRole('button', { name: 'Save Details' }).click();
    await expect(form).toHaveCount(0);
    await expect(viewer.getByRole('button', { name: 'Edit Details' })).toBeFocused();
    await expect(viewer).toContainText('Arrival at Kualoa, 1976');
    await expect(viewer).toContainText('Credit: Kawika Nāone');
    await expect(viewer).toContainText('Taken: 1976');
    await expect(viewer.getByRole('link', { name: 'CC0 / public domain' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );
    expect((await photosOf(page, id))[0]).toMatchObject({
      caption: 'Arrival at Kualoa, 1976',
      credit: 'Kawika Nāone',
      date_taken: '1976',
      licence: 'cc0',
      description: 'Hōkūleʻa at Kualoa',
    });

    // Cancel changes nothing.
    await viewer.getByRole('button', { name: 'Edit Details' }).click();
    await form.getByRole('textbox', { name: 'Photographer or Credit' }).fill('Someone else');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toHaveCount(0);
    await expect(viewer).toContainText('Credit: Kawika Nāone');
  });

  for (const [width, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    test(`the 'Photo uploaded' notice goes when that photo is deleted (${width})`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.setViewportSize(viewport);
      const id = await createCanoe(page);
      await addPhoto(page, id, 'Ka waʻa ma mua', '#0f766e');
      await page.goto(`/canoes/${id}/photos`);
      await fileInput(page).setInputFiles({
        name: 'hou.png',
        mimeType: 'image/png',
        buffer: await png('#c2410c'),
      });
      await page.getByRole('textbox', { name: 'Caption' }).fill('Ka waʻa hou');
      await uploadButton(page).click();
      const notice = page.getByRole('status').filter({ hasText: 'Photo uploaded' });
      await expect(notice).toHaveText('Photo uploaded: Ka waʻa hou');
      await expect(page.getByRole('heading', { level: 2, name: 'All Photos (2)' })).toBeVisible();

      // Deleting another photo leaves the notice; deleting the uploaded one takes it away.
      await page.getByRole('button', { name: 'Delete photo 1: Ka waʻa ma mua' }).click();
      await confirmDelete(page);
      await expect(page.getByRole('heading', { level: 2, name: 'All Photos (1)' })).toBeVisible();
      await expect(notice).toHaveText('Photo uploaded: Ka waʻa hou');
      await page.getByRole('button', { name: 'Delete photo 1: Ka waʻa hou' }).click();
      await confirmDelete(page);
      await expect(page.getByText('No photos available for this canoe.')).toBeVisible();
      await expect(page.getByText('Photo uploaded')).toHaveCount(0);
      await expectAccessible(page);
    });
  }

  test('a signed-in member gets no upload box and no delete buttons', async ({ page, request }) => {
    await signIn(page, 'member');
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}/photos`);
    await expect(page.getByRole('heading', { level: 2, name: 'All Photos (3)' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upload Photo' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /upload|delete/i })).toHaveCount(0);
    await page.getByRole('button', { name: 'View photo 1 full size' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: /delete/i })).toHaveCount(0);
  });
});
