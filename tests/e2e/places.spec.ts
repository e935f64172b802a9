/**
 * Places (issue 35 items 3–4, decision 030): the map of the islands with the list of places beside it, each
 * island's page and each place's page, as a visitor reads them at 1366 and 390 px, without JavaScript and with a
 * screen reader's eyes (axe). The known data has no places: an administrator adds these through the API first,
 * with a canoe (left in the registry, as other specs' canoes are), and gives the known Hilo Bay Regatta its course
 * (taken away again at the end; a new race would change the Races list other specs count):
 *
 * - Hilo (Hawaiʻi, exact point): the canoe comes from it, and Hilo Bay Regatta is held there;
 * - Hālawa (Molokaʻi, shown to its district): the canoe's home waters; its kept point must never reach a visitor;
 * - Kalaupapa (Molokaʻi, island only): in the list with "Shown on its island only", never on the map;
 * - Kaunakakai (Molokaʻi, exact point);
 * - Kailua and Lanikai (Oʻahu, exact points a few hundred metres apart): one mark of two on the map of all islands,
 *   two on Oʻahu's own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, expectAccessible, KNOWN, lookup } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

interface Seeded {
  place: Record<'kaunakakai' | 'halawa' | 'kalaupapa' | 'hilo' | 'kailua' | 'lanikai', number>;
  canoe: number;
  race: number;
}

const PLACES = {
  kaunakakai: {
    name: 'Kaunakakai',
    island: 'molokai',
    moku: 'Kona',
    ahupuaa: 'Kaunakakai',
    latitude: 21.0906,
    longitude: -157.0226,
    precision: 'exact',
  },
  halawa: {
    name: 'Hālawa',
    island: 'molokai',
    moku: 'Halawa',
    latitude: 21.1573,
    longitude: -156.7412,
    precision: 'district',
  },
  kalaupapa: {
    name: 'Kalaupapa',
    island: 'molokai',
    moku: 'Kalawao',
    latitude: 21.1912,
    longitude: -156.9818,
    precision: 'island',
  },
  hilo: {
    name: 'Hilo',
    island: 'hawaii',
    moku: 'Hilo',
    ahupuaa: 'Waiākea',
    latitude: 19.7297,
    longitude: -155.09,
    precision: 'exact',
    description: 'The bay town of Hawaiʻi Island.',
  },
  kailua: {
    name: 'Kailua',
    island: 'oahu',
    moku: 'Koʻolaupoko',
    latitude: 21.4022,
    longitude: -157.7394,
    precision: 'exact',
  },
  lanikai: {
    name: 'Lanikai',
    island: 'oahu',
    moku: 'Koʻolaupoko',
    latitude: 21.3931,
    longitude: -157.7154,
    precision: 'exact',
  },
} as const;

const CANOE = `Waʻa o Hilo ${Date.now().toString(36)}`;
/** Hilo Bay Regatta as the known data keeps it (support/known-data.ts), to give it its course and take it away. */
const REGATTA = { name: KNOWN.races.empty, date: '2022-04-30', location: 'Hilo Bay', description: null };
/** Kept points never shown to a visitor: Hālawa's (shown to its district) and Kalaupapa's (island only). */
const KEPT = ['21.1573', '156.7412', '21.1912', '156.9818'];

async function send<T>(
  request: APIRequestContext,
  method: 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
) {
  const response = await request[method](path, { data, headers: WRITE });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (method === 'delete' ? undefined : await response.json()) as T;
}

async function signedIn(request: APIRequestContext) {
  const { email, password } = KNOWN.accounts.admin;
  const response = await request.post('/api/auth/login', { data: { email, password }, headers: WRITE });
  expect(response.status()).toBe(200);
}

