import { test, expect, KNOWN, lookup, signIn } from './support/fixtures.ts';
import {
  collectData,
  usePseudoLanguage,
  visit,
  walkInPseudoLanguage,
  wordsOutsideCatalogs,
} from './support/pseudo.ts';

/**
 * The keepers' walk in the pseudo-language (decision 026), as pseudo-language.spec.ts walks the visitor's: the
 * pages whose words are messages, as an administrator sees them (their controls too) and as a translator sees the
 * Translations page. The canoe page's panels and the canoe form, History, Submissions, Protocols and
 * Labels are still to come.
 */
test.describe('The keepers’ interface in the pseudo-language', () => {
  test('has no word outside the catalogs on the pages moved into messages, and fits a phone', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const [club, carver, channel] = await Promise.all([
      lookup.owner(request, KNOWN.stewards.club),
      lookup.maker(request, KNOWN.makers.carver),
      lookup.race(request, KNOWN.races.channel),
    ]);
    const pages = [
      '/owners',
      `/owners/${club}`,
      '/owners/new',
      `/owners/${club}/edit`,
      '/makers',
      `/makers/${carver}`,
      '/makers/new',
      `/makers/${carver}/edit`,
      '/races',
      `/races/${channel}`,
      '/races/new',
      `/races/${channel}/edit`,
      '/people',
      '/people/new',
    ];
    await usePseudoLanguage(page);
    await signIn(page, 'admin');
    const data = collectData(page);
    expect(await walkInPseudoLanguage(page, pages, data)).toEqual({});
  });

  test('the Translations page, as a translator sees it', async ({ page }) => {
    await usePseudoLanguage(page);
    await signIn(page, 'translator');
    const data = collectData(page);
    await visit(page, '/translations');
    await expect(page.getByRole('banner')).toContainText('⟦');
    // The English of every message is the page's subject, not its words: listed as data.
    for (const english of await page.locator('[lang="en"]').allTextContents()) data.add(english.trim());
    expect(await wordsOutsideCatalogs(page, data)).toEqual([]);
  });
});
