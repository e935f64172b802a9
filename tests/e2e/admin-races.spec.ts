import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  signIn,
  KNOWN,
  lookup,
  api,
  uniqueToken,
} from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };
/** A token unique to this run, so tests never meet each other's records. */
const unique = uniqueToken;

interface SavedRace {
  race_id: number;
  name: string;
  date: string | null;
  location: string | null;
  description: string | null;
  participants: {
    participation_id: number;
    canoe_id: number;
    position: number | null;
    paddler_name: string | null;
    time: string | null;
    notes: string | null;
  }[];
}

const { post } = api;

const createRace = (page: Page, body: Record<string, unknown>) => post<SavedRace>(page, '/api/races', body);

async function readRace(page: Page, id: number): Promise<SavedRace> {
  const response = await page.request.get(`/api/races/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedRace;
}

const raceIdFrom = (page: Page) => Number(/\/races\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });
/** The required Name box (its label carries a visual asterisk, left out of its accessible name). */
const nameBox = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Name', exact: true });

test.describe('Race form', () => {
  test.describe.configure({ timeout: 90_000 });

  test('creates a race: the name is required, then the race page opens', async ({ page }) => {
    await signIn(page, 'admin');
    const name = `Molokaʻi Hoe ${unique()}`;
    await page.goto('/races');
    await page.getByRole('link', { name: 'Add New Race' }).click();
    await expect(page).toHaveURL('/races/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Race' })).toBeVisible();
    // A date as precise as it is known, read back as it will be shown.
    await field(page, 'Date').fill('1960s');
    await expect(page.getByText('Reads “the 1960s”')).toBeVisible();
    await field(page, 'Date').fill('');
    await expectAccessible(page);

    await nameBox(page).fill('   ');
    await page.getByRole('button', { name: 'Create Race' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(nameBox(page)).toBeFocused();
    await expect(nameBox(page)).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await nameBox(page).fill(name);
    await expect(page.getByText('Name is required')).toHaveCount(0);

    await field(page, 'Date').fill('2019-10-13');
    await field(page, 'Location').fill('Kaʻiwi Channel');
    await field(page, 'Description').fill('Forty-one miles from Molokaʻi to Waikīkī.');
    await page.getByRole('button', { name: 'Create Race' }).click();
    await expect(page).toHaveURL(/\/races\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('October 13, 2019');
    await expect(page.getByRole('main')).toContainText('Kaʻiwi Channel');
    await expect(page.getByRole('heading', { name: 'No Results Recorded' })).toBeVisible();

    const saved = await readRace(page, raceIdFrom(page));
    expect(saved).toMatchObject({
      name,
      date: '2019-10-13',
      location: 'Kaʻiwi Channel',
      description: 'Forty-one miles from Molokaʻi to Waikīkī.',
    });
  });

  test('edits a race from its page; a save failure is explained', async ({ page }) => {
    await signIn(page, 'admin');
    const token = unique();
    const race = await createRace(page, { name: `Queen Liliʻuokalani ${token}`, date: '2018-09-01' });

    await page.goto(`/races/${race.race_id}`);
    await page.getByRole('link', { name: 'Edit Race' }).click();
    await expect(page).toHaveURL(`/races/${race.race_id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Race' })).toBeVisible();
    await expect(nameBox(page)).toHaveValue(`Queen Liliʻuokalani ${token}`);
    await expect(field(page, 'Date')).toHaveValue('September 1, 2018');
    await expectAccessible(page);

    await page.route(`**/api/races/${race.race_id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 500, json: { message: 'The database is resting' } })
        : route.continue(),
    );
    await nameBox(page).fill(`Liliʻuokalani Long Distance ${token}`);
    await page.getByRole('button', { name: 'Update Race' }).click();
    await expect(page.getByText('Failed to save race: The database is resting')).toBeVisible();
    await page.unroute(`**/api/races/${race.race_id}`);

    await field(page, 'Date').fill('');
    await page.getByRole('button', { name: 'Update Race' }).click();
    await expect(page).toHaveURL(`/races/${race.race_id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Liliʻuokalani Long Distance ${token}` }),
    ).toBeVisible();
    expect(await readRace(page, race.race_id)).toMatchObject({
      name: `Liliʻuokalani Long Distance ${token}`,
      date: null,
    });
  });

  test('an unknown race is Race Not Found', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/races/999999/edit');
    await expect(page.getByRole('heading', { name: 'Race Not Found' })).toBeVisible();
  });
});

test.describe('Race results administration', () => {
  test.describe.configure({ timeout: 90_000 });

  test('adds a result through the canoe search, then deletes it after confirming', async ({ page }) => {
    await signIn(page, 'admin');
    const token = unique();
    const canoeName = `Kīkaha ${token}`;
    const canoe = await post<{ canoe_id: number }>(page, '/api/canoes', {
      name: canoeName,
      hull_id: `KK-${token}`,
    });
    const race = await createRace(page, { name: `Nā Wāhine o ke Kai ${token}`, date: '2021-09-26' });

    await page.goto(`/races/${race.race_id}`);
    await page.getByRole('button', { name: 'Add Result' }).click();
    const form = page.getByRole('form', { name: 'Add Result' });
    await expect(form).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('button', { name: 'Save Result' }).click();
    await expect(form.getByText('Please select a canoe')).toBeVisible();
    await expect(form.getByRole('searchbox', { name: 'Canoe' })).toBeFocused();

    await form.getByLabel('Position').fill('0');
    await form.getByLabel('Minutes').fill('75');
    await form.getByRole('button', { name: 'Save Result' }).click();
    await expect(form.getByText('Position must be a whole number of at least 1')).toBeVisible();
    await expect(form.getByText('Minutes must be a whole number from 0 to 59')).toBeVisible();
    await expectAccessible(page);

    await form.getByRole('searchbox', { name: 'Canoe' }).fill(`Kīkaha ${token}`);
    await expect(form.getByRole('status')).toHaveText('1 canoe matches.');
    await form.getByRole('button', { name: `${canoeName} (KK-${token})` }).click();
    await expect(form.getByText('Please select a canoe')).toHaveCount(0);
    await expect(form.getByRole('group', { name: 'Canoe' })).toContainText(canoeName);
    await expect(form.getByRole('button', { name: 'Choose another canoe' })).toBeFocused();

    await form.getByLabel('Position').fill('2');
    await form.getByLabel('Paddler').fill('Hui Nalu, open women');
    await form.getByLabel('Hours').fill('5');
    await form.getByLabel('Minutes').fill('7');
    await form.getByLabel('Notes').fill('Flat water at Lāʻau Point.');
    await expect(form.getByText('Minutes must be a whole number from 0 to 59')).toHaveCount(0);
    await form.getByRole('button', { name: 'Save Result' }).click();

    await expect(form).toHaveCount(0);
    const row = page.getByRole('table').getByRole('row').filter({ hasText: canoeName });
    await expect(row.getByRole('cell')).toHaveText([
      '2nd',
      `${canoeName}Hull KK-${token}`,
      'Hui Nalu, open women',
      '05:07:00',
      'Flat water at Lāʻau Point.',
      'Delete the result of ' + canoeName,
    ]);
    const saved = await readRace(page, race.race_id);
    expect(saved.participants).toEqual([
      expect.objectContaining({
        canoe_id: canoe.canoe_id,
        position: 2,
        paddler_name: 'Hui Nalu, open women',
        time: '05:07:00',
        notes: 'Flat water at Lāʻau Point.',
      }),
    ]);

    await row.getByRole('button', { name: `Delete the result of ${canoeName}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Race Entry' });
    await expect(dialog).toContainText(`Are you sure you want to delete the result of ${canoeName}, 2nd?`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No Results Recorded' })).toBeVisible();
    expect((await readRace(page, race.race_id)).participants).toEqual([]);
  });

  test('Delete Race is refused while results remain and goes to Races once they are gone', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const token = unique();
    const canoe = await post<{ canoe_id: number }>(page, '/api/canoes', { name: `Hōkū ${token}` });
    const race = await createRace(page, { name: `Kailua Sprint ${token}` });
    const entry = await post<{ participation_id: number }>(page, `/api/races/${race.race_id}/participants`, {
      canoe_id: canoe.canoe_id,
      position: 1,
    });

    await page.goto(`/races/${race.race_id}`);
    await page.getByRole('button', { name: 'Delete Race' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Race' });
    await expect(dialog).toContainText(`Are you sure you want to delete Kailua Sprint ${token}?`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to delete race: This race still has 1 result. Remove them first.',
    );
    await expect(page).toHaveURL(`/races/${race.race_id}`);

    const removed = await page.request.delete(
      `/api/races/${race.race_id}/participants/${entry.participation_id}`,
      { headers: WRITE },
    );
    expect(removed.status()).toBe(204);
    await page.reload();
    await page.getByRole('button', { name: 'Delete Race' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/races');
    await expect(page.getByRole('link', { name: `Kailua Sprint ${token}`, exact: true })).toHaveCount(0);
    expect((await page.request.get(`/api/races/${race.race_id}`)).status()).toBe(404);
  });
});

test.describe('Race administration access', () => {
  test('visitors see no admin controls and are sent to sign in from the form', async ({ page }) => {
    const id = await lookup.race(page.request, KNOWN.races.channel);
    await page.goto(`/races/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: KNOWN.races.channel })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete Race' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Result' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);

    await page.goto('/races/new');
    await expect(page).toHaveURL('/login');
  });

  test('a member sees Access Denied on the forms and no controls on the page', async ({ page }) => {
    await signIn(page, 'member');
    const id = await lookup.race(page.request, KNOWN.races.channel);
    await page.goto('/races/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await page.goto(`/races/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(nameBox(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.goto(`/races/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: KNOWN.races.channel })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Result' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete Race' })).toHaveCount(0);
  });
});
