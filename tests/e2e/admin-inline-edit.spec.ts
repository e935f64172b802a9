/**
 * Every history row editable: on the canoe page an administrator edits a name, an ownership, a
 * restoration and a race entry in place; the form starts from the row's values, a refused save keeps the form and
 * says why, a save changes the row and shows in Recent Activity, and Cancel changes nothing. A visitor sees no Edit
 * buttons. Every test works on a canoe it creates itself.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, api, unique } from './support/fixtures.ts';

const { post } = api;

const getJson = api.get;

interface Canoe {
  canoe_id: number;
  names: { canoe_name_id: number; name: string; start_date: string | null; end_date: string | null }[];
  ownership_history: {
    ownership_id: number;
    owner_name: string;
    start_date: string;
    end_date: string | null;
    notes: string | null;
  }[];
}

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const recent = (page: Page) => page.getByRole('region', { name: 'Recent Activity' });
const admin = KNOWN.accounts.admin.name;

test.describe.configure({ timeout: 90_000 });

test.describe('Canoe page: editing history rows in place', () => {
  test('a name: the form starts from the row, a refused save says why, a save changes the row', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const former = unique('Makani');
    const current = unique('Hōkū');
    const canoe = await post<Canoe>(page, '/api/canoes', { name: former, name_start_date: '1970' });
    await post(page, `/api/canoes/${canoe.canoe_id}/names`, { name: current, start_date: '1985-06-01' });

    await page.goto(`/canoes/${canoe.canoe_id}?tab=names`);
    const names = panel(page, 'Name History');
    const edit = names.getByRole('button', { name: `Edit name ${former}` });
    await edit.click();
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: `Edit Name: ${former}` });
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(former);
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    // Each date box shows the stored date in words, as precise as it was given.
    await expect(form.getByLabel('Start Date')).toHaveValue('1970');
    await expect(form.getByLabel('End Date')).toHaveValue('June 1, 1985');
    await expectAccessible(page);

    // Emptying the end date would make two current names: the server refuses, the form stays open and says why.
    await form.getByLabel('End Date').fill('');
    await form.getByRole('button', { name: 'Save Name' }).click();
    await expect(form.getByRole('alert')).toContainText('Failed to save name:');
    await expect(form).toBeVisible();

    const renamed = `${former}ʻana`;
    await form.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await form.getByLabel('End Date').fill('1984-12-31');
    await form.getByRole('button', { name: 'Save Name' }).click();
    await expect(form).toBeHidden();
    await expect(names.getByRole('row', { name: new RegExp(`^${renamed}`) })).toContainText('1984');
    await expect(names.getByRole('button', { name: `Edit name ${renamed}` })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: 'Name saved.' })).toBeAttached();

    const saved = await getJson<Canoe>(page, `/api/canoes/${canoe.canoe_id}`);
    const row = saved.names.find((name) => name.name === renamed);
    expect(row?.start_date).toBe('1970');
    expect(row?.end_date).toBe('1984-12-31');
    await expect(recent(page)).toContainText(`${admin} changed the name ${former} to ${renamed}`);
  });

  test('an ownership: the steward, years and notes change; an unchanged year keeps its day', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kaʻala');
    const canoe = await post<Canoe>(page, '/api/canoes', { name });
    const familyId = await lookup.owner(page.request, KNOWN.stewards.family);
    const ownership = await post<{ ownership_id: number }>(page, '/api/ownerships', {
      canoe_id: canoe.canoe_id,
      owner_id: familyId,
      start_date: '1950-04-15',
      end_date: '1980-09-30',
      notes: 'Kept in the hālau',
    });

    await page.goto(`/canoes/${canoe.canoe_id}?tab=ownership`);
    const owners = panel(page, 'Ownership');
    await owners
      .getByRole('button', {
        name: `Edit ownership ${KNOWN.stewards.family}, April 15, 1950 to September 30, 1980`,
      })
      .click();
    const form = page.getByRole('form', { name: `Edit Ownership: ${KNOWN.stewards.family}` });
    await expect(form.getByLabel('Start Year')).toHaveValue('April 15, 1950');
    await expect(form.getByLabel('End Year')).toHaveValue('September 30, 1980');
    await expect(form.getByLabel('Notes')).toHaveValue('Kept in the hālau');
    await expect(form.getByLabel('Owner')).toHaveValue(String(familyId));

    // A year out of range is refused in the form, and nothing is sent.
    await form.getByLabel('End Year').fill('0999');
    await form.getByRole('button', { name: 'Save Ownership' }).click();
    await expect(form.getByText(/Year must be between/)).toBeVisible();

    await form.getByLabel('End Year').fill('1982');
    await form.getByLabel('Notes').fill('Kept in the hālau at Kailua');
    await form.getByLabel('Reason for this change').fill('The club minutes give 1982');
    await form.getByRole('button', { name: 'Save Ownership' }).click();
    await expect(form).toBeHidden();
    await expect(owners.getByRole('row', { name: new RegExp(KNOWN.stewards.family) })).toContainText('1982');
    await expect(owners).toContainText('Kept in the hālau at Kailua');

    const saved = await getJson<{ start_date: string; end_date: string; notes: string }>(
      page,
      `/api/ownerships/${ownership.ownership_id}`,
    );
    // The start date was left as it was: its day is kept; the end is the year typed, not a made-up day.
    expect(saved.start_date).toBe('1950-04-15');
    expect(saved.end_date).toBe('1982');
    expect(saved.notes).toBe('Kept in the hālau at Kailua');
    await expect(recent(page)).toContainText(`${admin} edited the stewardship of ${KNOWN.stewards.family}`);
    await expect(recent(page)).toContainText('Reason: The club minutes give 1982');
  });

  test('a restoration and a race entry; Cancel changes nothing; visitors see no Edit', async ({ page }) => {
    await signIn(page, 'admin');
    const name = unique('Pueo');
    const canoe = await post<Canoe>(page, '/api/canoes', { name });
    const restorerId = await lookup.maker(page.request, KNOWN.makers.restorer);
    const restoration = await post<{ restoration_id: number }>(
      page,
      `/api/canoes/${canoe.canoe_id}/restorations`,
      { restoration_date: '1990-03-01', description: 'New ʻiako lashings', restorer_maker_id: restorerId },
    );
    const raceId = await lookup.race(page.request, KNOWN.races.channel);
    const entry = await post<{ participation_id: number }>(page, `/api/races/${raceId}/participants`, {
      canoe_id: canoe.canoe_id,
      race_id: raceId,
      position: 4,
      paddler_name: 'Keoni',
      time: '05:07:09',
    });

    await page.goto(`/canoes/${canoe.canoe_id}?tab=restorations`);
    const restorations = panel(page, 'Restorations');
    await restorations.getByRole('button', { name: /^Edit restoration/ }).click();
    let form = page.getByRole('form', { name: 'Edit Restoration' });
    await expect(form.getByLabel('Year')).toHaveValue('March 1, 1990');
    await expect(form.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
      'New ʻiako lashings',
    );
    await expect(form.getByLabel('Maker')).toHaveValue(String(restorerId));
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Changed and then thought better of');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(restorations).toContainText('New ʻiako lashings');
    await expect(restorations.getByRole('button', { name: /^Edit restoration/ })).toBeFocused();

    await restorations.getByRole('button', { name: /^Edit restoration/ }).click();
    form = page.getByRole('form', { name: 'Edit Restoration' });
    await expect(form.getByRole('textbox', { name: 'Description', exact: true })).toHaveValue(
      'New ʻiako lashings',
    );
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('New ʻiako lashings and a kaupoku');
    await form.getByLabel('Location').fill('Kailua');
    await form.getByRole('button', { name: 'Save Restoration' }).click();
    await expect(form).toBeHidden();
    await expect(restorations).toContainText('New ʻiako lashings and a kaupoku');
    const savedRestoration = await getJson<{ restoration_date: string; location: string; maker_id: number }>(
      page,
      `/api/canoes/${canoe.canoe_id}/restorations/${restoration.restoration_id}`,
    );
    expect(savedRestoration).toMatchObject({
      restoration_date: '1990-03-01',
      location: 'Kailua',
      maker_id: restorerId,
    });

    await page.getByRole('tab', { name: 'Race History', exact: true }).click();
    const races = panel(page, 'Race History');
    await races.getByRole('button', { name: new RegExp(`^Edit race entry ${KNOWN.races.channel}`) }).click();
    form = page.getByRole('form', { name: new RegExp(`^Edit Race Entry: ${KNOWN.races.channel}`) });
    await expect(form.getByRole('combobox', { name: 'Race' })).toHaveCount(0);
    await expect(form.getByLabel('Position')).toHaveValue('4');
    await expect(form.getByLabel('Paddler Name')).toHaveValue('Keoni');
    await expect(form.getByLabel('Hours')).toHaveValue('5');
    await expect(form.getByLabel('Minutes')).toHaveValue('7');
    await expect(form.getByLabel('Seconds')).toHaveValue('9');
    await expectAccessible(page);
    await form.getByLabel('Position').fill('2');
    await form.getByLabel('Minutes').fill('3');
    await form.getByRole('button', { name: 'Save Race Entry' }).click();
    await expect(form).toBeHidden();
    await expect(races.getByRole('row', { name: new RegExp(KNOWN.races.channel) })).toContainText('05:03:09');
    const results = await getJson<{ participation_id: number; position: number; time: string }[]>(
      page,
      `/api/canoes/${canoe.canoe_id}/races`,
    );
    expect(results.find((result) => result.participation_id === entry.participation_id)).toMatchObject({
      position: 2,
      time: '05:03:09',
    });
    await expect(recent(page)).toContainText(`${admin} edited the result in ${KNOWN.races.channel}`);
    await expect(recent(page)).toContainText(`${admin} edited the restoration of March 1, 1990`);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.goto(`/canoes/${canoe.canoe_id}?tab=races`);
    await expect(panel(page, 'Race History')).toContainText(KNOWN.races.channel);
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  });
});
