/**
 * Stewards' descriptions and makers' biographies in both languages (decision 027): an administrator writes the
 * ʻŌlelo Hawaiʻi version in the form's second box, and a visitor reads the version of the page's language first,
 * the other under "Also in …", each marked with its language when it is not the page's. The Hawaiian versions are
 * stand-ins (`(haw) …`): no one on this team writes Hawaiian; the place names in them are the archive's own.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, api, uniqueToken } from './support/fixtures.ts';
import { expectBoth, languageOf } from './support/bilingual.ts';

/** A token unique to this run, so tests never meet each other's records. */
const unique = uniqueToken;

const { post, get } = api;

/** The open tab's panel (the others are hidden). */
const panel = (page: Page) => page.getByRole('tabpanel');

/** Signed out: the page as a visitor reads it. */
async function asVisitor(page: Page) {
  await page.context().clearCookies();
}

test.describe('Content in both languages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a steward’s description: written in ʻŌlelo Hawaiʻi by an administrator, read in either language', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = `Hui Waʻa Kaʻūpūlehu ${unique()}`;
    const english = 'A paddling club of the Kona coast.';
    const hawaiian = '(haw) A paddling club of Kaʻūpūlehu.';
    const owner = await post<{ owner_id: number }>(page, '/api/owners', {
      name,
      owner_type: 'club',
      description: english,
    });

    // The form: the Hawaiian box right after the English one, marked as Hawaiian.
    await page.goto(`/owners/${owner.owner_id}/edit`);
    const englishBox = page.getByRole('textbox', { name: 'Description', exact: true });
    const hawaiianBox = page.getByRole('textbox', { name: 'Description in ʻŌlelo Hawaiʻi', exact: true });
    await expect(englishBox).toHaveValue(english);
    await expect(hawaiianBox).toHaveValue('');
    await expect(hawaiianBox).toHaveAttribute('lang', 'haw');
    const order = await page.getByRole('textbox').evaluateAll((all) => all.map((box) => box.id));
    expect(order.indexOf(await hawaiianBox.evaluate((box) => box.id))).toBe(
      order.indexOf(await englishBox.evaluate((box) => box.id)) + 1,
    );
    await expectAccessible(page);
    await hawaiianBox.fill(hawaiian);
    await page.getByRole('button', { name: 'Update Steward' }).click();
    await expect(page).toHaveURL(`/owners/${owner.owner_id}`);
    expect(await get(page, `/api/owners/${owner.owner_id}`)).toMatchObject({
      description: english,
      description_haw: hawaiian,
    });

    // A visitor on the English page: the English first, the Hawaiian under "Also in ʻŌlelo Hawaiʻi".
    await asVisitor(page);
    await page.goto(`/owners/${owner.owner_id}?tab=about`);
    await expect(page.getByRole('link', { name: 'Edit Steward' })).toHaveCount(0);
    await expectBoth(panel(page), { text: english, lang: 'en' }, 'Also in ʻŌlelo Hawaiʻi', {
      text: hawaiian,
      lang: 'haw',
    });
    await expectAccessible(page);

    // On the Hawaiian page: the Hawaiian first, the English under "Also in English".
    await page.goto(`/haw/owners/${owner.owner_id}?tab=about`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expectBoth(panel(page), { text: hawaiian, lang: 'haw' }, 'Also in English', {
      text: english,
      lang: 'en',
    });
    await expectAccessible(page);

    // The list's card: the version of the page's language.
    await page.goto(`/owners?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByText(english, { exact: true })).toBeVisible();
    await expect(card).not.toContainText(hawaiian);
    await page.goto(`/haw/owners?q=${encodeURIComponent(name)}`);
    await expect(card.getByText(hawaiian, { exact: true })).toBeVisible();
    expect(await languageOf(card.getByText(hawaiian, { exact: true }))).toBe('haw');
    await expect(card).not.toContainText(english);
  });

  test('a steward with only a Hawaiian description: shown on English pages, marked as Hawaiian', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = `Ka ʻOhana Miloliʻi ${unique()}`;
    const hawaiian = '(haw) A family of canoe builders of Miloliʻi.';
    const owner = await post<{ owner_id: number }>(page, '/api/owners', {
      name,
      owner_type: 'family',
      description_haw: hawaiian,
    });
    await asVisitor(page);
    await page.goto(`/owners/${owner.owner_id}?tab=about`);
    await expect(panel(page).locator('[lang="haw"]')).toHaveText(hawaiian);
    await expect(panel(page).locator('details')).toHaveCount(0);
    await expect(panel(page).getByText('No Description Available')).toHaveCount(0);
    await page.goto(`/owners?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.locator('p[lang="haw"]')).toHaveText(hawaiian);
    await expectAccessible(page);
  });

  test('a maker’s biography: written in ʻŌlelo Hawaiʻi by an administrator, read in either language', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = `Kahiau Kālaiwaʻa ${unique()}`;
    const english = 'Carved hulls at Hōnaunau for forty years.';
    const hawaiian = '(haw) Carved hulls at Hōnaunau.';
    const person = await post<{ person_id: number }>(page, '/api/people', { name });
    const maker = await post<{ maker_id: number }>(page, '/api/makers', {
      person_id: person.person_id,
      maker_type: 'carver',
      biography: `<p>${english}</p>`,
    });

    // The form: a second editor for the Hawaiian version, right after the English one, marked as Hawaiian.
    await page.goto(`/makers/${maker.maker_id}/edit`);
    const englishEditor = page.getByRole('textbox', { name: 'Biography', exact: true });
    const hawaiianEditor = page.getByRole('textbox', { name: 'Biography in ʻŌlelo Hawaiʻi', exact: true });
    await expect(englishEditor).toHaveText(english);
    await expect(hawaiianEditor).toHaveAttribute('lang', 'haw');
    await expect(page.getByRole('textbox', { name: /^Biography/ })).toHaveCount(2);
    await expect(page.getByRole('textbox', { name: /^Biography/ }).nth(1)).toHaveAttribute('lang', 'haw');
    await expectAccessible(page);
    await hawaiianEditor.click();
    await page.keyboard.type(hawaiian);
    await page.getByRole('button', { name: 'Update Maker' }).click();
    await expect(page).toHaveURL(`/makers/${maker.maker_id}`);
    const saved = await get<{ biography: string; biography_haw: string }>(
      page,
      `/api/makers/${maker.maker_id}`,
    );
    expect(saved.biography).toBe(`<p>${english}</p>`);
    expect(saved.biography_haw).toBe(`<p>${hawaiian}</p>`);

    // A visitor on the English page: the English first, the Hawaiian under "Also in ʻŌlelo Hawaiʻi".
    await asVisitor(page);
    await page.goto(`/makers/${maker.maker_id}`);
    await expect(page.getByRole('link', { name: 'Edit Maker' })).toHaveCount(0);
    await expectBoth(panel(page), { text: english, lang: 'en' }, 'Also in ʻŌlelo Hawaiʻi', {
      text: hawaiian,
      lang: 'haw',
    });
    await expectAccessible(page);

    // On the Hawaiian page: the Hawaiian first, the English under "Also in English".
    await page.goto(`/haw/makers/${maker.maker_id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expectBoth(panel(page), { text: hawaiian, lang: 'haw' }, 'Also in English', {
      text: english,
      lang: 'en',
    });
    await expectAccessible(page);

    // The list's card: the version of the page's language.
    await page.goto(`/makers?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByText(english, { exact: true })).toBeVisible();
    await expect(card).not.toContainText(hawaiian);
    await page.goto(`/haw/makers?q=${encodeURIComponent(name)}`);
    await expect(card.getByText(hawaiian, { exact: true })).toBeVisible();
    expect(await languageOf(card.getByText(hawaiian, { exact: true }))).toBe('haw');
    await expect(card).not.toContainText(english);
  });

  test('a person’s maker roles show a biography kept only in ʻŌlelo Hawaiʻi, marked as Hawaiian', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const name = `Keola Kālai ${unique()}`;
    const hawaiian = '(haw) Carved at Kealakekua.';
    const person = await post<{ person_id: number }>(page, '/api/people', { name });
    await post(page, '/api/makers', {
      person_id: person.person_id,
      maker_type: 'carver',
      biography_haw: `<p>${hawaiian}</p>`,
    });
    await page.goto(`/people/${person.person_id}?tab=makers`);
    const cell = page
      .getByRole('table', { name: `Maker roles of ${name}` })
      .getByRole('cell')
      .first();
    await expect(cell).toHaveText(hawaiian);
    expect(await languageOf(cell.getByText(hawaiian, { exact: true }))).toBe('haw');
    await expectAccessible(page);
  });
});
