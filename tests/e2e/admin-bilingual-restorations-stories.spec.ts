/**
 * Restorations' descriptions and stories in both languages (decision 027): an administrator writes a restoration's
 * ʻŌlelo Hawaiʻi description in the form's box after the English one, and adds a published story's Hawaiian
 * version with Edit Story; a story shared in ʻŌlelo Hawaiʻi is published as its Hawaiian version. A reader sees the
 * version of the page's language first, the other under "Also in …", each marked with its language when it is not
 * the page's. The Hawaiian versions are stand-ins (`(haw) …`): no one on this team writes Hawaiian. Every test works
 * on a canoe it creates itself.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, api, unique } from './support/fixtures.ts';
import { expectBoth, languageOf, otherVersion } from './support/bilingual.ts';
import { submit } from './support/submissions.ts';
import {
  collectData,
  sidewaysOverflow,
  usePseudoLanguage,
  visit,
  walkInPseudoLanguage,
  wordsOutsideCatalogs,
} from './support/pseudo.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

const { post, get } = api;

/** The open tab's panel (the others are hidden). */
const panel = (page: Page) => page.getByRole('tabpanel');

/** Signed out: the page as a visitor reads it. */
async function asVisitor(page: Page) {
  await page.context().clearCookies();
}

async function createCanoe(page: Page, name: string): Promise<number> {
  return (await post<{ canoe_id: number }>(page, '/api/canoes', { name, name_start_date: '1970' })).canoe_id;
}

/** A story sent as a visitor sends it, approved by the administrator signed in on `page`; its id. */
async function publishedStory(page: Page, canoeId: number, content: Record<string, unknown>) {
  const id = await submit(page.context().request, {
    kind: 'story',
    canoe_id: canoeId,
    sender_name: 'Auntie Lani',
    ...content,
  });
  const approved = await page.request.post(`/api/submissions/${id}/approve`, { data: {}, headers: WRITE });
  expect(approved.status(), await approved.text()).toBe(200);
  return { submissionId: id, storyId: ((await approved.json()) as { story_id: number }).story_id };
}

