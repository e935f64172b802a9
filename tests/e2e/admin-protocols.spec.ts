/**
 * Community protocols (decision 020) on screen. The keeper's flow: an administrator creates a protocol and adds a
 * keeper; the keeper adds a member; the administrator keeps a story and a photo for the protocol, with a notice
 * for others. The member's flow: the member sees the story and the photo marked as kept, shares a story for the
 * protocol only (the review says so), and a visitor sees one line per kind and not a word or a pixel of them.
 * Accounts are registered by each test (their emails are unique), canoes and protocols made by it.
 */
import path from 'node:path';
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';

type Playwright = PlaywrightWorkerArgs['playwright'];
import { test, expect, expectAccessible, signIn, unique } from './support/fixtures.ts';
import { linkIn, waitForMail } from './support/outbox.ts';
import { photoData, submit } from './support/submissions.ts';
import { zipFiles } from '../setup/zip.ts';

const WRITE = { 'X-Requested-With': 'fetch' };

const baseURL = () => test.info().project.use.baseURL!;
/** The admin project's server writes its mail to the folder of its own port. */
const mailPort = () => Number(new URL(baseURL()).port);

interface Account {
  email: string;
  password: string;
  name: string;
}

/** An account registered and confirmed through the API, as a person does through the emailed link. */
async function registerAccount(playwright: Playwright, name: string): Promise<Account> {
  const label = name.toLowerCase().replace(/\W+/g, '-');
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.koa-canoes.example`;
  const password = `${label}-password-1234`;
  const request = await playwright.request.newContext({ baseURL: baseURL() });
  const asked = await request.post('/api/auth/register', { data: { name, email, password } });
  expect(asked.status(), await asked.text()).toBe(202);
  const token = new URL(linkIn(await waitForMail(mailPort(), email))).searchParams.get('token');
  const made = await request.post('/api/auth/register/confirm', { data: { token } });
  expect(made.status(), await made.text()).toBe(201);
  await request.dispose();
  return { email, password, name };
}

/** A browser of its own, signed in as `account` (or a visitor), whose loads wait until the app has taken over. */
async function pageAs(browser: Browser, account: Account | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseURL() });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  if (account) {
    const response = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
      headers: WRITE,
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return page;
}

async function post<T>(request: APIRequestContext, path: string, data: unknown, status = 201): Promise<T> {
  const response = await request.post(path, { data, headers: WRITE });
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A canoe with an approved story and its photo (shared by a visitor, approved by the administrator). */
async function canoeWithStory(page: Page, request: APIRequestContext) {
  const name = unique('Kahananui Wa‘a');
  const { canoe_id: canoeId } = await post<{ canoe_id: number }>(page.request, '/api/canoes', {
    name,
    name_start_date: '1998',
  });
  const title = unique('Paddling to Mokoliʻi');
  const words = 'Tūtū steered her past the point every morning at dawn.';
  const caption = unique('The hull at Kualoa');
  const submissionId = await submit(request, {
    kind: 'story',
    canoe_id: canoeId,
    title,
    story: `<p>${words}</p>`,
    photos: [
      {
        file_name: 'kualoa.jpg',
        mime_type: 'image/jpeg',
        data: await photoData('#7a4b2a'),
        caption,
        credit: null,
        date_taken: null,
        licence: null,
      },
    ],
    photo_rights: true,
    sender_name: 'Kahananui cousin',
  });
  await post(page.request, `/api/submissions/${submissionId}/approve`, {}, 200);
  const media = await page.request.get(`/api/canoes/${canoeId}/media`);
  const [photo] = (await media.json()) as { media_id: number }[];
  const stories = await page.request.get(`/api/canoes/${canoeId}/stories`);
  const [story] = (await stories.json()) as { story_id: number }[];
  return { canoeId, name, title, words, caption, mediaId: photo.media_id, storyId: story.story_id };
}

test.describe('Community protocols', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an administrator creates a protocol and adds a keeper, the keeper adds a member, and the administrator keeps a story and a photo for it', async ({
    page,
    request,
    browser,
    playwright,
  }) => {
    const keeper = await registerAccount(playwright, 'Kalani Keeper');
    const relative = await registerAccount(playwright, 'Noelani Relative');
    await signIn(page, 'admin');
    const canoe = await canoeWithStory(page, request);
    const protocol = unique('Kahananui ʻOhana');

    // The header leads every signed-in account to its protocols; an administrator creates one there.
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Protocols' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Protocols' })).toBeVisible();
    const create = page.getByRole('form', { name: 'Create Protocol' });
    await create.getByRole('button', { name: 'Create Protocol' }).click();
    await expect(create.getByText('Name is required')).toBeVisible();
    await create.getByLabel('Name').fill(protocol);
    await create.getByLabel('Description').fill('The ʻohana of the canoe’s first steersman.');
    await create.getByRole('button', { name: 'Create Protocol' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Created the protocol ${protocol}.` }),
    ).toBeVisible();
    const row = page.getByRole('listitem').filter({ hasText: protocol });
    await expect(row).toContainText('0 members · 0 keepers · 0 records kept');
    await expectAccessible(page);
    // A name is one protocol's only.
    await create.getByLabel('Name').fill(protocol);
    await create.getByRole('button', { name: 'Create Protocol' }).click();
    await expect(create.getByText('A protocol with this name already exists')).toBeVisible();

    await row.getByRole('link', { name: protocol }).click();
    await expect(page.getByRole('heading', { level: 1, name: protocol })).toBeVisible();
    await expect(page.getByText('No members yet.')).toBeVisible();
    const add = page.getByRole('form', { name: 'Add Member' });
    // An email nobody registered with is refused beside the box, in the server's words.
    await add.getByLabel('Email').fill('nobody-here@e2e.koa-canoes.example');
    await add.getByRole('button', { name: 'Add Member' }).click();
    await expect(
      add.getByText('No account has this email address. The person must register first.'),
    ).toBeVisible();
    await add.getByLabel('Email').fill(keeper.email);
    await add.getByLabel('Role').selectOption('keeper');
    await add.getByRole('button', { name: 'Add Member' }).click();
    const members = page.getByRole('list', { name: 'Members of this protocol' });
    await expect(members.getByRole('listitem').filter({ hasText: keeper.email })).toContainText(keeper.name);
    await expect(members.getByRole('combobox', { name: `Role of ${keeper.name}` })).toHaveValue('keeper');
    // The same account twice: told so.
    await add.getByLabel('Email').fill(keeper.email);
    await add.getByRole('button', { name: 'Add Member' }).click();
    await expect(add.getByText('This account already belongs to the protocol')).toBeVisible();

    // The keeper finds the protocol among theirs, with their role, and adds a member.
    const keeperPage = await pageAs(browser, keeper);
    await keeperPage.goto('/protocols');
    const own = keeperPage.getByRole('listitem').filter({ hasText: protocol });
    await expect(own).toContainText('Your role: Keeper');
    await expect(keeperPage.getByRole('form', { name: 'Create Protocol' })).toHaveCount(0);
    await own.getByRole('link', { name: protocol }).click();
    await expect(keeperPage.getByRole('heading', { level: 1, name: protocol })).toBeVisible();
    const keeperAdd = keeperPage.getByRole('form', { name: 'Add Member' });
    await keeperAdd.getByLabel('Email').fill(relative.email);
    await keeperAdd.getByRole('button', { name: 'Add Member' }).click();
    const keeperMembers = keeperPage.getByRole('list', { name: 'Members of this protocol' });
    await expect(keeperMembers.getByRole('combobox', { name: `Role of ${relative.name}` })).toHaveValue(
      'member',
    );
    // The last keeper stays: making them a member is refused, in the server's words.
    await keeperMembers.getByRole('combobox', { name: `Role of ${keeper.name}` }).selectOption('member');
    await expect(keeperPage.getByRole('alert')).toContainText(
      'A protocol keeps at least one keeper. Make another member a keeper first.',
    );
    await expect(keeperPage.getByText('Nothing yet.')).toBeVisible();
    await expectAccessible(keeperPage);

    // The administrator keeps the story for the protocol, with a line for others, and says why.
    await page.goto(`/canoes/${canoe.canoeId}?tab=stories`);
    const story = page.getByRole('article', { name: canoe.title });
    await story.getByRole('button', { name: /^Who may see this/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Who may see this' });
    await expect(dialog.getByRole('radio', { name: /^As the canoe/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^Members of protocols/ }).check();
    // No protocol ticked: the form says so before anything is sent.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Choose at least one protocol')).toBeVisible();
    await dialog.getByRole('checkbox', { name: protocol, exact: true }).check();
    await dialog.getByRole('radio', { name: 'A line naming the protocol' }).check();
    await dialog.getByLabel('Reason for this change').fill('The ʻohana asked for it');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(story).toContainText(`Kept for ${protocol}`);

    // And the photo, from the Media tab.
    await page.getByRole('tab', { name: 'Media' }).click();
    const photo = page.getByRole('listitem').filter({ hasText: canoe.caption });
    await photo.getByRole('button', { name: /^Who may see this/ }).click();
    await dialog.getByRole('radio', { name: /^Members of protocols/ }).check();
    await dialog.getByRole('checkbox', { name: protocol, exact: true }).check();
    await dialog.getByRole('radio', { name: 'A line naming the protocol' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(photo).toContainText(`Kept for ${protocol}`);

    // And the notes, from the Details tab, for the protocol's keepers only.
    await page.getByRole('tab', { name: 'Details' }).click();
    await page.getByRole('button', { name: 'Who may see this: The notes of this canoe' }).click();
    await expect(dialog.getByRole('radio', { name: /^As the canoe/ })).toHaveCount(0);
    await dialog.getByRole('radio', { name: /^Keepers only/ }).check();
    await dialog.getByRole('checkbox', { name: protocol, exact: true }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('tabpanel', { name: 'Details' })).toContainText(
      `Keepers of ${protocol} only`,
    );

    // The protocol's page lists all three, each leading to its canoe.
    await page.goto('/protocols');
    await expect(page.getByRole('listitem').filter({ hasText: protocol })).toContainText(
      '2 members · 1 keeper · 3 records kept',
    );
    await page.getByRole('link', { name: protocol }).click();
    const held = page.getByRole('region', { name: 'What It Keeps' });
    await expect(held.getByRole('link')).toHaveCount(3);
    await expect(held).toContainText('Story');
    await expect(held).toContainText('Photo');
    await expect(held).toContainText('Notes');
    await expect(held).toContainText('Keepers only');

    // The change history says why.
    const history = await page.request.get('/api/activity?limit=100');
    expect(await history.text()).toContain('The ʻohana asked for it');

    // The keeper downloads what the protocol keeps: one file named for it, with the kept story in it.
    await keeperPage.goto(new URL(keeperPage.url()).pathname);
    const exported = keeperPage.getByRole('region', { name: 'Export' });
    await expect(exported).toContainText(`everything kept for ${protocol}`);
    const [download] = await Promise.all([
      keeperPage.waitForEvent('download'),
      exported.getByRole('link', { name: 'Export What This Protocol Keeps' }).click(),
    ]);
    const slug = protocol
      .toLowerCase()
      .replace('ʻ', '')
      .replace(/[^a-z0-9]+/g, '-');
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^koa-canoe-archive-\\d{4}-\\d{2}-\\d{2}-${slug}\\.zip$`),
    );
    const zip = path.join(test.info().outputDir, download.suggestedFilename());
    await download.saveAs(zip);
    const files = await zipFiles(zip);
    const stories = [...files].find(([name]) => name.endsWith('data/records/stories.jsonl'))!;
    expect(stories[1].toString('utf8')).toContain(canoe.title);
    await expectAccessible(keeperPage);
    await keeperPage.context().close();
  });

  test('a member sees what is kept for them and shares a story for the protocol only; a visitor sees one line per kind and none of it', async ({
    page,
    request,
    browser,
    playwright,
  }) => {
    const member = await registerAccount(playwright, 'Makana Member');
    const stranger = await registerAccount(playwright, 'Ikaika Stranger');
    await signIn(page, 'admin');
    const canoe = await canoeWithStory(page, request);
    const protocol = unique('Hālau Kahananui');
    const { protocol_id: protocolId } = await post<{ protocol_id: number }>(page.request, '/api/protocols', {
      name: protocol,
    });
    await post(page.request, `/api/protocols/${protocolId}/members`, { email: member.email, role: 'member' });
    const keep = { visibility: 'protocols', protocol_ids: [protocolId], shown_as: 'notice' };
    for (const [kind, id] of [
      ['story', canoe.storyId],
      ['photo', canoe.mediaId],
    ] as const) {
      const response = await page.request.put(`/api/protection/${kind}/${id}`, {
        data: keep,
        headers: WRITE,
      });
      expect(response.status(), await response.text()).toBe(200);
    }

    // The member: the story and the photo, each marked as kept for the protocol.
    const memberPage = await pageAs(browser, member);
    await memberPage.goto(`/canoes/${canoe.canoeId}?tab=stories`);
    const story = memberPage.getByRole('article', { name: canoe.title });
    await expect(story).toContainText(canoe.words);
    await expect(story).toContainText(`Kept for ${protocol}`);
    await memberPage.getByRole('tab', { name: 'Media' }).click();
    const photo = memberPage.getByRole('listitem').filter({ hasText: canoe.caption });
    await expect(photo).toContainText(`Kept for ${protocol}`);
    await expect(photo.getByRole('img')).toBeVisible();
    await expect(memberPage.getByRole('button', { name: /^Who may see this/ })).toHaveCount(0);
    await expectAccessible(memberPage);

    // Their protocols page: the protocol and their role; its page is for its keepers.
    await memberPage.goto('/protocols');
    const own = memberPage.getByRole('listitem').filter({ hasText: protocol });
    await expect(own).toContainText('Your role: Member');
    await expect(own.getByRole('link', { name: protocol })).toHaveCount(0);
    await expectAccessible(memberPage);

    // The member shares a story for the protocol only; the review says so.
    await memberPage.goto(`/share?canoe=${canoe.canoeId}&kind=story`);
    const readers = memberPage.getByRole('group', { name: 'Who may read your story' });
    await expect(readers.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    const sharedTitle = unique('Our family’s canoe song');
    await memberPage.getByRole('textbox', { name: 'Title' }).fill(sharedTitle);
    await memberPage.getByRole('textbox', { name: 'Story' }).click();
    await memberPage.keyboard.type('Only for the hālau: the song we sing at launch.');
    await readers.getByRole('radio', { name: `Only the members of ${protocol}` }).check();
    await memberPage.getByRole('textbox', { name: 'Name to show' }).fill('Makana');
    await memberPage.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await memberPage.getByRole('button', { name: 'Send' }).click();
    await expect(memberPage.getByRole('heading', { name: 'Mahalo, it has been sent' })).toBeVisible({
      timeout: 20_000,
    });
    const list = await page.request.get('/api/submissions?status=pending&limit=100');
    const sent = ((await list.json()) as { submission_id: number; title: string | null }[]).find(
      (submission) => submission.title === sharedTitle,
    );
    expect(sent, 'the shared story waits for review').toBeTruthy();
    // The queue says it on the submission's card, and the review again.
    await page.goto('/submissions');
    const card = page.getByRole('article', { name: sharedTitle });
    await expect(card).toContainText(`Shared for ${protocol} only`);
    await expect(
      page.getByRole('article').filter({ hasNotText: sharedTitle }).filter({ hasText: 'Shared for' }),
    ).toHaveCount(0);
    await page.goto(`/submissions/${sent!.submission_id}`);
    await expect(page.getByText(`Shared for ${protocol} only`)).toBeVisible();

    // A signed-in account of no protocol has an empty protocols page and sees what a visitor sees.
    const strangerPage = await pageAs(browser, stranger);
    await strangerPage.goto('/protocols');
    await expect(strangerPage.getByRole('heading', { name: 'No protocols yet' })).toBeVisible();

    // A visitor: one line per kind, naming the protocol, and nothing of the story or the photo.
    const visitor = await pageAs(browser, null);
    await visitor.goto(`/canoes/${canoe.canoeId}?tab=stories`);
    await expect(visitor.getByText(`${protocol} keeps 1 story here.`)).toBeVisible();
    await expect(visitor.getByText(canoe.words)).toHaveCount(0);
    await expect(visitor.getByText(canoe.title)).toHaveCount(0);
    await visitor.getByRole('tab', { name: 'Media' }).click();
    await expect(visitor.getByText(`${protocol} keeps 1 photo here.`)).toBeVisible();
    await expect(visitor.getByText(canoe.caption)).toHaveCount(0);
    await expect(visitor.locator(`img[src*="/media/${canoe.mediaId}/"]`)).toHaveCount(0);
    await expectAccessible(visitor);
    for (const other of [memberPage, strangerPage, visitor]) await other.context().close();
  });

  test('an administrator keeps an ownership for a protocol; a visitor sees neither the steward as the canoe’s nor the canoe as the steward’s', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'admin');
    const protocol = unique('Kahananui ʻOhana');
    const { protocol_id: protocolId } = await post<{ protocol_id: number }>(page.request, '/api/protocols', {
      name: protocol,
    });
    const canoeName = unique('Kaʻimikai');
    const { canoe_id: canoeId } = await post<{ canoe_id: number }>(page.request, '/api/canoes', {
      name: canoeName,
      name_start_date: '1970',
    });
    const publicSteward = unique('Hui Waʻa o Hilo');
    const keptSteward = unique('Keawe ʻOhana');
    const owners = [];
    for (const name of [keptSteward, publicSteward]) {
      owners.push(
        await post<{ owner_id: number }>(page.request, '/api/owners', { name, owner_type: 'family' }),
      );
    }
    const keptNotes = unique('Carried home from Kaʻū');
    await post(page.request, '/api/ownerships', {
      canoe_id: canoeId,
      owner_id: owners[0].owner_id,
      start_date: '1970',
      end_date: '1985',
      notes: keptNotes,
    });
    await post(page.request, '/api/ownerships', {
      canoe_id: canoeId,
      owner_id: owners[1].owner_id,
      start_date: '1985',
    });

    // The administrator keeps the first ownership for the protocol, with a line for others.
    await page.goto(`/canoes/${canoeId}?tab=ownership`);
    const tab = page.getByRole('tabpanel', { name: 'Ownership' });
    const keptRow = tab.getByRole('row').filter({ hasText: keptSteward });
    await keptRow.getByRole('button', { name: /^Who may see this: The ownership of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Who may see this' });
    await expect(dialog.getByRole('radio', { name: /^As the canoe/ })).toBeChecked();
    await dialog.getByRole('radio', { name: /^Members of protocols/ }).check();
    await dialog.getByRole('checkbox', { name: protocol, exact: true }).check();
    await dialog.getByRole('radio', { name: 'A line naming the protocol' }).check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(keptRow).toContainText(`Kept for ${protocol}`);
    await expect(tab.getByRole('row').filter({ hasText: publicSteward })).not.toContainText('Kept for');
    const held = await page.request.get(`/api/protocols/${protocolId}`);
    expect(((await held.json()) as { held: { kind: string }[] }).held).toEqual([
      expect.objectContaining({ kind: 'ownership' }),
    ]);

    // A visitor: the public steward and a line naming the protocol; not a word of the kept ownership.
    const visitor = await pageAs(browser, null);
    await visitor.goto(`/canoes/${canoeId}?tab=ownership`);
    const seen = visitor.getByRole('tabpanel', { name: 'Ownership' });
    await expect(seen.getByRole('row').filter({ hasText: publicSteward })).toBeVisible();
    await expect(seen.getByText(`${protocol} keeps 1 ownership record here.`)).toBeVisible();
    await expect(visitor.getByText(keptSteward)).toHaveCount(0);
    await expect(visitor.getByText(keptNotes)).toHaveCount(0);
    await expectAccessible(visitor);
    // The kept steward's own page names no canoe of theirs, and says, as the canoe's does, that the protocol keeps
    // an ownership record here.
    await visitor.goto(`/owners/${owners[0].owner_id}`);
    await expect(visitor.getByRole('heading', { level: 1, name: keptSteward })).toBeVisible();
    await visitor.getByRole('tab', { name: 'History' }).click();
    const stewardHistory = visitor.getByRole('tabpanel', { name: 'History' });
    await expect(stewardHistory.getByText(`${protocol} keeps 1 ownership record here.`)).toBeVisible();
    await expect(visitor.getByText(canoeName)).toHaveCount(0);
    await expect(visitor.getByText(keptNotes)).toHaveCount(0);
    await expectAccessible(visitor);
    // The administrator still sees it in the steward's history.
    await page.goto(`/owners/${owners[0].owner_id}`);
    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('tabpanel', { name: 'History' })).toContainText(canoeName);
    await expect(page.getByText(`${protocol} keeps 1 ownership record here.`)).toHaveCount(0);
    await visitor.context().close();
  });

  test('an administrator renames a protocol, is told what it still keeps when deleting it, deletes it once it keeps nothing, and filters the Activity by it', async ({
    page,
    request,
  }) => {
    await signIn(page, 'admin');
    const canoe = await canoeWithStory(page, request);
    const protocol = unique('Keawe ʻOhana');
    const other = unique('Hui Waʻa');
    const { protocol_id: protocolId } = await post<{ protocol_id: number }>(page.request, '/api/protocols', {
      name: protocol,
    });
    await post(page.request, '/api/protocols', { name: other });
    const kept = await page.request.put(`/api/protection/story/${canoe.storyId}`, {
      data: { visibility: 'protocols', protocol_ids: [protocolId] },
      headers: { ...WRITE, 'X-Change-Reason': encodeURIComponent('Kept for the ʻohana') },
    });
    expect(kept.status(), await kept.text()).toBe(200);

    // Renamed on its page, with a reason.
    await page.goto(`/protocols/${protocolId}`);
    await page.getByRole('button', { name: 'Edit Protocol' }).click();
    const edit = page.getByRole('form', { name: 'Edit Protocol' });
    const renamed = `${protocol} o Kona`;
    await edit.getByLabel('Name').fill(renamed);
    await edit.getByLabel('Description').fill('The ʻohana of Kona.');
    await edit.getByLabel('Reason for this change').fill('The ʻohana asked for its full name');
    await expectAccessible(page);
    await edit.getByRole('button', { name: 'Save Protocol' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Saved the protocol ${renamed}.` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
    await expect(page.getByText('The ʻohana of Kona.')).toBeVisible();

    // It still keeps the story: the delete is refused, naming it.
    await page.getByRole('button', { name: 'Delete Protocol' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Protocol' });
    await expect(confirm).toContainText('A protocol that still keeps records cannot be deleted.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Failed to delete protocol. This protocol still keeps 1 record: the story “${canoe.title}” of ${canoe.name}. Make them public or keep them for another protocol first.`,
    );
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // The Activity, filtered by the protocol: its creation, its rename and the story kept for it; not the other.
    await page.goto('/activity');
    const filters = page.getByRole('search', { name: 'Filter changes' });
    await filters.getByLabel('Protocol').selectOption({ label: renamed });
    await expect(page).toHaveURL(new RegExp(`[?&]protocol=${protocolId}`));
    const changes = page.getByRole('list', { name: 'Changes' });
    await expect(changes.getByRole('listitem')).toHaveCount(3);
    await expect(changes).toContainText('The ʻohana asked for its full name');
    await expect(changes).toContainText('Kept for the ʻohana');
    await expect(changes).not.toContainText(other);
    await expectAccessible(page);

    // Made public again, the story leaves it nothing to keep: deleted, with Undo.
    const back = await page.request.put(`/api/protection/story/${canoe.storyId}`, {
      data: { inherit: true },
      headers: WRITE,
    });
    expect(back.status(), await back.text()).toBe(200);
    await page.goto(`/protocols/${protocolId}`);
    await page.getByRole('button', { name: 'Delete Protocol' }).click();
    await confirm.getByLabel('Reason for this change').fill('Merged into another ʻohana');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/protocols$/);
    await expect(
      page.getByRole('status').filter({ hasText: `Deleted the protocol ${renamed}.` }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: renamed })).toHaveCount(0);
    const history = await page.request.get(`/api/activity?protocol=${protocolId}&limit=1`);
    expect(await history.text()).toContain('Merged into another ʻohana');
    // Undo brings it back.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Restored the protocol ${renamed}.` }),
    ).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();
  });
});
