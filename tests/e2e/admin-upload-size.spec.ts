/**
 * A file past the server's MAX_IMAGE_MB is refused by the upload forms before anything is sent, with the words
 * the server's 413 would use. The limit comes from the page's settings (site-config), which the server writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };
const MB = 1024 * 1024;

/**
 * A JPEG-named file of `bytes` bytes on disk (its content never matters: it must not leave the browser). A path
 * reaches the browser at once, where a 25 MB buffer would be copied through the test protocol.
 */
function bigFile(name: string, bytes: number) {
  const file = test.info().outputPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, '');
  fs.truncateSync(file, bytes);
  return file;
}

/** Every request that would send an image (or save a record) from now on. */
function watchWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return writes;
}

/** Serve the pages with MAX_IMAGE_MB written as `mb` into their settings, as a server configured so would. */
async function withMaxImageMb(page: Page, mb: number) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const changed = html.replace(/"maxImageMb":\d+/, `"maxImageMb":${mb}`);
    expect(changed).not.toBe(html);
    await route.fulfill({ response, body: changed });
  });
}

test.describe('Upload forms and the server’s image size limit', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the photo form refuses a file past the limit with the server’s own message', async ({ page }) => {
    await signIn(page, 'admin');
    const created = await page.request.post('/api/canoes', { data: { name: unique('Nui') }, headers: WRITE });
    expect(created.status()).toBe(201);
    const canoeId = ((await created.json()) as { canoe_id: number }).canoe_id;

    // What the server answers to an image one byte past its limit (MAX_IMAGE_MB is 25 here).
    const oversized = Buffer.alloc(25 * MB + 1, 0xff);
    const refused = await page.request.post(`/api/canoes/${canoeId}/media`, {
      headers: WRITE,
      data: { file_name: 'big.jpg', mime_type: 'image/jpeg', data: oversized.toString('base64') },
    });
    expect(refused.status()).toBe(413);
    const serverMessage = ((await refused.json()) as { message: string }).message;
    expect(serverMessage).toBe('The image is larger than the 25 MB limit. Please choose a smaller image.');

    await page.goto(`/canoes/${canoeId}/photos`);
    const writes = watchWrites(page);
    const input = page.getByLabel('Photo File');
    await input.setInputFiles(bigFile('Whole canoe.jpg', oversized.length));
    await expect(page.getByText(serverMessage)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(new RegExp(serverMessage.replace(/\./g, '\\.')));
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeDisabled();

    // A file exactly at the limit may go.
    await input.setInputFiles(bigFile('Just fits.jpg', 25 * MB));
    await expect(page.getByText(serverMessage)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload', exact: true })).toBeEnabled();
    expect(writes).toEqual([]);
  });

  test('the steward logo and person picture follow the limit the page is given', async ({ page }) => {
    await signIn(page, 'admin');
    await withMaxImageMb(page, 1);
    const message = 'The image is larger than the 1 MB limit. Please choose a smaller image.';
    const ownerId = await lookup.owner(page.request, KNOWN.stewards.museum);

    await page.goto(`/owners/${ownerId}/edit`);
    const writes = watchWrites(page);
    const logo = page.getByLabel(/^(Replace )?Logo$/);
    await logo.setInputFiles(bigFile('logo.jpg', MB + 1));
    await expect(page.getByText(message)).toBeVisible();
    await page.getByRole('button', { name: 'Update Steward' }).click();
    await expect(logo).toBeFocused();
    await expect(page).toHaveURL(`/owners/${ownerId}/edit`);
    expect(writes).toEqual([]);

    const person = await page.request.post('/api/people', {
      data: { name: unique('Kaʻiulani') },
      headers: WRITE,
    });
    expect(person.status()).toBe(201);
    const personId = ((await person.json()) as { person_id: number }).person_id;
    await page.goto(`/people/${personId}`);
    const picture = page.getByRole('region', { name: 'Profile Picture' });
    await picture.getByLabel('Picture file').setInputFiles(bigFile('me.jpg', MB + 1));
    await expect(picture.getByText(message)).toBeVisible();
    await expect(picture.getByRole('button', { name: 'Upload Picture' })).toBeDisabled();
    expect(writes.filter((write) => write.includes('/picture'))).toEqual([]);
  });
});
