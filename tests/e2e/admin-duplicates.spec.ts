/**
 * Duplicates are not made silently (issue 31, item 4): a steward whose name, folded (ʻokina, kahakō and case
 * ignored), is already in the registry is shown with "Use this one" before anything is made, in the new-steward
 * dialog and on the steward page; using it makes nothing, and making another anyway is one more click. The dialog
 * says that a steward made there stays even if the form beneath is left.
 */
import type { Page } from '@playwright/test';
import { api, test, expect, expectAccessible, signIn, uniqueToken } from './support/fixtures.ts';

/** A tag unique to this run, so tests never meet each other's stewards (the same in both spellings). */
const tag = uniqueToken;

interface Owner {
  owner_id: number;
  name: string;
}

const stewardsNamed = (page: Page, name: string) =>
  api.get<Owner[]>(page, `/api/owners?q=${encodeURIComponent(name)}&limit=100`);

test.describe('Duplicate stewards', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the new-steward dialog offers the steward already made instead of a second one', async ({ page }) => {
    await signIn(page, 'admin');
    const t = tag();
    const name = `Kealoha ʻOhana ${t}`;
    const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', { name: `Hoʻomau ${t}` });
    await page.goto(`/canoes/${canoe.canoe_id}/owners/add`);

    const open = async () => {
      await page.getByRole('button', { name: 'Add a new steward' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Steward' });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    // The first one is made, and the dialog said it stays even if the form beneath is left.
    let dialog = await open();
    await expect(dialog).toContainText(
      'It is saved as soon as it is created, even if you then leave the form beneath.',
    );
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Type').selectOption({ label: 'Family' });
    await dialog.getByRole('button', { name: 'Create Steward' }).click();
    await expect(dialog).toHaveCount(0);
    const [first] = await stewardsNamed(page, name);
    await expect(page.getByLabel('New Owner')).toHaveValue(String(first.owner_id));
    await expect(page.getByRole('status').filter({ hasText: 'added and selected' })).toHaveText(
      `${name} added and selected. It is saved now, even if you leave this form.`,
    );

    // The same name typed without ʻokina and in lower case: shown, nothing made.
    await page.getByLabel('New Owner').selectOption({ index: 0 });
    dialog = await open();
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`kealoha ohana ${t}`);
    await dialog.getByRole('button', { name: 'Create Steward' }).click();
    const found = dialog.getByRole('alert', { name: 'Existing stewards' });
    await expect(found).toContainText('A steward of this name is already in the registry');
    await expect(found).toContainText(name);
    await expect(found).toContainText('Same name · Family · no canoes now');
    await expectAccessible(page);
    expect(await stewardsNamed(page, name)).toHaveLength(1);

    await found.getByRole('button', { name: 'Use this one' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('New Owner')).toHaveValue(String(first.owner_id));
    await expect(page.getByRole('status').filter({ hasText: 'selected' })).toHaveText(
      `${name} selected; nothing new was added.`,
    );
    expect(await stewardsNamed(page, name)).toEqual([expect.objectContaining({ owner_id: first.owner_id })]);
  });

  test('making another of the same name anyway is one explicit click', async ({ page }) => {
    await signIn(page, 'admin');
    const t = tag();
    const name = `Kealoha ʻOhana ${t}`;
    const first = await api.post<Owner>(page, '/api/owners', { name, owner_type: 'family' });

    // On the steward page: "Use this one" goes to the steward already there.
    await page.goto('/owners/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`KEALOHA ʻŌHANA ${t}`);
    await page.getByRole('button', { name: 'Create Steward' }).click();
    const found = page.getByRole('alert', { name: 'Existing stewards' });
    await found.getByRole('button', { name: 'Use this one' }).click();
    await expect(page).toHaveURL(`/owners/${first.owner_id}`);
    expect(await stewardsNamed(page, name)).toHaveLength(1);

    // A close name is shown too; made anyway, it is made once.
    await page.goto('/owners/new');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Kealoa Ohana ${t}`);
    await page.getByRole('button', { name: 'Create Steward' }).click();
    await expect(found).toContainText('A steward with a close name is already in the registry');
    await expect(found).toContainText(`Close name · Family`);
    await found.getByRole('button', { name: `Create “Kealoa Ohana ${t}” as a new steward anyway` }).click();
    await expect(page).toHaveURL(/\/owners\/\d+$/);
    const made = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(made).not.toBe(first.owner_id);
    expect((await stewardsNamed(page, `Kealoa Ohana ${t}`)).map((o) => o.owner_id)).toEqual([made]);
  });
});
