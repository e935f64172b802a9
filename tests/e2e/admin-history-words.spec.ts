/**
 * History in the archivists' words: a change reads as the keeper entered it, in the words of the form it came
 * from (the type, the maker and the steward by name, widths with their unit, licences by their names, dates as the
 * archive says them, times in the archive's zone), never an id or a bookkeeping column; a restore is one line that
 * counts what came back, its details open on request; on a phone each change fits in one screen. The server's
 * words are proven on both databases by history.routes.test.ts; this is what a keeper sees of them.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';

const WRITE = { 'X-Requested-With': 'fetch' };
const admin = KNOWN.accounts.admin.name;

async function send(page: Page, method: 'post' | 'put' | 'delete', path: string, data?: unknown) {
  const response = await page.request[method](path, { data, headers: WRITE });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.status() === 204 ? null : ((await response.json()) as Record<string, unknown>);
}

/**
 * A canoe with four names, a steward, an original maker and three photos, edited (type and width), given a
 * restoration of the 1880s, deleted and restored: every kind of change a history shows.
 */
async function canoeWithAHistory(page: Page, name: string) {
  const makerId = await lookup.maker(page.request, KNOWN.makers.carver);
  const ownerId = await lookup.owner(page.request, KNOWN.stewards.club);
  const canoe = await send(page, 'post', '/api/canoes', {
    name,
    name_start_date: '2001',
    type_id: 1,
    length: 40,
    width: 1.6,
    maker_id: makerId,
    owner_id: ownerId,
    ownership_start_date: '2001',
  });
  const id = Number(canoe!.canoe_id);
  for (const [other, year] of [
    ['Kaʻiulani', '1960'],
    ['Nāmāhoe', '1970'],
    ['Hōkūalakaʻi', '1980'],
  ]) {
    await send(page, 'post', `/api/canoes/${id}/names`, { name: other, start_date: year, end_date: year });
  }
  for (const [index, colour] of ['#7a4a2a', '#2a5a7a', '#5a7a2a'].entries()) {
    const data = await sharp({ create: { width: 240, height: 160, channels: 3, background: colour } })
      .png()
      .toBuffer();
    await send(page, 'post', `/api/canoes/${id}/media`, {
      file_name: `launch-${index + 1}.png`,
      mime_type: 'image/png',
      data: data.toString('base64'),
      caption: `At the launch ${index + 1}`,
      licence: 'cc-by-4.0',
    });
  }
  await send(page, 'put', `/api/canoes/${id}`, { type_id: 2, width: 1.75 });
  await send(page, 'post', `/api/canoes/${id}/restorations`, {
    restoration_date: 'the 1880s',
    description: 'New gunwales',
  });
  await send(page, 'delete', `/api/canoes/${id}`);
  const deleted = (await (await page.request.get('/api/deleted?record_type=canoe')).json()) as {
    changes: { change_id: number; record_id: number }[];
  };
  const deletion = deleted.changes.find((change) => change.record_id === id)!;
  await send(page, 'post', `/api/changes/${deletion.change_id}/revert`, {});
  return id;
}

const changes = (page: Page) => page.getByRole('list', { name: 'Changes' }).getByRole('listitem');
const change = (page: Page, words: string) => page.getByRole('article', { name: `${admin} ${words}` });

test.describe('History in the archivists’ words', () => {
  test('a canoe’s history shows names, units, licences and the archive’s dates, never ids; a restore is one line; a phone shows a change in a screen', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kaʻimiloa');
    const id = await canoeWithAHistory(page, name);
    await page.goto(`/canoes/${id}/history`);
    await expect(page.getByRole('heading', { level: 1, name: `History of ${name}` })).toBeVisible();

    // The restore: one line counting what came back, its details closed until asked for.
    const restore = change(
      page,
      `restored the canoe ${name} with its 4 names, 1 stewardship, 1 restoration and 3 photos`,
    );
    await expect(restore).toBeVisible();
    await expect(restore.getByRole('table')).toHaveCount(0);
    await restore.getByText('Show what changed').click();
    await expect(restore.getByRole('heading', { name: 'Added the canoe' })).toBeVisible();
    const canoe = restore.getByRole('table', { name: 'Added the canoe' });
    await expect(canoe.getByRole('row', { name: /^Original Maker/ }).getByRole('cell')).toHaveText([
      KNOWN.makers.carver,
    ]);
    await expect(canoe.getByRole('row', { name: /^Canoe Type/ }).getByRole('cell')).toHaveText([
      'Fishing Canoe',
    ]);
    await expect(canoe.getByRole('row', { name: /^Width/ }).getByRole('cell')).toHaveText(['1.75 ft']);
    await expect(
      restore
        .getByRole('table', { name: `Added the stewardship of ${KNOWN.stewards.club}` })
        .getByRole('row', { name: /^Steward/ })
        .getByRole('cell'),
    ).toHaveText([KNOWN.stewards.club]);
    await expect(
      restore
        .getByRole('table', { name: 'Added the photo At the launch 1' })
        .getByRole('row', { name: /^Licence/ })
        .getByRole('cell'),
    ).toHaveText(['CC BY 4.0']);
    await expect(
      restore
        .getByRole('table', { name: 'Added the restoration of the 1880s' })
        .getByRole('row', { name: /^Year/ })
        .getByRole('cell'),
    ).toHaveText(['the 1880s']);

    // The edit, field by field in the form's words.
    const edit = change(page, `edited the details of the canoe ${name}`);
    await expect(edit.getByRole('row', { name: /^Canoe Type/ }).getByRole('cell')).toHaveText([
      'Racing Canoe',
      'Fishing Canoe',
    ]);
    await expect(edit.getByRole('row', { name: /^Width/ }).getByRole('cell')).toHaveText([
      '1.6 ft',
      '1.75 ft',
    ]);
    await expect(change(page, 'recorded the restoration of the 1880s')).toBeVisible();

    // Nowhere an id, a column's name, a licence's key or a machine's timestamp; times in the archive's zone.
    await page
      .getByText('Show what changed')
      .evaluateAll((summaries) =>
        summaries.forEach((summary) =>
          (summary.parentElement as HTMLDetailsElement).setAttribute('open', ''),
        ),
      );
    const words = await page.getByRole('list', { name: 'Changes' }).innerText();
    expect(words).not.toMatch(
      /\bid\b|_id|Created at|Updated at|Uploaded at|cc-by-4\.0|\d{4}-\d{2}-\d{2}T\d/i,
    );
    const times = await page.getByRole('list', { name: 'Changes' }).locator('time').allInnerTexts();
    expect(times.length).toBeGreaterThan(5);
    for (const time of times) expect(time).toMatch(/^\w+ \d{1,2}, \d{4}(,| at) \d{1,2}:\d{2} [AP]M HST$/);
    await expectAccessible(page);

    // On a phone each change, its details closed, fits in one screen; nothing is wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(changes(page).first()).toContainText(`${admin} restored the canoe ${name}`);
    const count = await changes(page).count();
    expect(count).toBeGreaterThan(8);
    for (let index = 0; index < count; index++) {
      const box = await changes(page).nth(index).boundingBox();
      expect(box!.height, await changes(page).nth(index).innerText()).toBeLessThanOrEqual(844);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
