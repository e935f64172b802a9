/**
 * The community's translators (decision 026): a translator writes a Hawaiian word on the Translations page, a
 * wrong one is refused with the reason, and the next Hawaiian page shows the word; the area is theirs alone.
 */
import fs from 'node:fs';
import { test, expect, expectAccessible, signIn } from './support/fixtures.ts';
import { XSS_SAMPLE, dangerousMarkup, inlineScriptsRun, watchForPayloads } from './support/xss.ts';

// One after another in one worker: the catalog test counts what its import writes, which another test of this
// file saving a translation at the same moment would change (the only file that writes translations).
test.describe.configure({ timeout: 90_000, mode: 'default' });

test('a translator translates a message, reviews it, and the Hawaiian pages use it at once', async ({
  page,
  browser,
}) => {
  await signIn(page, 'translator');
  await page.goto('/translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Translations' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText(/\d+ of \d+ reviewed · \d+ drafts · \d+ missing/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search messages' }).fill('shell.navRaces');
  const row = page.getByRole('listitem').filter({ hasText: 'shell.navRaces' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Missing')).toBeVisible();
  const field = row.getByRole('textbox', { name: 'ʻŌlelo Hawaiʻi' });
  await field.fill('(haw) Races');
  await row.getByRole('button', { name: 'Save draft' }).click();
  await expect(row.getByRole('status')).toHaveText('Saved.');
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // A {name} dropped from a message is refused with the reason, and nothing changes.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('shell.copyright');
  const copyright = page.getByRole('listitem').filter({ hasText: 'shell.copyright' });
  await copyright.getByRole('textbox', { name: 'ʻŌlelo Hawaiʻi' }).fill('© Koa Canoe Registry');
  await copyright.getByRole('button', { name: 'Save as reviewed' }).click();
  await expect(copyright.getByRole('alert')).toContainText('keep {year}');
  await expect(copyright.getByText('Missing')).toBeVisible();

  // Reviewed: the Hawaiian pages say it, to anyone.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('shell.navRaces');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'shell.navRaces' })
    .getByRole('button', { name: 'Save as reviewed' })
    .click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'shell.navRaces' }).getByText('Reviewed', { exact: true }),
  ).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/haw/races');
  await expect(
    visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '(haw) Races' }),
  ).toBeVisible();
  await visitor.close();
});

test('a translator downloads the catalog file and imports one: what it brings is used at once, what is wrong is refused', async ({
  page,
}) => {
  await signIn(page, 'translator');
  await page.goto('/translations');
  const box = page.getByRole('region', { name: 'Catalog file' });
  await expect(box).toBeVisible();
  const downloading = page.waitForEvent('download');
  await box.getByRole('link', { name: 'Download catalog' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('koa-canoe-registry-haw.json');
  const catalog = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as Record<
    string,
    { text: string; state: string }
  >;
  // The shipped drafts are in it, each with its state.
  expect(catalog['shell.navCanoes']).toMatchObject({ state: expect.stringMatching(/^(draft|reviewed)$/) });

  // Translations made elsewhere (stand-ins here, not Hawaiian), one of them wrong.
  catalog['translations.catalogLead'] = { text: '(haw) Every translation, in one file.', state: 'draft' };
  catalog['shell.copyright'] = { text: '(haw) ©', state: 'draft' };
  const input = box.getByLabel('Import catalog');
  await input.setInputFiles({
    name: 'haw.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(catalog)),
  });
  await expect(box.getByText(/^1 translation written, \d+ unchanged, 1 refused\.$/)).toBeVisible();
  await expect(box.getByRole('listitem')).toHaveText([/^shell\.copyright: .*keep \{year\}/]);
  await expectAccessible(page);

  // The next Hawaiian page says it.
  await page.goto('/haw/translations');
  await expect(page.getByText('(haw) Every translation, in one file.')).toBeVisible();

  // A file that is not a catalog changes nothing and says so.
  await page.goto('/translations');
  await page
    .getByRole('region', { name: 'Catalog file' })
    .getByLabel('Import catalog')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not json') });
  await expect(page.getByRole('region', { name: 'Catalog file' }).getByRole('alert')).toContainText(
    'The file is not a catalog file:',
  );
});

test('the list shows fifty messages at a time, and the next fifty on asking', async ({ page }) => {
  await signIn(page, 'translator');
  await page.goto('/translations');
  const fields = page.getByRole('textbox', { name: 'ʻŌlelo Hawaiʻi' });
  await expect(fields).toHaveCount(50);
  await expect(page.getByText(/^Showing 50 of [\d,]+ messages$/)).toBeVisible();
  await page.getByRole('button', { name: 'Show 50 more' }).click();
  await expect(fields).toHaveCount(100);
  await expect(page.getByText(/^Showing 100 of [\d,]+ messages$/)).toBeVisible();
  // A search starts again from its first messages, all of them when they are few.
  await page.getByRole('searchbox', { name: 'Search messages' }).fill('shell.nav');
  await expect(page.getByRole('button', { name: /^Show \d+ more$/ })).toHaveCount(0);
  await expect(fields).not.toHaveCount(0);
});

test('the Translations area is the translators’ alone', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/translations');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('This area requires translator privileges.')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Translations' }),
  ).toHaveCount(0);
});

test('a translation is shown as text: payloads in the Hawaiian words run nothing, with or without the policy', async ({
  page,
  browser,
}) => {
  await signIn(page, 'translator');
  // Messages the Hawaiian About page shows: its title (also in <title>), its description (in the head), the header,
  // the footer and the breadcrumbs.
  const targets = [
    'pages.aboutTitle',
    'page-descriptions.about',
    'shell.navAbout',
    'shell.footerAbout',
    'shell.explore',
    'shell.stayConnectedText',
    'shell.breadcrumb',
    'shell.crumbHome',
    'shell.skipToContent',
    'shell.legal',
  ];
  const stored: string[] = [];
  for (const [index, id] of targets.entries()) {
    for (let j = 0; j < XSS_SAMPLE.length; j++) {
      const payload = XSS_SAMPLE[(index + j) % XSS_SAMPLE.length];
      const answer = await page.request.put(`/api/translations/haw/${id}`, {
        data: { text: payload, state: 'reviewed' },
        headers: { 'X-Requested-With': 'fetch' },
      });
      // A payload with braces is not a message at all: refused, and the next one tried.
      if (answer.ok()) {
        stored.push(id);
        break;
      }
      expect(answer.status()).toBe(400);
    }
  }
  expect(stored).toEqual(targets);

  try {
    for (const bypassCSP of [false, true]) {
      const context = await browser.newContext({ bypassCSP });
      const visitor = await context.newPage();
      const hits: string[] = [];
      await watchForPayloads(visitor, hits);
      for (const path of ['/haw/about', '/haw/canoes']) {
        await visitor.goto(path);
        await expect(visitor.locator('html')).toHaveAttribute('data-ready', '');
        expect(await inlineScriptsRun(visitor)).toBe(bypassCSP);
        expect(await dangerousMarkup(visitor), `${path}, bypassCSP ${bypassCSP}`).toEqual([]);
      }
      expect(hits).toEqual([]);
      await context.close();
    }
  } finally {
    for (const id of targets) {
      await page.request.put(`/api/translations/haw/${id}`, {
        data: { text: '', state: 'draft' },
        headers: { 'X-Requested-With': 'fetch' },
      });
    }
  }
});
