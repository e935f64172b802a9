/**
 * Public pages opened by a signed-in administrator hydrate without errors. The server renders
 * every public page as a visitor sees it; the browser then asks who is signed in. On a slow device the answer
 * (an administrator) can arrive before React has hydrated the page's part of the HTML, which would then render the
 * administrators' controls where the server sent none: error #418 and the server's HTML thrown away (Open Data
 * and a canoe's ownership tab are such pages). The CPU is slowed here so that the answer comes first; the fixtures
 * (support/fixtures.ts) fail the test on any hydration error.
 */
import { test, expect, signIn, KNOWN, lookup } from './support/fixtures.ts';

test.describe('Public pages for a signed-in administrator', () => {
  test('hydrate as the server rendered them, then show the administrators’ controls', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, 'admin');
    const canoeId = await lookup.canoe(request, KNOWN.canoes.hokulea);
    const ownerId = await lookup.owner(request, KNOWN.stewards.club);
    const makerId = await lookup.maker(request, KNOWN.makers.carver);
    const raceId = await lookup.race(request, KNOWN.races.channel);
    // A slow phone's CPU: the page's hydration takes longer than the local answer to "who is signed in".
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const main = page.getByRole('main');
    const deleteButton = main.getByRole('button', { name: /^Delete/ }).first();
    const pages = [
      ['/open-data', main.getByRole('heading', { name: 'The whole archive' })],
      [`/canoes/${canoeId}?tab=ownership`, main.getByRole('button', { name: 'Add Ownership' })],
      [`/canoes/${canoeId}`, deleteButton],
      ['/makers', main.getByRole('link', { name: 'Add New Maker' })],
      [`/owners/${ownerId}`, deleteButton],
      [`/makers/${makerId}`, deleteButton],
      [`/races/${raceId}`, deleteButton],
    ] as const;
    for (const [path, control] of pages) {
      await page.goto(path);
      // The administrators' controls do appear, once the page has hydrated.
      await expect(control, path).toBeVisible({ timeout: 15_000 });
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('a page reloaded with a form’s word still in its history entry hydrates, then shows the word', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const canoeId = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await page.goto(`/canoes/${canoeId}`);
    // What a form leaves for the page it opens ("Canoe created"), kept by the browser in the history entry, which
    // a reload keeps and the server never sees.
    await page.evaluate(() =>
      window.history.replaceState(
        { usr: { notice: 'Canoe created.', tone: 'success' }, key: 'reloaded', idx: 0 },
        '',
      ),
    );
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'Canoe created.' })).toBeVisible();
  });
});
