/**
 * "Reason for this change": every administrator's form and delete confirmation offers it, and what is
 * typed there is kept with the change and shown in the record's history and the activity pages. Each test works
 * on stewards it creates itself.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

async function createOwner(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/owners', {
    data: { name, owner_type: 'club' },
    headers: WRITE,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { owner_id: number }).owner_id;
}

test.describe('Reason for this change', () => {
  test('a form saved with a reason shows it in the record’s history; one saved without shows none', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Hui Waʻa o Hilo');
    const id = await createOwner(page, name);

    await page.goto(`/owners/${id}/edit`);
    const reason = page.getByLabel('Reason for this change');
    await expect(reason).toHaveValue('');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`${name} Kahakō`);
    await reason.fill('Renamed at the hālau’s 2026 meeting');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Update Steward' }).click();
    await expect(page).toHaveURL(`/owners/${id}`);

    await page.goto(`/owners/${id}/history`);
    const changes = page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
    await expect(changes.first()).toContainText('Reason: Renamed at the hālau’s 2026 meeting');
    await expect(changes.first().getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([
      name,
      `${name} Kahakō`,
    ]);

    // The next save, from a fresh form, gives no reason: the last one is not sent again.
    await page.goto(`/owners/${id}/edit`);
    await expect(page.getByLabel('Reason for this change')).toHaveValue('');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await page.getByRole('button', { name: 'Update Steward' }).click();
    await expect(page).toHaveURL(`/owners/${id}`);
    await page.goto(`/owners/${id}/history`);
    await expect(changes).toHaveCount(3);
    await expect(changes.first()).not.toContainText('Reason:');
  });

  test('a delete confirmed with a reason keeps it, shown in Recently Deleted', async ({ page }) => {
    await signIn(page, 'admin');
    const name = unique('Hui Hakahaka');
    const id = await createOwner(page, name);

    await page.goto(`/owners/${id}`);
    await page.getByRole('button', { name: 'Delete Steward' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete Steward' });
    // Cancel has the focus first, so a stray Enter never deletes.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByLabel('Reason for this change').fill('Entered twice; the other record stays');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/owners');
    expect((await page.request.get(`/api/owners/${id}`)).status()).toBe(404);

    await page.goto('/activity/deleted');
    await expect(page.getByRole('main')).toContainText('Entered twice; the other record stays');
  });
});
