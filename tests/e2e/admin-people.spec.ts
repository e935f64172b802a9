import type { Page } from '@playwright/test';
import sharp from 'sharp';
import {
  test,
  expect,
  expectAccessible,
  signIn,
  signInThroughThePage,
  KNOWN,
  uniqueToken,
} from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };
/** A token unique to this run, so tests never meet each other's people. */
const unique = uniqueToken;

interface SavedPerson {
  person_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  birth_date: string | null;
  birthplace: string | null;
  picture_url: string | null;
}

async function createPerson(page: Page, body: Record<string, unknown>): Promise<SavedPerson> {
  const response = await page.request.post('/api/people', { data: body, headers: WRITE });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as SavedPerson;
}

async function readPerson(page: Page, id: number) {
  return page.request.get(`/api/people/${id}`);
}

const png = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

const failWith = (status: number, body: unknown) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify(body),
});

/** A field of the person form (the footer has an email box of its own). */
const field = (page: Page, label: 'Name' | 'Email' | 'Phone') =>
  page.getByRole('main').getByRole('textbox', { name: label, exact: true });

/** Names of the list view's rows, top to bottom. */
const rowNames = (page: Page) =>
  page.getByRole('table').locator('tbody tr > td:first-child').allTextContents();

test.describe('People list', () => {
  test.describe.configure({ timeout: 90_000 });

  test('search, grid and list, sorting by column with arrows, Reset and the empty state', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const token = unique();
    const phone = `808-${token}`;
    // Created in this order, so the Created sort differs from the Name sort.
    await createPerson(page, { name: `Zed ${token}`, email: `a-${token}@example.org`, phone });
    await createPerson(page, { name: `Ana ${token}`, email: `c-${token}@example.org` });
    await createPerson(page, { name: `Moku ${token}` });

    await page.goto('/people');
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    await expect(page.getByText('individuals linked to canoe making and restoration')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Person' })).toHaveAttribute('href', '/people/new');
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /\d+ (person|people) found$/ })).toBeVisible();
    await expectAccessible(page);

    const search = page.getByPlaceholder('Search by name, email or phone...');
    await search.fill(token);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
    await expect(page.getByText(`3 people found matching "${token}"`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();

    // Grid (the default): name, email and phone when present, View Details.
    const grid = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('article') });
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText([
      `Ana ${token}`,
      `Moku ${token}`,
      `Zed ${token}`,
    ]);
    const zedCard = page.getByRole('article').filter({ hasText: `Zed ${token}` });
    await expect(zedCard).toContainText(`a-${token}@example.org`);
    await expect(zedCard).toContainText(phone);
    const mokuCard = page.getByRole('article').filter({ hasText: `Moku ${token}` });
    await expect(mokuCard).not.toContainText('@');
    await expect(page.getByRole('group', { name: 'Sort by' })).toBeVisible();
    await expectAccessible(page);

    // List: columns, dashes for missing values, local created date, View and Edit.
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page).toHaveURL(/view=list/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Name',
      'Email',
      'Phone',
      'Created',
      'Actions',
    ]);
    expect(await rowNames(page)).toEqual([`Ana ${token}`, `Moku ${token}`, `Zed ${token}`]);
    const moku = table.getByRole('row').filter({ hasText: `Moku ${token}` });
    // Created today, in the site's time zone (SITE_TIME_ZONE: the tests' servers keep the default), whatever the
    // browser's or the machine's day.
    const today = new Date().toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Pacific/Honolulu',
    });
    // The name is an ordinary cell of its row.
    await expect(moku.getByRole('cell')).toHaveText([`Moku ${token}`, '—', '—', today, /View.*Edit/]);
    const nameHeader = table.getByRole('columnheader', { name: 'Name' });
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader.locator('svg')).toHaveCount(1);
    await expect(page.getByRole('group', { name: 'Sort by' })).toHaveCount(0);
    await expectAccessible(page);

    // The active column flips; another column sorts ascending; the arrow follows.
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/order=desc/);
    await expect.poll(() => rowNames(page)).toEqual([`Zed ${token}`, `Moku ${token}`, `Ana ${token}`]);

    const emailHeader = table.getByRole('columnheader', { name: 'Email' });
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(nameHeader).not.toHaveAttribute('aria-sort');
    await expect(nameHeader.locator('svg')).toHaveCount(0);
    await expect(emailHeader.locator('svg')).toHaveCount(1);
    await expect(page).toHaveURL(/sort=email/);
    // No email comes last in either direction.
    await expect.poll(() => rowNames(page)).toEqual([`Zed ${token}`, `Ana ${token}`, `Moku ${token}`]);
    await emailHeader.getByRole('button').click();
    await expect(emailHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => rowNames(page)).toEqual([`Ana ${token}`, `Zed ${token}`, `Moku ${token}`]);

    const createdHeader = table.getByRole('columnheader', { name: 'Created' });
    await createdHeader.getByRole('button').click();
    await expect(createdHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => rowNames(page)).toEqual([`Zed ${token}`, `Ana ${token}`, `Moku ${token}`]);

    // The list's state is in the URL: a reload keeps it.
    await page.reload();
    await expect(page.getByRole('table').getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(search).toHaveValue(token);

    // Reset: no search, name ascending; the view stays.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL('/people?view=list');
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
    await expect(table.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');

    // A sort alone is enough for Reset to show.
    await table.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);

    // Search by phone finds one person.
    await search.fill(phone);
    await expect(page.getByText(`1 person found matching "${phone}"`, { exact: true })).toBeVisible();
    expect(await rowNames(page)).toEqual([`Zed ${token}`]);
    await page.getByRole('link', { name: `View Zed ${token}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Zed ${token}` })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: `Edit Zed ${token}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Person' })).toBeVisible();
    await page.goBack();

    // Nothing found: the empty state, whose Clear Filters empties the search.
    await search.fill(`nobody-${token}`);
    await expect(page.getByText(`0 people found matching "nobody-${token}"`, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'No People Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search filters or add a new person.')).toBeVisible();
    const empty = page.getByRole('main').locator('div').filter({ hasText: 'No People Found' }).last();
    await expect(empty.getByRole('link', { name: 'Add New Person' })).toHaveAttribute('href', '/people/new');
    await expectAccessible(page);
    await empty.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { level: 2, name: 'No People Found' })).toHaveCount(0);
  });

  test("grid cards open the person; 'Loading people...' and the error panel's Try Again", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const token = unique();
    const person = await createPerson(page, { name: `Kalani ${token}` });
    await page.goto(`/people?q=${token}`);
    await page.getByRole('link', { name: `View Details of Kalani ${token}` }).click();
    await expect(page).toHaveURL(`/people/${person.person_id}`);

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let failing = true;
    await page.route('**/api/people?*', async (route) => {
      if (!failing) return route.continue();
      await held;
      await route.fulfill(failWith(500, { message: 'down' }));
    });
    await page.goto('/people');
    await expect(page.getByText('Loading people...')).toBeVisible();
    release();
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Failed to load people data. Please try again later.');
    await expectAccessible(page);
    failing = false;
    await panel.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('status').filter({ hasText: /found$/ })).toBeVisible();
  });
});

test.describe('Person form', () => {
  test.describe.configure({ timeout: 90_000 });

  test('adds a person: every validation message, errors clear on edit, then the detail page', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/people');
    await page.getByRole('link', { name: 'Add New Person' }).first().click();
    await expect(page).toHaveURL('/people/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Person' })).toBeVisible();
    const name = field(page, 'Name');
    const email = field(page, 'Email');
    const phone = field(page, 'Phone');
    await expect(name).toHaveAttribute('placeholder', 'Enter full name');
    await expect(phone).toHaveAttribute('placeholder', '(808) 555-0123');
    await expect(page.getByText('Only the name is required.')).toContainText('assigned after');
    await expectAccessible(page);

    // Empty, then only spaces: the name is required after trimming.
    const create = page.getByRole('button', { name: 'Create Person' });
    await create.click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await name.fill('   ');
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await create.click();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();

    // A malformed email stops submission too; both messages at once.
    await email.fill('pua at example');
    await create.click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await email.fill('pua @example.org');
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toHaveCount(0);
    await create.click();
    await expect(page.getByText('Please enter a valid email address', { exact: true })).toBeVisible();
    await expect(page).toHaveURL('/people/new');

    const token = unique();
    const fullName = `Puaʻala Kahananui ${token}`;
    await name.fill(`  ${fullName}  `);
    await expect(page.getByText('Name is required', { exact: true })).toHaveCount(0);
    await email.fill(`pua-${token}@example.org`);
    // What only the server checks comes back beside its field; the banner points there.
    await phone.fill('8'.repeat(51));
    await create.click();
    await expect(page.getByRole('alert')).toHaveText('Failed to save person: correct the marked field.');
    await expect(page.getByText('Must be at most 50 characters')).toHaveCount(1);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toBeFocused();
    await expect(page).toHaveURL('/people/new');
    await phone.fill('(808) 555-0199');
    await expect(phone).not.toHaveAttribute('aria-invalid');
    await create.click();
    await expect(page).toHaveURL(/\/people\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const saved = (await (await readPerson(page, id)).json()) as SavedPerson;
    expect(saved).toMatchObject({
      name: fullName,
      email: `pua-${token}@example.org`,
      phone: '(808) 555-0199',
    });

    // Cancel leaves without saving.
    await page.goto('/people/new');
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/people');
  });

  test("edits a person: 'Loading...', prefilled, Update Person, unshown fields kept", async ({ page }) => {
    await signIn(page, 'admin');
    const token = unique();
    const person = await createPerson(page, {
      name: `Keoni ${token}`,
      email: `keoni-${token}@example.org`,
      birth_date: '1950-06-01',
      birthplace: 'Hilo',
    });
    const id = person.person_id;
    await page.goto(`/people/${id}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(`/people/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Person' })).toBeVisible();

    // A fresh load of the form shows 'Loading...' first.
    let releaseEdit: () => void = () => {};
    const heldEdit = new Promise<void>((resolve) => (releaseEdit = resolve));
    await page.route(`**/api/people/${id}`, async (route) => {
      await heldEdit;
      await route.continue();
    });
    await page.reload();
    await expect(page.getByText('Loading...', { exact: true })).toBeVisible();
    releaseEdit();
    await expect(field(page, 'Name')).toHaveValue(`Keoni ${token}`);
    await expect(field(page, 'Email')).toHaveValue(`keoni-${token}@example.org`);
    await expect(field(page, 'Phone')).toHaveValue('');
    await expectAccessible(page);

    await field(page, 'Name').fill(`Keoni Kalama ${token}`);
    await field(page, 'Email').fill('');
    await field(page, 'Phone').fill('808-555-0100');
    await page.getByRole('button', { name: 'Update Person' }).click();
    await expect(page).toHaveURL(`/people/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Keoni Kalama ${token}` })).toBeVisible();
    const saved = (await (await readPerson(page, id)).json()) as SavedPerson;
    expect(saved).toMatchObject({
      name: `Keoni Kalama ${token}`,
      email: null,
      phone: '808-555-0100',
      birth_date: '1950-06-01',
      birthplace: 'Hilo',
    });

    // Cancel goes back to the person.
    await page.goto(`/people/${id}/edit`);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(`/people/${id}`);
  });

  test("'Saving...', then 'Failed to save person: …' with the form enabled again; load failure", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const token = unique();
    const person = await createPerson(page, { name: `Nalu ${token}` });
    const id = person.person_id;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/people/${id}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      await held;
      await route.fulfill(failWith(500, { message: 'The database is resting' }));
    });
    await page.goto(`/people/${id}/edit`);
    await field(page, 'Name').fill(`Nalu Hou ${token}`);
    await page.getByRole('button', { name: 'Update Person' }).click();
    await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(field(page, 'Name')).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Failed to save person: The database is resting');
    await expect(field(page, 'Name')).toBeEnabled();
    await expect(field(page, 'Name')).toHaveValue(`Nalu Hou ${token}`);
    await expect(page).toHaveURL(`/people/${id}/edit`);
    await expectAccessible(page);

    await page.unroute(`**/api/people/${id}`);
    await page.route(`**/api/people/${id}`, (route) =>
      route.fulfill(failWith(500, { message: 'Storage unavailable' })),
    );
    await page.goto(`/people/${id}/edit`);
    await expect(page.getByText('Failed to load person data: Storage unavailable')).toBeVisible({
      timeout: 15_000,
    });
    await expectAccessible(page);
  });
});

test.describe('Person detail', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Details tab: contact and system information, picture upload replaces the picture, upload failure', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const token = unique();
    const person = await createPerson(page, {
      name: `Leilani ${token}`,
      email: `leilani-${token}@example.org`,
      phone: '(808) 555-0142',
    });
    const id = person.person_id;
    await page.goto(`/people/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Leilani ${token}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to People' })).toHaveAttribute('href', '/people');
    const main = page.getByRole('main');
    await expect(main.getByText(`leilani-${token}@example.org`).first()).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');

    const contact = page.getByRole('region', { name: 'Contact Information' });
    await expect(contact.getByRole('link', { name: `leilani-${token}@example.org` })).toBeVisible();
    await expect(contact.getByRole('link', { name: '(808) 555-0142' })).toBeVisible();
    const system = page.getByRole('region', { name: 'System Information' });
    await expect(system).toContainText(`ID${id}`);
    await expect(system).toContainText('Created At');
    await expect(system).toContainText('Last Updated');
    // In the site's time zone, named, as every time on the site (issue 31).
    await expect(system).toContainText(/\d{4}, \d{1,2}:\d{2} [AP]M HST/);
    const picture = page.getByRole('region', { name: 'Profile Picture' });
    await expect(picture.getByText('No Profile Picture')).toBeVisible();
    await expect(picture.getByRole('heading', { name: 'Upload Profile Picture' })).toBeVisible();
    await expectAccessible(page);

    const quick = page.getByRole('complementary', { name: 'Quick Actions' });
    await expect(quick.getByRole('link', { name: 'Edit Information' })).toHaveAttribute(
      'href',
      `/people/${id}/edit`,
    );
    await expect(quick.getByRole('link', { name: 'Add as Maker' })).toHaveAttribute(
      'href',
      `/makers/new?person_id=${id}`,
    );
    await expect(quick.getByRole('button', { name: 'Delete Person' })).toBeVisible();

    // A PNG replaces the placeholder at once.
    const file = picture.getByLabel('Picture file');
    const upload = picture.getByRole('button', { name: 'Upload Picture' });
    await expect(upload).toBeDisabled();
    await file.setInputFiles({ name: 'leilani.png', mimeType: 'image/png', buffer: await png('#336699') });
    await upload.click();
    const image = picture.getByRole('img', { name: `Profile picture of Leilani ${token}` });
    await expect(image).toBeVisible();
    await expect(picture.getByText('No Profile Picture')).toHaveCount(0);
    await expect(picture.getByText('Profile picture updated.')).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const firstSrc = await image.getAttribute('src');
    expect(firstSrc).toContain(`/api/people/${id}/picture?v=`);
    const saved = (await (await readPerson(page, id)).json()) as SavedPerson;
    expect(saved.picture_url).toBe(firstSrc);
    await expectAccessible(page);

    // Another picture replaces that one.
    await file.setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: await png('#993311') });
    await upload.click();
    await expect(image).not.toHaveAttribute('src', firstSrc ?? '');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Not an image: the server refuses it (415) and the picture stays.
    const shownSrc = await image.getAttribute('src');
    await file.setInputFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are words, not pixels'),
    });
    await upload.click();
    // Trying again would not help: the banner says why instead.
    await expect(picture.getByRole('alert')).toContainText('Failed to upload image.');
    await expect(picture.getByRole('alert')).not.toContainText('Please try again');
    await expect(image).toHaveAttribute('src', shownSrc ?? '');
    await expectAccessible(page);

    // A file of another kind is refused before it is sent.
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('words') });
    await expect(picture.getByRole('alert')).toHaveText(
      'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
    );
    await expect(upload).toBeDisabled();
  });

  test('Maker Roles: empty, with a role, and delete refused while it exists, allowed after', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const token = unique();
    const name = `Kawai ${token}`;
    const person = await createPerson(page, { name });
    const id = person.person_id;
    await page.goto(`/people/${id}`);
    await page.getByRole('tab', { name: 'Maker Roles' }).click();
    await expect(page).toHaveURL(`/people/${id}?tab=makers`);
    await expect(page.getByRole('heading', { level: 3, name: 'No Maker Roles' })).toBeVisible();
    await expect(page.getByText("This person doesn't have any maker roles assigned.")).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Maker Role' })).toHaveAttribute(
      'href',
      `/makers/new?person_id=${id}`,
    );
    await expectAccessible(page);

    const biography =
      '<p>Carved his first canoe at sixteen under his uncle.</p><p>Later taught <strong>many</strong> apprentices across the islands.</p>';
    const makerResponse = await page.request.post('/api/makers', {
      data: { person_id: id, maker_type: 'carver', biography },
      headers: WRITE,
    });
    expect(makerResponse.status(), await makerResponse.text()).toBe(201);
    const maker = (await makerResponse.json()) as { maker_id: number };
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Maker Roles' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: `Maker roles of ${name}` });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Maker Type',
      'Biography',
      'Created',
      'Actions',
    ]);
    const row = table.getByRole('row').nth(1);
    await expect(row.getByRole('rowheader')).toHaveText('Carver');
    await expect(row.getByRole('cell').first()).toHaveText(
      'Carved his first canoe at sixteen under his uncle. Later taught many apprentices across the islands.',
    );
    await expect(row.getByRole('cell').first().locator('p')).toHaveClass(/line-clamp-2/);
    await expect(row.getByRole('link', { name: 'View Carver role' })).toHaveAttribute(
      'href',
      `/makers/${maker.maker_id}`,
    );
    await expect(row.getByRole('link', { name: 'Edit Carver role' })).toHaveAttribute(
      'href',
      `/makers/${maker.maker_id}/edit`,
    );
    await expectAccessible(page);

    // The server refuses while the maker role exists; its reason shows in a banner.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Delete Person' })).toBeVisible();
    await expect(dialog).toContainText(`Are you sure you want to delete ${name}?`);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog).toHaveCount(0);
    const banner = page.getByRole('alert').filter({ hasText: 'Failed to delete person.' });
    await expect(banner).toHaveText(
      'Failed to delete person. This person still has 1 maker role. Remove or reassign them first.',
    );
    await expect(page).toHaveURL(`/people/${id}?tab=makers`);
    await expectAccessible(page);
    expect((await readPerson(page, id)).status()).toBe(200);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);

    // Cancel keeps the person.
    await page.getByRole('button', { name: 'Delete Person' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    const removed = await page.request.delete(`/api/makers/${maker.maker_id}`, { headers: WRITE });
    expect(removed.status()).toBe(204);
    await page.getByRole('button', { name: 'Delete Person' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/people');
    expect((await readPerson(page, id)).status()).toBe(404);
    await page.getByPlaceholder('Search by name, email or phone...').fill(token);
    await expect(page.getByText(`0 people found matching "${token}"`, { exact: true })).toBeVisible();
  });

  test("'Loading person details...', the error panel, and 'Person Not Found'", async ({ page }) => {
    await signIn(page, 'admin');
    const person = await createPerson(page, { name: `Hoku ${unique()}` });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/people/${person.person_id}`, async (route) => {
      await held;
      await route.fulfill(failWith(500, { message: 'down' }));
    });
    await page.goto(`/people/${person.person_id}`);
    await expect(page.getByText('Loading person details...')).toBeVisible();
    release();
    const panel = page.getByRole('alert');
    await expect(panel).toContainText('Failed to load person details. Please try again later.', {
      timeout: 15_000,
    });
    await expectAccessible(page);
    await panel.getByRole('link', { name: 'Back to People' }).click();
    await expect(page).toHaveURL('/people');

    for (const path of ['/people/999999999', '/people/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Person Not Found' })).toBeVisible();
      await expect(
        page.getByText("The person you're looking for may have been removed or never existed."),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to People' })).toHaveAttribute('href', '/people');
      await expectAccessible(page);
    }
  });
});

test.describe('People access', () => {
  const DENIED = "You don't have permission to access this page. This area requires admin privileges.";

  for (const account of ['editor', 'member'] as const) {
    test(`the ${account} account sees Access Denied and no People entry`, async ({ page }) => {
      await signInThroughThePage(page, account);
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }),
      ).toHaveCount(0);
      for (const path of ['/people', '/people/new', '/people/1', '/people/1/edit']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
        await expect(page.getByText(DENIED)).toBeVisible();
      }
      await expectAccessible(page);
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  test('a visitor is sent to sign in and comes back to /people as admin, who has the People entry', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' }),
    ).toHaveCount(0);
    await page.goto('/people');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email', { exact: true }).fill(KNOWN.accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(KNOWN.accounts.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/people');
    await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'People' });
    await expect(nav).toBeVisible();
    await page.goto('/');
    await nav.click();
    await expect(page).toHaveURL('/people');
  });
});
