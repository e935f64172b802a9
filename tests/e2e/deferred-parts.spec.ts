/**
 * Parts of a page that are read rather than used at first (the canoe's notes, "How to cite this record", the
 * footer's Stay Connected form) come as code of their own once the page is idle (`deferredComponent`,
 * lib/lazy-component.ts). Until their code arrives the server's HTML stands, even when the page renders again
 * meanwhile (after hydration, as its queries settle): nothing the reader is looking at vanishes and comes back.
 */
import { test, expect, lookup, KNOWN } from './support/fixtures.ts';

test('the server’s notes, citation and footer form stay on screen until their code has come', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    /\/assets\/(how-to-cite|bilingual-text|source-notes|subscribe-form)-[\w-]+\.js$/,
    async (route) => {
      await held;
      await route.continue();
    },
  );
  const canoeId = await lookup.canoe(page.request, KNOWN.canoes.hokulea);
  await page.goto(`/canoes/${canoeId}`);
  const notes = page.getByText('Carved from a single koa log felled above Hōlualoa.');
  const cite = page.getByRole('heading', { name: 'How to cite this record' });
  const subscribe = page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' });
  // The page is in use (hydrated) and has rendered again since; the held parts are still the server's.
  await page.waitForTimeout(1_500);
  await expect(notes).toBeVisible();
  await expect(cite).toBeVisible();
  await expect(subscribe).toBeDisabled();

  release();
  await expect(subscribe).toBeEnabled();
  await expect(notes).toBeVisible();
  await expect(cite).toBeVisible();
});
