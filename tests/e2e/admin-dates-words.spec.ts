/**
 * Issue 31, items 8 and 9, as a keeper sees them: every date at the precision the archive holds it (a year is a
 * year, a race's Year is its year), historic year boxes that start empty, times in the site's time zone wherever
 * the keeper is, one word for the bow's number, a width in the unit it was typed in, and every date box with the
 * same words and examples.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, unique } from './support/fixtures.ts';
import { photoData, submit } from './support/submissions.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

/** Kiritimati is 24 hours ahead of Honolulu: the same clock time on the next day, so a wrong zone shows. */
test.use({ timezoneId: 'Pacific/Kiritimati' });
/** The tests' servers leave SITE_TIME_ZONE unset: the site speaks Hawaiʻi's time. */
const SITE_ZONE = 'Pacific/Honolulu';

async function send<T>(page: Page, method: 'post' | 'put', path: string, data: unknown): Promise<T> {
  const response = await page.request[method](path, { data, headers: WRITE });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** What every date box says under it while empty, and shows as its placeholder. */
const DATE_HINT = 'A year, month or day, “about 1850”, “1960s”, “1962–1965” or “before 1900”.';
const DATE_EXAMPLES = 'e.g. 1962, March 1962, about 1850, 1960s, 1962-1965, before 1900';

/** The date box labelled `label` in `scope` (a page, or the form holding it) says and takes the shared words. */
async function expectTheDateBox(scope: Page | Locator, label: string) {
  const box = scope.getByRole('textbox', { name: label, exact: true });
  await expect(box).toHaveAttribute('placeholder', DATE_EXAMPLES);
  await box.fill('about 1975');
  await expect(box).toHaveAccessibleDescription(/Reads “about 1975”$/);
  await box.fill('');
  // After the box's own hint, if it has one.
  await expect(box).toHaveAccessibleDescription(new RegExp(`${DATE_HINT.replace(/[.()]/g, '\\$&')}$`));
  await expect(scope.getByText(/YYYY/)).toHaveCount(0);
}

test.describe('Dates as precise as they are known, one word and one unit a thing', () => {
  test('the canoe page: a year is a year, a race’s Year its year, Bow Number, a width in feet', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const ownerId = await lookup.owner(page.request, KNOWN.stewards.club);
    const name = unique('Makani Lele');
    const canoe = await send<{ canoe_id: number }>(page, 'post', '/api/canoes', {
      name,
      name_start_date: '1968',
      hull_id: 'ML-68',
      length: 40.5,
      width: 1.6,
      owner_id: ownerId,
      ownership_start_date: '1984',
    });
    const race = await send<{ race_id: number }>(page, 'post', '/api/races', {
      name: unique('Ka Moana Nui'),
      date: '1975-10-12',
    });
    await send(page, 'post', `/api/races/${race.race_id}/participants`, {
      canoe_id: canoe.canoe_id,
      position: 2,
    });

    await page.goto(`/canoes/${canoe.canoe_id}`);
    const specs = page.getByRole('region', { name: 'Specifications' });
    await expect(specs.getByRole('term')).toHaveText(['Bow Number', 'Length', 'Width', 'Weight']);
    await expect(specs.getByRole('definition')).toHaveText(['ML-68', '40.5 ft', '1.6 ft', 'Unknown']);
    const steward = page.getByRole('region', { name: 'Current Steward' });
    await expect(steward).toContainText('Since 1984');

    await page.getByRole('tab', { name: 'Name History' }).click();
    const names = page.getByRole('tabpanel', { name: 'Name History' });
    await expect(names.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(1)).toHaveText(
      '1968',
    );

    await page.getByRole('tab', { name: 'Race History' }).click();
    const races = page.getByRole('tabpanel', { name: 'Race History' });
    await expect(races.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('1975');
    await expect(page.getByRole('main')).not.toContainText('January 1,');
    await expect(page.getByRole('main')).not.toContainText('October 12, 1975');
    await expectAccessible(page);

    // The steward's page says the same.
    await page.goto(`/owners/${ownerId}`);
    const fleet = page.getByRole('listitem').filter({ hasText: name });
    await expect(fleet).toContainText('Bow Number:ML-68');
    await expect(fleet).toContainText('Since:1984');

    // The registry's filter uses the same word.
    await page.goto('/canoes');
    await page.getByRole('button', { name: /Advanced/ }).click();
    await expect(page.getByLabel('Bow Number', { exact: true })).toBeVisible();
    await expect(page.getByText('Hull ID')).toHaveCount(0);
  });

  test('historic year boxes start empty; every date box has the same words and examples', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const canoe = await send<{ canoe_id: number }>(page, 'post', '/api/canoes', {
      name: unique('Hōkū Kai'),
      name_start_date: '1974',
    });
    const id = canoe.canoe_id;

    await page.goto(`/canoes/${id}/names/add`);
    await expect(page.getByLabel('Name Given Year')).toHaveValue('');
    await expectTheDateBox(page, 'Name Given Year');

    await page.goto(`/canoes/${id}/owners/add`);
    await expect(page.getByLabel('Transfer Year')).toHaveValue('');
    await expectTheDateBox(page, 'Transfer Year');

    // The admin's photo "Date Taken" says what the share form says, and takes the same words.
    const photo = await send<{ media_id: number }>(page, 'post', `/api/canoes/${id}/media`, {
      file_name: 'kualoa.png',
      mime_type: 'image/png',
      // A 1×1 PNG.
      data: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
      date_taken: '1975~',
    });
    expect(photo.media_id).toBeGreaterThan(0);
    await page.goto(`/canoes/${id}/photos`);
    await page
      .getByRole('region', { name: 'Current photo' })
      .getByRole('button', { name: 'Edit Details' })
      .click();
    const form = page.getByRole('region', { name: 'Edit Photo Details' });
    // A stored date starts in words, as every date box does.
    await expect(form.getByLabel('Date Taken')).toHaveValue('about 1975');
    await expectTheDateBox(form, 'Date Taken');
    await expectAccessible(page);

    // The share form's correction: a build year in the same date box; a width asked in feet, as it is shown.
    await send(page, 'put', `/api/canoes/${id}`, { width: 1.6 });
    await page.goto(`/share?canoe=${id}&kind=correction`);
    const detail = page.getByRole('combobox', { name: /The detail to correct/ });
    await detail.selectOption({ label: 'Build Year' });
    await expectTheDateBox(page, 'The correct value');
    await expect(detail.locator('option', { hasText: 'Width' })).toHaveText('Width (ft)');
    await detail.selectOption({ label: 'Width (ft)' });
    await expect(page.getByRole('group', { name: 'The registry says now' })).toContainText('1.6 ft');
  });

  test('a story received is dated in the site’s zone in the queue, on its review page and on the canoe', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'admin');
    const name = unique('Lokelani');
    const canoe = await send<{ canoe_id: number }>(page, 'post', '/api/canoes', { name });
    const title = unique('Night crossing');
    const submissionId = await submit(request, {
      kind: 'story',
      canoe_id: canoe.canoe_id,
      title,
      story: '<p>We left Kaunakakai after midnight.</p>',
      licence: 'cc-by-4.0',
      photos: [
        {
          file_name: 'crossing.jpg',
          mime_type: 'image/jpeg',
          data: await photoData('#2b6c8f'),
          caption: 'Leaving Kaunakakai',
          date_taken: 'about 1975',
        },
      ],
      photo_rights: true,
      sender_name: 'Keoni',
    });
    const received = (
      (await (await page.request.get(`/api/submissions/${submissionId}`)).json()) as { created_at: string }
    ).created_at;
    const inZone = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-US', { ...options, timeZone: SITE_ZONE }).formatToParts(new Date(received));
    const part = (parts: Intl.DateTimeFormatPart[], type: string) =>
      parts.find((p) => p.type === type)!.value;
    const parts = inZone({
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    const day = `${part(parts, 'month')} ${part(parts, 'day')}, ${part(parts, 'year')}`;
    const time = `${day}, ${part(parts, 'hour')}:${part(parts, 'minute')} ${part(parts, 'dayPeriod')} HST`;

    await page.goto('/submissions');
    await expect(page.getByRole('article', { name: title })).toContainText(time);
    await page.goto(`/submissions/${submissionId}`);
    await expect(page.getByText(time)).toBeVisible();
    // Its photo's date in the same date box as every other, starting in words.
    await page.getByRole('button', { name: 'Edit then approve' }).click();
    const photos = page.getByRole('group', { name: /Photos/ });
    await expect(photos.getByRole('textbox', { name: 'Date Taken' })).toHaveValue('about 1975');
    await expectTheDateBox(photos, 'Date Taken');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();

    await page.goto(`/canoes/${canoe.canoe_id}?tab=stories`);
    const story = page.getByRole('tabpanel').getByRole('article', { name: title });
    await expect(story.locator('time')).toHaveText(day);
  });
});
