import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

interface SavedCanoe {
  canoe_id: number;
  current_name: string | null;
  hull_id: string | null;
  type_id: number | null;
  build_date: string | null;
  length: number | null;
  width: number | null;
  weight: number | null;
  origin: string | null;
  notes: string | null;
  notes_haw: string | null;
  maker_id: number | null;
  current_owner_id: number | null;
  name_start_date: string | null;
  ownership_start_date: string | null;
  names: { name: string; start_date: string | null; end_date: string | null }[];
  ownership_history: { owner_id: number; start_date: string; end_date: string | null }[];
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

const stepCounter = (page: Page) => page.getByText(/^Step \d of 5$/);
const progress = (page: Page) => page.getByRole('progressbar', { name: 'Form progress' });

const STEP_NAMES = ['Basic Details', 'Specifications', 'Name', 'Ownership', 'Notes'];
/** A step's button on the progress indicator ('Step 2: Specifications', '… (has errors)'). */
const stepButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Form steps' }).getByRole('button', {
    name: new RegExp(`^Step ${STEP_NAMES.indexOf(name) + 1}: ${name}( \\(has errors\\))?$`),
  });
/** The step control is one: the progress indicator's named steps (plus Next and Back); no tabs beside it. */
const goToStep = (page: Page, name: string) => stepButton(page, name).click();

async function expectStep(page: Page, n: number, name: string) {
  await expect(stepCounter(page)).toHaveText(`Step ${n} of 5`);
  await expect(progress(page)).toHaveAttribute('aria-valuenow', String(n * 20));
  await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  await expect(stepButton(page, name)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('tablist')).toHaveCount(0);
  for (const other of STEP_NAMES.filter((label) => label !== name)) {
    await expect(page.getByRole('heading', { level: 2, name: other, exact: true })).toBeHidden();
  }
}

const canoePosts = (request: Request) => request.method() === 'POST' && /\/api\/canoes$/.test(request.url());

