import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

interface SavedCanoe {
  canoe_id: number;
  current_name: string | null;
  current_owner_id: number | null;
  names: { name: string; start_date: string | null; end_date: string | null }[];
  ownership_history: {
    owner_id: number;
    owner_name: string;
    start_date: string;
    end_date: string | null;
    notes: string | null;
    transfer_reason: string | null;
  }[];
}

async function createCanoe(page: Page, body: Record<string, unknown>): Promise<SavedCanoe> {
  const response = await page.request.post('/api/canoes', { data: body, headers: WRITE });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedCanoe;
}

async function readCanoe(page: Page, id: number): Promise<SavedCanoe> {
  const response = await page.request.get(`/api/canoes/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SavedCanoe;
}

const failWith = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

test.describe('Add-name page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a name records its language: pages mark it, so screen readers say it right', async ({ page }) => {
    await signIn(page, 'admin');
    const hawaiian = unique('Kaʻiulani');
    const english = unique('Spirit of Kona');
    const canoe = await createCanoe(page, { name: hawaiian, name_start_date: '2000' });
    const id = canoe.canoe_id;
    await page.goto(`/canoes/${id}`);
    // Hawaiian unless a keeper says otherwise (decision 026, WCAG 3.1.2).
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'haw');

    await page.goto(`/canoes/${id}/names/add`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(english);
    await expect(page.getByLabel('Language of the name')).toHaveValue('haw');
    await page.getByLabel('Language of the name').selectOption('en');
    await page.getByLabel('Name Given Year').fill('2010');
    await page.getByRole('button', { name: 'Add Name' }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    const title = page.getByRole('heading', { level: 1, name: english });
    await expect(title).toHaveAttribute('lang', 'en');
    await page.getByRole('tab', { name: /Name History/ }).click();
    await expect(page.getByRole('tabpanel').getByText(hawaiian, { exact: true })).toHaveAttribute(
      'lang',
      'haw',
    );
    await expect(page.getByRole('tabpanel').getByText(english, { exact: true })).toHaveAttribute(
      'lang',
      'en',
    );

    await page.goto(`/canoes?q=${encodeURIComponent(english)}`);
    await expect(page.getByRole('heading', { level: 2, name: english })).toHaveAttribute('lang', 'en');
    await expectAccessible(page);
  });

  test('adds a name: required fields, today by default, the old name ends', async ({ page }) => {
    await signIn(page, 'admin');
    const oldName = unique('Lanakila');
    const newName = unique('Lanakila Hou');
    const canoe = await createCanoe(page, { name: oldName, name_start_date: '2000' });
    const id = canoe.canoe_id;

    await page.goto(`/canoes/${id}`);
    await page.getByRole('link', { name: 'Add New Name' }).click();
    await expect(page).toHaveURL(`/canoes/${id}/names/add`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Name' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(oldName);
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    const given = page.getByLabel('Name Given Year');
    // A date as precise as it is known: a text box that takes a year, a day or words.
    await expect(given).toHaveAttribute('type', 'text');
    // Empty: the year a name was given is history the keeper knows, not today (issue 31).
    await expect(given).toHaveValue('');
    await expectAccessible(page);

    // Both are required.
    await page.getByRole('button', { name: 'Add Name' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Name Given Year is required')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expectAccessible(page);
    await name.fill('   ');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Name' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();

    await name.fill(newName);
    await given.fill('2010-05-01');
    await expect(page.getByText('Name Given Year is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Add Name' }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);

    await page.getByRole('tab', { name: 'Name History' }).click();
    const rows = page.getByRole('region', { name: 'Name History' }).getByRole('row');
    // An administrator's rows end with their Edit and Delete buttons.
    await expect(rows.filter({ hasText: oldName }).getByRole('cell')).toHaveText([
      oldName,
      '2000',
      // Each date as precise as it was given.
      'May 1, 2010',
      'Who may see thisEditDelete',
    ]);
    await expect(rows.filter({ hasText: newName }).getByRole('cell')).toHaveText([
      newName,
      'May 1, 2010',
      'Current',
      'Who may see thisEditDelete',
    ]);
    const saved = await readCanoe(page, id);
    expect(saved.current_name).toBe(newName);
    expect(saved.names).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: oldName, start_date: '2000', end_date: '2010-05-01' }),
        expect.objectContaining({ name: newName, start_date: '2010-05-01', end_date: null }),
      ]),
    );
  });

  test("'Adding...' while busy; 'Failed to add new name. Please try again.' on failure", async ({ page }) => {
    await signIn(page, 'admin');
    const oldName = unique('Keaka');
    const canoe = await createCanoe(page, { name: oldName, name_start_date: '2005' });
    const id = canoe.canoe_id;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/canoes/${id}/names`, async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'upstream down' });
    });
    await page.goto(`/canoes/${id}/names/add`);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Unsaved');
    await page.getByLabel('Name Given Year').fill('2010');
    await page.getByRole('button', { name: 'Add Name' }).click();
    await expect(page.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Failed to add new name. Please try again.');
    await expect(page).toHaveURL(`/canoes/${id}/names/add`);

    // A real refusal: the server says why beside the date, and the banner says where to look.
    await page.unroute(`**/api/canoes/${id}/names`);
    await page.getByLabel('Name Given Year').fill('1990-01-01');
    await page.getByRole('button', { name: 'Add Name' }).click();
    // The date as it was given, in words, beside the date; the banner says where to look.
    const why = `The new name cannot start before the current name "${oldName}" (given 2005)`;
    await expect(page.getByRole('alert')).toHaveText('Failed to add new name. Correct the marked field.');
    await expect(page.getByLabel('Name Given Year')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(why)).toHaveCount(1);
    await expectAccessible(page);
    expect((await readCanoe(page, id)).names).toHaveLength(1);

    // Cancel goes back to the canoe.
    await page.goto(`/canoes/${id}`);
    await page.getByRole('link', { name: 'Add New Name' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
  });

  test('a member sees Access Denied', async ({ page }) => {
    await signIn(page, 'member');
    const id = await lookup.canoe(page.request, KNOWN.canoes.pueo);
    await page.goto(`/canoes/${id}/names/add`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await page.goto(`/canoes/${id}/owners/add`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  });
});

test.describe('Record Ownership Change page', () => {
  test.describe.configure({ timeout: 90_000 });

  test('records a transfer: current owner disabled, errors, history kept, previous ownership ends', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const familyId = await lookup.owner(page.request, KNOWN.stewards.family);
    const museumId = await lookup.owner(page.request, KNOWN.stewards.museum);
    const canoe = await createCanoe(page, {
      name: unique('Hoʻolei'),
      owner_id: familyId,
      ownership_start_date: '2000',
    });
    const id = canoe.canoe_id;

    await page.goto(`/canoes/${id}`);
    await page.getByRole('link', { name: 'Record Ownership Change' }).click();
    await expect(page).toHaveURL(`/canoes/${id}/owners/add`);
    await expect(page.getByRole('heading', { level: 1, name: 'Record Ownership Change' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Current Owner' });
    await expect(current).toContainText(`${KNOWN.stewards.family} (Family), since 2000`);
    await expect(current).toContainText('adds a new ownership record');
    await expect(current).toContainText('history is kept');
    await expect(current).toContainText('The current ownership ends on the transfer date.');
    await expect(page.getByRole('complementary', { name: 'Passing on the Kuleana' })).toContainText(
      'kuleana',
    );
    const history = page.getByRole('region', { name: 'Ownership History' });
    await expect(history.getByRole('row')).toHaveCount(2);
    await expect(history.getByRole('row').nth(1)).toHaveText(
      new RegExp(`${KNOWN.stewards.family}.*2000.*Present`),
    );

    const select = page.getByLabel('New Owner');
    const labels = (await select.locator('option').allTextContents()).slice(1);
    const names = labels.map((label) => label.replace(/ \(.*$/, ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(labels).toContain(`${KNOWN.stewards.museum} (Museum)`);
    const currentOption = select.locator('option', { hasText: KNOWN.stewards.family });
    await expect(currentOption).toBeDisabled();
    await expect(currentOption).toHaveText(`${KNOWN.stewards.family} (Family) – current owner`);
    const transfer = page.getByLabel('Transfer Year');
    // Empty: the transfer's year is history the keeper knows, not today (issue 31).
    await expect(transfer).toHaveValue('');
    await expectAccessible(page);

    // Required fields.
    await page.getByRole('button', { name: 'Record Transfer' }).click();
    await expect(page.getByText('Please select an owner')).toBeVisible();
    await expect(page.getByText('Start date is required')).toBeVisible();
    await expect(select).toBeFocused();
    await expectAccessible(page);
    await select.selectOption({ label: `${KNOWN.stewards.museum} (Museum)` });
    await expect(page.getByText('Please select an owner')).toHaveCount(0);

    // The server refuses a transfer dated before the current ownership began.
    await transfer.fill('1999-12-31');
    await page.getByRole('button', { name: 'Record Transfer' }).click();
    // The date in words, as it was given; trying again would not help, and the reason stands beside the date:
    // the banner points there, once.
    const why = 'The transfer cannot be dated before the current ownership began (2000)';
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to add ownership record. Correct the marked field.',
    );
    await expect(transfer).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(why)).toHaveCount(1);

    await transfer.fill('2015-03-01');
    await page.getByLabel('Reason for Transfer').fill('Gift');
    await page.getByLabel('Ceremonial Context').fill('Blessed with a pule at dawn on Kailua beach.');
    await page.getByRole('button', { name: 'Record Transfer' }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    const steward = page.getByRole('region', { name: 'Current Steward' });
    await expect(steward.getByRole('link', { name: KNOWN.stewards.museum })).toBeVisible();

    await page.getByRole('tab', { name: 'Ownership' }).click();
    const rows = page.getByRole('region', { name: 'Ownership History' }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: KNOWN.stewards.family }).getByRole('cell').nth(1)).toHaveText('2000');
    await expect(rows.filter({ hasText: KNOWN.stewards.family }).getByRole('cell').nth(2)).toHaveText(
      'March 1, 2015',
    );
    await expect(rows.filter({ hasText: KNOWN.stewards.museum }).getByRole('cell').nth(2)).toHaveText(
      'Present',
    );
    await expect(rows.filter({ hasText: KNOWN.stewards.museum })).toContainText('Reason for transfer: Gift');

    const saved = await readCanoe(page, id);
    expect(saved.current_owner_id).toBe(museumId);
    expect(saved.ownership_history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ owner_id: familyId, start_date: '2000', end_date: '2015-03-01' }),
        expect.objectContaining({
          owner_id: museumId,
          start_date: '2015-03-01',
          end_date: null,
          transfer_reason: 'Gift',
          notes: 'Blessed with a pule at dawn on Kailua beach.',
        }),
      ]),
    );

    // Back on the transfer page, the table has gained the row and the museum is now the one disabled.
    await page.goto(`/canoes/${id}/owners/add`);
    const after = page.getByRole('region', { name: 'Ownership History' }).getByRole('row');
    await expect(after).toHaveCount(3);
    await expect(after.nth(1)).toContainText('March 1, 2015');
    await expect(after.nth(2)).toContainText('Present');
    await expect(
      page.getByLabel('New Owner').locator('option', { hasText: KNOWN.stewards.museum }),
    ).toBeDisabled();
  });

  test("errors: 'Failed to load necessary data…' and 'Failed to add ownership record…'", async ({ page }) => {
    await signIn(page, 'admin');
    const canoe = await createCanoe(page, { name: unique('Kahiko') });
    const id = canoe.canoe_id;

    await page.route(
      (url) => url.pathname === '/api/owners',
      (route) => route.fulfill(failWith(500, { message: 'Owners are offline' })),
    );
    await page.goto(`/canoes/${id}/owners/add`);
    await expect(page.getByText('Failed to load necessary data. Please try again.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Back to Canoes' })).toBeVisible();
    await expectAccessible(page);
    await page.unrouteAll();

    // A canoe with no steward yet: nothing is disabled, and a bare failure gives the spec's words alone.
    await page.route(`**/api/ownerships`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ status: 502, body: 'Bad gateway' });
    });
    await page.goto(`/canoes/${id}/owners/add`);
    await expect(page.getByRole('region', { name: 'Current Owner' })).toContainText('No current owner');
    await expect(page.getByRole('region', { name: 'Ownership History' })).toContainText(
      'No ownership history has been recorded',
    );
    await page.getByLabel('New Owner').selectOption({ label: `${KNOWN.stewards.club} (Club)` });
    await page.getByLabel('Transfer Year').fill('2001');
    await page.getByRole('button', { name: 'Record Transfer' }).click();
    await expect(page.getByRole('button', { name: 'Recording...' })).toBeDisabled();
    await expect(page.getByRole('alert')).toHaveText('Failed to add ownership record. Please try again.');
    await expect(page).toHaveURL(`/canoes/${id}/owners/add`);
    expect((await readCanoe(page, id)).ownership_history).toEqual([]);
  });
});
