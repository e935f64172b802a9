/**
 * Lists in the reader's order of names (issue 34 item 6): the registry of a Hawaiian page lists its canoes in the
 * Hawaiian alphabet's order (vowels first, the consonants after, the ʻokina after w), as the server renders it and
 * as the browser shows it once it has taken over; an English page keeps the English order. The canoes are this
 * test's own, found by a word only they hold.
 */
import type { Page } from '@playwright/test';
import { test, expect, signIn, api, unique } from './support/fixtures.ts';

const FIRST_WORDS = ['Wai', 'ʻEwa', 'Bob', 'Aka'];
const HAWAIIAN = ['Aka', 'Bob', 'Wai', 'ʻEwa'];
const ENGLISH = ['Aka', 'Bob', 'ʻEwa', 'Wai'];

/** The first word of each of the registry's canoes holding `word`, in the order the page shows them. */
async function shown(page: Page, word: string) {
  const names = await page
    .getByRole('main')
    .getByRole('heading', { level: 2, name: new RegExp(word) })
    .allInnerTexts();
  return names.map((name) => name.trim().split(/\s+/)[0]);
}

test('a Hawaiian page lists names in the Hawaiian order, an English page in the English order', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const word = unique('Papa').split(' ')[1];
  for (const first of FIRST_WORDS) await api.post(page, '/api/canoes', { name: `${first} ${word}` });
  await page.context().clearCookies();

  await page.goto(`/haw/canoes?q=${encodeURIComponent(word)}`);
  await expect.poll(() => shown(page, word)).toEqual(HAWAIIAN);
  await page.goto(`/canoes?q=${encodeURIComponent(word)}`);
  await expect.poll(() => shown(page, word)).toEqual(ENGLISH);

  // As the server renders it, before any script runs.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`/haw/canoes?q=${encodeURIComponent(word)}`);
  expect(await shown(plain, word)).toEqual(HAWAIIAN);
  await context.close();
});