test.describe('Canoe form', () => {
  // Long walks through five steps with an axe check on each: give a busy two-core machine room.
  test.describe.configure({ timeout: 120_000 });

  test('creates a canoe through all five steps, keeping every value between steps', async ({ page }) => {
    // Five steps, each checked going forward and back: more than half a test's default time even on a quiet machine.
    test.slow();
    await signIn(page, 'admin');
    const carverId = await lookup.maker(page.request, KNOWN.makers.carver);
    const clubId = await lookup.owner(page.request, KNOWN.stewards.club);
    const name = unique('Kaʻimi Nāʻauao');
    const bow = unique('E2E').replace(' ', '-').slice(0, 40);

    await page.goto('/canoes');
    await page.getByRole('link', { name: 'Add New Canoe' }).first().click();
    await expect(page).toHaveURL('/canoes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Canoe' })).toBeVisible();
    await expect(page).toHaveTitle(/^Add New Canoe/);
    await expectStep(page, 1, 'Basic Details');
    await expectAccessible(page);

    await page.getByLabel('Bow Number').fill(bow);
    await page.getByLabel('Canoe Type').selectOption({ label: 'Racing Canoe' });
    // Each maker is named with the role: one person may hold several.
    await page.getByLabel('Original Maker').selectOption({ label: `${KNOWN.makers.carver}, carver` });
    await expect(page.getByRole('button', { name: 'Add a new maker' })).toBeVisible();
    await page.getByLabel('Build Year').fill('1988');
    await page.getByLabel('Origin Location').fill('Hāna, Maui');

    // Next button.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 2, 'Specifications');
    await expect(page.getByLabel('Length (ft)')).toHaveAttribute('step', '0.01');
    await expect(page.getByLabel('Width (ft)')).toHaveAttribute('step', '0.01');
    await expect(page.getByLabel('Weight (lbs)')).toHaveAttribute('step', '0.1');
    await expectAccessible(page);
    await page.getByLabel('Length (ft)').fill('41.25');
    await page.getByLabel('Width (ft)').fill('1.75');
    await page.getByLabel('Weight (lbs)').fill('380.5');

    // A step of the progress indicator, by keyboard.
    await stepButton(page, 'Name').focus();
    await page.keyboard.press('Enter');
    await expectStep(page, 3, 'Name');
    await expect(page.getByText(/overwrites the canoe's current name/)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByLabel('Current Name').fill(name);
    await page.getByLabel('Year Named').fill('1990');

    // A progress link.
    await goToStep(page, 'Ownership');
    await expectStep(page, 4, 'Ownership');
    await expectAccessible(page);
    const ownerSelect = page.getByLabel('Current Owner');
    await expect(ownerSelect.locator('option', { hasText: KNOWN.stewards.club })).toHaveCount(1);
    const ownerLabels = (await ownerSelect.locator('option').allTextContents()).slice(1);
    expect(ownerLabels).toEqual(
      [...ownerLabels].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(ownerLabels).toContain(`${KNOWN.stewards.club} (Club)`);
    await ownerSelect.selectOption({ label: `${KNOWN.stewards.club} (Club)` });
    await expect(page.getByRole('button', { name: 'Add a new steward' })).toBeVisible();
    await page.getByLabel('Ownership Start Year').fill('1995');

    await page.getByRole('button', { name: 'Next' }).click();
    await expectStep(page, 5, 'Notes');
    await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
    const editor = page.getByRole('textbox', { name: 'Notes', exact: true });
    await editor.click();
    // Type only once the editor has the caret, and after each Bold once it has taken effect.
    await expect(editor).toBeFocused();
    await page.keyboard.type('Carved from one log in ');
    // The notes' own toolbar, told apart from the Hawaiian version's by its name.
    const bold = page
      .getByRole('toolbar', { name: 'Formatting Notes', exact: true })
      .getByRole('button', { name: 'Bold' });
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor).toBeFocused();
    await page.keyboard.type('Kona');
    await bold.click();
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
    await expect(editor).toBeFocused();
    await page.keyboard.type(' by hand.');
    await expect(editor.locator('strong')).toHaveText('Kona');
    await expectAccessible(page);

    // Back through the steps: what was typed is still there.
    for (const [n, label] of [
      [4, 'Ownership'],
      [3, 'Name'],
      [2, 'Specifications'],
      [1, 'Basic Details'],
    ] as const) {
      await page.getByRole('button', { name: 'Back' }).click();
      await expectStep(page, n, label);
    }
    await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByLabel('Bow Number')).toHaveValue(bow);
    await expect(page.getByLabel('Build Year')).toHaveValue('1988');
    await goToStep(page, 'Specifications');
    await expect(page.getByLabel('Length (ft)')).toHaveValue('41.25');
    await goToStep(page, 'Notes');
    await expect(editor.locator('strong')).toHaveText('Kona');

    const [response] = await Promise.all([
      page.waitForResponse((r) => canoePosts(r.request())),
      page.getByRole('button', { name: 'Create Canoe' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const { canoe_id: id } = (await response.json()) as SavedCanoe;
    // The new canoe's own page opens, saying it was created.
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByRole('status').filter({ hasText: 'Canoe created' })).toHaveText('Canoe created');

    const saved = await readCanoe(page, id);
    expect(saved).toMatchObject({
      current_name: name,
      hull_id: bow,
      type_id: 1,
      // A year stays a year: no January 1 made up.
      build_date: '1988',
      length: 41.25,
      width: 1.75,
      weight: 380.5,
      origin: 'Hāna, Maui',
      maker_id: carverId,
      current_owner_id: clubId,
      name_start_date: '1990',
      ownership_start_date: '1995',
    });
    expect(saved.notes).toBe('<p>Carved from one log in <strong>Kona</strong> by hand.</p>');

    // The registry shows it at once (its lists were refreshed).
    await page.getByRole('link', { name: 'Back to Canoes' }).click();
    await expect(page).toHaveURL('/canoes');
    await page.getByPlaceholder('Search canoes or owners...').fill(name);
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('each measurement must be a number, checked before anything is sent', async ({ page }) => {
    await signIn(page, 'admin');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (canoePosts(request)) posts.push(request.url());
    });
    await page.goto('/canoes/new');
    // A new canoe needs a bow number or a name; this one has a bow number.
    await page.getByLabel('Bow Number').fill('NUM-1');
    await goToStep(page, 'Specifications');
    // A number box takes these keys but cannot read the result as a number.
    await page.getByLabel('Length (ft)').pressSequentially('4-5');
    await page.getByLabel('Width (ft)').pressSequentially('1-2');
    await page.getByLabel('Weight (lbs)').pressSequentially('3e');
    await goToStep(page, 'Notes');
    await page.getByRole('button', { name: 'Create Canoe' }).click();

    // Back on the step holding the first invalid field, with the spec's words beside each field.
    await expectStep(page, 2, 'Specifications');
    await expect(page.getByText('Length must be a number')).toBeVisible();
    await expect(page.getByText('Width must be a number')).toBeVisible();
    await expect(page.getByText('Weight must be a number')).toBeVisible();
    await expect(page.getByLabel('Length (ft)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Length (ft)')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Step 2: Specifications (has errors)' })).toBeVisible();
    await expectAccessible(page);

    // Editing a field clears its message.
    await page.getByLabel('Length (ft)').fill('40');
    await expect(page.getByText('Length must be a number')).toHaveCount(0);
    await expect(page.getByText('Width must be a number')).toBeVisible();
    // The same rule as the server's: at least 0.
    await page.getByLabel('Width (ft)').fill('-2');
    await page.getByLabel('Weight (lbs)').fill('300');
    await page.getByRole('button', { name: 'Create Canoe' }).click();
    await expect(page.getByText('Must be at least 0')).toBeVisible();
    await expect(page.getByText('Weight must be a number')).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test('edits a canoe: prefilled steps, edit-mode notes, Update Canoe shows the change', async ({ page }) => {
    await signIn(page, 'admin');
    const familyId = await lookup.owner(page.request, KNOWN.stewards.family);
    const carverId = await lookup.maker(page.request, KNOWN.makers.carver);
    const oldName = unique('Pōhaku');
    const newName = unique('Pōhaku Hou');
    const canoe = await createCanoe(page, {
      hull_id: 'ED-1',
      type_id: 2,
      build_date: '1970',
      length: 30,
      width: 1.5,
      weight: 250,
      origin: 'Kailua',
      notes: '<p>Old <em>story</em> of the canoe.</p>',
      maker_id: carverId,
      owner_id: familyId,
      name: oldName,
      name_start_date: '1971',
      ownership_start_date: '1972',
    });
    const id = canoe.canoe_id;

    await page.goto(`/canoes/${id}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
    await expect(page).toHaveURL(`/canoes/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Canoe' })).toBeVisible();
    await expect(page).toHaveTitle(/^Edit Canoe/);
    await expect(page.getByLabel('Bow Number')).toHaveValue('ED-1');
    await expect(page.getByLabel('Canoe Type')).toHaveValue('2');
    await expect(page.getByLabel('Original Maker')).toHaveValue(String(carverId));
    await expect(page.getByLabel('Build Year')).toHaveValue('1970');
    await expect(page.getByLabel('Origin Location')).toHaveValue('Kailua');
    await expectAccessible(page);

    await goToStep(page, 'Specifications');
    await expect(page.getByLabel('Length (ft)')).toHaveValue('30');
    await expect(page.getByLabel('Weight (lbs)')).toHaveValue('250');
    await page.getByLabel('Length (ft)').fill('31.5');

    await goToStep(page, 'Name');
    await expect(page.getByText(/overwrites the canoe's current name/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Name' })).toHaveAttribute(
      'href',
      `/canoes/${id}/names/add`,
    );
    await expect(page.getByLabel('Current Name')).toHaveValue(oldName);
    await expect(page.getByLabel('Year Named')).toHaveValue('1971');
    await expectAccessible(page);
    await page.getByLabel('Current Name').fill(newName);

    await goToStep(page, 'Ownership');
    await expect(page.getByText(/ends the current ownership and starts a new one/)).toBeVisible();
    await expect(page.getByLabel('Current Owner')).toHaveValue(String(familyId));
    await expect(page.getByLabel('Ownership Start Year')).toHaveValue('1972');
    await expectAccessible(page);

    await goToStep(page, 'Notes');
    const current = page.getByRole('region', { name: 'Current Notes' });
    await expect(current).toContainText('Old story of the canoe.');
    await expect(current.locator('em')).toHaveText('story');
    await expect(page.getByRole('textbox', { name: 'Notes', exact: true }).locator('em')).toHaveText('story');
    // The notes' ʻŌlelo Hawaiʻi version has its own box, marked as Hawaiian (decision 027). Stand-in words.
    const hawaiian = page.getByRole('textbox', { name: 'Notes in ʻŌlelo Hawaiʻi' });
    await expect(hawaiian).toHaveAttribute('lang', 'haw');
    // Each editor's toolbar says whose it is.
    await expect(page.getByRole('toolbar', { name: 'Formatting Notes in ʻŌlelo Hawaiʻi' })).toBeVisible();
    await hawaiian.click();
    await expect(hawaiian).toBeFocused();
    await page.keyboard.type('(haw) Old story of the canoe.');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Update Canoe' }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newName);
    await expect(page.getByRole('region', { name: 'Specifications' })).toContainText('31.5 ft');

    const saved = await readCanoe(page, id);
    expect(saved).toMatchObject({ length: 31.5, current_name: newName, current_owner_id: familyId });
    // Overwritten, not added: the name history still has one name, and the notes are as they were.
    expect(saved.names).toEqual([expect.objectContaining({ name: newName, start_date: '1971' })]);
    expect(saved.notes).toBe('<p>Old <em>story</em> of the canoe.</p>');
    expect(saved.notes_haw).toBe('<p>(haw) Old story of the canoe.</p>');
    expect(saved.ownership_history).toHaveLength(1);

    // The English page shows the English notes, and says the Hawaiian exists; opened, it is marked as Hawaiian.
    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes).toContainText('Old story of the canoe.');
    const also = notes.getByText('Also in ʻŌlelo Hawaiʻi');
    await expect(notes.locator('[lang="haw"]')).toBeHidden();
    await also.click();
    await expect(notes.locator('[lang="haw"]')).toHaveText('(haw) Old story of the canoe.');
    // The Hawaiian page shows the Hawaiian version first, and the English under "Also in English".
    await page.goto(`/haw/canoes/${id}`);
    const notesHaw = page.locator('section[aria-labelledby="notes-heading"]');
    await expect(notesHaw.locator('.rich-text').first()).toHaveText('(haw) Old story of the canoe.');
    await expect(notesHaw.locator('summary')).toHaveText('Also in English');
    await expect(notesHaw.locator('[lang="en"]')).toBeHidden();
  });

  test("the Image button takes only the archive's own pictures: another site's is refused with a message", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const canoe = await createCanoe(page, { name: unique('Kiʻi'), notes: '<p>Launch day.</p>' });
    const id = canoe.canoe_id;
    const answers: string[] = [];
    const alerts: string[] = [];
    page.on('dialog', async (dialog) => {
      if (dialog.type() === 'prompt') await dialog.accept(answers.shift() ?? '');
      else {
        alerts.push(dialog.message());
        await dialog.accept();
      }
    });
    await page.goto(`/canoes/${id}/edit`);
    await goToStep(page, 'Notes');
    const editor = page.getByRole('textbox', { name: 'Notes', exact: true });
    await editor.click();
    const imageButton = page
      .getByRole('toolbar', { name: 'Formatting Notes', exact: true })
      .getByRole('button', { name: 'Image', exact: true });

    for (const address of ['https://tracker.example/pixel.gif', '//tracker.example/pixel.gif']) {
      answers.push(address);
      await imageButton.click();
      await expect.poll(() => alerts.length).toBe(1);
      expect(alerts.pop()).toBe(
        'Only photos, logos and pictures stored in this archive can be shown in the text. Upload the picture ' +
          "to the archive first, then use its address (right-click it and copy the image's address).",
      );
      await expect(editor.locator('img')).toHaveCount(0);
    }

    // This archive's own address, in full: placed as the relative path, and saved.
    const origin = new URL(page.url()).origin;
    answers.push(`${origin}/api/canoes/${id}/media/1/image?v=abc`);
    await imageButton.click();
    await expect(editor.locator('img')).toHaveAttribute('src', `/api/canoes/${id}/media/1/image?v=abc`);
    expect(alerts).toEqual([]);
    await page.getByRole('button', { name: 'Update Canoe' }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    expect((await readCanoe(page, id)).notes).toContain(`<img src="/api/canoes/${id}/media/1/image?v=abc"`);
  });

  test('Cancel goes back without saving', async ({ page }) => {
    await signIn(page, 'admin');
    const canoe = await createCanoe(page, { name: unique('Hoʻi'), length: 20 });
    await page.goto(`/canoes/${canoe.canoe_id}`);
    await page.getByRole('link', { name: 'Edit', exact: true }).first().click();
    await goToStep(page, 'Specifications');
    await page.getByLabel('Length (ft)').fill('99');
    await page.getByRole('button', { name: 'Cancel' }).click();
    // Unsaved changes: asked first.
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click();
    await expect(page).toHaveURL(`/canoes/${canoe.canoe_id}`);
    expect((await readCanoe(page, canoe.canoe_id)).length).toBe(20);

    // Opened directly, Cancel still lands on the site: the registry.
    await page.goto('/canoes/new');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL('/canoes');
  });

  test("'Saving...' while busy, then 'Failed to save canoe: …' with the server's message", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/canoes', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await held;
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal Server Error', message: 'The database is resting' }),
      });
    });
    await page.goto('/canoes/new');
    await page.getByLabel('Bow Number').fill('SV-1');
    await page.getByRole('button', { name: 'Create Canoe' }).click();
    const saving = page.getByRole('button', { name: 'Saving...' });
    await expect(saving).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Failed to save canoe: The database is resting');
    await expect(page.getByRole('button', { name: 'Create Canoe' })).toBeEnabled();
    await expect(page).toHaveURL('/canoes/new');
    await expect(page.getByLabel('Bow Number')).toHaveValue('SV-1');
  });

  test("a real refusal: the server's message, on its field, on the step that holds it", async ({ page }) => {
    await signIn(page, 'admin');
    const maxYear = new Date().getUTCFullYear();
    const name = unique('Makahiki');
    await page.goto('/canoes/new');
    await page.getByLabel('Build Year').fill('2999');
    await goToStep(page, 'Name');
    await page.getByLabel('Current Name').fill(name);
    await goToStep(page, 'Notes');
    await page.getByRole('button', { name: 'Create Canoe' }).click();

    const message = `Year must be between 1000 and ${maxYear}`;
    // The reason stands beside the field; the banner points there instead of repeating it.
    await expect(page.getByRole('alert')).toHaveText('Failed to save canoe: correct the marked field.');
    await expectStep(page, 1, 'Basic Details');
    const year = page.getByLabel('Build Year');
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toBeFocused();
    await expect(page.getByRole('group', { name: 'Basic Details' }).getByText(message)).toHaveCount(1);
    await expect(page.getByText(message)).toHaveCount(1);
    await expectAccessible(page);
    const search = await page.request.get(`/api/canoes/search?q=${encodeURIComponent(name)}`);
    expect(await search.json()).toEqual([]);

    // Fixed, it saves.
    await year.fill('1999');
    await expect(year).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Create Canoe' }).click();
    await expect(page).toHaveURL(/\/canoes\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test("'Failed to load form data: …' when the makers cannot be listed; the form still works", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.route(
      (url) => url.pathname === '/api/makers',
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'Internal Server Error', message: 'Makers are offline' }),
        }),
    );
    await page.goto('/canoes/new');
    // Failed loads are retried twice before the error shows.
    await expect(page.getByRole('alert')).toHaveText('Failed to load form data: Makers are offline', {
      timeout: 15_000,
    });
    await expect(page.getByLabel('Original Maker').locator('option')).toHaveText(['Select a maker']);
    await expect(page.getByLabel('Canoe Type')).toBeEnabled();
    await expectAccessible(page);
  });

  test("'Failed to load canoe details.' when the canoe to edit cannot be read", async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/canoes/999999/edit');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Canoe' })).toBeVisible();
    await expect(page.getByText('Failed to load canoe details.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Canoe Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Canoes' })).toHaveAttribute('href', '/canoes');
    await expectAccessible(page);

    const canoe = await createCanoe(page, { name: unique('Haʻalulu') });
    await page.route(`**/api/canoes/${canoe.canoe_id}`, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }),
    );
    await page.goto(`/canoes/${canoe.canoe_id}/edit`);
    await expect(page.getByText('Failed to load canoe details.')).toBeVisible({ timeout: 15_000 });
  });
});

