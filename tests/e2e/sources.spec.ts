/**
 * Sources: a visitor reads them as numbered references under the facts they support, with safe links
 * and without the teller of an oral history who did not agree to be named; an administrator adds, corrects and
 * reorders them in the forms, and a visitor then sees them numbered on the public page.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, expectAccessible, signIn, KNOWN, lookup, api, unique } from './support/fixtures.ts';

const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const sourcesOf = (scope: ReturnType<Page['locator']> | Page) =>
  scope.getByRole('region', { name: 'Sources' });

test.describe.configure({ timeout: 90_000 });

test.describe('Sources on the canoe page', () => {
  test('a visitor reads them numbered under the facts, with real links and no unnamed teller', async ({
    page,
    request,
  }) => {
    const id = await lookup.canoe(request, KNOWN.canoes.kaala);
    await page.goto(`/canoes/${id}`);
    const details = sourcesOf(panel(page, 'Details'));
    const items = details.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText(`[1]${KNOWN.sources.newspaper} (Newspaper)`);
    await expect(items.nth(1)).toContainText(`[2]${KNOWN.sources.oral} (Oral history)`);
    const link = items.nth(0).getByRole('link', { name: 'archive.koa-canoes.example' });
    await expect(link).toHaveAttribute('href', KNOWN.sources.newspaperUrl);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).not.toHaveAttribute('target', /.*/);
    await expect(page.locator('body')).not.toContainText(KNOWN.sources.hiddenTeller);
    await expectAccessible(page);

    // The name's source: a mark in its row leads to the note under the table.
    await page.getByRole('tab', { name: 'Name History' }).click();
    const names = panel(page, 'Name History');
    const mark = names
      .getByRole('row', { name: new RegExp(KNOWN.canoes.kaala) })
      .getByRole('link', { name: 'source 1' });
    await expect(mark).toHaveAttribute('href', '#names-source-1');
    await expect(sourcesOf(names).getByRole('listitem')).toHaveText([
      `[1]${KNOWN.canoes.kaala}: ${KNOWN.sources.name} (Document)`,
    ]);
    await mark.click();
    await expect(page).toHaveURL(/#names-source-1$/);
    await expectAccessible(page);
  });

  test('an administrator adds sources to a name and the canoe; a visitor sees them numbered', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kaimana');
    const canoe = await api.post<{ canoe_id: number; names: { canoe_name_id: number }[] }>(
      page,
      '/api/canoes',
      {
        name,
        name_start_date: '1968',
      },
    );
    const newspaper = unique('The Maui News, “A new koa canoe for Hāna”, 1968');
    const oral = unique('Talk story at Hāna Bay');

    await page.goto(`/canoes/${canoe.canoe_id}?tab=names`);
    const names = panel(page, 'Name History');
    await names.getByRole('button', { name: `Edit name ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit Name: ${name}` });
    await form.getByRole('button', { name: 'Add Source' }).click();
    const first = form.getByRole('group', { name: 'Source 1' });
    await first.getByLabel('Kind').selectOption({ label: 'Newspaper' });
    await first.getByLabel('Citation').fill(newspaper);
    await first.getByLabel('Link').fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Add Source' }).click();
    const second = form.getByRole('group', { name: 'Source 2' });
    await second.getByLabel('Kind').selectOption({ label: 'Oral history' });
    await second.getByLabel('Citation').fill(oral);
    await second.getByLabel('Told by').fill('Aunty Malia Kapuni');
    await expect(second.getByLabel('They agreed to be named on the public pages')).not.toBeChecked();
    await expectAccessible(page);

    // A link that is not http(s) is refused before anything is saved.
    await form.getByRole('button', { name: 'Save Name' }).click();
    await expect(first.getByLabel('Link')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByText('A link must start with http:// or https://')).toBeVisible();
    await expect(form.getByRole('alert')).toContainText('Please correct the highlighted sources');
    await first.getByLabel('Link').fill('https://mauinews.example/1968/hana-canoe');
    // The oral history first.
    await form.getByRole('button', { name: 'Move source 2 up' }).click();
    await expect(form.getByRole('group', { name: 'Source 1' }).getByLabel('Citation')).toHaveValue(oral);
    await form.getByRole('button', { name: 'Save Name' }).click();
    await expect(form).toBeHidden();

    // The administrator sees the teller, marked as not named to visitors.
    const notes = sourcesOf(names).getByRole('listitem');
    await expect(notes).toHaveText([
      `[1]${name}: ${oral} (Oral history, told by Aunty Malia Kapuni (not named to visitors))`,
      `[2]${name}: ${newspaper} (Newspaper) mauinews.example`,
    ]);

    // The canoe's own source, from the canoe form's Notes step.
    await page.goto(`/canoes/${canoe.canoe_id}/edit`);
    await page
      .getByRole('navigation', { name: 'Form steps' })
      .getByRole('button', { name: /^Step 5: Notes/ })
      .click();
    await page.getByRole('button', { name: 'Add Source' }).click();
    const own = page.getByRole('group', { name: 'Source 1' });
    await own.getByLabel('Kind').selectOption({ label: 'Book' });
    await own.getByLabel('Citation').fill('Holmes, T. The Hawaiian Canoe. 1981, p. 77');
    await page.getByRole('button', { name: 'Update Canoe' }).click();
    await expect(page).toHaveURL(`/canoes/${canoe.canoe_id}`);

    // A visitor.
    await page.context().clearCookies();
    await page.goto(`/canoes/${canoe.canoe_id}`);
    await expect(sourcesOf(panel(page, 'Details')).getByRole('listitem')).toHaveText([
      '[1]Holmes, T. The Hawaiian Canoe. 1981, p. 77 (Book)',
    ]);
    await page.goto(`/canoes/${canoe.canoe_id}?tab=names`);
    const visitorNames = panel(page, 'Name History');
    await expect(sourcesOf(visitorNames).getByRole('listitem')).toHaveText([
      `[1]${name}: ${oral} (Oral history)`,
      `[2]${name}: ${newspaper} (Newspaper) mauinews.example`,
    ]);
    await expect(visitorNames.getByRole('row', { name: new RegExp(name) })).toContainText(
      '[source 1][source 2]',
    );
    await expect(page.locator('body')).not.toContainText('Aunty Malia');
  });

  test('an administrator gives a photo a source in Edit Details; the viewer and the overlay number it', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', { name: unique('Kiʻi') });
    const image = await sharp({ create: { width: 240, height: 160, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();
    await api.post(page, `/api/canoes/${canoe.canoe_id}/media`, {
      file_name: 'launch.png',
      mime_type: 'image/png',
      data: image.toString('base64'),
      caption: 'Launch day at Kailua',
    });
    const citation = unique('Bishop Museum Archives, negative');

    await page.goto(`/canoes/${canoe.canoe_id}/photos`);
    const viewer = page.getByRole('region', { name: 'Current photo' });
    await viewer.getByRole('button', { name: 'Edit Details' }).click();
    const form = page.getByRole('region', { name: 'Edit Photo Details' });
    await form.getByRole('button', { name: 'Add Source' }).click();
    const source = form.getByRole('group', { name: 'Source 1' });
    await source.getByLabel('Kind').selectOption({ label: 'Photograph' });
    await source.getByLabel('Citation').fill(citation);
    await source.getByLabel('Link').fill('https://museum.example/negatives/1962-14');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save Details' }).click();
    await expect(form).toHaveCount(0);

    await page.context().clearCookies();
    await page.goto(`/canoes/${canoe.canoe_id}/photos`);
    await expect(page.getByRole('region', { name: 'Current photo' }).getByRole('listitem')).toHaveText([
      `[1]${citation} (Photograph) museum.example`,
    ]);
    await page.getByRole('button', { name: 'View full size: Launch day at Kailua' }).click();
    const overlay = page.getByRole('dialog', { name: 'Launch day at Kailua' });
    await expect(overlay.getByRole('listitem')).toHaveText([`[1]${citation} (Photograph) museum.example`]);
    await expect(overlay.getByRole('link', { name: 'museum.example' })).toHaveAttribute(
      'href',
      'https://museum.example/negatives/1962-14',
    );
    await expectAccessible(page);
  });
});
