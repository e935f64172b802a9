/**
 * A record and its sources are saved together or not at all (issue 31): an Add form whose source the server
 * refuses leaves no record behind, and saving again once it is put right makes exactly one record, with its source.
 */
import type { Route } from '@playwright/test';
import { test, expect, expectAccessible, signIn, api, unique } from './support/fixtures.ts';

interface Canoe {
  canoe_id: number;
  names: { name: string }[];
}
interface Source {
  record_type: string;
  citation: string;
}

test.describe.configure({ timeout: 90_000 });

test('Add Name: a source the server refuses saves nothing; saved again, the name is there once', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const first = unique('Ka Makani');
  const added = unique('Hōkū Hou');
  const citation = unique('Kailua Canoe Club minutes, 12 May 1971');
  const canoe = await api.post<Canoe>(page, '/api/canoes', { name: first, name_start_date: '2000' });
  const id = canoe.canoe_id;

  // The server's real refusal: whichever write carries the name's sources names one that is not the name's (as
  // when another keeper removed it meanwhile).
  const spoil = async (route: Route) => {
    const request = route.request();
    const body =
      request.method() === 'GET' ? null : (request.postDataJSON() as { sources?: object[] } | null);
    if (!body?.sources?.length) return route.continue();
    body.sources[0] = { ...body.sources[0], source_id: 2_147_483_647 };
    return route.continue({ postData: JSON.stringify(body) });
  };
  await page.route(`**/api/canoes/${id}/names**`, spoil);

  await page.goto(`/canoes/${id}?tab=names`);
  await page.getByRole('button', { name: 'Add Name' }).click();
  const form = page.getByRole('form', { name: 'New Name' });
  await form.getByRole('textbox', { name: 'Name' }).fill(added);
  await form.getByRole('button', { name: 'Add Source' }).click();
  await form.getByRole('group', { name: 'Source 1' }).getByLabel('Citation').fill(citation);
  await form.getByRole('button', { name: 'Save Name' }).click();

  await expect(form.getByRole('alert')).toBeVisible();
  // Nothing was written: no name, no source.
  expect((await api.get<Canoe>(page, `/api/canoes/${id}`)).names.map((n) => n.name)).not.toContain(added);
  expect((await api.get<Source[]>(page, `/api/canoes/${id}/sources`)).map((s) => s.citation)).not.toContain(
    citation,
  );

  // The form says where: by the source.
  await expect(form.getByRole('alert')).toContainText('Please correct the highlighted sources');
  await expect(form.getByRole('group', { name: 'Source 1' })).toContainText(
    'This source was changed elsewhere since the form opened',
  );
  await expectAccessible(page);

  // Put right as the form says (the source removed and added again) and saved again: one name, one source.
  await page.unroute(`**/api/canoes/${id}/names**`, spoil);
  await form.getByRole('button', { name: 'Remove source 1' }).click();
  await form.getByRole('button', { name: 'Add Source' }).click();
  await form.getByRole('group', { name: 'Source 1' }).getByLabel('Citation').fill(citation);
  await form.getByRole('button', { name: 'Save Name' }).click();
  await expect(form).toBeHidden();

  const names = page.getByRole('tabpanel', { name: 'Name History' });
  await expect(names.getByRole('row').filter({ hasText: added })).toHaveCount(1);
  expect(
    (await api.get<Canoe>(page, `/api/canoes/${id}`)).names.filter((n) => n.name === added),
  ).toHaveLength(1);
  expect(
    (await api.get<Source[]>(page, `/api/canoes/${id}/sources`)).filter((s) => s.citation === citation),
  ).toEqual([expect.objectContaining({ record_type: 'canoe_name' })]);
  await expect(names.getByRole('region', { name: 'Sources' }).getByRole('listitem')).toHaveText([
    `[1]${added}: ${citation} (Document)`,
  ]);
});
