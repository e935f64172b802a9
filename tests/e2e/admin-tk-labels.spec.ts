/**
 * Traditional Knowledge labels, the keeper's flow (decision 021): a community's Local Contexts project file is
 * imported on the Labels page, a label is put on a canoe at the foot of its edit page, and a visitor reads it on the
 * canoe's page, with its icon and the community's text, in the sidebar's box.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, expectAccessible, signIn, api, unique } from './support/fixtures.ts';
import { smallPngBase64 } from '../setup/images.ts';
import { submit } from './support/submissions.ts';

const PROJECT_FILE = path.join(import.meta.dirname, '..', 'fixtures', 'local-contexts-project.json');

test.describe.configure({ timeout: 90_000 });

test('a keeper imports a project file, puts a label on a canoe, and a visitor reads it there', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const name = unique('Nā Hōkū o Waiʻanae');
  const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', { name, name_start_date: '1990' });

  await page.goto('/labels');
  await expect(page.getByRole('heading', { level: 1, name: 'Traditional Knowledge Labels' })).toBeVisible();
  await page.getByLabel('Project file (.json)').setInputFiles(PROJECT_FILE);
  await page.getByRole('button', { name: 'Import labels' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported from' })).toContainText(
    'Imported from “Waʻa of the Waiʻanae Coast”',
  );
  const seasonal = page.getByRole('article', { name: 'TK Seasonal (TK S)' });
  await expect(seasonal).toContainText('the time of Makahiki');
  await expect(seasonal).toContainText('Hui Waʻa o Waiʻanae');
  await expectAccessible(page);

  // This archive's own text of a label, shown instead of the community's.
  const outreach = page.getByRole('article', { name: 'TK Outreach (TK O)' });
  await outreach.getByRole('button', { name: 'Edit text of TK Outreach (TK O)' }).click();
  await outreach
    .getByLabel('This archive’s text of TK Outreach (TK O)')
    .fill('Shared for schools and paddling clubs of the Waiʻanae Coast.');
  await outreach.getByRole('button', { name: 'Save text' }).click();
  await expect(outreach).toContainText('This archive’s text');
  await expect(outreach).toContainText('Shared for schools and paddling clubs of the Waiʻanae Coast.');

  // On the canoe's edit page, the canoe's labels.
  await page.goto(`/canoes/${canoe.canoe_id}/edit`);
  const picker = page.getByRole('region', { name: 'Traditional Knowledge labels' });
  await picker.getByRole('checkbox', { name: /TK Seasonal \(TK S\)/ }).check();
  await picker.getByRole('checkbox', { name: /TK Outreach \(TK O\)/ }).check();
  await picker.getByLabel('Reason for this change').fill('The Hui asked for these labels');
  await picker.getByRole('button', { name: 'Save labels' }).click();
  await expect(picker.getByRole('status')).toHaveText('Labels saved.');

  // A source of the canoe with a label of its own (through the API, as the edit page's source pickers write it).
  const sources = await page.request.put(`/api/canoes/${canoe.canoe_id}/sources`, {
    data: { sources: [{ kind: 'oral_history', citation: 'Talk story at Pōkaʻī Bay, 2004' }] },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(sources.status()).toBe(200);
  const [source] = (await sources.json()) as { source_id: number }[];
  const labels = await api.get<{ label_id: number; name: string }[]>(page, '/api/tk-labels');
  const voice = labels.find((label) => label.name === 'TK Community Voice (TK CV)')!;
  const labelled = await page.request.put(
    `/api/canoes/${canoe.canoe_id}/sources/${source.source_id}/tk-labels`,
    {
      data: { label_ids: [voice.label_id] },
      headers: { 'X-Requested-With': 'fetch' },
    },
  );
  expect(labelled.status()).toBe(200);

  // A visitor reads them on the canoe's page: the canoe's in the sidebar's box, the source's beside it.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await context.newPage();
  await visitor.goto(`/canoes/${canoe.canoe_id}`);
  await visitor.locator('html[data-ready]').waitFor({ state: 'attached' });
  const box = visitor.getByRole('region', { name: 'Traditional Knowledge labels' });
  await expect(box.getByRole('heading', { name: 'TK Seasonal (TK S)' })).toBeVisible();
  await expect(box).toContainText('the time of Makahiki');
  await expect(box).toContainText('Shared for schools and paddling clubs of the Waiʻanae Coast.');
  await expect(box.locator('img[src="/tk-icons/tk_label/seasonal.svg"]')).toBeVisible();
  const sourceLabel = visitor.getByRole('list', { name: 'Traditional Knowledge labels' }).first();
  await expect(sourceLabel).toContainText('TK Community Voice (TK CV)');
  // Compact: the name, opening to the text.
  const disclosure = sourceLabel.getByRole('group');
  await expect(disclosure.getByText('Members of the community are invited')).toBeHidden();
  await disclosure.getByText('TK Community Voice (TK CV)').click();
  await expect(disclosure.getByText('Members of the community are invited')).toBeVisible();
  await expectAccessible(visitor);

  // On paper: the box, and the source's label with its text in full.
  await visitor.goto(`/canoes/${canoe.canoe_id}`);
  await visitor.emulateMedia({ media: 'print' });
  await expect(box).toContainText('the time of Makahiki');
  // The disclosure stays off the paper; the label's line carries its text in full.
  await expect(disclosure).toBeHidden();
  const printed = sourceLabel.locator(':scope > li > p');
  await expect(printed).toBeVisible();
  await expect(printed).toContainText('TK Community Voice (TK CV)');
  await expect(printed).toContainText('Members of the community are invited');
  await context.close();

  // The keeper's change is in the canoe's history with its reason.
  const activity = await api.get<{ summary: string; reason: string | null }[]>(
    page,
    `/api/canoes/${canoe.canoe_id}/activity?limit=20`,
  );
  expect(activity).toContainEqual(
    expect.objectContaining({
      summary: 'added the label TK Seasonal (TK S) to the canoe',
      reason: 'The Hui asked for these labels',
    }),
  );
});

test('a keeper puts a label on a photo in its Edit Details, and it shows beside the photo', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const WRITE = { 'X-Requested-With': 'fetch' };
  // The project imported through the API (the first test imports it through the page; importing again is harmless).
  const imported = await page.request.post('/api/tk-labels/import', {
    data: JSON.parse(fs.readFileSync(PROJECT_FILE, 'utf8')) as object,
    headers: WRITE,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', {
    name: unique('Kiʻi o Waiʻanae'),
    name_start_date: '1990',
  });
  await api.post(page, `/api/canoes/${canoe.canoe_id}/media`, {
    file_name: 'pokai.png',
    mime_type: 'image/png',
    data: await smallPngBase64(),
    caption: 'At Pōkaʻī Bay',
  });

  await page.goto(`/canoes/${canoe.canoe_id}/photos`);
  const viewer = page.getByRole('region', { name: 'Current photo' });
  await viewer.getByRole('button', { name: 'Edit Details' }).click();
  const picker = page
    .getByRole('region', { name: 'Edit Photo Details' })
    .getByRole('region', { name: 'Traditional Knowledge labels of this photo' });
  await picker.getByRole('checkbox', { name: /TK Non-Commercial \(TK NC\)/ }).check();
  await picker.getByRole('button', { name: 'Save labels' }).click();
  await expect(picker.getByRole('status')).toHaveText('Labels saved.');
  await expectAccessible(page);

  const labels = viewer.getByRole('list', { name: 'Traditional Knowledge labels' });
  await expect(labels).toContainText('TK Non-Commercial (TK NC)');
  const disclosure = labels.getByRole('group');
  await disclosure.getByText('TK Non-Commercial (TK NC)').click();
  await expect(disclosure.getByText('This material may not be used for commercial purposes')).toBeVisible();
});

test('a keeper puts a label on a story in the Stories tab, and it shows under the story', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin');
  const WRITE = { 'X-Requested-With': 'fetch' };
  const imported = await page.request.post('/api/tk-labels/import', {
    data: JSON.parse(fs.readFileSync(PROJECT_FILE, 'utf8')) as object,
    headers: WRITE,
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', {
    name: unique('Moʻolelo o Waiʻanae'),
    name_start_date: '1990',
  });
  const title = unique('Summers at Pōkaʻī Bay');
  const submission = await submit(request, {
    kind: 'story',
    canoe_id: canoe.canoe_id,
    title,
    story: '<p>We paddled her every summer.</p>',
    licence: 'cc-by-4.0',
    sender_name: 'K. Kahale',
  });
  const approved = await page.request.post(`/api/submissions/${submission}/approve`, {
    data: {},
    headers: WRITE,
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await page.goto(`/canoes/${canoe.canoe_id}?tab=stories`);
  const story = page.getByRole('article', { name: title });
  await story.getByText('Change the story’s labels').click();
  const picker = story.getByRole('region', { name: 'Traditional Knowledge labels of this story' });
  await picker.getByRole('checkbox', { name: /TK Community Voice \(TK CV\)/ }).check();
  await picker.getByRole('button', { name: 'Save labels' }).click();
  await expect(picker.getByRole('status')).toHaveText('Labels saved.');
  const labels = story.getByRole('list', { name: 'Traditional Knowledge labels' });
  await expect(labels).toContainText('TK Community Voice (TK CV)');
  await expectAccessible(page);
});
