/**
 * Recorded Voices (issue 36, decision 035) in a real browser: a keeper adds a recording with its transcript through
 * the form, a visitor plays it and the transcript follows the voice, a line (clicked or chosen with the keyboard)
 * plays from its time, a video shows its transcript as captions, and the page passes axe.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, expectAccessible, signIn, unique } from './support/fixtures.ts';
import { toneWav } from '../../src/server/record-builders/recording.builder.ts';

const WRITE = { 'X-Requested-With': 'fetch' };
const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'recordings');
/** Where screenshots go when SCREENSHOTS names a folder (for people to look at; not compared). */
const SCREENSHOTS = process.env.SCREENSHOTS;

async function createCanoe(page: Page): Promise<number> {
  const response = await page.request.post('/api/canoes', { data: { name: unique('Leo') }, headers: WRITE });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { canoe_id: number }).canoe_id;
}

/** Sends the file and saves a recording of it through the API; its id. */
async function addRecording(page: Page, canoeId: number, file: Buffer, words: Record<string, unknown>) {
  const sent = await page.request.post('/api/recording-files', {
    headers: { ...WRITE, 'Content-Type': 'application/octet-stream' },
    data: file,
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const saved = await page.request.post(`/api/canoes/${canoeId}/recordings`, {
    headers: WRITE,
    data: { file_id: ((await sent.json()) as { file_id: number }).file_id, ...words },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { recording_id: number }).recording_id;
}

const line = (page: Page, words: string) =>
  page.getByRole('list', { name: 'Transcript' }).getByRole('button', { name: new RegExp(words) });

async function shoot(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  for (const width of [1366, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('Recorded Voices', () => {
  test('a keeper adds a recording with its transcript through the form', async ({ page }) => {
    await signIn(page, 'admin');
    const canoeId = await createCanoe(page);
    await page.goto(`/canoes/${canoeId}?tab=stories`);
    const section = page.getByRole('region', { name: 'Recorded Voices' });
    await expect(section.getByText('No recordings of this canoe yet.')).toBeVisible();
    await section.getByRole('button', { name: 'Add Recording' }).click();
    await page.getByLabel('Recording (sound or video)').setInputFiles({
      name: 'kupuna.wav',
      mimeType: 'audio/wav',
      buffer: toneWav(6),
    });
    await expect(page.getByRole('button', { name: 'Save Recording' })).toBeEnabled();
    await expect(page.getByLabel('Title')).toHaveValue('kupuna');
    await page.getByLabel('Title').fill('Carving at Hōnaunau');
    await page.getByLabel('Told by').fill('Kawika Nāone');
    await page.getByLabel('They agreed to be named on the public pages').check();
    await page.getByLabel('Transcript', { exact: true }).fill('0:00 Aloha mai kākou.\n0:09 He waʻa kēia.');
    await shoot(page, 'recording-form');
    await page.getByRole('button', { name: 'Save Recording' }).click();
    // A time past the recording's end is refused, with the line that has it.
    await expect(
      page.getByText('Transcript, line 2: This time is after the recording ends (0:06).'),
    ).toBeVisible();
    await page.getByLabel('Transcript', { exact: true }).fill('0:00 Aloha mai kākou.\n0:03 He waʻa kēia.');
    await page.getByRole('button', { name: 'Save Recording' }).click();
    const article = page.getByRole('article', { name: 'Carving at Hōnaunau' });
    await expect(article).toBeVisible();
    await expect(article.getByText('Told by Kawika Nāone · Length 0:06')).toBeVisible();
    await expect(line(page, 'He waʻa kēia')).toBeVisible();

    // Edit Recording: the transcript comes back as it was typed; a corrected word is saved, the file stays.
    await article.getByRole('button', { name: 'Edit Recording' }).click();
    const transcript = article.getByRole('textbox', { name: 'Transcript', exact: true });
    await expect(transcript).toHaveValue('0:00 Aloha mai kākou.\n0:03 He waʻa kēia.');
    await expect(article.getByLabel('Recording (sound or video)')).toHaveCount(0);
    await transcript.fill('0:00 Aloha mai kākou.\n0:03 He waʻa nui kēia.');
    await article.getByRole('button', { name: 'Save Recording' }).click();
    await expect(line(page, 'He waʻa nui kēia')).toBeVisible();
    await expect(article.getByRole('button', { name: 'Edit Recording' })).toBeFocused();
  });

  test('a visitor plays it: the transcript follows the voice, and a line plays from its time', async ({
    page,
    browser,
  }) => {
    await signIn(page, 'admin');
    const canoeId = await createCanoe(page);
    await addRecording(page, canoeId, toneWav(8), {
      title: 'The launch at Kawaihae',
      teller: 'Leilani Kahananui',
      teller_named: true,
      recorded_date: '1978',
      recorded_by: 'Hale Waʻa oral history project',
      transcript:
        '0:00 We carried her down at dawn.\n0:02 The whole ʻohana came.\n0:05 She took the water well.',
    });
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/canoes/${canoeId}?tab=stories`);
    const article = visitor.getByRole('article', { name: 'The launch at Kawaihae' });
    await expect(article).toContainText('Told by Leilani Kahananui · Recorded 1978 · Recorded by Hale Waʻa');
    const audio = article.locator('audio');
    await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.readyState)).toBeGreaterThan(0);

    // A click on a line plays from its time, and marks it.
    await line(visitor, 'The whole ʻohana came').click();
    await expect(line(visitor, 'The whole ʻohana came')).toHaveAttribute('aria-current', 'true');
    expect(await audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeGreaterThanOrEqual(2);
    // Playing on, the next line is marked when its time comes.
    await audio.evaluate((el: HTMLAudioElement) => {
      el.muted = true;
      return el.play();
    });
    await expect(line(visitor, 'She took the water well')).toHaveAttribute('aria-current', 'true', {
      timeout: 10_000,
    });
    await expect(line(visitor, 'The whole ʻohana came')).not.toHaveAttribute('aria-current', 'true');
    await audio.evaluate((el: HTMLAudioElement) => el.pause());

    // With the keyboard only: to the first line, Enter plays from there.
    await line(visitor, 'We carried her down at dawn').focus();
    await visitor.keyboard.press('Enter');
    await expect(line(visitor, 'We carried her down at dawn')).toHaveAttribute('aria-current', 'true');
    expect(await audio.evaluate((el: HTMLAudioElement) => el.currentTime)).toBeLessThan(2);
    await audio.evaluate((el: HTMLAudioElement) => el.pause());

    // A line's address opens the page at it.
    const id = await line(visitor, 'She took the water well').evaluate((el) => el.closest('li')!.id);
    await visitor.goto(`/canoes/${canoeId}?tab=stories#${id}`);
    await expect(line(visitor, 'She took the water well')).toHaveAttribute('aria-current', 'true');
    await expectAccessible(visitor);
    await shoot(visitor, 'recording-player');

    // The registry's search finds what was said, typed without the ʻokina, and leads to the line.
    await visitor.goto('/canoes?q=ohana%20came');
    const said = visitor.getByRole('region', { name: 'Said in Recorded Voices' });
    const found = said.getByRole('link', { name: /The whole ʻohana came/ });
    await expect(found).toContainText('The launch at Kawaihae, at 0:02');
    await expectAccessible(visitor);
    await shoot(visitor, 'said-in-recordings');
    await found.click();
    await expect(line(visitor, 'The whole ʻohana came')).toHaveAttribute('aria-current', 'true');

    // On the canoe's timeline, in 1978, with its teller, leading to the recording.
    await visitor.goto(`/canoes/${canoeId}/timeline`);
    const entry = visitor.getByRole('listitem').filter({ hasText: 'The launch at Kawaihae' });
    await expect(entry).toContainText('1978');
    await expect(entry).toContainText('Told by Leilani Kahananui');
    await shoot(visitor, 'recording-timeline');
    await entry.getByRole('link', { name: 'The launch at Kawaihae' }).click();
    await expect(visitor.getByRole('article', { name: 'The launch at Kawaihae' })).toBeVisible();
  });

  test('a video shows its transcript as captions', async ({ page }) => {
    await signIn(page, 'admin');
    const canoeId = await createCanoe(page);
    await addRecording(page, canoeId, fs.readFileSync(path.join(FIXTURES, 'clip.webm')), {
      title: 'On the water',
      transcript: 'WEBVTT\n\n00:00.000 --> 00:00.900\nHoe aku i ka waʻa.\n',
    });
    await page.goto(`/canoes/${canoeId}?tab=stories`);
    const video = page.getByRole('article', { name: 'On the water' }).locator('video');
    await expect(video).toBeVisible();
    await expect
      .poll(() =>
        video.evaluate((el: HTMLVideoElement) => {
          const track = el.textTracks[0];
          return track ? `${track.mode} ${track.cues?.length ?? 0}` : 'none';
        }),
      )
      .toBe('showing 1');
    await expectAccessible(page);
  });

  test('a visitor shares a recording through the share form; a keeper hears it, approves it, and it plays on the canoe page', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, 'admin');
    const canoeId = await createCanoe(page);
    const title = unique('Tūtū on the carving');

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const visitor = await context.newPage();
    await visitor.goto(`/share?canoe=${canoeId}&kind=story`);
    await visitor.locator('html[data-ready]').waitFor({ state: 'attached' });
    const part = visitor.getByRole('region', { name: 'A recording (optional)' });
    await part.getByLabel('Choose a recording').setInputFiles({
      name: 'tutu.wav',
      mimeType: 'audio/wav',
      buffer: toneWav(6),
    });
    await expect(part.getByText('tutu.wav')).toBeVisible();
    await part.getByRole('textbox', { name: /Title of the recording/ }).fill(title);
    await part.getByRole('textbox', { name: 'Who is speaking' }).fill('Tūtū Kahale');
    await part
      .getByRole('textbox', { name: 'Transcript (optional)' })
      .fill('0:01 Aloha mai kākou.\n0:04 Ua kālai ʻia kēia waʻa.');
    await visitor.getByRole('checkbox', { name: /I agree to the terms/ }).check();
    await visitor.getByRole('button', { name: 'Send' }).click();
    // Without the teller's agreement it is refused beside the box, with nothing sent.
    const consent = part.getByRole('checkbox', { name: /The person speaking agreed/ });
    await expect(consent).toHaveAccessibleDescription(
      'Please confirm that the person speaking agreed to share this recording',
    );
    await consent.check();
    await shoot(visitor, 'share-recording');
    await expectAccessible(visitor);
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByText('Thank you. Your submission will be reviewed')).toBeVisible({
      timeout: 30_000,
    });
    // Nothing of it is public before review.
    await visitor.goto(`/canoes/${canoeId}?tab=stories`);
    await expect(visitor.getByRole('article', { name: title })).toHaveCount(0);

    // The keeper hears it and reads its transcript on the review page, then approves it.
    await page.goto('/submissions');
    await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
    const review = page.getByRole('region', { name: 'Recording' });
    await expect(review.getByText('Told by Tūtū Kahale (Not to be named on the public pages)')).toBeVisible();
    await expect(review.getByText('Ua kālai ʻia kēia waʻa.')).toBeVisible();
    const audio = review.locator('audio');
    await expect
      .poll(() => audio.evaluate((el: HTMLAudioElement) => Math.round(el.duration || 0)), { timeout: 15_000 })
      .toBe(6);
    await shoot(page, 'share-recording-review');
    await expectAccessible(page);
    // The keeper corrects a word of its transcript, then approves it.
    await page.getByRole('button', { name: 'Edit then approve' }).click();
    const edited = page.getByRole('group', { name: 'Recording' });
    const transcript = edited.getByRole('textbox', { name: 'Transcript' });
    await expect(transcript).toHaveValue('0:01 Aloha mai kākou.\n0:04 Ua kālai ʻia kēia waʻa.');
    await transcript.fill('0:01 Aloha mai kākou.\n0:04 Ua kālai ʻia kēia waʻa nui.');
    await expect(edited.getByRole('checkbox', { name: 'Publish the recording' })).toBeChecked();
    await shoot(page, 'share-recording-edit');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save and approve' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Approved' })).toBeVisible();

    // Visitors play it on the canoe's Stories tab, the transcript beside it; the teller is not named.
    await visitor.goto(`/canoes/${canoeId}?tab=stories`);
    const article = visitor.getByRole('article', { name: title });
    await expect(article).toBeVisible();
    await expect(line(visitor, 'Ua kālai ʻia kēia waʻa nui')).toBeVisible();
    await expect(article).not.toContainText('Tūtū Kahale');
    // The Media tab lists it under the photos, a link to where it plays.
    await visitor.goto(`/canoes/${canoeId}?tab=media`);
    const listed = visitor.getByRole('region', { name: 'Recordings' });
    await expect(listed.getByRole('link', { name: title })).toBeVisible();
    await shoot(visitor, 'media-recordings');
    await listed.getByRole('link', { name: title }).click();
    await expect(visitor).toHaveURL(new RegExp(`tab=stories#recording-\\d+$`));
    await expect(visitor.getByRole('article', { name: title })).toBeVisible();
    await context.close();
  });
});
