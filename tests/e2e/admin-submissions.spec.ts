/**
 * Stories from the community, the administrators' side: what visitors share waits in the moderation
 * queue (its count in the header), is previewed as the site would show it, and is approved (a story and its photo
 * join the canoe's Stories tab and photos), edited then approved (a correction, recorded in the canoe's history),
 * or rejected (leaving no trace). Visitors never see the queue. Submissions are sent through the API as a share
 * form sends them (support/submissions.ts); every test works on canoes it creates itself.
 */
import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect,
  expectAccessible,
  signIn,
  signInThroughThePage,
  KNOWN,
  unique,
} from './support/fixtures.ts';
import { photoData, submit } from './support/submissions.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

async function createCanoe(page: Page, name: string): Promise<number> {
  const response = await page.request.post('/api/canoes', {
    data: { name, name_start_date: '2001', length: 40 },
    headers: WRITE,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { canoe_id: number }).canoe_id;
}

/** The queue's row of a submission, found by its headline (its title, or its story's first words). */
const queueRow = (page: Page, headline: string) => page.getByRole('article', { name: headline });

async function openFromQueue(page: Page, headline: string) {
  await page.goto('/submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await queueRow(page, headline).getByRole('link', { name: headline }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Submission #\d+$/ })).toBeVisible();
}

/**
 * A visitor's browser, with or without JavaScript, on this project's server. Its loads wait, as the fixture's do,
 * until the app has taken over a server-rendered page (`<html data-ready>`).
 */
async function visitorPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (javaScriptEnabled) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  return { context, page };
}

test.describe('The moderation queue', () => {
  // Each test sends a submission as a visitor (a solved challenge, then the form's minimum time) before its steps.
  test.describe.configure({ timeout: 60_000 });

  test('the header counts what waits for review; visitors and members never see the queue', async ({
    page,
    request,
    browser,
  }) => {
    await submit(request, {
      kind: 'new_canoe',
      canoe: { name: unique('Hōkūʻula') },
      sender_name: 'Counted',
    });
    // On the sign-in page: the header it leads to is what this test reads.
    await signInThroughThePage(page, 'admin');
    const link = page.getByRole('banner').getByRole('link', { name: /^Submissions/ });
    await expect(link).toBeVisible();
    // Other tests send submissions meanwhile: the link says what the server counts at the time.
    await expect(async () => {
      const { pending } = (await (await page.request.get('/api/submissions/count')).json()) as {
        pending: number;
      };
      expect(pending).toBeGreaterThan(0);
      await page.reload();
      await expect(link).toHaveAccessibleName(`Submissions, ${pending} waiting for review`, {
        timeout: 1000,
      });
    }).toPass();
    await link.click();
    await expect(page).toHaveURL('/submissions');
    const statuses = page.getByRole('navigation', { name: 'Submission status' });
    await expect(statuses.getByRole('link', { name: /^Waiting for review/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);

    // A member is signed in but no administrator: no link, and the page refuses them.
    const member = await visitorPage(browser);
    await signInThroughThePage(member.page, 'member');
    await expect(member.page.getByRole('banner').getByRole('link', { name: /^Submissions/ })).toHaveCount(0);
    await member.page.goto('/submissions');
    await expect(member.page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    expect((await member.page.request.get('/api/submissions')).status()).toBe(403);
    await member.context.close();

    // A visitor is sent to sign in.
    const visitor = await visitorPage(browser);
    await visitor.page.goto('/submissions');
    await expect(visitor.page).toHaveURL('/login');
    await expect(visitor.page.getByRole('banner').getByRole('link', { name: /^Submissions/ })).toHaveCount(0);
    expect((await visitor.page.request.get('/api/submissions/count')).status()).toBe(401);
    await visitor.context.close();
  });

  test('a story with a photo, approved, appears in the Stories tab with its name and licence, and the photo with its credit', async ({
    page,
    request,
    browser,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Moanaliha');
    const canoeId = await createCanoe(page, name);
    const title = unique('The summer we raced to Lānaʻi');
    const credit = unique('Photo: Lani Kahale');
    await submit(request, {
      kind: 'story',
      canoe_id: canoeId,
      title,
      story: '<p>My grandfather steered her <em>every</em> summer.</p><p>She was light as a leaf.</p>',
      licence: 'cc-by-4.0',
      photos: [
        {
          file_name: 'lanai-1968.jpg',
          mime_type: 'image/jpeg',
          data: await photoData('#2b6c8f'),
          caption: 'Leaving Kaunakakai, 1968',
          credit,
          date_taken: '1968-07',
          licence: 'cc-by-sa-4.0',
        },
      ],
      photo_rights: true,
      sender_name: 'Auntie Lani',
      email: 'lani@example.org',
      notify: true,
    });

    await openFromQueue(page, title);
    const story = page.getByRole('article', { name: title });
    await expect(story).toContainText('Shared by Auntie Lani');
    await expect(story).toContainText('My grandfather steered her every summer.');
    await expect(story.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    const photos = page.getByRole('region', { name: 'Photos (1)' });
    await expect(photos).toContainText('Leaving Kaunakakai, 1968');
    await expect(photos).toContainText(credit);
    await expect(photos).toContainText('July 1968');
    // The admin group sees how to reach the sender.
    const sender = page.getByRole('region', { name: 'Sender' });
    await expect(sender.getByRole('link', { name: 'lani@example.org' })).toBeVisible();
    await expect(sender).toContainText('Asked to be told the outcome by email');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();
    await expect(page.getByText(`By ${KNOWN.accounts.admin.name} on`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: `Open the Stories tab of ${name}` }).click();

    await expect(page).toHaveURL(`/canoes/${canoeId}?tab=stories`);
    const published = page.getByRole('tabpanel').getByRole('article', { name: title });
    await expect(published).toContainText('Shared by Auntie Lani');
    await expect(published.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
    await expect(published.getByRole('button', { name: `Delete story ${title}` })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Media' }).click();
    const media = page.getByRole('tabpanel');
    await expect(media).toContainText('Leaving Kaunakakai, 1968');
    await expect(media).toContainText(`Credit: ${credit}`);

    // A visitor reads it too, without JavaScript, from the server's render of ?tab=stories.
    const visitor = await visitorPage(browser, false);
    await visitor.page.goto(`/canoes/${canoeId}?tab=stories`);
    const served = visitor.page.getByRole('article', { name: title });
    await expect(served).toContainText('Shared by Auntie Lani');
    await expect(served).toContainText('She was light as a leaf.');
    await expect(served.getByRole('link', { name: 'CC BY 4.0' })).toBeVisible();
    await expect(served.getByRole('button', { name: /^Delete/ })).toHaveCount(0);
    await visitor.context.close();

    // An administrator may take the story down: it goes to Recently Deleted.
    await page.getByRole('tab', { name: 'Stories' }).click();
    await published.getByRole('button', { name: `Delete story ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('tabpanel')).toContainText(
      'No stories have been shared about this canoe yet.',
    );
  });

  test('a correction edited then approved changes the canoe and shows in its history', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kaʻiwa');
    const canoeId = await createCanoe(page, name);
    const explanation = unique('Measured it with my uncle at the hālau');
    await submit(request, {
      kind: 'correction',
      canoe_id: canoeId,
      correction: { field: 'length', value: '42 feet or so', explanation },
      sender_name: 'K. P.',
    });

    await openFromQueue(page, 'Length (ft): 42 feet or so');
    const correction = page.getByRole('region', { name: 'Correction' });
    await expect(correction).toContainText('Length (ft)');
    await expect(correction).toContainText('42 feet or so');
    await expect(correction).toContainText(explanation);
    // Not in the admin group's view? The known admin is: the editor would see the notice instead.
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit then approve' }).click();
    const value = page.getByRole('textbox', { name: 'Correct Length (ft)' });
    await expect(value).toHaveValue('42 feet or so');
    await expectAccessible(page);
    // As sent, the canoe form refuses it: the message stands beside the box.
    await page.getByRole('button', { name: 'Save and approve' }).click();
    await expect(page.getByText('Length must be a number')).toBeVisible();
    await expect(value).toHaveAttribute('aria-invalid', 'true');

    await value.fill('43.5');
    await page.getByRole('button', { name: 'Save and approve' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();
    await page.getByRole('link', { name: `Open ${name}`, exact: true }).click();
    await expect(page).toHaveURL(`/canoes/${canoeId}`);
    await expect(page.getByRole('list', { name: 'Summary' })).toContainText('43.5 ft');

    await page.goto(`/canoes/${canoeId}/history`);
    const length = page.getByRole('row', { name: /^Length/ }).first();
    await expect(length.getByRole('cell')).toHaveText(['40 ft', '43.5 ft']);
  });

  test('a rejected submission leaves no trace on the canoe page', async ({ page, request, browser }) => {
    await signIn(page, 'admin');
    const name = unique('Pōhaku');
    const canoeId = await createCanoe(page, name);
    const title = unique('Not quite this canoe');
    await submit(request, {
      kind: 'story',
      canoe_id: canoeId,
      title,
      story: '<p>I think this was another canoe.</p>',
      // The note is offered only to a sender it can reach.
      email: 'another-canoe@example.org',
      notify: true,
      photos: [
        {
          file_name: 'other.jpg',
          mime_type: 'image/jpeg',
          data: await photoData('#7a4a22'),
          caption: 'Some other hull',
        },
      ],
      photo_rights: true,
    });

    await openFromQueue(page, title);
    await expect(page.getByRole('region', { name: 'Sender' })).toContainText('Anonymous');
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Submission' });
    await dialog
      .getByRole('textbox', { name: 'Note to the sender' })
      .fill('Mahalo, but this is a different canoe.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Rejected' })).toBeVisible();
    await expect(page.getByText('Mahalo, but this is a different canoe.')).toBeVisible();

    await page.goto('/submissions?status=rejected');
    await expect(queueRow(page, title)).toBeVisible();
    // The reviewer is told how long the sender's words stay (SUBMISSION_KEEP_CLOSED_DAYS, 90 by default).
    await expect(
      page.getByText(
        "Rejected submissions are erased 90 days after their review, with the sender's words, name and email.",
      ),
    ).toBeVisible();
    await expectAccessible(page);

    const visitor = await visitorPage(browser);
    await visitor.page.goto(`/canoes/${canoeId}?tab=stories`);
    await expect(visitor.page.getByRole('tabpanel')).toContainText(
      'No stories have been shared about this canoe yet.',
    );
    await expect(visitor.page.getByText(title)).toHaveCount(0);
    await visitor.page.getByRole('tab', { name: 'Media' }).click();
    await expect(visitor.page.getByRole('tabpanel')).toContainText('No photos available for this canoe.');
    await visitor.context.close();
  });

  test('a sender who left no email is not offered a note; a sender’s words are erased on request', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const canoeId = await createCanoe(page, unique('Moanalua'));
    const title = unique('Please take this down');
    const words = 'Uncle kept her under the hau tree';
    await submit(request, {
      kind: 'story',
      canoe_id: canoeId,
      title,
      story: `<p>${words}.</p>`,
      sender_name: 'Kawika',
    });
    const anonymous = unique('No email here');
    await submit(request, { kind: 'story', canoe_id: canoeId, title: anonymous, story: '<p>Nameless.</p>' });

    await openFromQueue(page, anonymous);
    await page.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject Submission' });
    await expect(dialog).toContainText(
      'The sender left no email to be told the outcome, so nobody is written to.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Note to the sender' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await openFromQueue(page, title);
    await expect(page.getByText(words)).toBeVisible();
    await page.getByRole('button', { name: 'Erase the sender’s words' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Erase the Sender’s Words' });
    await expect(confirm).toContainText('This cannot be undone');
    // Not in the change history: no reason is asked.
    await expect(confirm.getByRole('textbox')).toHaveCount(0);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Erase' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Sender’s words erased' })).toBeVisible();
    await expect(page.getByText(/Erased on request by .+ on /)).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0);
    await expect(page.getByText('Kawika')).toHaveCount(0);
    // Nothing was left to review: it is closed, and the queue says what it was without its words.
    await expect(page.getByRole('heading', { level: 2, name: 'Rejected' })).toBeVisible();
    await page.goto('/submissions?status=rejected');
    await expect(page.getByRole('article', { name: /erased on request$/ }).first()).toBeVisible();
    await expect(page.getByText(title)).toHaveCount(0);
  });

  test('a new canoe, approved, joins the registry', async ({ page, request }) => {
    const name = unique('Lanakila');
    await submit(request, {
      kind: 'new_canoe',
      canoe: {
        name,
        hull_id: 'LK-9',
        type_id: 1,
        build_date: '1971',
        origin: 'Hilo, Hawaiʻi',
        steward: 'Our club',
      },
      sender_name: 'Makoa',
    });
    await signIn(page, 'admin');
    await openFromQueue(page, name);
    const details = page.getByRole('region', { name: 'New canoe' });
    await expect(details).toContainText('LK-9');
    await expect(details).toContainText('Racing Canoe');
    await expect(details).toContainText('Our club');
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page.getByRole('link', { name: `Open the new canoe ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('a canoe with no stories says so, and invites one, with JavaScript off too', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'admin');
    const canoeId = await createCanoe(page, unique('Nalu'));
    for (const javaScriptEnabled of [true, false]) {
      const visitor = await visitorPage(browser, javaScriptEnabled);
      await visitor.page.goto(`/canoes/${canoeId}?tab=stories`);
      await expect(visitor.page.getByRole('tab', { name: 'Stories' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(visitor.page.getByText('No stories have been shared about this canoe yet.')).toBeVisible();
      await expect(
        visitor.page.getByRole('tabpanel').getByRole('link', { name: 'Share a story' }),
      ).toHaveAttribute('href', `/share?canoe=${canoeId}&kind=story`);
      if (javaScriptEnabled) await expectAccessible(visitor.page);
      await visitor.context.close();
    }
  });

  test('a visitor shares a story with a photo from the canoe page; once approved it is on the canoe page with its credit', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'admin');
    const name = unique('Kaʻalakai');
    const canoeId = await createCanoe(page, name);
    const title = unique('Launch day at Kailua');
    const credit = unique('Photo: Keoni Akana');

    // The visitor, without an account, from the canoe's own page.
    const visitor = await visitorPage(browser);
    await visitor.page.goto(`/canoes/${canoeId}`);
    await visitor.page.getByRole('link', { name: 'Share a story' }).first().click();
    await expect(visitor.page).toHaveURL(`/share?canoe=${canoeId}&kind=story`);
    await visitor.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await visitor.page.getByRole('textbox', { name: 'Story' }).click();
    await visitor.page.keyboard.type('Our whole club carried her down to the water.');
    await visitor.page.getByLabel('Choose photos').setInputFiles({
      name: 'launch.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await photoData('#8a5a2b'), 'base64'),
    });
    const photo = visitor.page.getByRole('group', { name: 'Photo 1' });
    await photo.getByRole('textbox', { name: 'Caption' }).fill('Carrying her down');
    await photo.getByRole('textbox', { name: 'Photographer or Credit' }).fill(credit);
    await visitor.page.getByRole('checkbox', { name: /I took these photos/ }).check();
    await visitor.page.getByRole('textbox', { name: 'Name to show' }).fill('Keoni A.');
    await visitor.page.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await visitor.page.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.page.getByText('Thank you. Your submission will be reviewed')).toBeVisible({
      timeout: 20_000,
    });
    // Nothing of it is public before review.
    await visitor.page.goto(`/canoes/${canoeId}?tab=stories`);
    await expect(visitor.page.getByRole('tabpanel')).toContainText(
      'No stories have been shared about this canoe yet.',
    );

    await openFromQueue(page, title);
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();

    await visitor.page.goto(`/canoes/${canoeId}?tab=stories`);
    const story = visitor.page.getByRole('tabpanel').getByRole('article', { name: title });
    await expect(story).toContainText('Shared by Keoni A.');
    await expect(story).toContainText('Our whole club carried her down to the water.');
    await visitor.page.getByRole('tab', { name: 'Media' }).click();
    await expect(visitor.page.getByRole('tabpanel')).toContainText('Carrying her down');
    await expect(visitor.page.getByRole('tabpanel')).toContainText(`Credit: ${credit}`);
    await visitor.context.close();
  });
});
