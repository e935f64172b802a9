import type { Locator, Page } from '@playwright/test';
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
 * The canoe form and the keepers' controls on a canoe's page in the pseudo-language (decision 026), as an
 * administrator sees them: the form's five steps with a citation and the dialog that adds a maker, the add-name and
 * transfer pages, and the inline forms and the delete dialog of a canoe's tabs. Nothing is saved. On a canoe's page
 * only the keepers' parts are read (the page around them has a walk of its own), on a phone too.
 */
test.describe('The canoe form and a canoe’s keepers’ controls in the pseudo-language', () => {
  test.describe.configure({ timeout: 180_000 });

  /** What is read on the page as it stands, and on a phone what makes it scroll sideways. */
  async function check(page: Page, data: Set<string>, where: string, found: Record<string, string[]>) {
    const words = await wordsOutsideCatalogs(page, data);
    if (words.length > 0) found[where] = words;
    const overflow = await sidewaysOverflow(page);
    if (overflow.length > 0) found[`${where} scrolls sideways`] = overflow;
  }

  test('the canoe form’s steps, the add-name and transfer pages', async ({ page, request }) => {
    const kaala = await lookup.canoe(request, KNOWN.canoes.kaala);
    await usePseudoLanguage(page);
    await signIn(page, 'admin');
    const data = collectData(page);
    const found = await walkInPseudoLanguage(
      page,
      ['/canoes/new', `/canoes/${kaala}/edit`, `/canoes/${kaala}/names/add`, `/canoes/${kaala}/owners/add`],
      data,
    );

    // On a phone (where the walk ended), every step of the form, as a new canoe and as Kaʻala's with its citations.
    const steps = page.locator('#canoe-form-progress nav button');
    const shownStep = page.locator('form:has(#canoe-form-progress) [role="group"]:not([hidden])');
    for (const path of ['/canoes/new', `/canoes/${kaala}/edit`]) {
      await visit(page, path);
      for (let step = 0; step < 5; step += 1) {
        await steps.nth(step).click();
        await expect(shownStep.getByRole('heading', { level: 2 })).toContainText('⟦');
        await check(page, data, `${path}, step ${step + 1}`, found);
      }
    }
    // A new citation of an oral history shows who told it; a new canoe with no name or bow number is refused.
    await visit(page, '/canoes/new');
    await steps.nth(4).click();
    await shownStep.locator('button.btn-secondary').last().click();
    await shownStep.locator('select').first().selectOption('oral_history');
    await check(page, data, 'a new citation of an oral history', found);
    await page.locator('form:has(#canoe-form-progress) button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await check(page, data, 'a new canoe with neither name nor bow number', found);

    // The dialog that adds a maker from the form.
    await steps.nth(0).click();
    await shownStep.locator('button.link').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check(page, data, 'the dialog adding a maker', found);

    expect(found).toEqual({});
  });

  test('the inline forms and the delete dialog of a canoe’s tabs', async ({ page, request }) => {
    const hokulea = await lookup.canoe(request, KNOWN.canoes.hokulea);
    await usePseudoLanguage(page);
    await signIn(page, 'admin');
    const data = collectData(page);
    const found: Record<string, string[]> = {};

    /** Only what is inside `part` is read: everything else is hidden from the check while it runs. */
    async function checkWithin(part: Locator, where: string) {
      await part.evaluate((element) => {
        for (let node: Element = element; node.parentElement; node = node.parentElement) {
          for (const sibling of node.parentElement.children) {
            if (sibling !== node && !sibling.hasAttribute('aria-hidden')) {
              sibling.setAttribute('aria-hidden', 'true');
              sibling.setAttribute('data-pseudo-hidden', '');
            }
          }
        }
      });
      const words = await wordsOutsideCatalogs(page, data);
      if (words.length > 0) found[where] = words;
      await page.evaluate(() => {
        for (const hidden of document.querySelectorAll('[data-pseudo-hidden]')) {
          hidden.removeAttribute('aria-hidden');
          hidden.removeAttribute('data-pseudo-hidden');
        }
      });
    }

    const tabs = [
      { tab: 'names', kind: 'name' },
      { tab: 'ownership', kind: 'ownership' },
      { tab: 'restorations', kind: 'restoration' },
      { tab: 'races', kind: 'race' },
    ];
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { tab, kind } of tabs) {
        await visit(page, `/canoes/${hokulea}?tab=${tab}`);
        // The tab's heading with its Add button, and a row's Edit and Delete (its rows are the tab's own).
        const section = page.locator(`section[aria-labelledby="${tab}-heading"]`);
        await expect(section.getByRole('heading', { level: 2 })).toContainText('⟦');
        await checkWithin(section.locator('> div').first(), `the ${tab} tab's heading at ${width} px`);
        const rowButtons = section.locator(`[id^="edit-${kind}-"]`).first().locator('..');
        await checkWithin(rowButtons, `a row's buttons on the ${tab} tab at ${width} px`);

        // Adding, then editing the first row.
        await page.locator(`#add-${kind}-toggle`).click();
        const adding = page.locator(`#add-${kind}-form`);
        await expect(adding.getByRole('heading', { level: 3 })).toContainText('⟦');
        await page.waitForLoadState('networkidle');
        await checkWithin(adding, `adding on the ${tab} tab at ${width} px`);
        if (width === 390) {
          const overflow = await sidewaysOverflow(page);
          if (overflow.length > 0) found[`adding on the ${tab} tab scrolls sideways`] = overflow;
        }
        await section.locator(`[id^="edit-${kind}-"]`).first().click();
        const editing = page.locator(`#edit-${kind}-form`);
        await expect(editing.getByRole('heading', { level: 3 })).toContainText('⟦');
        await page.waitForLoadState('networkidle');
        await checkWithin(editing, `editing on the ${tab} tab at ${width} px`);
        if (width === 390) {
          const overflow = await sidewaysOverflow(page);
          if (overflow.length > 0) found[`editing on the ${tab} tab scrolls sideways`] = overflow;
        }
      }
    }

    // The delete dialog (nothing is deleted).
    await visit(page, `/canoes/${hokulea}?tab=restorations`);
    await page
      .locator('section[aria-labelledby="restorations-heading"] button[class*="text-red-700"]')
      .first()
      .click();
    await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
    await checkWithin(page.getByRole('alertdialog').or(page.getByRole('dialog')), 'the delete dialog');

    expect(found).toEqual({});
  });
});