const map = (page: Page, name: RegExp | string) => page.getByRole('img', { name });
/** The marks drawn (circles of the image). */
const marks = (page: Page) => page.locator('main svg[role="img"] circle');
/** The map's links, over the image for pointers: hidden from assistive technology, so found by their addresses. */
const mapLinks = (page: Page) => page.locator('main .place-map svg[aria-hidden="true"]');
const list = (page: Page) => page.getByRole('region', { name: 'Places by island' });
const fitsTheWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/places/${name}.png`, fullPage: true });
}

test.describe('Places', () => {
  // One seeding for the whole file, in one worker: the map's marks gather places, so two seedings would crowd.
  test.describe.configure({ mode: 'serial' });
  let seeded: Seeded;

  test.beforeAll(async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    await signedIn(request);
    const place = {} as Seeded['place'];
    for (const [key, body] of Object.entries(PLACES)) {
      place[key as keyof typeof PLACES] = (
        await send<{ place_id: number }>(request, 'post', '/api/places', body)
      ).place_id;
    }
    const canoe = await send<{ canoe_id: number }>(request, 'post', '/api/canoes', {
      name: CANOE,
      origin: 'Hilo, Hawaiʻi',
      origin_place_id: place.hilo,
      home_place_id: place.halawa,
    });
    const race = await lookup.race(request, KNOWN.races.empty);
    await send(request, 'put', `/api/races/${race}`, { ...REGATTA, place_id: place.hilo });
    seeded = { place, canoe: canoe.canoe_id, race };
    await request.dispose();
  });

  test.afterAll(async ({ playwright, baseURL }) => {
    if (!seeded) return;
    const request = await playwright.request.newContext({ baseURL });
    await signedIn(request);
    await send(request, 'put', `/api/races/${seeded.race}`, { ...REGATTA, place_id: null });
    await request.dispose();
  });

  for (const width of [1366, 390]) {
    test(`the map of all islands and the list by island, at ${width} px`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/places');
      await expect(page).toHaveTitle('Places · Koa Canoe Registry');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Places');
      const drawing = map(page, 'Map of the islands of Hawaiʻi with the places of the registry');
      await expect(drawing).toBeVisible();
      // Every island of the map, each a heading in Hawaiian linking to its page.
      const islands = list(page).getByRole('heading', { level: 3 });
      await expect(islands).toHaveCount(8);
      await expect(islands.first()).toHaveText('Hawaiʻi');
      const molokai = list(page).getByRole('region', { name: 'Molokaʻi' });
      await expect(molokai.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
        'href',
        '/places/islands/molokai',
      );
      await expect(molokai.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute(
        'lang',
        'haw',
      );
      // Molokaʻi's places in the order of their names, each linking to its page, its name in Hawaiian.
      const places = molokai.getByRole('listitem');
      await expect(places.getByRole('link')).toHaveText(['Hālawa', 'Kalaupapa', 'Kaunakakai']);
      await expect(places.getByRole('link').first()).toHaveAttribute('lang', 'haw');
      await expect(places.getByRole('link').first()).toHaveAttribute(
        'href',
        `/places/${seeded.place.halawa}`,
      );
      await expect(places.nth(2)).toContainText('Kona');
      await expect(places.nth(2)).toContainText('No canoes');
      await expect(places.nth(0)).toContainText('1 canoe');
      // A place without a public point says so, and only it.
      await expect(places.nth(1)).toContainText('Shown on its island only');
      await expect(molokai.getByText('Shown on its island only')).toHaveCount(1);
      // An island without places says so.
      await expect(list(page).getByRole('region', { name: 'Kahoʻolawe' })).toContainText(
        'No places on this island yet.',
      );

      // The map and the list hold the same places; one mark for each place standing alone.
      const answer = (await (await request.get('/api/places/map')).json()) as {
        marks: { places: { place_id: number }[] }[];
        places: { place_id: number }[];
      };
      await expect(marks(page)).toHaveCount(answer.marks.length);
      await expect(list(page).getByRole('listitem')).toHaveCount(answer.places.length);
      for (const key of ['kaunakakai', 'halawa', 'hilo'] as const) {
        const own = answer.marks.filter((m) => m.places.some((p) => p.place_id === seeded.place[key]));
        expect(own, key).toHaveLength(1);
        expect(own[0].places, key).toHaveLength(1);
        await expect(mapLinks(page).locator(`a[href="/places/${seeded.place[key]}"] circle`)).toHaveCount(1);
      }
      // Kalaupapa is never on the map; Kailua and Lanikai crowd into one mark of two, leading to Oʻahu.
      await expect(mapLinks(page).locator(`a[href="/places/${seeded.place.kalaupapa}"]`)).toHaveCount(0);
      const gathered = mapLinks(page)
        .locator('a[href="/places/islands/oahu"]')
        .filter({ has: page.locator('circle') });
      await expect(gathered).toHaveCount(1);
      await expect(gathered.locator('title')).toHaveText('2 places: Kailua and Lanikai');
      await expect(drawing.locator('text').filter({ hasText: /^2$/ })).toHaveCount(1);
      // Each island leads to its page.
      await expect(mapLinks(page).locator('a[href^="/places/islands/"] path')).toHaveCount(8);
      // The map's links are for pointers: the keyboard goes through the list; the image itself holds none.
      await expect(mapLinks(page).locator('a:not([tabindex="-1"])')).toHaveCount(0);
      await expect(drawing.locator('a')).toHaveCount(0);

      expect(await fitsTheWindow(page)).toBe(true);
      if (width === 390) {
        // On a phone the list comes under the map, and the map is as wide as the page's column.
        const mapBox = (await drawing.boundingBox())!;
        const listBox = (await list(page).boundingBox())!;
        expect(listBox.y).toBeGreaterThan(mapBox.y + mapBox.height - 1);
        expect(mapBox.width).toBeGreaterThan(300);
      }
      await expectAccessible(page);
      await screenshot(page, `places-${width}`);

      // A mark leads to its place.
      await mapLinks(page).locator(`a[href="/places/${seeded.place.hilo}"]`).click();
      await expect(page).toHaveURL(`/places/${seeded.place.hilo}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hilo');
    });
  }

  test('a kept point never reaches a visitor’s page, only its district', async ({ page }) => {
    for (const path of [
      '/places',
      '/places/islands/molokai',
      `/places/${seeded.place.halawa}`,
      `/places/${seeded.place.kalaupapa}`,
      `/places/${seeded.place.kaunakakai}`,
    ]) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      for (const number of KEPT) expect(html, `${path} holds ${number}`).not.toContain(number);
    }
    const halawa = (await (await page.request.get(`/api/places/${seeded.place.halawa}`)).json()) as {
      latitude: number;
      longitude: number;
    };
    expect([halawa.latitude, halawa.longitude]).toEqual([21.2, -156.7]);
  });

  for (const width of [1366, 390]) {
    test(`an island’s page: its map, its places and its canoes in the registry, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/places');
      await list(page).getByRole('link', { name: 'Molokaʻi', exact: true }).click();
      await expect(page).toHaveURL('/places/islands/molokai');
      await expect(page).toHaveTitle('Canoes of Molokaʻi · Koa Canoe Registry');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Canoes of Molokaʻi');
      await expect(heading.locator('[lang="haw"]')).toHaveText('Molokaʻi');
      await expect(
        page.getByText('3 places on Molokaʻi, 1 canoe from there or at home there.'),
      ).toBeVisible();
      await expect(map(page, 'Map of Molokaʻi with the places of the registry')).toBeVisible();
      // Kaunakakai and Hālawa as marks; Kalaupapa only in the list.
      await expect(marks(page)).toHaveCount(2);
      const places = page.getByRole('region', { name: 'Places on Molokaʻi' });
      await expect(places.getByRole('listitem').getByRole('link')).toHaveText([
        'Hālawa',
        'Kalaupapa',
        'Kaunakakai',
      ]);
      await expect(
        places.getByRole('link', { name: 'Find the canoes of Molokaʻi in the registry' }),
      ).toHaveAttribute('href', '/canoes?island=molokai');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Molokaʻi');
      expect(await fitsTheWindow(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `island-molokai-${width}`);

      await page.getByRole('link', { name: 'All islands' }).click();
      await expect(page).toHaveURL('/places');
    });
  }

  test('Oʻahu’s own map draws Kailua and Lanikai apart', async ({ page }) => {
    await page.goto('/places/islands/oahu');
    await expect(map(page, 'Map of Oʻahu with the places of the registry')).toBeVisible();
    await expect(mapLinks(page).locator(`a[href="/places/${seeded.place.kailua}"] circle`)).toHaveCount(1);
    await expect(mapLinks(page).locator(`a[href="/places/${seeded.place.lanikai}"] circle`)).toHaveCount(1);
  });

  for (const width of [1366, 390]) {
    test(`a place’s page lists the canoe from there and the race held there, at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/places/${seeded.place.hilo}`);
      await expect(page).toHaveTitle('Hilo · Koa Canoe Registry');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Hilo');
      await expect(heading).toHaveAttribute('lang', 'haw');
      const about = page.getByRole('region', { name: 'About this place' });
      await expect(about.getByRole('link', { name: 'Hawaiʻi' })).toHaveAttribute(
        'href',
        '/places/islands/hawaii',
      );
      await expect(about).toContainText('Moku (district)Hilo');
      await expect(about).toContainText('AhupuaʻaWaiākea');
      await expect(about).toContainText('At its exact point');
      await expect(about).toContainText('The bay town of Hawaiʻi Island.');
      // Its point on its island's map: its one mark.
      const point = map(page, 'Map of Hawaiʻi showing Hilo');
      await expect(point).toBeVisible();
      await expect(point.locator('circle')).toHaveCount(1);

      const from = page.getByRole('region', { name: 'Canoes from here' });
      await expect(from.getByRole('link')).toHaveText([CANOE]);
      await expect(from.getByRole('link')).toHaveAttribute('href', `/canoes/${seeded.canoe}`);
      // The race with its date in words.
      const races = page.getByRole('region', { name: 'Races here' });
      await expect(races.getByRole('link')).toHaveText([KNOWN.races.empty]);
      await expect(races.getByRole('listitem')).toContainText('April 30, 2022');
      await expect(page.getByRole('region', { name: 'Canoes at home here' })).toHaveCount(0);
      await expect(page.getByText('Nothing in the registry refers to this place yet.')).toHaveCount(0);
      expect(await fitsTheWindow(page)).toBe(true);
      await expectAccessible(page);
      await screenshot(page, `place-hilo-${width}`);

      // The canoe names its place of origin and its home waters, each with its island.
      await from.getByRole('link', { name: CANOE }).click();
      await expect(page).toHaveURL(`/canoes/${seeded.canoe}`);
      const construction = page.getByRole('region', { name: 'Construction' });
      await expect(construction).toContainText('OriginHilo, Hawaiʻi');
      await expect(construction).toContainText('Home watersHālawa, Molokaʻi');
      await expect(construction.getByRole('link', { name: 'Hālawa' })).toHaveAttribute(
        'href',
        `/places/${seeded.place.halawa}`,
      );
      await expect(construction.getByRole('link', { name: 'Hālawa' })).toHaveAttribute('lang', 'haw');
      await expectAccessible(page);
      // The canoe's home waters list it, too.
      await construction.getByRole('link', { name: 'Hālawa' }).click();
      await expect(page.getByRole('region', { name: 'Canoes at home here' }).getByRole('link')).toHaveText([
        CANOE,
      ]);
      // The race names its course.
      await page.goto(`/races/${seeded.race}`);
      await expect(page.getByRole('main').getByRole('link', { name: 'Hilo', exact: true })).toHaveAttribute(
        'href',
        `/places/${seeded.place.hilo}`,
      );
      await expect(page.getByRole('main')).toContainText('Hilo, Hawaiʻi');
    });
  }

  test('a place nothing refers to says so, and shows no map when its point is not public', async ({
    page,
  }) => {
    await page.goto(`/places/${seeded.place.kalaupapa}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kalaupapa');
    await expect(page.getByText('Nothing in the registry refers to this place yet.')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Map of/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'About this place' })).toContainText('On its island only');
    await expectAccessible(page);
  });

  test('a place that does not exist answers 404', async ({ page }) => {
    const response = await page.goto('/places/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Place Not Found');
    await expect(page).toHaveTitle('Place Not Found · Koa Canoe Registry');
    expect((await page.goto('/places/islands/atlantis'))?.status()).toBe(404);
  });

  test('is linked from the header and every page’s footer', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Places' }).click();
    await expect(page).toHaveURL('/places');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Places', exact: true }).click();
    await expect(page).toHaveURL('/places');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the map and the list are there, and their links work', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto('/places');
      await expect(map(page, 'Map of the islands of Hawaiʻi with the places of the registry')).toBeVisible();
      await expect(marks(page).first()).toBeVisible();
      const molokai = list(page).getByRole('region', { name: 'Molokaʻi' });
      await expect(molokai.getByRole('listitem').getByRole('link')).toHaveText([
        'Hālawa',
        'Kalaupapa',
        'Kaunakakai',
      ]);
      await molokai.getByRole('link', { name: 'Hālawa' }).click();
      await expect(page).toHaveURL(`/places/${seeded.place.halawa}`);
      await expect(page.getByRole('region', { name: 'Canoes at home here' }).getByRole('link')).toHaveText([
        CANOE,
      ]);
      // Shown to its district: its mark where the public may see it.
      await expect(page.getByRole('img', { name: 'Map of Molokaʻi showing Hālawa' })).toBeVisible();
      await page.getByRole('link', { name: 'Molokaʻi', exact: true }).first().click();
      await expect(page).toHaveURL('/places/islands/molokai');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Canoes of Molokaʻi');
      await screenshot(page, 'island-molokai-no-javascript-390');
    });
  });

  test('prints the map and the list, without the site’s navigation', async ({ page }) => {
    await page.emulateMedia({ media: 'print' });
    await page.goto('/places', { waitUntil: 'networkidle' });
    await expect(map(page, 'Map of the islands of Hawaiʻi with the places of the registry')).toBeVisible();
    await expect(list(page)).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
  });

  test('has a Hawaiian address, its links staying in the language', async ({ page }) => {
    await page.goto('/haw/places');
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expect(list(page).getByRole('link', { name: 'Kaunakakai' })).toHaveAttribute(
      'href',
      `/haw/places/${seeded.place.kaunakakai}`,
    );
    await expectAccessible(page);
  });
});
