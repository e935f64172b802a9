import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

const png = () =>
  sharp({ create: { width: 200, height: 200, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();

interface SavedOwner {
  owner_id: number;
  name: string;
  owner_type: string | null;
  website: string | null;
  description: string | null;
  contact: { email: string | null; phone: string | null; address: string | null };
  founded: number | null;
  logo_url: string | null;
}

async function createOwner(page: Page, body: Record<string, unknown>): Promise<SavedOwner> {
  const response = await page.request.post('/api/owners', { data: body, headers: WRITE });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedOwner;
}

async function readOwner(page: Page, id: number): Promise<SavedOwner> {
  const response = await page.request.get(`/api/owners/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedOwner;
}

async function addLogo(page: Page, id: number) {
  const response = await page.request.post(`/api/owners/${id}/logo`, {
    headers: WRITE,
    data: { file_name: 'logo.png', mime_type: 'image/png', data: (await png()).toString('base64') },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const detailsToggle = (page: Page) => page.getByRole('button', { name: 'Additional Details' });
const ownerIdFrom = (page: Page) => Number(new URL(page.url()).pathname.split('/')[2]);

async function expectLoaded(page: Page, name: string) {
  const logo = page.getByRole('main').getByRole('img', { name });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test.describe('Steward form', () => {
  test.describe.configure({ timeout: 90_000 });

  test('creates a steward with a logo, after each validation message', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/owners');
    await page.getByRole('link', { name: 'Add New Steward' }).first().click();
    await expect(page).toHaveURL('/owners/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Steward' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Type' }).getByRole('option')).toHaveText([
      'Select a type',
      'Organization',
      'Museum',
      'Family',
      'Club',
    ]);
    await expect(detailsToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expectAccessible(page);

    // Name is required; the message goes when the name is edited.
    const create = page.getByRole('button', { name: 'Create Steward' });
    await create.click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(textbox(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(textbox(page, 'Name')).toBeFocused();
    const name = unique('Hale Waʻa');
    await textbox(page, 'Name').fill(name);
    await expect(page.getByText('Name is required')).toHaveCount(0);

    // A website must be an address.
    await textbox(page, 'Website').fill('not a website');
    await create.click();
    await expect(page.getByText('Please enter a valid URL (e.g., https://example.org)')).toBeVisible();
    await expect(textbox(page, 'Website')).toBeFocused();
    await textbox(page, 'Website').fill('https://halewaa.example.org');
    await expect(page.getByText('Please enter a valid URL (e.g., https://example.org)')).toHaveCount(0);

    // An email in the closed section: it opens to show the message.
    await detailsToggle(page).click();
    await textbox(page, 'Contact Email').fill('kahu@');
    await detailsToggle(page).click();
    await expect(textbox(page, 'Contact Email')).toBeHidden();
    await create.click();
    await expect(detailsToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(textbox(page, 'Contact Email')).toBeFocused();

    // A logo must be one of the image types.
    const logo = page.getByLabel('Logo', { exact: true });
    await logo.setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByText('Please select a valid image file (JPEG, PNG, GIF, or SVG)')).toBeVisible();
    await expectAccessible(page);
    await create.click();
    await expect(logo).toBeFocused();
    await logo.setInputFiles({ name: 'hale-waa.png', mimeType: 'image/png', buffer: await png() });
    await expect(page.getByText('Please select a valid image file (JPEG, PNG, GIF, or SVG)')).toHaveCount(0);
    await expect(page.getByRole('img', { name: `Chosen logo for ${name}` })).toBeVisible();
    await textbox(page, 'Contact Email').fill('kahu@halewaa.example.org');
    await expect(page.getByText('Please enter a valid email address')).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Museum' });
    await textbox(page, 'Description').fill('A museum hale for canoes of Waimānalo.');
    await textbox(page, 'Phone').fill('(808) 555-0123');
    await textbox(page, 'Address').fill('2 Shore Road, Waimānalo');
    await page.getByRole('textbox', { name: 'Founded Year' }).fill('1990');

    // A failed save says why and keeps everything.
    await page.route('**/api/owners', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Database unavailable"}',
      }),
    );
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to save steward: Database unavailable');
    await page.unroute('**/api/owners');

    await create.click();
    await expect(page).toHaveURL(/\/owners\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectLoaded(page, `${name} logo`);
    await expect(page.getByRole('main')).toContainText('Museum');
    await expect(page.getByRole('main')).toContainText('Founded 1990');
    const saved = await readOwner(page, ownerIdFrom(page));
    expect(saved).toMatchObject({
      name,
      owner_type: 'museum',
      website: 'https://halewaa.example.org',
      description: 'A museum hale for canoes of Waimānalo.',
      contact: {
        email: 'kahu@halewaa.example.org',
        phone: '(808) 555-0123',
        address: '2 Shore Road, Waimānalo',
      },
      founded: 1990,
    });
    expect(saved.logo_url).not.toBeNull();
  });

  test('a logo the server refuses on create still lands on the new steward page', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/owners/new');
    const name = unique('Nā Kiaʻi');
    await textbox(page, 'Name').fill(name);
    // Words named like a PNG: the browser takes it, the server reads the content and refuses it.
    await page
      .getByLabel('Logo', { exact: true })
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
    await page.getByRole('button', { name: 'Create Steward' }).click();
    await expect(page).toHaveURL(/\/owners\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const notice = page.getByRole('alert');
    await expect(notice).toHaveText(
      'Steward was created but logo upload failed. Please edit the steward to try uploading the logo again. ' +
        'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
    );
    await expectAccessible(page);
    expect((await readOwner(page, ownerIdFrom(page))).logo_url).toBeNull();
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('edits a steward: details open by themselves, an individual stays one', async ({ page }) => {
    await signIn(page, 'admin');
    const owner = await createOwner(page, {
      name: unique('Kamaka ʻOhana'),
      owner_type: 'individual',
      description: 'Keeps one old koa canoe.',
      contact: { email: 'kamaka@example.org' },
      founded: 1950,
    });
    await page.goto(`/owners/${owner.owner_id}`);
    await page.getByRole('link', { name: 'Edit Steward' }).click();
    await expect(page).toHaveURL(`/owners/${owner.owner_id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Steward' })).toBeVisible();
    await expect(detailsToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(textbox(page, 'Description')).toHaveValue('Keeps one old koa canoe.');
    await expect(textbox(page, 'Contact Email')).toHaveValue('kamaka@example.org');
    await expect(page.getByRole('textbox', { name: 'Founded Year' })).toHaveValue('1950');
    const type = page.getByRole('combobox', { name: 'Type' });
    await expect(type).toHaveValue('individual');
    await expect(type.getByRole('option')).toHaveText([
      'Individual',
      'Organization',
      'Museum',
      'Family',
      'Club',
    ]);
    await expectAccessible(page);

    const renamed = unique('Kamaka ʻOhana Hou');
    await textbox(page, 'Name').fill(renamed);
    await page.getByRole('button', { name: 'Update Steward' }).click();
    await expect(page).toHaveURL(`/owners/${owner.owner_id}`);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    expect(await readOwner(page, owner.owner_id)).toMatchObject({
      name: renamed,
      owner_type: 'individual',
      founded: 1950,
      contact: { email: 'kamaka@example.org' },
    });

    // A steward with nothing more to say: the section stays closed.
    const plain = await createOwner(page, { name: unique('Hui Plain'), owner_type: 'club' });
    await page.goto(`/owners/${plain.owner_id}/edit`);
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('club');
    await expect(detailsToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/owners/${plain.owner_id}`);
  });

  test('a missing steward cannot be edited', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/owners/999999/edit');
    await expect(page.getByRole('heading', { name: 'Owner Not Found' })).toBeVisible();
    await expect(page.getByText('Failed to load steward data: Steward not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Stewards' })).toBeVisible();
  });
});

test.describe('Steward detail for administrators', () => {
  test.describe.configure({ timeout: 90_000 });

  test('deletes the logo after asking; a failure says why', async ({ page }) => {
    await signIn(page, 'admin');
    const owner = await createOwner(page, { name: unique('Hui Logo') });
    await addLogo(page, owner.owner_id);
    await page.goto(`/owners/${owner.owner_id}`);
    await expectLoaded(page, `${owner.name} logo`);

    await page.route('**/api/owners/*/logo', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"message":"Disk unavailable."}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Delete Logo' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Logo' });
    await expect(dialog).toContainText(
      "Are you sure you want to delete this logo? You can put it back from the steward's history.",
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to delete logo: Disk unavailable.');
    await expect(page.getByRole('button', { name: 'Delete Logo' })).toBeFocused();
    await page.unroute('**/api/owners/*/logo');

    await page.getByRole('button', { name: 'Delete Logo' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('main').locator('img[src="/logo.svg"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Logo' })).toHaveCount(0);
    expect((await readOwner(page, owner.owner_id)).logo_url).toBeNull();
  });

  test('a steward with canoes cannot be deleted; an empty one can', async ({ page }) => {
    await signIn(page, 'admin');
    const keeper = await createOwner(page, { name: unique('Hui Mālama') });
    const canoe = await page.request.post('/api/canoes', {
      headers: WRITE,
      data: { name: unique('Waʻa'), owner_id: keeper.owner_id, ownership_start_date: '2001' },
    });
    expect(canoe.status(), await canoe.text()).toBe(201);

    await page.goto(`/owners/${keeper.owner_id}`);
    await page.getByRole('button', { name: 'Delete Steward' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Steward' });
    await expect(dialog).toContainText(`Are you sure you want to delete ${keeper.name}?`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to delete steward: This steward still has 1 ownership record. Remove or reassign them first.',
    );
    await expect(page).toHaveURL(`/owners/${keeper.owner_id}`);
    await readOwner(page, keeper.owner_id);

    const empty = await createOwner(page, { name: unique('Hui Hakahaka') });
    await page.goto(`/owners/${empty.owner_id}`);
    await page.getByRole('button', { name: 'Delete Steward' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Delete Steward' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete Steward' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete Steward' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page).toHaveURL('/owners');
    await expect(page.getByRole('heading', { level: 1, name: 'Stewards' })).toBeVisible();
    await expect(page.getByRole('link', { name: empty.name })).toHaveCount(0);
    expect((await page.request.get(`/api/owners/${empty.owner_id}`)).status()).toBe(404);
  });
});

test.describe('Steward controls for everyone else', () => {
  for (const account of ['visitor', 'member'] as const) {
    test(`a ${account} sees no steward controls and cannot open the form`, async ({ page, request }) => {
      if (account === 'member') await signIn(page, 'member');
      const id = await lookup.owner(request, KNOWN.stewards.club);
      await page.goto(`/owners/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: KNOWN.stewards.club })).toBeVisible();
      for (const name of ['Delete Steward', 'Delete Logo']) {
        await expect(page.getByRole('button', { name })).toHaveCount(0);
      }
      await expect(page.getByRole('link', { name: 'Edit Steward' })).toHaveCount(0);

      await page.goto('/owners/new');
      if (account === 'visitor') {
        await expect(page).toHaveURL('/login');
      } else {
        await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      }
      await page.goto(`/owners/${id}/edit`);
      if (account === 'visitor') {
        await expect(page).toHaveURL('/login');
      } else {
        await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
      }
    });
  }
});
