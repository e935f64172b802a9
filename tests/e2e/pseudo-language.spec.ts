import { test, expect, KNOWN, lookup } from './support/fixtures.ts';
import { collectData, usePseudoLanguage, walkInPseudoLanguage } from './support/pseudo.ts';

/**
 * The visitor's walk in the pseudo-language (decision 026): every word of the interface comes through the
 * catalogs, and the longer text fits a phone. Pages join the walk as their words become messages; the canoe page,
 * its photos and the share form are still to come (their words are English in the code).
 */
test.describe('The interface in the pseudo-language', () => {
  test('has no word outside the catalogs on the visitor’s pages, and fits a phone', async ({
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
      '/',
      '/canoes',
      '/canoes?view=list',
      '/canoes?q=no-such-canoe-anywhere',
      '/canoes?event=restored&event_from=1990&event_to=1999',
      '/through-the-years',
      '/owners',
      `/owners/${club}`,
      '/makers',
      `/makers/${carver}`,
      '/races',
      `/races/${channel}`,
      '/about',
      '/contact',
      '/open-data',
      '/privacy',
      '/terms',
      '/sitemap',
    ];
    await usePseudoLanguage(page);
    const data = collectData(page);
    expect(await walkInPseudoLanguage(page, pages, data)).toEqual({});
  });
});
