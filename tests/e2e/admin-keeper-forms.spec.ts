/**
 * The keeper's forms: a missing steward, maker or race is created in a dialog without leaving the form
 * and comes back chosen; makers with several roles are told apart; the canoe form refuses an empty canoe, asks
 * before unsaved changes are lost, opens the new canoe's page saying so, and has one step control. At a desktop
 * width and on a 390-pixel phone.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { api, test, expect, expectAccessible, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';

interface SavedCanoe {
  canoe_id: number;
  hull_id: string | null;
  maker_id: number | null;
  current_owner_id: number | null;
  ownership_history: { owner_id: number; start_date: string; end_date: string | null }[];
}
interface Created {
  owner_id?: number;
  maker_id?: number;
  person_id?: number;
  race_id?: number;
}

const readCanoe = (page: Page, id: number) => api.get<SavedCanoe>(page, `/api/canoes/${id}`);
const canoePosts = (request: Request) => request.method() === 'POST' && /\/api\/canoes$/.test(request.url());
const selectedText = (select: Locator) => select.locator('option:checked');
const stepButton = (page: Page, n: number, name: string) =>
  page.getByRole('navigation', { name: 'Form steps' }).getByRole('button', { name: `Step ${n}: ${name}` });

/** Signed in at the desktop width (a phone's header folds Sign Out into its menu), then shown at `viewport`. */
async function signInAt(page: Page, viewport: { width: number; height: number }) {
  await signIn(page, 'admin');
  await page.setViewportSize(viewport);
}

