/**
 * Nothing is ever lost: an administrator sees a change in the canoe's Recent Activity and in its history
 * with the difference, reverts it, is told why a revert is refused, and restores a deleted canoe from Recently
 * Deleted under the same address; visitors see when a canoe was last updated but never who changed it, and cannot
 * open the history pages. Every test works on canoes it creates itself.
 */
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  signIn,
  signInThroughThePage,
  KNOWN,
  unique,
} from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

async function createCanoe(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/canoes', {
    data: { name, name_start_date: '2001', length: 40 },
    headers: WRITE,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { canoe_id: number }).canoe_id;
}

/** Edit a canoe's length as an administrator's form does, with a reason. */
async function setLength(page: Page, id: number, length: number, reason?: string) {
  const response = await page.request.put(`/api/canoes/${id}`, {
    data: { length },
    headers: reason ? { ...WRITE, 'X-Change-Reason': encodeURIComponent(reason) } : WRITE,
  });
  expect(response.status(), await response.text()).toBe(200);
}

const summary = (page: Page) => page.getByRole('list', { name: 'Summary' });

test.describe('The change history', () => {
  test('an edit shows in Recent Activity and the history with its difference, and Revert puts it back', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kaʻimiloa');
    const id = await createCanoe(page, name);
    await setLength(page, id, 41.5, 'Measured again at the hālau');

    await page.goto(`/canoes/${id}`);
    await expect(summary(page)).toContainText('41.5 ft');
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await expect(recent).toContainText(
      `${KNOWN.accounts.admin.name} edited the details of the canoe ${name}`,
    );
    await expect(recent).toContainText(`${KNOWN.accounts.admin.name} added the canoe ${name}`);
    await expect(recent).toContainText('Reason: Measured again at the hālau');
    await expectAccessible(page);

    await recent.getByRole('link', { name: 'View full history' }).click();
    await expect(page).toHaveURL(`/canoes/${id}/history`);
    await expect(page.getByRole('heading', { level: 1, name: `History of ${name}` })).toBeVisible();
    const edit = page.getByRole('article', { name: `${KNOWN.accounts.admin.name} edited the details` });
    const length = edit.getByRole('row', { name: /^Length/ });
    // In the form's words: the length with its unit.
    await expect(length.getByRole('cell')).toHaveText(['40 ft', '41.5 ft']);
    await expectAccessible(page);

    await edit.getByRole('button', { name: /^Revert/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Revert Change' })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The revert is a change of its own, at the top; the edit is marked reverted and has no Revert any more.
    await expect(
      page.getByRole('article', { name: `${KNOWN.accounts.admin.name} reverted “edited the details` }),
    ).toBeVisible();
    await expect(edit).toContainText('Reverted');
    await expect(edit.getByRole('button', { name: /^Revert/ })).toHaveCount(0);

    await page.getByRole('link', { name: `Back to ${name}` }).click();
    await expect(summary(page)).toContainText('40 ft');
    expect(((await (await page.request.get(`/api/canoes/${id}`)).json()) as { length: number }).length).toBe(
      40,
    );
  });

  test('a revert refused because the canoe changed since says what differs, and changes nothing', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Hōkūalakaʻi');
    const id = await createCanoe(page, name);
    await setLength(page, id, 42);
    await setLength(page, id, 43);

    await page.goto(`/canoes/${id}/history`);
    // Newest first: the edit to 43, the edit to 42, the canoe added.
    const older = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').nth(1);
    await expect(older.getByRole('row', { name: /^Length/ }).getByRole('cell')).toHaveText([
      '40 ft',
      '42 ft',
    ]);
    await older.getByRole('button', { name: /^Revert/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revert', exact: true }).click();
    const refusal = older.getByRole('alert');
    await expect(refusal).toContainText('This change cannot be reverted: The canoe has changed since.');
    await expect(refusal.getByRole('row', { name: /^Length/ }).getByRole('cell')).toHaveText([
      '42 ft',
      '43 ft',
    ]);
    await expectAccessible(page);
    expect(((await (await page.request.get(`/api/canoes/${id}`)).json()) as { length: number }).length).toBe(
      43,
    );
  });

  test('a deleted canoe comes back from Recently Deleted under the same address', async ({ page }) => {
    await signIn(page, 'admin');
    const name = unique('Makaliʻi');
    const id = await createCanoe(page, name);
    await page.goto(`/canoes/${id}`);
    await page.getByRole('button', { name: 'Delete canoe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/canoes');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
    // Other tests write at the same time, so the delete is found by its words rather than its place.
    await expect(
      page
        .getByRole('list', { name: 'Changes' })
        .getByRole('listitem')
        .filter({ hasText: `${KNOWN.accounts.admin.name} deleted the canoe ${name}` }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Record type' }).selectOption('race');
    await expect(page.getByRole('list', { name: 'Changes' })).not.toContainText(name);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('link', { name: 'Recently Deleted' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Recently Deleted' })).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: `deleted the canoe ${name}` });
    await expectAccessible(page);
    await item.getByRole('button', { name: /^Restore/ }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: 'Restore Record' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: `Restored ${name}.` })).toBeVisible();
    await expect(item).toHaveCount(0);

    await page.getByRole('link', { name: `Open ${name}` }).click();
    await expect(page).toHaveURL(`/canoes/${id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test("a steward's page leads to its history, with the rename field by field", async ({ page }) => {
    await signIn(page, 'admin');
    const before = unique('Hui Waʻa');
    const after = `${before} o Kona`;
    const created = await page.request.post('/api/owners', {
      data: { name: before, owner_type: 'club' },
      headers: WRITE,
    });
    expect(created.status(), await created.text()).toBe(201);
    const id = ((await created.json()) as { owner_id: number }).owner_id;
    const renamed = await page.request.put(`/api/owners/${id}`, {
      data: { name: after, owner_type: 'club' },
      headers: WRITE,
    });
    expect(renamed.status(), await renamed.text()).toBe(200);

    await page.goto(`/owners/${id}`);
    await page.getByRole('link', { name: 'History', exact: true }).click();
    await expect(page).toHaveURL(`/owners/${id}/history`);
    await expect(page.getByRole('heading', { level: 1, name: `History of ${after}` })).toBeVisible();
    const rename = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
    await expect(rename.getByRole('row', { name: /^Name/ }).getByRole('cell')).toHaveText([before, after]);
    await expectAccessible(page);
  });

  test('maker, race and person pages lead to their history, rich text shown as words', async ({ page }) => {
    await signIn(page, 'admin');
    const send = async <T>(method: 'post' | 'put', path: string, data: Record<string, unknown>) => {
      const response = await page.request[method](path, { data, headers: WRITE });
      expect(response.status(), await response.text()).toBe(method === 'post' ? 201 : 200);
      return (await response.json()) as T;
    };
    const personName = unique('Keola');
    const person = await send<{ person_id: number }>('post', '/api/people', { name: personName });
    const maker = await send<{ maker_id: number }>('post', '/api/makers', {
      person_id: person.person_id,
      maker_type: 'carver',
      biography: '<p>Carved at <strong>Kona</strong>.</p>',
    });
    await send('put', `/api/makers/${maker.maker_id}`, {
      person_id: person.person_id,
      maker_type: 'carver',
      biography: '<p>Carved at <strong>Kona</strong> and Hilo.</p>',
    });
    const raceName = unique('Moloka‘i Hoe');
    const race = await send<{ race_id: number }>('post', '/api/races', {
      name: raceName,
      date: '1999-10-10',
    });
    await send('put', `/api/races/${race.race_id}`, {
      name: raceName,
      date: '1999-10-10',
      location: 'Kaluakoʻi',
    });
    await send('put', `/api/people/${person.person_id}`, { name: `${personName} Kahale` });

    const pages = [
      {
        path: `/makers/${maker.maker_id}`,
        field: /^Biography/,
        cells: ['Carved at Kona.', 'Carved at Kona and Hilo.'],
      },
      { path: `/races/${race.race_id}`, field: /^Location/, cells: ['empty', 'Kaluakoʻi'] },
      { path: `/people/${person.person_id}`, field: /^Name/, cells: [personName, `${personName} Kahale`] },
    ];
    for (const { path, field, cells } of pages) {
      await page.goto(path);
      await page.getByRole('link', { name: 'History', exact: true }).click();
      await expect(page).toHaveURL(`${path}/history`);
      await expect(page.getByRole('heading', { level: 1, name: /^History of / }), path).toBeVisible();
      const latest = page.getByRole('list', { name: 'Changes' }).getByRole('listitem').first();
      await expect(latest, path).toContainText(`${KNOWN.accounts.admin.name} edited`);
      await expect(latest.getByRole('row', { name: field }).getByRole('cell'), path).toHaveText(cells);
      await expect(latest, path).not.toContainText('<strong>');
    }
    await expectAccessible(page);
  });

  test('visitors see when a canoe was last updated, never who changed it, and cannot open the history', async ({
    page,
    browser,
  }) => {
    // On the sign-in page: the test signs out through the page's own button later.
    await signInThroughThePage(page, 'admin');
    const name = unique('Iwikuamoʻo');
    const id = await createCanoe(page, name);
    await setLength(page, id, 44, 'Checked by Pua');

    const visitor = await browser.newPage();
    const scripts: string[] = [];
    visitor.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    try {
      await visitor.goto(`/canoes/${id}`);
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(visitor.getByText(/^Last updated \w+ \d{1,2}, \d{4}$/)).toBeVisible();
      await expect(visitor.getByRole('region', { name: 'Recent Activity' })).toHaveCount(0);
      await expect(visitor.getByRole('link', { name: 'History', exact: true })).toHaveCount(0);
      await expect(visitor.getByRole('main')).not.toContainText(KNOWN.accounts.admin.name);
      await expect(visitor.getByRole('main')).not.toContainText('Checked by Pua');
      expect((await visitor.request.get(`/api/canoes/${id}/activity`)).status()).toBe(401);
      // The history screens' code (the Recent Activity box's chunk is named after features/history/) is never
      // sent to a visitor's browser.
      expect(scripts.filter((url) => /\/assets\/(history|revert-button|change-list)/.test(url))).toEqual([]);

      for (const path of ['/activity', '/activity/deleted', `/canoes/${id}/history`]) {
        await visitor.goto(path);
        await expect(visitor, path).toHaveURL('/login');
      }
    } finally {
      await visitor.close();
    }

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await signIn(page, 'member');
    for (const path of ['/activity', '/activity/deleted', `/canoes/${id}/history`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' }), path).toBeVisible();
    }
  });
});
