/**
 * The administrators' controls on the canoe page (spec §2, §4 "Canoe detail", §5, §6, §8): inline add forms for
 * names, ownerships, restorations and race entries, the delete buttons with their dialog, and deleting the canoe.
 * Every test works on canoes it creates itself.
 */
import type { Locator, Page } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  signIn,
  KNOWN,
  lookup,
  api,
  timeOnScreen,
  unique,
} from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

interface SavedCanoe {
  canoe_id: number;
  names: { canoe_name_id: number; name: string; start_date: string | null; end_date: string | null }[];
  ownership_history: {
    ownership_id: number;
    owner_id: number;
    owner_name: string;
    start_date: string;
    end_date: string | null;
    notes: string | null;
  }[];
}

async function createCanoe(page: Page, body: Record<string, unknown>): Promise<SavedCanoe> {
  const response = await page.request.post('/api/canoes', { data: body, headers: WRITE });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedCanoe;
}

const { post } = api;

const getJson = api.get;

const readCanoe = (page: Page, id: number) => getJson<SavedCanoe>(page, `/api/canoes/${id}`);

const failWith = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const form = (page: Page, title: string) => page.getByRole('form', { name: title });

/** Choose the option whose text starts with `text` (race and steward labels end with a year or type). */
async function chooseOption(select: Locator, text: string) {
  const option = select.locator('option').filter({ hasText: text }).first();
  await select.selectOption(await option.getAttribute('value'));
}

test.describe.configure({ timeout: 90_000 });

