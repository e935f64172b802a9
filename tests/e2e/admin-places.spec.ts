/**
 * The keepers' places (issue 35, decision 030): the place form keeps a name as written in Hawaiian and checks what
 * the server checks; a canoe's place of origin and home waters are chosen on the canoe form; the origins review
 * turns an origin typed as text into a place only when the keeper confirms it; a place still referred to is not
 * deleted. At a desktop width and on a 390-pixel phone.
 */
import type { Page } from '@playwright/test';
import { api, expect, expectAccessible, signIn, test, uniqueToken } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

interface PlaceRef {
  place_id: number;
  name: string;
  island: string;
}
interface SavedPlace extends PlaceRef {
  moku: string | null;
  ahupuaa: string | null;
  latitude: number | null;
  longitude: number | null;
  precision: string;
  description: string | null;
}
interface SavedCanoe {
  canoe_id: number;
  origin: string | null;
  origin_place: PlaceRef | null;
  home_place: PlaceRef | null;
}

const readPlace = (page: Page, id: number) => api.get<SavedPlace>(page, `/api/places/${id}`);
const readCanoe = (page: Page, id: number) => api.get<SavedCanoe>(page, `/api/canoes/${id}`);
const createPlace = (page: Page, body: Record<string, unknown>) =>
  api.post<SavedPlace>(page, '/api/places', { island: 'oahu', ...body });
const createCanoe = (page: Page, body: Record<string, unknown>) =>
  api.post<SavedCanoe>(page, '/api/canoes', body);

const main = (page: Page) => page.getByRole('main');
/** The required Name box (its label carries a visual asterisk, left out of its accessible name). */
const nameBox = (page: Page) => main(page).getByRole('textbox', { name: 'Name', exact: true });
const placeIdFrom = (page: Page) => Number(/\/places\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);

/** The Island select (the precision's "On its island only" is labelled with the word too). */
const islandSelect = (page: Page) => main(page).getByRole('combobox', { name: 'Island', exact: true });
/** A name as written in Hawaiian, ʻokina and kahakō included, unique to this run. */
const hawaiianName = () => `Mōʻiliʻili ${uniqueToken()}`;

