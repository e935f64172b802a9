import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, KNOWN, lookup, signIn } from './support/fixtures.ts';
import {
  collectData,
  sidewaysOverflow,
  usePseudoLanguage,
  visit,
  walkInPseudoLanguage,
  wordsOutsideCatalogs,
} from './support/pseudo.ts';

/**
 * The doors of the archive in the pseudo-language (decision 026), as pseudo-language.spec.ts walks the visitor's
 * pages: signing in, registering, a forgotten password, Access Denied, and the share form with each of its parts
 * (a correction's detail and the registry's value, a new canoe, a photo's own fields) at 1366 and 390 px.
 */
test.describe('Signing in and the share form in the pseudo-language', () => {
  test('have no word outside the catalogs, and fit a phone', async ({ page, request }) => {
    test.setTimeout(120_000);
    const hokulea = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await usePseudoLanguage(page);
    const data = collectData(page);
    const pages = [
      '/login',
      '/register',
      '/forgot-password',
      `/share?canoe=${hokulea}&kind=story`,
      `/share?canoe=${hokulea}&kind=correction`,
      '/share?kind=new_canoe',
    ];
    const found = await walkInPseudoLanguage(page, pages, data);
    expect(found).toEqual({});
  });

  test('their forms’ other states too: a correction, a photo, the answers, Access Denied', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const hokulea = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await usePseudoLanguage(page);
    const data = collectData(page);
    await page.setViewportSize({ width: 390, height: 900 });
    const found: Record<string, string[]> = {};
    const check = async (state: string) => {
      const words = await wordsOutsideCatalogs(page, data);
      if (words.length) found[state] = words;
      const overflow = await sidewaysOverflow(page);
      if (overflow.length) found[`${state} scrolls sideways`] = overflow;
    };
    const part = (page: Page, name: string) => page.locator(`section[aria-labelledby="share-${name}"]`);

    // A correction: the detail chosen, what the registry says now, and the box for the correct value.
    await visit(page, `/share?canoe=${hokulea}&kind=correction`);
    const detail = part(page, 'correction').locator('select').first();
    await detail.selectOption('build_date');
    await expect(part(page, 'correction').getByRole('group')).toContainText('1950');
    await check('a correction of the build year');
    await detail.selectOption('type_id');
    await expect(part(page, 'correction').locator('select')).toHaveCount(2);
    await check('a correction of the type');

    // A story with a photo: the photo's own fields.
    await visit(page, `/share?canoe=${hokulea}&kind=story`);
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 150, g: 95, b: 50 } },
    })
      .jpeg()
      .toBuffer();
    data.add('pseudo-launch.jpg');
    await part(page, 'photos')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pseudo-launch.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(part(page, 'photos').locator('fieldset')).toHaveCount(1);
    await check('a story with a photo');

    // The answers to a registration and to a reset link asked for.
    await visit(page, '/register');
    const inputs = page.locator('main form input');
    await inputs.nth(0).fill('Pseudo Paddler');
    await inputs.nth(1).fill(`pseudo-${Date.now()}@e2e.koa-canoes.example`);
    await inputs.nth(2).fill('paddle-every-day');
    await inputs.nth(3).fill('paddle-every-day');
    await page.locator('main form button[type="submit"]').click();
    await expect(page.getByRole('status')).toBeVisible();
    await check('registered');

    await visit(page, '/forgot-password');
    await page.locator('main form input[type="email"]').fill('nobody@e2e.koa-canoes.example');
    await page.locator('main form button[type="submit"]').click();
    await expect(page.getByRole('status')).toContainText('⟦');
    await check('a reset link asked for');

    // A page for other accounts.
    await signIn(page, 'member');
    await visit(page, '/people');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await check('Access Denied');

    expect(found).toEqual({});
  });
});
