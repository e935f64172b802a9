/**
 * Texts kept in both languages (decision 027), as a reader meets them: the version in the page's language first,
 * the other under "Also in …" (a `<details>`), each read in its own language.
 */
import type { Locator } from '@playwright/test';
import { expect } from './fixtures.ts';

export type Version = { text: string; lang: 'en' | 'haw' };

/** The language a text is read in: its own `lang`, or its nearest ancestor's (the page's, on `<html>`). */
export const languageOf = (text: Locator) =>
  text.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'));

/** The other version's disclosure ("Also in …"), which holds that version marked with its language. */
export const otherVersion = (area: Locator) => area.locator('details:has(> div[lang])');

/**
 * The version in the page's language shown first, read in it; the other under its summary, closed until opened,
 * and read in its own language.
 */
export async function expectBoth(area: Locator, first: Version, summary: string, second: Version) {
  const shown = area.getByText(first.text, { exact: true });
  await expect(shown).toBeVisible();
  expect(await languageOf(shown)).toBe(first.lang);
  const details = otherVersion(area);
  await expect(details.locator('summary')).toHaveText(summary);
  const other = details.getByText(second.text, { exact: true });
  await expect(other).toBeHidden();
  await details.locator('summary').click();
  await expect(other).toBeVisible();
  expect(await languageOf(other)).toBe(second.lang);
}
