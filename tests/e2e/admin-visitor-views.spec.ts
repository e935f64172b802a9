/**
 * What visitors see of what administrators do: a photo's focal point found at upload and moved from
 * its Edit Details form, a printed record without the administrators' boxes, and the People table on a phone.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, signIn, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };
const PHONE = { width: 390, height: 844 };

/** Calm water with a red hull low on the left: the middle of the frame is empty. */
const hullLowLeft = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">' +
        '<rect width="1200" height="800" fill="#6f9fbf"/>' +
        '<rect x="90" y="610" width="230" height="60" rx="20" fill="#b3261e"/>' +
        '<rect x="110" y="625" width="190" height="8" fill="#f2c14e"/></svg>',
    ),
  )
    .jpeg({ quality: 90 })
    .toBuffer();

interface Photo {
  media_id: number;
  focal_point: { x: number; y: number };
  focal_point_moved: boolean;
}

async function canoeWithPhoto(page: Page, name: string): Promise<{ id: number; photo: Photo }> {
  const canoe = await page.request.post('/api/canoes', { data: { name }, headers: WRITE });
  expect(canoe.status(), await canoe.text()).toBe(201);
  const id = ((await canoe.json()) as { canoe_id: number }).canoe_id;
  const upload = await page.request.post(`/api/canoes/${id}/media`, {
    headers: WRITE,
    data: {
      file_name: 'hull.jpg',
      mime_type: 'image/jpeg',
      data: (await hullLowLeft()).toString('base64'),
      caption: `${name} at the shore`,
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  return { id, photo: (await upload.json()) as Photo };
}

const objectPosition = (point: { x: number; y: number }) => `${point.x}% ${point.y}%`;

test.describe('A photo’s focal point', () => {
  test.describe.configure({ timeout: 90_000 });

  test('is found at upload and keeps the hull in the canoe page’s band, the card and the thumbnails', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kai Malino');
    const { id, photo } = await canoeWithPhoto(page, name);
    // The hull is low on the left of the frame; the centre would show only water.
    expect(photo.focal_point.x).toBeLessThan(35);
    expect(photo.focal_point.y).toBeGreaterThan(65);

    for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/canoes/${id}`);
      const band = page.getByRole('img', { name: `${name} at the shore` }).first();
      await expect(band).toHaveCSS('object-position', objectPosition(photo.focal_point));

      await page.goto(`/canoes?q=${encodeURIComponent(name)}`);
      const card = page.getByRole('article').filter({ hasText: name });
      await expect(card.locator('img')).toHaveCSS('object-position', objectPosition(photo.focal_point));

      await page.goto(`/canoes/${id}/photos`);
      await expect(page.getByRole('button', { name: /^View photo 1 full size/ }).locator('img')).toHaveCSS(
        'object-position',
        objectPosition(photo.focal_point),
      );
    }
  });

  test('is moved from the Edit Details form, with its history, and put back', async ({ page }) => {
    await signIn(page, 'admin');
    const name = unique('Kai Malino');
    const { id, photo } = await canoeWithPhoto(page, name);

    for (const viewport of [{ width: 1366, height: 900 }, PHONE]) {
      await page.setViewportSize(viewport);
      await page.goto(`/canoes/${id}/photos`);
      await page.getByRole('button', { name: 'Edit Details' }).click();
      const form = page.getByRole('region', { name: 'Edit Photo Details' });
      const left = form.getByRole('spinbutton', { name: 'From the left (%)' });
      const top = form.getByRole('spinbutton', { name: 'From the top (%)' });
      await expect(left).toHaveValue(String(photo.focal_point.x));
      await expect(top).toHaveValue(String(photo.focal_point.y));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await expectAccessible(page);

      // A click on the photo puts the point there.
      const picker = form.getByTestId('focal-point-picker');
      const box = (await picker.boundingBox())!;
      await picker.click({ position: { x: box.width * 0.8, y: box.height * 0.25 } });
      await expect(left).toHaveValue(/^(79|80|81)$/);
      await expect(top).toHaveValue(/^(24|25|26)$/);
      // Typed, exactly.
      await left.fill('80');
      await top.fill('25');
      await form.getByRole('button', { name: 'Save Details' }).click();
      await expect(form).toHaveCount(0);

      await page.goto(`/canoes/${id}`);
      await expect(page.getByRole('img', { name: `${name} at the shore` }).first()).toHaveCSS(
        'object-position',
        '80% 25%',
      );
      await page.getByRole('link', { name: 'View full history' }).click();
      await expect(page.getByRole('main')).toContainText('moved the focal point of the photo hull.jpg');

      // Back to the point found at upload.
      await page.goto(`/canoes/${id}/photos`);
      await page.getByRole('button', { name: 'Edit Details' }).click();
      await page.getByRole('button', { name: 'Use the point found at upload' }).click();
      await page.getByRole('button', { name: 'Save Details' }).click();
      await expect(page.getByRole('region', { name: 'Edit Photo Details' })).toHaveCount(0);
      const saved = (await (await page.request.get(`/api/canoes/${id}/media`)).json()) as Photo[];
      expect(saved[0]).toMatchObject({ focal_point: photo.focal_point, focal_point_moved: false });
    }
  });
});

test('a canoe page printed by an administrator leaves out the administrators’ boxes', async ({ page }) => {
  await signIn(page, 'admin');
  const name = unique('Kai Malino');
  const { id } = await canoeWithPhoto(page, name);
  await page.goto(`/canoes/${id}`);
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('heading', { name: 'Current Steward' })).toBeVisible();
  for (const hidden of ['Quick Actions', 'Recent Activity']) {
    await expect(page.getByRole('heading', { name: hidden })).toBeHidden();
  }
  for (const link of ['Edit', 'History', 'Record Ownership Change']) {
    await expect(page.getByRole('link', { name: link, exact: true })).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(
    page.getByText(/^Koa Canoe Registry · Permanent link: http:\/\/.+\/canoes\/\d+$/),
  ).toBeVisible();
});

test('the People table keeps its names as ordinary cells and scrolls inside its frame on a phone', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.setViewportSize(PHONE);
  await page.goto('/people?view=list');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('rowheader')).toHaveCount(0);
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toBeEmpty();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const frame = table.locator('xpath=..');
  const scrolls = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(scrolls).toBe(true);
  await expectAccessible(page);
});