for (const [width, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`Keeper's forms (${width})`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('Record Ownership Change: a steward created in the dialog comes back selected', async ({ page }) => {
      await signInAt(page, viewport);
      // Signed in at the desktop width (the phone's header folds Sign Out into its menu), then at this width.
      await page.setViewportSize(viewport);
      const familyId = await lookup.owner(page.request, KNOWN.stewards.family);
      const canoe = await api.post<SavedCanoe>(page, '/api/canoes', {
        name: unique('Hoʻoilina'),
        owner_id: familyId,
        ownership_start_date: '2000',
      });
      const steward = unique('Hui Waʻa o Hāna');
      await page.goto(`/canoes/${canoe.canoe_id}/owners/add`);
      await page.getByLabel('Transfer Year').fill('2012-06-01');

      await page.getByRole('button', { name: 'Add a new steward' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Steward' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
      await expectAccessible(page);
      // The steward form's own checks, inside the dialog; the form beneath is not sent.
      await dialog.getByRole('button', { name: 'Create Steward' }).click();
      await expect(dialog.getByText('Name is required')).toBeVisible();
      await expect(page).toHaveURL(`/canoes/${canoe.canoe_id}/owners/add`);
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(steward);
      await dialog.getByLabel('Type').selectOption({ label: 'Club' });
      await dialog.getByRole('button', { name: 'Create Steward' }).click();
      await expect(dialog).toHaveCount(0);

      const ownerId = await lookup.owner(page.request, steward);
      const select = page.getByLabel('New Owner');
      await expect(select).toHaveValue(String(ownerId));
      await expect(selectedText(select)).toHaveText(`${steward} (Club)`);
      await expect(page.getByRole('status').filter({ hasText: 'added and selected' })).toHaveText(
        `${steward} added and selected. It is saved now, even if you leave this form.`,
      );
      // What was typed in the form beneath is still there.
      await expect(page.getByLabel('Transfer Year')).toHaveValue('2012-06-01');
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Record Transfer' }).click();
      await expect(page).toHaveURL(`/canoes/${canoe.canoe_id}`);
      const saved = await readCanoe(page, canoe.canoe_id);
      expect(saved.current_owner_id).toBe(ownerId);
    });

    test("the canoe page's ownership form creates a steward the same way", async ({ page }) => {
      await signInAt(page, viewport);
      const canoe = await api.post<SavedCanoe>(page, '/api/canoes', { name: unique('Kiaʻi') });
      const steward = unique('Nā Kiaʻi Family');
      await page.goto(`/canoes/${canoe.canoe_id}?tab=ownership`);
      await page.getByRole('button', { name: 'Add Ownership' }).click();
      const add = page.getByRole('form', { name: 'New Ownership' });
      await add.getByLabel('Start Year').fill('1998');
      await add.getByRole('button', { name: 'Add a new steward' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Steward' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(steward);
      await dialog.getByLabel('Type').selectOption({ label: 'Family' });
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Create Steward' }).click();
      await expect(dialog).toHaveCount(0);

      const ownerId = await lookup.owner(page.request, steward);
      await expect(add.getByRole('combobox', { name: 'Owner' })).toHaveValue(String(ownerId));
      await expect(add.getByLabel('Start Year')).toHaveValue('1998');
      await add.getByRole('button', { name: 'Save Ownership' }).click();
      await expect(add).toHaveCount(0);
      expect((await readCanoe(page, canoe.canoe_id)).ownership_history).toEqual([
        expect.objectContaining({ owner_id: ownerId, start_date: '1998' }),
      ]);
    });

    test('the race entry form creates a race in the dialog and enters the canoe in it', async ({ page }) => {
      await signInAt(page, viewport);
      const canoe = await api.post<SavedCanoe>(page, '/api/canoes', { name: unique('Holo') });
      const race = unique('Molokaʻi Hoe');
      await page.goto(`/canoes/${canoe.canoe_id}?tab=races`);
      await page.getByRole('button', { name: 'Add Race Entry' }).click();
      const add = page.getByRole('form', { name: 'New Race Entry' });
      await add.getByLabel('Position').fill('3');
      await add.getByRole('button', { name: 'Add a new race' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Race' });
      await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(race);
      await dialog.getByLabel('Date').fill('2019-10-13');
      await dialog.getByLabel('Location').fill('Kaʻiwi Channel');
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Create Race' }).click();
      await expect(dialog).toHaveCount(0);

      const raceId = await lookup.race(page.request, race);
      const select = add.getByRole('combobox', { name: 'Race' });
      await expect(select).toHaveValue(String(raceId));
      await expect(selectedText(select)).toHaveText(`${race} (October 13, 2019)`);
      await expect(add.getByLabel('Position')).toHaveValue('3');
      await add.getByRole('button', { name: 'Save Race Entry' }).click();
      await expect(add).toHaveCount(0);
      await expect(page.getByRole('link', { name: race })).toBeVisible();
    });

    test('the canoe form creates its maker and steward in dialogs, then opens the new canoe saying so', async ({
      page,
    }) => {
      await signInAt(page, viewport);
      const person = await api.post<Created>(page, '/api/people', { name: unique('Keola Kalua') });
      const personName = (await api.get<{ name: string }>(page, `/api/people/${person.person_id}`)).name;
      const steward = unique('Hale Waʻa Museum');
      const bow = unique('NEW').replace(' ', '-');

      await page.goto('/canoes/new');
      await page.getByLabel('Bow Number').fill(bow);
      await page.getByRole('button', { name: 'Add a new maker' }).click();
      const makerDialog = page.getByRole('dialog', { name: 'Add New Maker' });
      await makerDialog.getByLabel('Person').selectOption({ label: personName });
      await makerDialog.getByLabel('Maker Type').selectOption('carver');
      await expectAccessible(page);
      await makerDialog.getByRole('button', { name: 'Create Maker' }).click();
      await expect(makerDialog).toHaveCount(0);
      const makers = await api.get<{ maker_id: number }[]>(page, `/api/makers?person_id=${person.person_id}`);
      const maker = page.getByLabel('Original Maker');
      await expect(maker).toHaveValue(String(makers[0].maker_id));
      await expect(selectedText(maker)).toHaveText(`${personName}, carver`);
      await expect(page.getByLabel('Bow Number')).toHaveValue(bow);

      await stepButton(page, 4, 'Ownership').click();
      await page.getByRole('button', { name: 'Add a new steward' }).click();
      const stewardDialog = page.getByRole('dialog', { name: 'Add New Steward' });
      await stewardDialog.getByRole('textbox', { name: 'Name', exact: true }).fill(steward);
      await stewardDialog.getByLabel('Type').selectOption({ label: 'Museum' });
      await stewardDialog.getByRole('button', { name: 'Create Steward' }).click();
      await expect(stewardDialog).toHaveCount(0);
      const ownerId = await lookup.owner(page.request, steward);
      await expect(page.getByLabel('Current Owner')).toHaveValue(String(ownerId));
      await expect(selectedText(page.getByLabel('Current Owner'))).toHaveText(`${steward} (Museum)`);

      const [response] = await Promise.all([
        page.waitForResponse((r) => canoePosts(r.request())),
        page.getByRole('button', { name: 'Create Canoe' }).click(),
      ]);
      const { canoe_id: id } = (await response.json()) as SavedCanoe;
      await expect(page).toHaveURL(`/canoes/${id}`);
      const notice = page.getByRole('status').filter({ hasText: 'Canoe created' });
      await expect(notice).toHaveText('Canoe created');
      await expectAccessible(page);
      expect(await readCanoe(page, id)).toMatchObject({
        hull_id: bow,
        maker_id: makers[0].maker_id,
        current_owner_id: ownerId,
      });
      // Said once: dismissed, and not again on reload.
      await notice.getByRole('button', { name: 'Dismiss message' }).click();
      await expect(notice).toHaveCount(0);
      await page.reload();
      await expect(page.getByText('Canoe created')).toHaveCount(0);
    });

    test('the canoe form refuses a canoe with nothing in it, before sending anything', async ({ page }) => {
      await signInAt(page, viewport);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (canoePosts(request)) posts.push(request.url());
      });
      await page.goto('/canoes/new');
      await stepButton(page, 5, 'Notes').click();
      await page.getByRole('button', { name: 'Create Canoe' }).click();

      const bow = page.getByLabel('Bow Number');
      await expect(page.getByRole('heading', { level: 2, name: 'Basic Details' })).toBeVisible();
      await expect(bow).toHaveAttribute('aria-invalid', 'true');
      await expect(bow).toBeFocused();
      await expect(page.getByText('A new canoe needs a bow number or a name')).toHaveText(
        'A new canoe needs a bow number or a name: enter the bow number here, or the name on the Name step.',
      );
      await expectAccessible(page);
      expect(posts).toEqual([]);

      // A name alone is enough.
      const name = unique('Inoa');
      await stepButton(page, 3, 'Name').click();
      await page.getByLabel('Current Name').fill(name);
      await page.getByRole('button', { name: 'Create Canoe' }).click();
      await expect(page).toHaveURL(/\/canoes\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      expect(posts).toHaveLength(1);
    });

    test('the canoe form asks before unsaved changes are lost, in the app and on closing the page', async ({
      page,
    }) => {
      await signInAt(page, viewport);
      // Untouched, it lets the admin go.
      await page.goto('/canoes/new');
      const registryLink = page.getByRole('contentinfo').getByRole('link', { name: 'Canoe Registry' });
      await registryLink.click();
      await expect(page).toHaveURL('/canoes');

      await page.goto('/canoes/new');
      await page.getByLabel('Origin Location').fill('Kaʻū, Hawaiʻi');
      await registryLink.click();
      const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(ask).toContainText('The changes you made to this new canoe have not been saved.');
      await expect(ask.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
      await expectAccessible(page);
      await ask.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(ask).toHaveCount(0);
      await expect(page).toHaveURL('/canoes/new');
      await expect(page.getByLabel('Origin Location')).toHaveValue('Kaʻū, Hawaiʻi');

      // Closing or reloading the page: the browser's own question.
      const question = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        }),
      );
      await page.close({ runBeforeUnload: true });
      expect(await question).toBe('beforeunload');
      await expect(page.getByLabel('Origin Location')).toHaveValue('Kaʻū, Hawaiʻi');

      // Escape keeps the form; Leave without saving goes.
      await registryLink.click();
      await expect(ask.getByRole('button', { name: 'Stay on this page' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(ask).toHaveCount(0);
      await expect(page).toHaveURL('/canoes/new');
      await registryLink.click();
      await ask.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page).toHaveURL('/canoes');
    });

    test('the canoe form asks before Back takes the keeper away from unsaved changes', async ({ page }) => {
      await signInAt(page, viewport);
      await page.goto('/canoes');
      await page.getByRole('link', { name: 'Add New Canoe' }).first().click();
      await expect(page).toHaveURL('/canoes/new');
      await page.getByLabel('Origin Location').fill('Kaʻū, Hawaiʻi');
      await page.goBack();
      const ask = page.getByRole('alertdialog', { name: 'Leave without saving?' });
      await expect(ask).toBeVisible();
      // The form, and its address, stay while the question is open.
      await expect(page).toHaveURL('/canoes/new');
      await ask.getByRole('button', { name: 'Stay on this page' }).click();
      await expect(ask).toHaveCount(0);
      await expect(page).toHaveURL('/canoes/new');
      await expect(page.getByLabel('Origin Location')).toHaveValue('Kaʻū, Hawaiʻi');
      await page.goBack();
      await ask.getByRole('button', { name: 'Leave without saving' }).click();
      await expect(page).toHaveURL('/canoes');
      await expect(page.getByRole('heading', { level: 1, name: 'Canoe Registry' })).toBeVisible();
    });

    test('a refused transfer: the banner says what to do, without "Please try again" or the reason twice', async ({
      page,
    }) => {
      await signInAt(page, viewport);
      const familyId = await lookup.owner(page.request, KNOWN.stewards.family);
      const museum = `${KNOWN.stewards.museum} (Museum)`;
      const canoe = await api.post<SavedCanoe>(page, '/api/canoes', {
        name: unique('Kuleana'),
        owner_id: familyId,
        ownership_start_date: '2000',
      });
      await page.goto(`/canoes/${canoe.canoe_id}/owners/add`);
      await page.getByLabel('New Owner').selectOption({ label: museum });
      const transfer = page.getByLabel('Transfer Year');
      await transfer.fill('1999-12-31');
      await page.getByRole('button', { name: 'Record Transfer' }).click();

      const banner = page.getByRole('alert');
      await expect(banner).toHaveText('Failed to add ownership record. Correct the marked field.');
      await expect(transfer).toHaveAttribute('aria-invalid', 'true');
      await expect(transfer).toBeFocused();
      // The reason, beside the date it is about, is on the page once.
      const describedBy = (await transfer.getAttribute('aria-describedby')) ?? '';
      const reason = page.locator(`[id="${describedBy.split(' ').find((id) => id.endsWith('-error'))}"]`);
      const why = (await reason.textContent()) ?? '';
      expect(why).not.toBe('');
      await expect(page.getByText(why, { exact: true })).toHaveCount(1);
      await expectAccessible(page);

      // A failure trying again can fix still says so.
      await page.route('**/api/ownerships', (route) => route.fulfill({ status: 503, body: 'Unavailable' }));
      await transfer.fill('2010-06-01');
      await page.getByRole('button', { name: 'Record Transfer' }).click();
      await expect(banner).toHaveText('Failed to add ownership record. Please try again.');
    });

    test('the canoe form has one step control: named steps, Next and Back, by mouse and keyboard', async ({
      page,
    }) => {
      await signInAt(page, viewport);
      await page.goto('/canoes/new');
      await expect(page.getByRole('tablist')).toHaveCount(0);
      const heading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      await expect(stepButton(page, 1, 'Basic Details')).toHaveAttribute('aria-current', 'step');

      // Mouse: a named step.
      await stepButton(page, 4, 'Ownership').click();
      await expect(heading('Ownership')).toBeVisible();
      await expect(heading('Basic Details')).toBeHidden();
      await expect(page.getByText('Step 4 of 5')).toBeVisible();
      await expect(stepButton(page, 4, 'Ownership')).toHaveAttribute('aria-current', 'step');
      await expectAccessible(page);

      // Keyboard: Tab to a step, Enter; then Back and Next.
      await stepButton(page, 1, 'Basic Details').focus();
      await page.keyboard.press('Tab');
      await expect(stepButton(page, 2, 'Specifications')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(heading('Specifications')).toBeVisible();
      await expect(page.getByText('Step 2 of 5')).toBeVisible();
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
      await expect(heading('Name')).toBeVisible();
      await page.getByRole('button', { name: 'Back' }).focus();
      await page.keyboard.press('Space');
      await expect(heading('Specifications')).toBeVisible();
      await expect(stepButton(page, 2, 'Specifications')).toHaveAttribute('aria-current', 'step');

      // Next far down a long step: the new step opens with the step control in view, not below the screen's top.
      await stepButton(page, 1, 'Basic Details').click();
      const next = page.getByRole('button', { name: 'Next' });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      await expect(heading('Specifications')).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Form progress' })).toBeInViewport();
      await expect(stepButton(page, 2, 'Specifications')).toBeInViewport();
    });

    test('makers with several roles are named with the role in the selects and on the Makers page', async ({
      page,
    }) => {
      await signInAt(page, viewport);
      const token = unique('Akiona');
      const person = await api.post<Created>(page, '/api/people', { name: `Kaleo ${token}` });
      const name = `Kaleo ${token}`;
      const carver = await api.post<Created>(page, '/api/makers', {
        person_id: person.person_id,
        maker_type: 'carver',
      });
      // A second role of the same person, as the keeper confirms (issue 31, item 4).
      const apprentice = await api.post<Created>(page, '/api/makers', {
        person_id: person.person_id,
        maker_type: 'apprentice',
        confirm_duplicate: true,
      });

      await page.goto('/canoes/new');
      const options = page.getByLabel('Original Maker').locator('option');
      await expect(options.filter({ hasText: name })).toHaveText([`${name}, apprentice`, `${name}, carver`]);

      const canoe = await api.post<SavedCanoe>(page, '/api/canoes', { name: unique('Kāpili') });
      await page.goto(`/canoes/${canoe.canoe_id}?tab=restorations`);
      await page.getByRole('button', { name: 'Add Restoration' }).click();
      const restorationMakers = page
        .getByRole('form', { name: 'New Restoration' })
        .getByRole('combobox', { name: 'Maker' })
        .locator('option');
      await expect(restorationMakers.filter({ hasText: name })).toHaveText([
        `${name}, apprentice`,
        `${name}, carver`,
      ]);

      // The Makers page: the same person twice, each card saying which role it is and what else they are.
      await page.goto(`/makers?q=${encodeURIComponent(token)}`);
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(2);
      const carverCard = cards.filter({
        has: page.getByRole('link', { name: `${name}, carver`, exact: true }),
      });
      const apprenticeCard = cards.filter({
        has: page.getByRole('link', { name: `${name}, apprentice`, exact: true }),
      });
      await expect(carverCard).toContainText('Also listed as apprentice');
      await expect(apprenticeCard).toContainText('Also listed as carver');
      await expectAccessible(page);
      await carverCard.getByRole('link', { name: `apprentice (${name}, apprentice)` }).click();
      await expect(page).toHaveURL(`/makers/${apprentice.maker_id}`);

      await page.goto(`/makers?q=${encodeURIComponent(token)}&view=list`);
      const table = page.getByRole('table');
      // The rows come with the list's answer, after the page itself: wait for both before reading them.
      await expect(table.getByRole('rowheader')).toHaveCount(2);
      expect((await table.getByRole('rowheader').allTextContents()).sort()).toEqual([
        `${name}, apprentice`,
        `${name}, carver`,
      ]);
      await expect(table.getByRole('link', { name: `${name}, carver` }).first()).toHaveAttribute(
        'href',
        `/makers/${carver.maker_id}`,
      );
    });
  });
}