test.describe('Restorations and stories in both languages', () => {
  // Sending a story waits for the share form's least time to fill it.
  test.describe.configure({ timeout: 90_000 });

  test('a restoration described in English and in ʻŌlelo Hawaiʻi, read in either language', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page, unique('Kaʻiulani'));
    const english = 'New gunwales of koa from Kaʻū.';
    const hawaiian = '(haw) New gunwales of koa from Kaʻū.';

    await page.goto(`/canoes/${id}?tab=restorations`);
    await page.getByRole('button', { name: 'Add Restoration' }).click();
    const add = page.getByRole('form', { name: 'New Restoration' });
    const englishBox = add.getByRole('textbox', { name: 'Description', exact: true });
    const hawaiianBox = add.getByRole('textbox', { name: 'Description in ʻŌlelo Hawaiʻi', exact: true });
    // The Hawaiian box comes right after the English one, marked as Hawaiian.
    await expect(hawaiianBox).toHaveAttribute('lang', 'haw');
    const order = await add.getByRole('textbox').evaluateAll((all) => all.map((box) => box.id));
    expect(order.indexOf(await hawaiianBox.evaluate((box) => box.id))).toBe(
      order.indexOf(await englishBox.evaluate((box) => box.id)) + 1,
    );
    await add.getByRole('textbox', { name: 'Year', exact: true }).fill('1987');
    // Neither description: refused on the English one.
    await add.getByRole('button', { name: 'Save Restoration' }).click();
    await expect(add.getByText('Description is required')).toBeVisible();
    await englishBox.fill(english);
    await hawaiianBox.fill(hawaiian);
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Save Restoration' }).click();
    await expect(add).toHaveCount(0);
    const [saved] = await get<{ restoration_id: number; description: string; description_haw: string }[]>(
      page,
      `/api/canoes/${id}/restorations`,
    );
    expect(saved).toMatchObject({ description: english, description_haw: hawaiian });

    // The edit form starts from both versions.
    await panel(page)
      .getByRole('button', { name: /^Edit restoration/ })
      .click();
    const edit = page.getByRole('form', { name: 'Edit Restoration' });
    await expect(edit.getByRole('textbox', { name: 'Description in ʻŌlelo Hawaiʻi' })).toHaveValue(hawaiian);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toHaveCount(0);

    // A visitor on the English page: the English first, the Hawaiian under "Also in ʻŌlelo Hawaiʻi".
    await asVisitor(page);
    await page.goto(`/canoes/${id}?tab=restorations`);
    const card = panel(page).getByRole('article');
    await expectBoth(card, { text: english, lang: 'en' }, 'Also in ʻŌlelo Hawaiʻi', {
      text: hawaiian,
      lang: 'haw',
    });
    await expectAccessible(page);

    // On the Hawaiian page: the Hawaiian first, the English under "Also in English".
    await page.goto(`/haw/canoes/${id}?tab=restorations`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expectBoth(card, { text: hawaiian, lang: 'haw' }, 'Also in English', { text: english, lang: 'en' });
    await expectAccessible(page);
  });

  test('an administrator adds a story’s Hawaiian version with Edit Story; readers get their language first', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page, unique('Hōkūʻula'));
    const title = unique('The 1978 regatta');
    const english = 'She won by a length.';
    const hawaiian = '(haw) She won by a length.';
    const { storyId } = await publishedStory(page, id, { title, story: `<p>${english}</p>` });

    await page.goto(`/canoes/${id}?tab=stories`);
    const story = panel(page).getByRole('article', { name: title });
    await expect(story.getByText(english, { exact: true })).toBeVisible();
    await expect(otherVersion(story)).toHaveCount(0);
    const button = story.getByRole('button', { name: `Edit story ${title}` });
    await expect(button.getByText('Edit Story', { exact: true })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: 'The story’s text' });
    const englishBox = form.getByRole('textbox', { name: 'Story', exact: true });
    const hawaiianBox = form.getByRole('textbox', { name: 'Story in ʻŌlelo Hawaiʻi', exact: true });
    await expect(englishBox).toContainText(english);
    // The form opens with the caret in its first box.
    await expect(englishBox).toBeFocused();
    await expect(hawaiianBox).toHaveAttribute('lang', 'haw');
    await hawaiianBox.click();
    await page.keyboard.type(hawaiian);
    await expectAccessible(page);

    // A failure first, said as the canoe page's other forms say theirs.
    await page.route(`**/api/canoes/${id}/stories/${storyId}`, (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Disk full' }),
          })
        : route.fallback(),
    );
    await form.getByRole('button', { name: 'Save Story' }).click();
    await expect(form.getByRole('alert')).toHaveText('Failed to save story: Disk full');
    await page.unroute(`**/api/canoes/${id}/stories/${storyId}`);
    await form.getByRole('button', { name: 'Save Story' }).click();
    await expect(form).toHaveCount(0);
    await expect(button).toBeFocused();
    const [saved] = await get<{ body: string; body_haw: string }[]>(page, `/api/canoes/${id}/stories`);
    expect(saved).toMatchObject({ body: `<p>${english}</p>`, body_haw: `<p>${hawaiian}</p>` });
    await expect(otherVersion(story).locator('summary')).toHaveText('Also in ʻŌlelo Hawaiʻi');

    // The history says which version changed.
    await page.goto(`/canoes/${id}/history`);
    await expect(page.getByText('Story in ʻŌlelo Hawaiʻi').first()).toBeVisible();

    // A visitor on the English page: the English first, the Hawaiian under "Also in ʻŌlelo Hawaiʻi".
    await asVisitor(page);
    await page.goto(`/canoes/${id}?tab=stories`);
    await expect(story.getByRole('button', { name: /^Edit story/ })).toHaveCount(0);
    await expectBoth(story, { text: english, lang: 'en' }, 'Also in ʻŌlelo Hawaiʻi', {
      text: hawaiian,
      lang: 'haw',
    });
    await expectAccessible(page);

    // On the Hawaiian page: the Hawaiian first, the English under "Also in English".
    await page.goto(`/haw/canoes/${id}?tab=stories`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'haw');
    await expectBoth(story, { text: hawaiian, lang: 'haw' }, 'Also in English', {
      text: english,
      lang: 'en',
    });
    await expectAccessible(page);
  });

  test('Edit Story records when a story tells of; the timeline puts it there, and the build at its place of origin', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const place = await post<{ place_id: number; name: string }>(page, '/api/places', {
      name: unique('Kaluakoʻi'),
      island: 'molokai',
    });
    const id = (
      await post<{ canoe_id: number }>(page, '/api/canoes', {
        name: unique('Hōkūʻula'),
        name_start_date: '1970',
        build_date: '1938~',
        origin_place_id: place.place_id,
      })
    ).canoe_id;
    const title = unique('The first launch');
    await publishedStory(page, id, { title, story: '<p>They carried her down to the sea.</p>' });

    await page.goto(`/canoes/${id}?tab=stories`);
    const story = panel(page).getByRole('article', { name: title });
    await expect(story.getByText(/^Tells of/)).toHaveCount(0);
    await story.getByRole('button', { name: `Edit story ${title}` }).click();
    const form = page.getByRole('form', { name: 'The story’s text' });
    const when = form.getByRole('textbox', { name: 'When it tells of' });
    await expect(when).toHaveValue('');
    await when.fill('not a date');
    await form.getByRole('button', { name: 'Save Story' }).click();
    await expect(form.getByText(/^Enter a year \(1962\)/)).toBeVisible();
    await expect(form).toBeVisible();
    await when.fill('about 1940');
    await form.getByRole('button', { name: 'Save Story' }).click();
    await expect(form).toHaveCount(0);
    await expect(story.getByText('Tells of about 1940', { exact: true })).toBeVisible();
    const [saved] = await get<{ told_of: string | null }[]>(page, `/api/canoes/${id}/stories`);
    expect(saved.told_of).toBe('1940~');

    // On the timeline: the build at its place of origin (a link to it), then the story at the time it tells of.
    await asVisitor(page);
    await page.goto(`/canoes/${id}/timeline`);
    const items = page.getByRole('list', { name: 'In order' }).getByRole('listitem');
    await expect(items.nth(0)).toContainText('about 1938');
    await expect(items.nth(0)).toContainText(`At ${place.name}, Molokaʻi`);
    await expect(items.nth(0).getByRole('link', { name: place.name })).toHaveAttribute(
      'href',
      `/places/${place.place_id}`,
    );
    await expect(items.nth(1)).toContainText('about 1940');
    await expect(items.nth(1).getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Date unknown' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a story shared in ʻŌlelo Hawaiʻi: the form offers the page’s language, the moderator sees it, approval keeps it as the Hawaiian version', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page, unique('Moana'));

    // The share form's choice starts at the page's language, each language named in itself.
    for (const [path, chosen] of [
      [`/share?canoe=${id}`, 'English'],
      [`/haw/share?canoe=${id}`, 'ʻŌlelo Hawaiʻi'],
    ] as const) {
      await page.goto(path);
      const choice = page.getByRole('group', { name: 'Language of your story' });
      await expect(choice.getByRole('radio', { name: chosen })).toBeChecked();
      await expect(choice.getByText('ʻŌlelo Hawaiʻi', { exact: true })).toHaveAttribute('lang', 'haw');
      await expect(choice.getByText('English', { exact: true })).toHaveAttribute('lang', 'en');
    }
    // The story's box is marked with the chosen language.
    const storyBox = page.getByRole('textbox', { name: 'Story', exact: true });
    await expect(storyBox).toHaveAttribute('lang', 'haw');
    await page
      .getByRole('group', { name: 'Language of your story' })
      .getByRole('radio', { name: 'English' })
      .check();
    await expect(storyBox).toHaveAttribute('lang', 'en');
    await expectAccessible(page);

    const words = '(haw) She carried six of us home.';
    const title = unique('Six of us');
    const submission = await submit(page.context().request, {
      kind: 'story',
      canoe_id: id,
      title,
      story: `<p>${words}</p>`,
      story_language: 'haw',
      sender_name: 'Keoni',
    });
    await page.goto(`/submissions/${submission}`);
    await expect(page.getByText('Language of the story: ʻŌlelo Hawaiʻi')).toBeVisible();
    const preview = page.getByRole('article', { name: title });
    expect(await languageOf(preview.getByText(words, { exact: true }))).toBe('haw');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();

    // Published as its Hawaiian version: shown on the English page, marked as Hawaiian, with no English to open.
    await asVisitor(page);
    await page.goto(`/canoes/${id}?tab=stories`);
    const story = panel(page).getByRole('article', { name: title });
    expect(await languageOf(story.getByText(words, { exact: true }))).toBe('haw');
    await expect(otherVersion(story)).toHaveCount(0);
    const [saved] = await get<{ body: string; body_haw: string }[]>(page, `/api/canoes/${id}/stories`);
    expect(saved).toMatchObject({ body: '', body_haw: `<p>${words}</p>` });
  });

  test('the two versions, Edit Story and the restoration form in the pseudo-language, on a phone too', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const id = await createCanoe(page, unique('Kaʻiulani'));
    await post(page, `/api/canoes/${id}/restorations`, {
      restoration_date: '1987',
      description: 'New gunwales of koa.',
      description_haw: '(haw) New gunwales of koa.',
    });
    const title = unique('The 1978 regatta');
    const { storyId } = await publishedStory(page, id, { title, story: '<p>She won by a length.</p>' });
    const added = await page.request.fetch(`/api/canoes/${id}/stories/${storyId}`, {
      method: 'PATCH',
      data: { body_haw: '<p>(haw) She won by a length.</p>' },
      headers: WRITE,
    });
    expect(added.status(), await added.text()).toBe(200);

    await usePseudoLanguage(page);
    const data = collectData(page);
    const paths = [`/canoes/${id}?tab=stories`, `/canoes/${id}?tab=restorations`];
    const found = await walkInPseudoLanguage(page, paths, data);
    // Each width with the other version open, Edit Story open, and the restoration's edit form open.
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, paths[0]);
      const story = panel(page).getByRole('article', { name: title });
      await otherVersion(story).locator('summary').click();
      await page.locator(`#edit-story-button-${storyId}`).click();
      await expect(page.locator(`#edit-story-${storyId}`).getByRole('heading', { level: 3 })).toContainText(
        '⟦',
      );
      await page.waitForLoadState('networkidle');
      for (const [where, words] of [
        [`Edit Story at ${width} px`, await wordsOutsideCatalogs(page, data)],
        [`Edit Story scrolls sideways at ${width} px`, await sidewaysOverflow(page)],
      ] as const) {
        if (words.length > 0) found[where] = words;
      }
      await visit(page, paths[1]);
      await otherVersion(panel(page)).locator('summary').click();
      await page.locator('[id^="edit-restoration-"]').first().click();
      await expect(page.locator('#edit-restoration-form').getByRole('heading', { level: 3 })).toContainText(
        '⟦',
      );
      await page.waitForLoadState('networkidle');
      for (const [where, words] of [
        [`the restoration's edit form at ${width} px`, await wordsOutsideCatalogs(page, data)],
        [`the restoration's edit form scrolls sideways at ${width} px`, await sidewaysOverflow(page)],
      ] as const) {
        if (words.length > 0) found[where] = words;
      }
    }
    expect(found).toEqual({});
  });
});
