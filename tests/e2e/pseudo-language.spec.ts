import type { APIRequestContext } from '@playwright/test';
import { test, expect, KNOWN, lookup } from './support/fixtures.ts';
import { collectData, usePseudoLanguage, walkInPseudoLanguage } from './support/pseudo.ts';

/** A place to walk to (the known data has none): Waimea on Kauaʻi, added once by an administrator (as in no-javascript.spec.ts). */
async function placeOnKauai(request: APIRequestContext): Promise<number> {
  const found = (await (await request.get('/api/places?island=kauai&q=waimea')).json()) as {
    place_id: number;
  }[];
  if (found.length) return found[0].place_id;
  const { email, password } = KNOWN.accounts.admin;
  const headers = { 'X-Requested-With': 'fetch' };
  expect((await request.post('/api/auth/login', { data: { email, password }, headers })).status()).toBe(200);
  const created = await request.post('/api/places', {
    data: {
      name: 'Waimea',
      island: 'kauai',
      moku: 'Kona',
      latitude: 21.9567,
      longitude: -159.6717,
      precision: 'exact',
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  await request.post('/api/auth/logout', { headers });
  return ((await created.json()) as { place_id: number }).place_id;
}

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
    const [club, carver, channel, place] = await Promise.all([
      lookup.owner(request, KNOWN.stewards.club),
      lookup.maker(request, KNOWN.makers.carver),
      lookup.race(request, KNOWN.races.channel),
      placeOnKauai(request),
    ]);
    const pages = [
      '/',
      '/canoes',
      '/canoes?view=list',
      '/canoes?q=no-such-canoe-anywhere',
      '/canoes?event=restored&event_from=1990&event_to=1999',
      '/through-the-years',
      '/places',
      '/places/islands/kauai',
      `/places/${place}`,
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