/** Nothing wider than the screen: the page scrolls only down. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}

test.describe('Places for keepers', () => {
  test.describe.configure({ timeout: 90_000 });

  test('adds a place through the form, keeping its ʻokina and kahakō, then edits it', async ({ page }) => {
    await signIn(page, 'admin');
    const name = hawaiianName();
    await page.goto('/places/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Place' })).toBeVisible();
    // A new place shows no point to the public until its keeper chooses otherwise.
    await expect(main(page).getByRole('radio', { name: 'On its island only' })).toBeChecked();
    await expectAccessible(page);

    // The server's own rules, checked before anything is sent.
    await page.getByRole('button', { name: 'Create Place' }).click();
    await expect(main(page).getByText('Name is required')).toBeVisible();
    await expect(main(page).getByText('Please choose the island')).toBeVisible();
    await expect(nameBox(page)).toBeFocused();
    await expect(nameBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await nameBox(page).fill(name);
    await expect(main(page).getByText('Name is required')).toHaveCount(0);
    await islandSelect(page).selectOption({ label: 'Oʻahu' });
    await main(page).getByLabel('Moku (district)').fill('Kona');
    await main(page).getByLabel('Ahupuaʻa').fill('Waikīkī');
    await main(page).getByLabel('Latitude').fill('21.2906');
    await main(page).getByLabel('Longitude').fill('west');
    await page.getByRole('button', { name: 'Create Place' }).click();
    const longitude = main(page).getByLabel('Longitude');
    await expect(longitude).toBeFocused();
    await expect(longitude).toHaveAccessibleDescription(/Decimal degrees.*Longitude must be a number/);
    await longitude.fill('-157.8171');
    await main(page).getByRole('radio', { name: 'Within about 10 km (its district)' }).check();
    await main(page).getByLabel('Description').fill('Where the stream met the sea.');
    await page.getByRole('button', { name: 'Create Place' }).click();

    await expect(page).toHaveURL(/\/places\/\d+$/);
    const id = placeIdFrom(page);
    expect(await readPlace(page, id)).toMatchObject({
      name,
      island: 'oahu',
      moku: 'Kona',
      ahupuaa: 'Waikīkī',
      latitude: 21.2906,
      longitude: -157.8171,
      precision: 'district',
      description: 'Where the stream met the sea.',
    });

    // Edited: the form opens with the place as kept.
    await page.goto(`/places/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Place' })).toBeVisible();
    await expect(nameBox(page)).toHaveValue(name);
    await expect(islandSelect(page)).toHaveValue('oahu');
    await expect(main(page).getByLabel('Latitude')).toHaveValue('21.2906');
    await expect(main(page).getByRole('radio', { name: 'Within about 10 km (its district)' })).toBeChecked();
    await expectAccessible(page);

    // A message the server gives about a field stands beside that field.
    await page.route(`**/api/places/${id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Invalid request', fields: { moku: 'Moku is not known' } }),
          })
        : route.fallback(),
    );
    await main(page).getByLabel('Moku (district)').fill('Kona Hema');
    await page.getByRole('button', { name: 'Update Place' }).click();
    await expect(main(page).getByLabel('Moku (district)')).toHaveAccessibleDescription('Moku is not known');
    await expect(main(page).getByLabel('Moku (district)')).toBeFocused();
    await page.unroute(`**/api/places/${id}`);

    await main(page).getByLabel('Moku (district)').fill('Kona');
    await main(page).getByRole('radio', { name: 'On its island only' }).check();
    await main(page).getByLabel('Description').fill('Where the stream met the sea at Waikīkī.');
    await page.getByRole('button', { name: 'Update Place' }).click();
    await expect(page).toHaveURL(`/places/${id}`);
    expect(await readPlace(page, id)).toMatchObject({
      name,
      precision: 'island',
      description: 'Where the stream met the sea at Waikīkī.',
    });
  });

  test("chooses a canoe's place of origin and home waters on the canoe form", async ({ page }) => {
    await signIn(page, 'admin');
    const origin = await createPlace(page, { name: hawaiianName(), island: 'oahu' });
    const home = await createPlace(page, { name: `Hilo ${uniqueToken()}`, island: 'hawaii' });
    const canoe = await createCanoe(page, { name: `Koa ${uniqueToken()}`, origin: 'Honolulu' });

    await page.goto(`/canoes/${canoe.canoe_id}/edit`);
    const originPicker = main(page).getByLabel('Place of origin');
    const homePicker = main(page).getByLabel('Home waters');
    // Beside the origin as it was typed; grouped by island, "No place" first.
    await expect(main(page).getByLabel('Origin Location')).toHaveValue('Honolulu');
    await expect(originPicker).toHaveValue('');
    await expect(originPicker.locator('option').first()).toHaveText('No place');
    await expect(originPicker.locator('optgroup[label="Oʻahu"]').getByText(origin.name)).toHaveCount(1);
    await expect(homePicker.locator('optgroup[label="Hawaiʻi"]').getByText(home.name)).toHaveCount(1);
    await expectAccessible(page);

    await originPicker.selectOption({ label: origin.name });
    await homePicker.selectOption({ label: home.name });
    await page.getByRole('button', { name: 'Update Canoe' }).click();
    await expect(page).toHaveURL(`/canoes/${canoe.canoe_id}`);
    expect(await readCanoe(page, canoe.canoe_id)).toMatchObject({
      origin: 'Honolulu',
      origin_place: { place_id: origin.place_id, name: origin.name, island: 'oahu' },
      home_place: { place_id: home.place_id, name: home.name, island: 'hawaii' },
    });

    // The edit form opens with them chosen; "No place" clears one, the other stays.
    await page.goto(`/canoes/${canoe.canoe_id}/edit`);
    await expect(originPicker).toHaveValue(String(origin.place_id));
    await expect(homePicker).toHaveValue(String(home.place_id));
    await homePicker.selectOption({ label: 'No place' });
    await page.getByRole('button', { name: 'Update Canoe' }).click();
    await expect(page).toHaveURL(`/canoes/${canoe.canoe_id}`);
    expect(await readCanoe(page, canoe.canoe_id)).toMatchObject({
      origin_place: { place_id: origin.place_id },
      home_place: null,
    });
  });

  test('the origins review links canoes only when the keeper confirms', async ({ page }) => {
    await signIn(page, 'admin');
    const canoeName = `Kaunakakai ${uniqueToken()}`;
    const kaunakakai = await createCanoe(page, { name: canoeName, origin: 'Kaunakakai, Molokaʻi' });
    const otherOrigin = `Hālawa ${uniqueToken()}, Molokaʻi`;
    const halawa = await createCanoe(page, { name: `Hālawa ${uniqueToken()}`, origin: otherOrigin });
    // An origin naming a place already kept: that place is suggested.
    const known = await createPlace(page, { name: hawaiianName(), island: 'oahu' });
    const knownOrigin = `${known.name}, Oʻahu`;
    const fromKnown = await createCanoe(page, { name: `Koa ${uniqueToken()}`, origin: knownOrigin });

    await page.goto('/places/origins');
    await expect(page.getByRole('heading', { level: 1, name: 'Origins to Review' })).toBeVisible();
    const row = main(page).getByRole('region', { name: 'Kaunakakai, Molokaʻi', exact: true });
    const other = main(page).getByRole('region', { name: otherOrigin, exact: true });
    await expect(row.getByText('1 canoe', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: canoeName })).toHaveAttribute(
      'href',
      `/canoes/${kaunakakai.canoe_id}`,
    );
    await expect(other).toBeVisible();
    // Nothing is chosen for the keeper.
    await expect(row.getByRole('radio', { checked: true })).toHaveCount(0);
    await expectAccessible(page);

    // Confirm without a choice: asked to choose, nothing linked.
    await other.getByRole('button', { name: 'Confirm' }).click();
    await expect(other.getByText('Please select a place')).toBeVisible();
    expect((await readCanoe(page, halawa.canoe_id)).origin_place).toBeNull();

    // A new place made from the text: its name and island proposed, and editable.
    await row.getByRole('radio', { name: 'Make a new place' }).check();
    await expect(row.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Kaunakakai');
    await expect(row.getByLabel('Island')).toHaveValue('molokai');
    await expect(row.getByLabel('Island').locator('option:checked')).toHaveText('Molokaʻi');
    await row.getByLabel('Moku (district)').fill('Kona');
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'now comes from' })).toHaveText(
      '1 canoe now comes from Kaunakakai',
    );
    await expect(row).toHaveCount(0);
    const linked = await readCanoe(page, kaunakakai.canoe_id);
    expect(linked).toMatchObject({
      origin: 'Kaunakakai, Molokaʻi',
      origin_place: { name: 'Kaunakakai', island: 'molokai' },
    });
    expect(await readPlace(page, linked.origin_place!.place_id)).toMatchObject({ moku: 'Kona' });
    // The other origin, never confirmed, stays as it was, and stays in the list.
    await expect(other).toBeVisible();
    expect((await readCanoe(page, halawa.canoe_id)).origin_place).toBeNull();
    await page.reload();
    await expect(main(page).getByRole('region', { name: otherOrigin, exact: true })).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Kaunakakai, Molokaʻi', exact: true })).toHaveCount(
      0,
    );

    // A suggested place, chosen.
    const suggested = main(page).getByRole('region', { name: knownOrigin, exact: true });
    await suggested.getByRole('radio', { name: `${known.name}, Oʻahu` }).check();
    await suggested.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'now comes from' })).toHaveText(
      `1 canoe now comes from ${known.name}`,
    );
    await expect(suggested).toHaveCount(0);
    expect((await readCanoe(page, fromKnown.canoe_id)).origin_place).toMatchObject({
      place_id: known.place_id,
    });
  });

  test('a place a canoe refers to is not deleted; once nothing does, it is', async ({ page }) => {
    // Needs the keepers' links on Places and on a place's page (places-admin-links.tsx, place-admin-actions.tsx).
    await signIn(page, 'admin');
    const place = await createPlace(page, { name: hawaiianName(), island: 'oahu' });
    const canoe = await createCanoe(page, { name: `Koa ${uniqueToken()}`, origin_place_id: place.place_id });

    // The keepers' ways in: from Places, and on the place's page.
    await page.goto('/places');
    await expect(main(page).getByRole('link', { name: 'Add Place' })).toHaveAttribute('href', '/places/new');
    await expect(main(page).getByRole('link', { name: 'Review Origins' })).toHaveAttribute(
      'href',
      '/places/origins',
    );
    await page.goto(`/places/${place.place_id}`);
    await expect(main(page).getByRole('link', { name: 'Edit Place' })).toHaveAttribute(
      'href',
      `/places/${place.place_id}/edit`,
    );
    await main(page).getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(`/places/${place.place_id}/history`);
    await expect(page.getByRole('heading', { level: 1, name: `History of ${place.name}` })).toBeVisible();
    await expectAccessible(page);
    await page.goBack();

    await main(page).getByRole('button', { name: 'Delete Place' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Place' });
    await expect(dialog).toContainText(`Delete the place ${place.name}?`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(main(page).getByRole('alert')).toContainText('still referred to by 1 canoe');
    await expect(page).toHaveURL(`/places/${place.place_id}`);
    expect((await page.request.get(`/api/places/${place.place_id}`)).status()).toBe(200);

    const removed = await page.request.delete(`/api/canoes/${canoe.canoe_id}`, { headers: WRITE });
    expect(removed.status()).toBe(204);
    await main(page).getByRole('button', { name: 'Delete Place' }).click();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page).toHaveURL('/places');
    expect((await page.request.get(`/api/places/${place.place_id}`)).status()).toBe(404);
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the place form and the origins review at ${viewport.width} px`, async ({ page }) => {
      await signIn(page, 'admin');
      await createCanoe(page, { name: `Koa ${uniqueToken()}`, origin: `Hilo ${uniqueToken()}, Hawaiʻi` });
      await page.setViewportSize(viewport);
      const shots = process.env.PLACES_SCREENSHOTS;

      await page.goto('/places/new');
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      await expect(nameBox(page)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      if (shots) await page.screenshot({ path: `${shots}/place-form-${viewport.width}.png`, fullPage: true });

      await page.goto('/places/origins');
      await page.locator('html[data-ready]').waitFor({ state: 'attached' });
      const first = main(page).getByRole('region').first();
      await first.getByRole('radio', { name: 'Make a new place' }).check();
      await expect(first.getByLabel('Island')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
      if (shots)
        await page.screenshot({ path: `${shots}/origins-review-${viewport.width}.png`, fullPage: true });
    });
  }
});
