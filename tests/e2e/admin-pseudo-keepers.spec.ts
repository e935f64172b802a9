import type { Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect, api, KNOWN, signIn } from './support/fixtures.ts';
import {
  collectData,
  usePseudoLanguage,
  visit,
  walkInPseudoLanguage,
  wordsOutsideCatalogs,
} from './support/pseudo.ts';
import { photoData, submit } from './support/submissions.ts';

/**
 * The keepers' Submissions, Protocols and Labels in the pseudo-language (decision 026), as
 * admin-pseudo-language.spec.ts walks the other keepers' pages: the queue, a story's, a correction's and a new
 * canoe's review, a protocol's page and the Labels page, with their dialogs and forms opened.
 */
const PROJECT_FILE = path.join(import.meta.dirname, '..', 'fixtures', 'local-contexts-project.json');
const WRITE = { 'X-Requested-With': 'fetch' };
const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** No word outside the catalogs on the page as it now stands (a dialog or form opened). */
async function expectOnlyMessages(page: Page, data: Set<string>) {
  expect(await wordsOutsideCatalogs(page, data)).toEqual([]);
}

test('Submissions, Protocols and Labels have no word outside the catalogs, and fit a phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');
  const canoe = await api.post<{ canoe_id: number }>(page, '/api/canoes', {
    name: unique('Kaʻimiloa'),
    name_start_date: '1990',
  });
  const [story, correction, newCanoe] = await Promise.all([
    submit(request, {
      kind: 'story',
      canoe_id: canoe.canoe_id,
      title: unique('Paddling home from Lānaʻi'),
      story: '<p>She carried six of us home.</p>',
      licence: 'all-rights-reserved',
      photos: [
        {
          file_name: 'home.jpg',
          mime_type: 'image/jpeg',
          data: await photoData('#2b6c8f'),
          caption: 'At Mānele, 1972',
          credit: 'Lani Kahale',
          date_taken: '1972~',
          licence: 'ask-the-steward',
        },
      ],
      photo_rights: true,
      sender_name: 'Auntie Lani',
      email: 'lani@example.org',
      notify: true,
    }),
    submit(request, {
      kind: 'correction',
      canoe_id: canoe.canoe_id,
      correction: { field: 'type_id', value: '2', explanation: 'She was built for fishing.' },
      sender_name: 'K. P.',
    }),
    submit(request, {
      kind: 'new_canoe',
      canoe: { name: unique('Hōkūʻula'), hull_id: 'LK-9', type_id: 1, build_date: '1971', origin: 'Hilo' },
      sender_name: 'Makoa',
    }),
  ]);
  const { protocol_id: protocol } = await api.post<{ protocol_id: number }>(page, '/api/protocols', {
    name: unique('Hālau Kahananui'),
    description: 'The hālau’s canoes and stories.',
  });
  await api.post(page, `/api/protocols/${protocol}/members`, {
    email: KNOWN.accounts.member.email,
    role: 'keeper',
  });
  const kept = await page.request.put(`/api/protection/canoe/${canoe.canoe_id}`, {
    data: { visibility: 'keepers', protocol_ids: [protocol], shown_as: 'nothing' },
    headers: WRITE,
  });
  expect(kept.status(), await kept.text()).toBe(200);
  const imported = await page.request.post('/api/tk-labels/import', {
    data: JSON.parse(fs.readFileSync(PROJECT_FILE, 'utf8')) as object,
    headers: WRITE,
  });
  expect(imported.status(), await imported.text()).toBe(200);

  await usePseudoLanguage(page);
  const data = collectData(page);
  const pages = [
    '/submissions',
    '/submissions?status=rejected',
    `/submissions/${story}`,
    `/submissions/${correction}`,
    `/submissions/${newCanoe}`,
    '/protocols',
    `/protocols/${protocol}`,
    '/labels',
  ];
  expect(await walkInPseudoLanguage(page, pages, data)).toEqual({});

  // The dialogs and forms, on a phone (the walk ends there).
  await visit(page, `/submissions/${story}`);
  const decisions = page.locator('section[aria-labelledby="decision-heading"]');
  await decisions.getByRole('button').nth(2).click(); // Reject
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectOnlyMessages(page, data);
  await page.keyboard.press('Escape');
  await decisions.getByRole('button').nth(1).click(); // Edit then approve
  await expect(page.locator('form fieldset').first()).toBeVisible();
  await expectOnlyMessages(page, data);

  await visit(page, `/submissions/${correction}`);
  await decisions.getByRole('button').nth(1).click();
  await expect(page.locator('form fieldset').first()).toBeVisible();
  await expectOnlyMessages(page, data);

  await visit(page, `/protocols/${protocol}`);
  await page.locator('main button').first().click(); // Edit Protocol
  await expect(page.locator('form[aria-labelledby="edit-protocol-title"]')).toBeVisible();
  await expectOnlyMessages(page, data);

  await visit(page, '/labels');
  await page.getByRole('article').first().getByRole('button').click(); // Edit text
  await expect(page.getByRole('article').first().locator('textarea')).toBeVisible();
  await expectOnlyMessages(page, data);
});