test.describe('Canoe form access', () => {
  test("a visitor is sent to sign in ('Redirecting to login...') and comes back to the form", async ({
    page,
  }) => {
    // The redirect notice shows for a moment only: record every text the page ever showed.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        if (text.includes('Redirecting to login...')) seen.push('Redirecting to login...');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/canoes/new');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toContain(
      'Redirecting to login...',
    );
    await page.getByLabel('Email', { exact: true }).fill(KNOWN.accounts.admin.email);
    await page.getByLabel('Password', { exact: true }).fill(KNOWN.accounts.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL('/canoes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Canoe' })).toBeVisible();
  });

  test('a member without an admin group sees Access Denied', async ({ page }) => {
    await signIn(page, 'member');
    await page.goto('/canoes/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByLabel('Bow Number')).toHaveCount(0);
    const id = await lookup.canoe(page.request, KNOWN.canoes.pueo);
    await page.goto(`/canoes/${id}/edit`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expectAccessible(page);
  });

  test("a visitor's canoe page downloads no editor code; the admin form does", async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    // Read each script again afterwards: a response body may be gone by the time a listener asks for it.
    const loadsEditor = async () => {
      for (const url of scripts) {
        if ((await (await page.request.get(url)).text()).includes('ProseMirror')) return true;
      }
      return false;
    };
    const id = await lookup.canoe(page.request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(KNOWN.canoes.hokulea);
    await page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    expect(await loadsEditor()).toBe(false);

    await signIn(page, 'admin');
    await page.goto('/canoes/new');
    await goToStep(page, 'Notes');
    await expect(page.getByRole('textbox', { name: 'Notes', exact: true })).toBeVisible();
    expect(await loadsEditor()).toBe(true);
  });
});