test.describe('Canoe page: inline add forms', () => {
  test('Add Name: name required, empty dates left out, the list reloads', async ({ page }) => {
    await signIn(page, 'admin');
    const first = unique('Ka Makani');
    const second = unique('Ke Kai');
    const third = unique('Hōkū Hou');
    const canoe = await createCanoe(page, { name: first, name_start_date: '2000' });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}?tab=names`);

    const toggle = page.getByRole('button', { name: 'Add Name' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const add = form(page, 'New Name');
    const name = add.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    // Dates as precise as they are known, read back as they will be shown.
    await add.getByLabel('Start Date').fill('1960s');
    await expect(add.getByText('Reads “the 1960s”')).toBeVisible();
    await add.getByLabel('Start Date').fill('');
    await expectAccessible(page);

    await add.getByRole('button', { name: 'Save Name' }).click();
    await expect(add.getByText('Name is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expectAccessible(page);
    await name.fill(second);
    await expect(add.getByText('Name is required')).toHaveCount(0);

    await add.getByLabel('Start Date').fill('2010-05-01');
    await add.getByLabel('End Date').fill('2009-01-01');
    await add.getByRole('button', { name: 'Save Name' }).click();
    await expect(add.getByText('End date cannot be before the start date')).toBeVisible();
    await add.getByLabel('End Date').fill('');
    await add.getByRole('button', { name: 'Save Name' }).click();

    await expect(add).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    const rows = panel(page, 'Name History').getByRole('row');
    // Each date as precise as it was given: a year stays a year, a day reads as that day.
    await expect(rows.filter({ hasText: second }).getByRole('cell')).toHaveText([
      second,
      'May 1, 2010',
      'Current',
      'Who may see thisEditDelete',
    ]);
    await expect(rows.filter({ hasText: first }).getByRole('cell')).toHaveText([
      first,
      '2000',
      'May 1, 2010',
      'Who may see thisEditDelete',
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(second);
    expect((await readCanoe(page, id)).names).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: first, start_date: '2000', end_date: '2010-05-01' }),
        expect.objectContaining({ name: second, start_date: '2010-05-01', end_date: null }),
      ]),
    );

    // Opened again, the form is empty; with no dates, none are sent (the name's language always is: decision 026).
    await toggle.click();
    await expect(add.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await add.getByRole('textbox', { name: 'Name' }).fill(third);
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/canoes/${id}/names`),
    );
    await add.getByRole('button', { name: 'Save Name' }).click();
    expect((await sent).postDataJSON()).toEqual({ name: third, language: 'haw' });
    await expect(rows.filter({ hasText: third })).toBeVisible();
    expect((await readCanoe(page, id)).names.map((n) => n.name)).toContain(third);
  });

  test("Add Name failures: 'Failed to add name: {message}', or where to look", async ({ page }) => {
    await signIn(page, 'admin');
    const canoe = await createCanoe(page, { name: unique('Nalu'), name_start_date: '2005' });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}?tab=names`);
    await page.getByRole('button', { name: 'Add Name' }).click();
    const add = form(page, 'New Name');

    // The server's own refusal, beside the field as well.
    await add.getByRole('textbox', { name: 'Name' }).fill('Too Early');
    await add.getByLabel('Start Date').fill('1990-01-01');
    await add.getByRole('button', { name: 'Save Name' }).click();
    await expect(add.getByRole('alert')).toHaveText('Failed to add name: correct the marked field.');
    await expect(add.getByLabel('Start Date')).toHaveAttribute('aria-invalid', 'true');
    await expect(add.getByText(/^The new name cannot start before/)).toHaveCount(1);

    await page.route(`**/api/canoes/${id}/names`, (route) =>
      route.fulfill(failWith(500, { message: 'Database unavailable' })),
    );
    await add.getByLabel('Start Date').fill('');
    await add.getByRole('button', { name: 'Save Name' }).click();
    await expect(add.getByRole('alert')).toHaveText('Failed to add name: Database unavailable');
    await expect(add).toBeVisible();
    expect((await readCanoe(page, id)).names).toHaveLength(1);
  });

  test('Add Ownership: owner and start year required; it ends the open ownership', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const clubId = await lookup.owner(request, KNOWN.stewards.club);
    const museumId = await lookup.owner(request, KNOWN.stewards.museum);
    const canoe = await createCanoe(page, {
      name: unique('Lokahi'),
      owner_id: clubId,
      ownership_start_date: '1990',
    });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}?tab=ownership`);
    await page.getByRole('button', { name: 'Add Ownership' }).click();
    const add = form(page, 'New Ownership');
    await expect(add).toContainText('Adding an ownership ends the current open ownership');

    // Stewards alphabetically, each with its type in brackets.
    const owner = add.getByRole('combobox', { name: 'Owner' });
    await expect(owner.locator('option', { hasText: KNOWN.stewards.museum })).toHaveCount(1);
    const labels = (await owner.locator('option').allTextContents()).slice(1);
    expect(labels.length).toBeGreaterThanOrEqual(4);
    for (const label of labels) expect(label).toMatch(/ \([A-Z][a-z]+\)$/);
    const collator = new Intl.Collator('en', { sensitivity: 'base' });
    expect(labels).toEqual([...labels].sort((a, b) => collator.compare(a, b)));
    await expectAccessible(page);

    await add.getByRole('button', { name: 'Save Ownership' }).click();
    await expect(add.getByText('Please select an owner')).toBeVisible();
    await expect(add.getByText('Start date is required')).toBeVisible();
    await expect(owner).toBeFocused();
    await expectAccessible(page);
    await chooseOption(owner, KNOWN.stewards.museum);
    await expect(add.getByText('Please select an owner')).toHaveCount(0);
    await add.getByLabel('Start Year').fill('0999');
    await add.getByRole('button', { name: 'Save Ownership' }).click();
    await expect(add.getByText(/^Year must be between 1000 and \d{4}$/)).toBeVisible();
    await add.getByLabel('Start Year').fill('2005');
    await add.getByLabel('Notes').fill('On loan for the exhibition.');
    const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/ownerships'));
    await add.getByRole('button', { name: 'Save Ownership' }).click();
    expect((await sent).postDataJSON()).toEqual({
      canoe_id: id,
      owner_id: museumId,
      start_date: '2005',
      end_date: null,
      notes: 'On loan for the exhibition.',
    });

    await expect(add).toHaveCount(0);
    const rows = panel(page, 'Ownership').getByRole('row');
    await expect(rows.filter({ hasText: KNOWN.stewards.museum }).getByRole('cell')).toHaveText([
      KNOWN.stewards.museum,
      '2005',
      'Present',
      'On loan for the exhibition.',
      'Who may see thisEditDelete',
    ]);
    await expect(rows.filter({ hasText: KNOWN.stewards.club }).getByRole('cell').nth(2)).toHaveText('2005');
    await expect(page.getByRole('region', { name: 'Current Steward' })).toContainText(KNOWN.stewards.museum);
    const saved = await readCanoe(page, id);
    expect(saved.ownership_history).toEqual([
      expect.objectContaining({ owner_id: clubId, start_date: '1990', end_date: '2005' }),
      expect.objectContaining({ owner_id: museumId, start_date: '2005', end_date: null }),
    ]);

    // Failures: the server's message, else 'Failed to add ownership'.
    await page.getByRole('button', { name: 'Add Ownership' }).click();
    await chooseOption(owner, KNOWN.stewards.family);
    await add.getByLabel('Start Year').fill('1995');
    await add.getByRole('button', { name: 'Save Ownership' }).click();
    // The reason stands beside the start year; the banner points there instead of repeating it.
    await expect(add.getByRole('alert')).toHaveText('Failed to add ownership: correct the marked field.');
    await expect(
      add.getByText(/^The transfer cannot be dated before the current ownership began/),
    ).toHaveCount(1);
    await page.route('**/api/ownerships', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await add.getByLabel('Start Year').fill('2020');
    await add.getByRole('button', { name: 'Save Ownership' }).click();
    await expect(add.getByRole('alert')).toHaveText('Failed to add ownership');
    expect((await readCanoe(page, id)).ownership_history).toHaveLength(2);
  });

  test('Add Restoration: year and description required, maker optional', async ({ page, request }) => {
    await signIn(page, 'admin');
    const restorerId = await lookup.maker(request, KNOWN.makers.restorer);
    const canoe = await createCanoe(page, { name: unique('Moana') });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}?tab=restorations`);
    await expect(page.getByText('No restorations have been recorded for this canoe.')).toBeVisible();
    await page.getByRole('button', { name: 'Add Restoration' }).click();
    const add = form(page, 'New Restoration');
    await expect(add.getByRole('textbox', { name: 'Year', exact: true })).toBeFocused();
    await expectAccessible(page);

    await add.getByRole('button', { name: 'Save Restoration' }).click();
    await expect(add.getByText('Year is required')).toBeVisible();
    await expect(add.getByText('Description is required')).toBeVisible();
    await expectAccessible(page);
    await add.getByRole('textbox', { name: 'Year', exact: true }).fill('2015');
    await expect(add.getByText('Year is required')).toHaveCount(0);
    await add
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Hull sanded and oiled with kukui.');
    await expect(add.getByText('Description is required')).toHaveCount(0);
    await add.getByLabel('End Date').fill('2015-06-30');
    await add.getByLabel('Location').fill('Hilo');
    await add.getByLabel('Notes').fill('Two coats.');
    await chooseOption(add.getByRole('combobox', { name: 'Maker' }), KNOWN.makers.restorer);

    // A failure first: the words of the server's message follow the spec's sentence.
    await page.route(`**/api/canoes/${id}/restorations`, (route) =>
      route.request().method() === 'POST'
        ? route.fulfill(failWith(500, { message: 'Disk full' }))
        : route.fallback(),
    );
    await add.getByRole('button', { name: 'Save Restoration' }).click();
    await expect(add.getByRole('alert')).toHaveText('Failed to add restoration: Disk full');
    await page.unroute(`**/api/canoes/${id}/restorations`);

    await add.getByRole('button', { name: 'Save Restoration' }).click();
    await expect(add).toHaveCount(0);
    const card = panel(page, 'Restorations').getByRole('article', {
      name: `Restoration by ${KNOWN.makers.restorer}`,
    });
    // The year as given (no made-up January 1), then the day.
    await expect(card).toContainText('2015 – June 30, 2015');
    await expect(card).not.toContainText('January 1');
    await expect(card).toContainText('Hilo');
    await expect(card).toContainText('Hull sanded and oiled with kukui.');
    const saved = await getJson<
      { restoration_date: string; end_date: string; maker_id: number; location: string; notes: string }[]
    >(page, `/api/canoes/${id}/restorations`);
    expect(saved).toEqual([
      expect.objectContaining({
        restoration_date: '2015',
        end_date: '2015-06-30',
        maker_id: restorerId,
        location: 'Hilo',
        notes: `Two coats.\nRestoration performed by maker: ${KNOWN.makers.restorer}`,
      }),
    ]);
  });

  test('Add Race Entry: race required, position and time checked, time built as HH:MM:SS', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const raceId = await lookup.race(request, KNOWN.races.channel);
    const canoe = await createCanoe(page, { name: unique('Holo') });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}?tab=races`);
    await page.getByRole('button', { name: 'Add Race Entry' }).click();
    const add = form(page, 'New Race Entry');
    const race = add.getByRole('combobox', { name: 'Race' });
    await expect(race.locator('option', { hasText: KNOWN.races.channel })).toHaveCount(1);
    await expect(add.getByRole('group', { name: 'Time' })).toBeVisible();
    await expectAccessible(page);

    await add.getByLabel('Position').fill('0');
    await add.getByLabel('Minutes').fill('75');
    await add.getByLabel('Seconds').fill('60');
    await add.getByRole('button', { name: 'Save Race Entry' }).click();
    await expect(add.getByText('Please select a race')).toBeVisible();
    await expect(add.getByText('Position must be a whole number of at least 1')).toBeVisible();
    await expect(add.getByText('Minutes must be a whole number from 0 to 59')).toBeVisible();
    await expect(add.getByText('Seconds must be a whole number from 0 to 59')).toBeVisible();
    await expect(race).toBeFocused();
    await expectAccessible(page);

    await chooseOption(race, KNOWN.races.channel);
    await expect(add.getByText('Please select a race')).toHaveCount(0);
    await add.getByLabel('Position').fill('1.5');
    await add.getByLabel('Minutes').fill('');
    await add.getByLabel('Seconds').fill('7');
    await add.getByRole('button', { name: 'Save Race Entry' }).click();
    await expect(add.getByText('Position must be a whole number of at least 1')).toBeVisible();
    await add.getByLabel('Position').fill('2');
    await add.getByLabel('Hours').fill('4');
    await add.getByLabel('Paddler Name').fill('Nā Koa Crew');
    await add.getByLabel('Notes').fill('Rough channel.');

    await page.route(`**/api/races/${raceId}/participants`, (route) =>
      route.fulfill(failWith(409, { message: 'Results are locked' })),
    );
    await add.getByRole('button', { name: 'Save Race Entry' }).click();
    await expect(add.getByRole('alert')).toHaveText('Failed to add race participation: Results are locked');
    await page.unroute(`**/api/races/${raceId}/participants`);

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith(`/api/races/${raceId}/participants`),
    );
    await add.getByRole('button', { name: 'Save Race Entry' }).click();
    expect((await sent).postDataJSON()).toEqual({
      canoe_id: id,
      race_id: raceId,
      position: 2,
      paddler_name: 'Nā Koa Crew',
      time: '04:00:07',
      notes: 'Rough channel.',
    });
    await expect(add).toHaveCount(0);
    const rows = panel(page, 'Race History').getByRole('row');
    // The Year column says the race's year, not its day (issue 31).
    await expect(rows.filter({ hasText: KNOWN.races.channel }).getByRole('cell')).toHaveText([
      KNOWN.races.channel,
      /^\d{4}$/,
      'Nā Koa Crew',
      '2',
      '04:00:07',
      'Who may see thisEditDelete',
    ]);

    // With no time at all, none is sent.
    await page.getByRole('button', { name: 'Add Race Entry' }).click();
    await chooseOption(race, KNOWN.races.sprint);
    const second = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/participants'));
    await add.getByRole('button', { name: 'Save Race Entry' }).click();
    expect((await second).postDataJSON()).toMatchObject({ time: null, position: null, paddler_name: null });
    await expect(rows.filter({ hasText: KNOWN.races.sprint })).toBeVisible();
    const saved = await getJson<{ race_id: number; time: string | null }[]>(page, `/api/canoes/${id}/races`);
    expect(saved).toHaveLength(2);
    expect(saved).toEqual(
      expect.arrayContaining([expect.objectContaining({ race_id: raceId, time: '04:00:07' })]),
    );
  });

  test('a restoration or an ownership dated before the canoe was built is pointed out, and saved if the keeper says so', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const canoe = await createCanoe(page, { name: unique('Kaimana'), build_date: '1990' });
    await page.goto(`/canoes/${canoe.canoe_id}?tab=restorations`);
    await page.getByRole('button', { name: 'Add Restoration' }).click();
    const add = form(page, 'New Restoration');
    const year = add.getByRole('textbox', { name: 'Year', exact: true });
    const note =
      'The canoe was built 1990: a restoration dated about 1950 comes before it. Save it anyway if the sources say so.';
    await year.fill('about 1950');
    await expect(add.getByText(note)).toBeVisible();
    await expectAccessible(page);
    // A date that may be the build's own year contradicts nothing.
    await year.fill('199X');
    await expect(add.getByText(/comes before it/)).toHaveCount(0);
    await year.fill('about 1950');
    await add
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Rebuilt from an older hull, says the club’s logbook.');
    await add.getByRole('button', { name: 'Save Restoration' }).click();
    await expect(add).toHaveCount(0);
    await expect(panel(page, 'Restorations')).toContainText('about 1950');

    await page.goto(`/canoes/${canoe.canoe_id}?tab=ownership`);
    await page.getByRole('button', { name: 'Add Ownership' }).click();
    const owner = form(page, 'New Ownership');
    await owner.getByRole('textbox', { name: 'Start Year' }).fill('1985');
    await expect(
      owner.getByText(
        'The canoe was built 1990: an ownership dated 1985 comes before it. Save it anyway if the sources say so.',
      ),
    ).toBeVisible();
  });

  test('one form at a time: leaving the tab closes it; Add Restoration opens its form', async ({ page }) => {
    await signIn(page, 'admin');
    const canoe = await createCanoe(page, { name: unique('Manu') });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}?tab=names`);
    await page.getByRole('button', { name: 'Add Name' }).click();
    await form(page, 'New Name').getByRole('textbox', { name: 'Name' }).fill('Half typed');

    await tab(page, 'Ownership').click();
    await tab(page, 'Name History').click();
    await expect(form(page, 'New Name')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Name' })).toHaveAttribute('aria-expanded', 'false');

    // Quick Actions' Add Restoration: the Restorations tab, its form open; the name form closes.
    await page.getByRole('button', { name: 'Add Name' }).click();
    await expect(form(page, 'New Name')).toBeVisible();
    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('link', { name: 'Add Restoration' })
      .click();
    await expect(page).toHaveURL(`/canoes/${id}?tab=restorations`);
    await expect(form(page, 'New Restoration')).toBeVisible();
    await expect(tab(page, 'Restorations')).toBeFocused();
    await expect(page.getByRole('main').getByRole('form')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Add Restoration' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    // Its own button closes it again; Cancel does too.
    await page.getByRole('button', { name: 'Add Restoration' }).click();
    await expect(form(page, 'New Restoration')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Restoration' }).click();
    await form(page, 'New Restoration').getByRole('button', { name: 'Cancel' }).click();
    await expect(form(page, 'New Restoration')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Restoration' })).toBeFocused();
  });
});

test.describe('Canoe page: deletes', () => {
  /** A canoe with two names, two ownerships, a restoration and a race entry, all made through the API. */
  async function furnishedCanoe(page: Page) {
    const request = page.request;
    const clubId = await lookup.owner(request, KNOWN.stewards.club);
    const familyId = await lookup.owner(request, KNOWN.stewards.family);
    const raceId = await lookup.race(request, KNOWN.races.sprint);
    const oldName = unique('Kahiko');
    const newName = unique('Kēia');
    const canoe = await createCanoe(page, {
      name: oldName,
      name_start_date: '1980',
      owner_id: familyId,
      ownership_start_date: '1980',
    });
    const id = canoe.canoe_id;
    await post(page, `/api/canoes/${id}/names`, { name: newName, start_date: '2000' });
    await post(page, '/api/ownerships', { canoe_id: id, owner_id: clubId, start_date: '2001' });
    const restoration = await post<{ restoration_id: number }>(page, `/api/canoes/${id}/restorations`, {
      restoration_date: '2010',
      description: 'Re-lashed the ama.',
      location: 'Kona',
    });
    const entry = await post<{ participation_id: number }>(page, `/api/races/${raceId}/participants`, {
      canoe_id: id,
      position: 4,
      paddler_name: 'Test Crew',
    });
    return { id, oldName, newName, raceId, restoration, entry };
  }

  test('each delete asks first: Cancel keeps the record, Delete removes it', async ({ page }) => {
    await signIn(page, 'admin');
    const { id, oldName, newName, raceId, restoration, entry } = await furnishedCanoe(page);
    await page.goto(`/canoes/${id}?tab=names`);

    const dialog = page.getByRole('alertdialog');
    // Name
    await page.getByRole('button', { name: `Delete name ${oldName}` }).click();
    await expect(dialog.getByRole('heading', { name: 'Delete Name' })).toBeVisible();
    await expect(dialog).toContainText(oldName);
    await expect(dialog).toContainText('You can restore it from Recently Deleted.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await readCanoe(page, id)).names).toHaveLength(2);
    await page.getByRole('button', { name: `Delete name ${oldName}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(panel(page, 'Name History').getByRole('row', { name: new RegExp(oldName) })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Name' })).toBeFocused();
    expect((await readCanoe(page, id)).names.map((n) => n.name)).toEqual([newName]);

    // Ownership
    await tab(page, 'Ownership').click();
    const familyRow = `Delete ownership ${KNOWN.stewards.family}, 1980 to 2001`;
    await page.getByRole('button', { name: familyRow }).click();
    await expect(dialog.getByRole('heading', { name: 'Delete Ownership' })).toBeVisible();
    await expect(dialog).toContainText('You can restore it from Recently Deleted.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await readCanoe(page, id)).ownership_history).toHaveLength(2);
    await page.getByRole('button', { name: familyRow }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    // While the dialog is open the page behind it is hidden from the accessibility tree, so the row's button
    // "disappears" before the delete has finished: wait for the dialog to close first.
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: familyRow })).toHaveCount(0);
    expect((await readCanoe(page, id)).ownership_history.map((o) => o.owner_name)).toEqual([
      KNOWN.stewards.club,
    ]);

    // Restoration
    await tab(page, 'Restorations').click();
    const restorationButton = page.getByRole('button', { name: 'Delete restoration 2010' });
    await restorationButton.click();
    await expect(dialog.getByRole('heading', { name: 'Delete Restoration' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(
      (await page.request.get(`/api/canoes/${id}/restorations/${restoration.restoration_id}`)).status(),
    ).toBe(200);
    await restorationButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No restorations have been recorded for this canoe.')).toBeVisible();
    expect(
      (await page.request.get(`/api/canoes/${id}/restorations/${restoration.restoration_id}`)).status(),
    ).toBe(404);

    // Race entry
    await tab(page, 'Race History').click();
    const entryButton = page.getByRole('button', {
      name: new RegExp(`^Delete race entry ${KNOWN.races.sprint}`),
    });
    await entryButton.click();
    await expect(dialog.getByRole('heading', { name: 'Delete Race Entry' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await getJson<unknown[]>(page, `/api/canoes/${id}/races`)).toHaveLength(1);
    await entryButton.click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No races have been recorded for this canoe.')).toBeVisible();
    expect(await getJson<unknown[]>(page, `/api/canoes/${id}/races`)).toHaveLength(0);
    const results = await getJson<{ participation_id: number }[]>(page, `/api/races/${raceId}/participants`);
    expect(results.map((r) => r.participation_id)).not.toContain(entry.participation_id);
  });

  test("a refused delete shows 'Failed to delete {type}: {message}' for five seconds", async ({ page }) => {
    await signIn(page, 'admin');
    const { id, oldName, restoration } = await furnishedCanoe(page);
    await page.route(/\/api\/canoes\/\d+\/names\/\d+$/, (route) =>
      route.fulfill(failWith(409, { message: 'This name is referenced elsewhere' })),
    );
    await page.goto(`/canoes/${id}?tab=names`);
    await page.getByRole('button', { name: `Delete name ${oldName}` }).click();
    const onScreen = await timeOnScreen(page, '[role="alert"]', 'Failed to delete name');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Failed to delete name: This name is referenced elsewhere');
    await expectAccessible(page);
    await expect(panel(page, 'Name History').getByRole('cell', { name: oldName, exact: true })).toBeVisible();
    await expect(alert).toHaveCount(0, { timeout: 10_000 });
    // Five seconds by the page's own clock (a timer never fires early; a busy machine may fire it a little late).
    const elapsed = await onScreen.read();
    expect(elapsed).toBeGreaterThanOrEqual(4_900);
    expect(elapsed).toBeLessThan(6_500);
    expect((await readCanoe(page, id)).names).toHaveLength(2);

    // Each type names itself.
    await page.route(/\/api\/canoes\/\d+\/restorations\/\d+$/, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill(failWith(409, { message: 'Locked' }))
        : route.fallback(),
    );
    await tab(page, 'Restorations').click();
    await page.getByRole('button', { name: /^Delete restoration/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(alert).toHaveText('Failed to delete restoration: Locked');
    expect(
      (await page.request.get(`/api/canoes/${id}/restorations/${restoration.restoration_id}`)).status(),
    ).toBe(200);
  });

  test('deleting the canoe: the dialog, then the registry half a second later', async ({ page }) => {
    await signIn(page, 'admin');
    const name = unique('Poina');
    const canoe = await createCanoe(page, { name });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}`);

    // Refused first: the canoe stays and the page says why.
    await page.route(`**/api/canoes/${id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill(failWith(409, { message: 'The canoe is locked' }))
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete canoe' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Delete Canoe' })).toBeVisible();
    await expect(dialog).toContainText(name);
    await expect(dialog).toContainText('You can restore it from Recently Deleted.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to delete canoe: The canoe is locked');
    await expect(page).toHaveURL(`/canoes/${id}`);
    await page.unroute(`**/api/canoes/${id}`);

    await page.getByRole('button', { name: 'Delete canoe' }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await page.request.get(`/api/canoes/${id}`)).status()).toBe(200);

    await page.getByRole('button', { name: 'Delete canoe' }).click();
    const onScreen = await timeOnScreen(
      page,
      '[role="status"]',
      'Canoe deleted. Returning to the Canoe Registry...',
    );
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Canoe deleted. Returning to the Canoe Registry...')).toBeVisible();
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(page).toHaveURL('/canoes');
    // The message stays until the registry replaces the page: half a second by the page's own clock.
    const shown = await onScreen.read();
    expect(shown).toBeGreaterThanOrEqual(450);
    expect(shown).toBeLessThan(3_000);
    expect((await page.request.get(`/api/canoes/${id}`)).status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Canoe Registry' })).toBeVisible();
  });
});

test.describe('Canoe page: who sees the controls', () => {
  test('the editor account (admin, not People) gets them and may use them', async ({ page }) => {
    await signIn(page, 'editor');
    const canoe = await createCanoe(page, { name: unique('Kilo') });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}?tab=names`);
    await expect(page.getByRole('button', { name: 'Delete canoe' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Name' }).click();
    const added = unique('Hoʻokele');
    await form(page, 'New Name').getByRole('textbox', { name: 'Name' }).fill(added);
    await form(page, 'New Name').getByRole('button', { name: 'Save Name' }).click();
    await expect(page.getByRole('button', { name: `Delete name ${added}` })).toBeVisible();
    expect((await readCanoe(page, id)).names.map((n) => n.name)).toContain(added);
    for (const [tabName, button] of [
      ['Ownership', 'Add Ownership'],
      ['Restorations', 'Add Restoration'],
      ['Race History', 'Add Race Entry'],
    ]) {
      await tab(page, tabName).click();
      await expect(page.getByRole('button', { name: button })).toBeVisible();
    }
  });

  for (const who of ['member', 'visitor'] as const) {
    test(`a ${who} sees no add or delete control`, async ({ page, request }) => {
      if (who === 'member') await signIn(page, 'member');
      const id = await lookup.canoe(request, KNOWN.canoes.hokulea);
      await page.goto(`/canoes/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN.canoes.hokulea);
      for (const tabName of [
        'Details',
        'Name History',
        'Ownership',
        'Restorations',
        'Race History',
        'Media',
      ]) {
        await tab(page, tabName).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expect(page.getByRole('button', { name: /delete/i })).toHaveCount(0);
        await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
      }
      await expect(page.getByRole('tabpanel', { name: 'Media' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Quick Actions' })).toHaveCount(0);
    });
  }
});
