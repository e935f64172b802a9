import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, KNOWN, lookup, withoutServerRender } from './support/fixtures.ts';

/** The canoe with nothing known (no name, type, year, steward or photo). */
async function namelessCanoeId(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/canoes');
  const canoes = (await response.json()) as { canoe_id: number; name: string | null }[];
  const nameless = canoes.find((canoe) => canoe.name === null);
  expect(nameless, 'the nameless canoe').toBeDefined();
  return nameless!.canoe_id;
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

test.describe('Canoe detail', () => {
  test('title, badges, current steward and the Details tab', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const clubId = await lookup.owner(request, KNOWN.stewards.club);
    const carverId = await lookup.maker(request, KNOWN.makers.carver);
    const response = await page.goto(`/canoes/${id}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN.canoes.hokulea);
    await expect(page).toHaveTitle(new RegExp(`^${KNOWN.canoes.hokulea}`));
    const summary = page.getByRole('list', { name: 'Summary' });
    await expect(summary.getByRole('listitem')).toHaveText(['Voyaging Canoe', 'Built 1950', '45.5 ft']);
    await expect(page.getByRole('link', { name: 'Back to Canoes' })).toHaveAttribute('href', '/canoes');

    const steward = page.getByRole('region', { name: 'Current Steward' });
    await expect(steward.getByRole('link', { name: KNOWN.stewards.club })).toHaveAttribute(
      'href',
      `/owners/${clubId}`,
    );
    await expect(steward).toContainText('Since June 1980');

    await expect(tab(page, 'Details')).toHaveAttribute('aria-selected', 'true');
    const specs = page.getByRole('region', { name: 'Specifications' });
    await expect(specs.getByRole('definition')).toHaveText(['HK-001', '45.5 ft', '2 ft', '420 lbs']);
    const construction = page.getByRole('region', { name: 'Construction' });
    await expect(construction).toContainText('1950');
    await expect(construction).toContainText('Kailua-Kona, Hawaiʻi');
    await expect(construction.getByRole('link', { name: KNOWN.makers.carver }).first()).toHaveAttribute(
      'href',
      `/makers/${carverId}`,
    );
    await expect(construction).toContainText('Lead carver');

    // Notes are rich text: the table shows, the stored <script> never runs.
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes).toContainText('Carved from a single koa log felled above Hōlualoa.');
    await expect(notes.getByRole('cell', { name: 'Koa' })).toBeVisible();
    expect(await page.evaluate(() => (window as { __notesScriptRan?: boolean }).__notesScriptRan)).toBe(
      undefined,
    );
    await expect(notes.locator('script')).toHaveCount(0);

    // A visitor sees none of the admin controls.
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Record Ownership Change' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
    await expect(page.getByText('Recent Activity')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('Name History, Ownership, Restorations, Race History and Media tabs', async ({ page, request }) => {
    // Walks five tabs with an axe check on each: give it the time a loaded machine needs.
    test.slow();
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const familyId = await lookup.owner(request, KNOWN.stewards.family);
    const restorerId = await lookup.maker(request, KNOWN.makers.restorer);
    const raceId = await lookup.race(request, KNOWN.races.channel);
    const restorations = (await (await request.get(`/api/canoes/${id}/restorations`)).json()) as {
      restorer_person_id: number | null;
      maker_id: number | null;
    }[];
    const personId = restorations.find((r) => r.maker_id === null)!.restorer_person_id;
    await page.goto(`/canoes/${id}`);

    await tab(page, 'Name History').click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=names`);
    const names = page.getByRole('tabpanel', { name: 'Name History' }).getByRole('row');
    await expect(names).toHaveText([
      /Name\s*Year Assigned\s*Year Ended/,
      // The known data gives these dates as days: each is shown as the day it is.
      new RegExp(`${KNOWN.canoes.hokuleaFormer}\\s*1950\\s*1975`),
      new RegExp(`${KNOWN.canoes.hokulea}\\s*1975\\s*Current`),
    ]);
    await expectAccessible(page);

    await tab(page, 'Ownership').click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=ownership`);
    const owners = page.getByRole('tabpanel', { name: 'Ownership' });
    await expect(owners.getByRole('row')).toHaveText([
      /Steward\s*From\s*To\s*Notes/,
      /Keawe ʻOhana\s*1950\s*June 1980\s*Built for the family\./,
      /Hui Waʻa o Kailua\s*June 1980\s*Present\s*Given to the club for racing\.\s*Reason for transfer: Gift/,
    ]);
    await expect(owners.getByRole('link', { name: KNOWN.stewards.family })).toHaveAttribute(
      'href',
      `/owners/${familyId}`,
    );
    await expectAccessible(page);

    await tab(page, 'Restorations').click();
    const works = page.getByRole('tabpanel', { name: 'Restorations' });
    const byMaker = works.getByRole('article', { name: `Restoration by ${KNOWN.makers.restorer}` });
    await expect(byMaker.getByRole('link', { name: KNOWN.makers.restorer })).toHaveAttribute(
      'href',
      `/makers/${restorerId}`,
    );
    await expect(byMaker).toContainText('March 1, 1990');
    await expect(byMaker).toContainText('Kailua Beach Park');
    await expect(byMaker).toContainText('Hull re-lashed and refinished');
    await expect(byMaker).toContainText('Done over two months.');
    const byPerson = works.getByRole('article', { name: `Restoration by ${KNOWN.restorerPerson}` });
    await expect(byPerson.getByRole('link', { name: KNOWN.restorerPerson })).toHaveAttribute(
      'href',
      `/people/${personId}`,
    );
    await expect(byPerson).toContainText('New ʻiako fitted');
    await expect(byPerson).toContainText('Kāneʻohe');
    await expectAccessible(page);

    await tab(page, 'Race History').click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=races`);
    const races = page.getByRole('tabpanel', { name: 'Race History' });
    await expect(races.getByRole('row')).toHaveText([
      /Race\s*Year\s*Paddler\s*Position\s*Time/,
      // The Year column says the race's year, not its day (issue 31).
      /Kaʻiwi Channel Classic\s*2019\s*Hui Waʻa Koa Crew\s*1\s*05:12:33/,
      /Kailua Bay Sprint\s*2021\s*Hui Waʻa Juniors\s*3\s*00:09:41/,
    ]);
    await expect(races.getByRole('link', { name: KNOWN.races.channel })).toHaveAttribute(
      'href',
      `/races/${raceId}`,
    );
    await expectAccessible(page);

    await tab(page, 'Media').click();
    const media = page.getByRole('tabpanel', { name: 'Media' });
    await expect(media.getByRole('figure')).toHaveCount(3);
    const [first, second, third] = [0, 1, 2].map((n) => media.getByRole('figure').nth(n));
    await expect(first).toContainText('Hōkūleʻa caption 1');
    await expect(first).toContainText('Credit: Photo: Keoni Kahananui');
    await expect(first).toContainText('Taken: July 4, 1980');
    await expect(first.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by-sa/4.0/',
    );
    // A date is shown as precisely as it was given, and a licence nobody recorded says so.
    await expect(second).toContainText('Taken: July 1981');
    await expect(second).toContainText('Licence: All rights reserved');
    await expect(third).toContainText('Taken: 1982');
    await expect(third).toContainText('Licence: Not recorded');
    await expect(third).not.toContainText('Credit');
    await expect(media).not.toContainText('hokulea-');
    await expect(media.getByRole('img', { name: 'Hōkūleʻa caption 2' })).toBeVisible();
    await expect(media.getByRole('link', { name: 'View all photos' })).toHaveAttribute(
      'href',
      `/canoes/${id}/photos`,
    );
    await expect(media.getByRole('link', { name: 'Upload Photos' })).toHaveCount(0);
    await expectAccessible(page);

    // The open tab is in the address, so Back returns to the tab before.
    await page.goBack();
    await expect(page).toHaveURL(`/canoes/${id}?tab=races`);
    await expect(tab(page, 'Race History')).toHaveAttribute('aria-selected', 'true');
    await page.goto(`/canoes/${id}?tab=ownership`);
    await expect(tab(page, 'Ownership')).toHaveAttribute('aria-selected', 'true');
  });

  test('tabs work from the keyboard', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`);
    await tab(page, 'Details').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Name History')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tab(page, 'Name History')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Name History', level: 2 })).toBeVisible();
  });

  test('the photo count opens the Media tab', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`);
    await page.getByRole('link', { name: '3 photos' }).click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=media`);
    await expect(tab(page, 'Media')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Media')).toBeFocused();
    await expect(page.getByRole('heading', { name: 'Media', level: 2 })).toBeInViewport();
  });

  test('a canoe with one photo counts it as 1 photo', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.kaala);
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('link', { name: '1 photo', exact: true })).toBeVisible();
  });

  test('a missing canoe is Canoe Not Found, with status 404', async ({ page }) => {
    const response = await page.goto('/canoes/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Canoe Not Found' })).toBeVisible();
    await expect(page).toHaveTitle(/^Canoe Not Found/);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Canoes' }).click();
    await expect(page).toHaveURL('/canoes');
  });

  test('a failed load shows the error panel with Back to Canoes', async ({ page, request }) => {
    await withoutServerRender(page);
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.route(new RegExp(`/api/canoes/${id}$`), (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto(`/canoes/${id}`);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to load canoe details. Please try again later.', {
      timeout: 15_000,
    });
    await expect(alert.getByRole('link', { name: 'Back to Canoes' })).toHaveAttribute('href', '/canoes');
    await expectAccessible(page);
  });

  test('a canoe with nothing known falls back everywhere', async ({ page, request }) => {
    const id = await namelessCanoeId(request);
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Canoe #${id}`);
    // No photo: the band says none has been shared yet (not a missing-image sign).
    await expect(page.getByTestId('no-photo')).toHaveText('No photo has been shared yet');
    await expect(page.getByTestId('image-placeholder')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^\d+ photos?$/ })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Summary' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Current Steward' })).toContainText(
      'No current steward recorded.',
    );
    await expect(page.getByText('No description available.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Specifications' }).getByRole('definition')).toHaveText([
      'Unknown',
      'Unknown',
      'Unknown',
      'Unknown',
    ]);
    await expectAccessible(page);

    await tab(page, 'Restorations').click();
    await expect(page.getByText('No restorations have been recorded for this canoe.')).toBeVisible();
    await tab(page, 'Race History').click();
    await expect(page.getByText('No races have been recorded for this canoe.')).toBeVisible();
    await tab(page, 'Media').click();
    await expect(page.getByText('No photos available for this canoe.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'View all photos' })).toHaveCount(0);
  });

  test('an admin gets the Edit link, Quick Actions and the admin links', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    // Only the controls are under test here: the server still decides every permission.
    await page.route('**/api/auth/me', (route) =>
      route.fulfill({
        json: {
          user: {
            name: 'Admin',
            email: 'admin@example.org',
            groups: ['admin'],
            is_admin: true,
            is_people_admin: true,
          },
          providers: { password: true, oidc: false },
        },
      }),
    );
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveAttribute(
      'href',
      `/canoes/${id}/edit`,
    );
    await expect(page.getByRole('link', { name: 'Record Ownership Change' })).toHaveAttribute(
      'href',
      `/canoes/${id}/owners/add`,
    );
    const actions = page.getByRole('region', { name: 'Quick Actions' });
    await expect(actions.getByRole('link')).toHaveText([
      'Edit Canoe Details',
      'Add New Name',
      'Change Ownership',
      'Upload Photos',
      'Add Restoration',
    ]);
    await expect(actions.getByRole('link', { name: 'Add New Name' })).toHaveAttribute(
      'href',
      `/canoes/${id}/names/add`,
    );
    await expect(actions.getByRole('link', { name: 'Upload Photos' })).toHaveAttribute(
      'href',
      `/canoes/${id}/photos`,
    );
    // The Recent Activity box and the History link lead to the canoe's history (admin-history.spec.ts uses them).
    await expect(
      page.getByRole('region', { name: 'Recent Activity' }).getByRole('link', { name: 'View full history' }),
    ).toHaveAttribute('href', `/canoes/${id}/history`);
    await expect(page.getByRole('link', { name: 'History', exact: true })).toHaveAttribute(
      'href',
      `/canoes/${id}/history`,
    );
    await expectAccessible(page);

    await actions.getByRole('link', { name: 'Add Restoration' }).click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=restorations`);
    await expect(tab(page, 'Restorations')).toBeFocused();

    await tab(page, 'Media').click();
    await expect(
      page.getByRole('tabpanel', { name: 'Media' }).getByRole('link', { name: 'Upload Photos' }),
    ).toHaveAttribute('href', `/canoes/${id}/photos`);
  });

  test('a photo that fails to load falls back to the placeholder', async ({ page, request }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.route(/\/api\/canoes\/\d+\/media\/\d+\/image/, (route) => route.abort());
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('img', { name: 'Hōkūleʻa caption 1 (no image)' })).toBeVisible();
  });
});

/** How dark each end of a tab strip is, in its top padding (no words there): the sum of red, green and blue. */
async function stripEnds(strip: Locator) {
  const { data, info } = await sharp(await strip.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number) => {
    const i = (3 * info.width + x) * info.channels;
    return data[i] + data[i + 1] + data[i + 2];
  };
  return { left: at(1), right: at(info.width - 2) };
}

test('on a phone the tab strip shows a shadow at the edge that has more tabs', async ({ page, request }) => {
  // The page's background, #fbf6f0, sums to 737; the shadow darkens an edge well below it.
  const PAGE = 720;
  const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/canoes/${id}`);
  const strip = page.getByRole('tablist', { name: 'Canoe information' });
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  let ends = await stripEnds(strip);
  expect(ends.right).toBeLessThan(PAGE);
  expect(ends.left).toBeGreaterThan(PAGE);

  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  ends = await stripEnds(strip);
  expect(ends.right).toBeGreaterThan(PAGE);
  expect(ends.left).toBeLessThan(PAGE);

  // Where every tab fits, no edge is shaded.
  await page.setViewportSize({ width: 1366, height: 900 });
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
  ends = await stripEnds(strip);
  expect(ends.right).toBeGreaterThan(PAGE);
  expect(ends.left).toBeGreaterThan(PAGE);
});
