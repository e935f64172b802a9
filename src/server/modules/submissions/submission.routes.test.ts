import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCanoe, buildProtocol, keepFor } from '../../record-builders/index.ts';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { phoneJpeg, smallPngBase64 } from '../../../../tests/setup/images.ts';
import { postSubmission, solvedChallenge } from '../../../../tests/setup/submissions.ts';
import { editCanoeStory, eraseClosedSubmissions } from './submission.service.ts';
import { VISITOR } from '../../core/viewer.ts';
import { setTranslation } from '../translations/translation.service.ts';
import { mailArea as mail } from '../../../shared/i18n/messages/mail.ts';

const SUBMISSION_TABLES = ['submissions', 'submission_photos', 'images', 'stories', 'canoe_media', 'changes'];

async function counts(t: TestApp) {
  const out: Record<string, number> = {};
  for (const table of SUBMISSION_TABLES) out[table] = await countRows(t.db, table);
  return out;
}

async function jpegPhoto(overrides: Record<string, unknown> = {}) {
  return {
    file_name: 'family-canoe.jpg',
    mime_type: 'image/jpeg',
    data: (await phoneJpeg()).toString('base64'),
    caption: 'At the 1978 regatta',
    credit: 'Photo: the Kahale family',
    date_taken: '1978',
    licence: 'cc-by-4.0',
    ...overrides,
  };
}

describe('community submissions', () => {
  let t: TestApp;
  let outbox: string;
  let canoeId: number;
  beforeAll(async () => {
    outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-outbox-'));
    t = await createTestApp({
      SUBMISSION_MIN_FILL_SECONDS: '0',
      SUBMISSION_RATE_LIMIT: '1000',
      MAIL_OUTBOX_DIR: outbox,
    });
    canoeId = (await buildCanoe(t.db, { name: 'Hōkūleʻa', hullId: 'H-1', length: 62 })).id;
  });
  afterAll(() => t.close());

  it('takes a story with a photo from a visitor without an account, and publishes nothing yet', async () => {
    const before = await counts(t);
    const res = await postSubmission(t, {
      kind: 'story',
      canoe_id: canoeId,
      title: 'Paddling with Tūtū',
      story: '<p>We paddled her <em>every</em> summer.</p>',
      licence: 'cc-by-4.0',
      photos: [await jpegPhoto()],
      photo_rights: true,
      sender_name: 'K. Kahale',
      email: 'kahale@example.org',
      notify: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe(
      'Thank you. Your submission will be reviewed before it appears on the site.',
    );
    const after = await counts(t);
    expect(after.submissions).toBe(before.submissions + 1);
    expect(after.submission_photos).toBe(before.submission_photos + 1);
    expect(after.stories).toBe(before.stories);
    expect(after.canoe_media).toBe(before.canoe_media);
    expect(after.changes).toBe(before.changes);
    const stories = await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/stories` });
    expect(stories.json()).toEqual([]);
  });

  it('strips the photo’s metadata and GPS, and keeps no client address', async () => {
    const row = await t.db.kysely
      .selectFrom('submission_photos as p')
      .innerJoin('images as i', 'i.image_id', 'p.image_id')
      .select(['i.display'])
      .orderBy('p.photo_id', 'desc')
      .executeTakeFirstOrThrow();
    const meta = await sharp(Buffer.from(row.display as Uint8Array)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    const submission = await t.db.kysely.selectFrom('submissions').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(submission)).not.toContain('203.0.113.7');
    expect(submission.client_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  describe('refuses bad senders and stores nothing', () => {
    const story = () => ({ kind: 'story', canoe_id: canoeId, story: '<p>A memory</p>' });

    it.each([
      ['no challenge', { challenge: undefined }],
      ['a challenge of the wrong shape', { challenge: 'solved' }],
    ])('%s', async (_label, extra) => {
      const before = await counts(t);
      const res = await t.request('anonymous', {
        method: 'POST',
        url: '/api/submissions',
        payload: { ...story(), agree_terms: true, ...extra },
        remoteAddress: '198.51.100.1',
      });
      expect(res.statusCode).toBe(400);
      expect(await counts(t)).toEqual(before);
    });

    it('a wrong solution, a forged signature, an expired challenge', async () => {
      const before = await counts(t);
      const good = await solvedChallenge(t);
      const wrong = { ...good, number: good.number + 1 };
      const forged = { ...good, signature: good.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')) };
      for (const challenge of [wrong, forged]) {
        const res = await postSubmission(t, { ...story(), challenge });
        expect(res.statusCode).toBe(400);
        expect(res.json().fields.challenge).toBe(
          'The form’s check did not complete. Please reload the page and try again.',
        );
      }
      expect(await counts(t)).toEqual(before);
    });

    it('a challenge used twice', async () => {
      const challenge = await solvedChallenge(t);
      expect((await postSubmission(t, { ...story(), challenge })).statusCode).toBe(201);
      const before = await counts(t);
      const again = await postSubmission(t, { ...story(), challenge });
      expect(again.statusCode).toBe(400);
      expect(await counts(t)).toEqual(before);
    });

    it('the honeypot filled', async () => {
      const before = await counts(t);
      const res = await postSubmission(t, { ...story(), website: 'http://spam.example' });
      expect(res.statusCode).toBe(400);
      expect(await counts(t)).toEqual(before);
    });

    it('without agreeing to the terms, without a story, or with a photo without the rights statement', async () => {
      const before = await counts(t);
      const noTerms = await postSubmission(t, { ...story(), agree_terms: false });
      expect(noTerms.json().fields.agree_terms).toBe('Please agree to the terms to share');
      const empty = await postSubmission(t, { kind: 'story', canoe_id: canoeId, story: '<p> </p>' });
      expect(empty.json().fields.story).toBe('Please write your story or add at least one photo');
      const noRights = await postSubmission(t, { ...story(), photos: [await jpegPhoto()] });
      expect(noRights.json().fields.photo_rights).toBe('Please confirm that you may share these photos');
      expect(await counts(t)).toEqual(before);
    });

    it('over the size limits: 11 photos, a story too long, a photo that is not an image', async () => {
      const before = await counts(t);
      const png = await smallPngBase64();
      const photo = { file_name: 'a.png', mime_type: 'image/png', data: png };
      const many = await postSubmission(t, {
        ...story(),
        photos: Array.from({ length: 11 }, () => photo),
        photo_rights: true,
      });
      expect(many.statusCode).toBe(400);
      expect(many.json().fields.photos).toBe('You can add at most 10 photos');
      const long = await postSubmission(t, { ...story(), story: `<p>${'a'.repeat(20_001)}</p>` });
      expect(long.statusCode).toBe(400);
      expect(long.json().fields.story).toBe('A story can be at most 20,000 characters');
      const notImage = await postSubmission(t, {
        ...story(),
        photos: [photo, { ...photo, data: Buffer.from('<html>not a photo</html>').toString('base64') }],
        photo_rights: true,
      });
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json().message).toMatch(/^Photo 2: /);
      expect(await counts(t)).toEqual(before);
    });
  });

  it('refuses a submission sent sooner than a person fills the form', async () => {
    const slow = await createTestApp({ SUBMISSION_MIN_FILL_SECONDS: '30' });
    try {
      const canoe = await buildCanoe(slow.db);
      const res = await postSubmission(slow, { kind: 'story', canoe_id: canoe.id, story: '<p>Fast</p>' });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.challenge).toBe(
        'That was faster than a person can fill the form. Please wait a moment and send it again.',
      );
      expect(await countRows(slow.db, 'submissions')).toBe(0);
    } finally {
      await slow.close();
    }
  });

  it('counts a client’s submissions an hour and refuses the next with 429', async () => {
    const limited = await createTestApp({ SUBMISSION_MIN_FILL_SECONDS: '0', SUBMISSION_RATE_LIMIT: '2' });
    try {
      const canoe = await buildCanoe(limited.db);
      const body = { kind: 'story', canoe_id: canoe.id, story: '<p>Again</p>' };
      expect((await postSubmission(limited, body, '192.0.2.5')).statusCode).toBe(201);
      expect((await postSubmission(limited, body, '192.0.2.5')).statusCode).toBe(201);
      const third = await postSubmission(limited, body, '192.0.2.5');
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
      expect(await countRows(limited.db, 'submissions')).toBe(2);
      // Another client is not held back.
      expect((await postSubmission(limited, body, '192.0.2.6')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it('refuses photos larger together than SUBMISSION_MAX_MB with 413', async () => {
    const small = await createTestApp({ SUBMISSION_MIN_FILL_SECONDS: '0', SUBMISSION_MAX_MB: '1' });
    try {
      const canoe = await buildCanoe(small.db);
      const big = Buffer.alloc(1_600_000, 1).toString('base64');
      const res = await postSubmission(small, {
        kind: 'story',
        canoe_id: canoe.id,
        photos: [{ file_name: 'big.jpg', mime_type: 'image/jpeg', data: big }],
        photo_rights: true,
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(
        'The photos are too large together. Please send fewer photos at a time.',
      );
      expect(await countRows(small.db, 'submissions')).toBe(0);
      expect(await countRows(small.db, 'images')).toBe(0);
    } finally {
      await small.close();
    }
  });

  describe('review', () => {
    const sendStory = async (extra: Record<string, unknown> = {}) => {
      const res = await postSubmission(t, {
        kind: 'story',
        canoe_id: canoeId,
        title: 'The 1978 regatta',
        story: '<p>She won by a length.</p>',
        licence: 'cc-by-sa-4.0',
        photos: [await jpegPhoto()],
        photo_rights: true,
        sender_name: 'Leilani K.',
        email: 'leilani@example.org',
        notify: true,
        ...extra,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().submission_id as number;
    };

    it('lists waiting submissions for administrators with the count; visitors and signed-in users are refused', async () => {
      const id = await sendStory();
      const second = await sendStory({ photos: [] });
      const list = await t.request('editor', { method: 'GET', url: '/api/submissions?status=pending' });
      expect(list.statusCode).toBe(200);
      expect(list.json().some((s: { submission_id: number }) => s.submission_id === id)).toBe(true);
      // Each row of the queue carries its own photos and the same sender's count, as its own page does.
      for (const shown of [id, second]) {
        const listed = list.json().find((s: { submission_id: number }) => s.submission_id === shown);
        const single = (
          await t.request('editor', { method: 'GET', url: `/api/submissions/${shown}` })
        ).json();
        expect(listed.photos).toEqual(single.photos);
        expect(listed.photo_count).toBe(shown === id ? 1 : 0);
        expect(listed.same_sender_count).toBe(single.same_sender_count);
        expect(listed.same_sender_count).toBeGreaterThan(0);
      }
      const count = await t.request('editor', { method: 'GET', url: '/api/submissions/count' });
      expect(count.json().pending).toBe(Number(list.headers['x-total-count']));
      expect(count.json().keep_closed_days).toBe(90);
      expect((await t.request('anonymous', { method: 'GET', url: '/api/submissions' })).statusCode).toBe(401);
      expect((await t.request('user', { method: 'GET', url: `/api/submissions/${id}` })).statusCode).toBe(
        403,
      );
    });

    it('erases rejected and spam submissions once SUBMISSION_KEEP_CLOSED_DAYS have passed, and nothing else', async () => {
      const oldRejected = await sendStory({ photos: [] });
      const oldSpam = await sendStory({ photos: [] });
      const recentRejected = await sendStory({ photos: [] });
      const oldApproved = await sendStory({ photos: [] });
      const waiting = await sendStory({ photos: [] });
      for (const [id, action] of [
        [oldRejected, 'reject'],
        [oldSpam, 'spam'],
        [recentRejected, 'reject'],
        [oldApproved, 'approve'],
      ] as const) {
        const res = await t.request('editor', {
          method: 'POST',
          url: `/api/submissions/${id}/${action}`,
          payload: {},
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const longAgo = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString();
      await t.db.kysely
        .updateTable('submissions')
        .set({ reviewed_at: longAgo, created_at: longAgo })
        .where('submission_id', 'in', [oldRejected, oldSpam, oldApproved])
        .execute();
      await t.db.kysely
        .updateTable('submissions')
        .set({ created_at: longAgo })
        .where('submission_id', '=', waiting)
        .execute();

      expect(await eraseClosedSubmissions(t.db, 90)).toBe(2);
      const left = await t.db.kysely
        .selectFrom('submissions')
        .select('submission_id')
        .where('submission_id', 'in', [oldRejected, oldSpam, recentRejected, oldApproved, waiting])
        .execute();
      expect(left.map((row) => row.submission_id).sort((a, b) => a - b)).toEqual(
        [recentRejected, oldApproved, waiting].sort((a, b) => a - b),
      );
      expect(
        (await t.request('admin', { method: 'GET', url: `/api/submissions/${oldRejected}` })).statusCode,
      ).toBe(404);
      // 0 keeps them all; a second pass finds nothing more.
      expect(await eraseClosedSubmissions(t.db, 0)).toBe(0);
      expect(await eraseClosedSubmissions(t.db, 90)).toBe(0);
    });

    it('shows the sender’s email to the admin group only', async () => {
      const id = await sendStory();
      const asAdmin = await t.request('admin', { method: 'GET', url: `/api/submissions/${id}` });
      const asEditor = await t.request('editor', { method: 'GET', url: `/api/submissions/${id}` });
      expect(asAdmin.json().email).toBe('leilani@example.org');
      expect(asEditor.json().email).toBeNull();
      expect(asEditor.json().same_sender_count).toBeGreaterThan(0);
    });

    it('serves a waiting photo to administrators only, never to shared caches', async () => {
      const id = await sendStory();
      const submission = (await t.request('admin', { method: 'GET', url: `/api/submissions/${id}` })).json();
      const url = submission.photos[0].thumbnail_url as string;
      const asAdmin = await t.request('admin', { method: 'GET', url });
      expect(asAdmin.statusCode).toBe(200);
      expect(asAdmin.headers['cache-control']).toMatch(/no-store/);
      expect((await t.request('anonymous', { method: 'GET', url })).statusCode).toBe(401);
    });

    it('approves a story with its photo in one change, then tells the sender', async () => {
      const id = await sendStory();
      const changesBefore = await countRows(t.db, 'changes');
      const res = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/approve`,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const approved = res.json();
      expect(approved).toMatchObject({ status: 'approved', reviewed_by: 'Test Editor' });
      expect(approved.story_id).toEqual(expect.any(Number));
      expect(approved.photos[0].media_id).toEqual(expect.any(Number));
      expect(await countRows(t.db, 'changes')).toBe(changesBefore + 1);

      const stories = (
        await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/stories` })
      ).json();
      expect(stories[0]).toMatchObject({
        title: 'The 1978 regatta',
        body: '<p>She won by a length.</p>',
        shown_name: 'Leilani K.',
        licence: 'cc-by-sa-4.0',
        licence_words: 'CC BY-SA 4.0',
      });
      const media = (
        await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/media` })
      ).json();
      const photo = media.find((m: { media_id: number }) => m.media_id === approved.photos[0].media_id);
      expect(photo).toMatchObject({ credit: 'Photo: the Kahale family', uploaded_by: 'Leilani K.' });

      const history = (
        await t.request('editor', { method: 'GET', url: `/api/canoes/${canoeId}/history` })
      ).json();
      const change = history[0] ?? history.changes?.[0];
      expect(JSON.stringify(change)).toContain(`Approved community submission #${id} shared by Leilani K.`);

      const mails = fs
        .readdirSync(outbox)
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
      expect(mails.some((m) => m.to === 'leilani@example.org' && /published/.test(m.subject))).toBe(true);

      const again = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/approve`,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
    });

    it('tells the sender in the language of the page they sent it from, English where untranslated', async () => {
      await setTranslation(t.db, 'haw', mail.submissionPublished.id, {
        text: '(haw) It is on the site now.',
        state: 'draft',
      });
      const ip = '203.0.113.44';
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/submissions',
        headers: { 'accept-language': 'haw' },
        remoteAddress: ip,
        payload: {
          agree_terms: true,
          challenge: await solvedChallenge(t, ip),
          kind: 'story',
          canoe_id: canoeId,
          title: 'From a Hawaiian page',
          story: '<p>Aloha.</p>',
          licence: 'cc-by-4.0',
          sender_name: 'Kalani',
          email: 'kalani@example.org',
          notify: true,
        },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const id = sent.json().submission_id as number;
      const approved = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/approve`,
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      const mails = fs
        .readdirSync(outbox)
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
        .filter((m) => m.to === 'kalani@example.org');
      expect(mails).toHaveLength(1);
      expect(mails[0].text).toContain('(haw) It is on the site now.');
      // The subject has no translation yet: English.
      expect(mails[0].subject).toMatch(/published/);
      // A sender from an English page is told in English, as before.
      const english = fs
        .readdirSync(outbox)
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')))
        .filter((m) => m.to === 'leilani@example.org');
      for (const m of english) expect(m.text).not.toContain('(haw)');
    });

    it('lets one of two administrators approving at once win; the story is written once', async () => {
      const id = await sendStory();
      const storiesBefore = await countRows(t.db, 'stories');
      const answers = await Promise.all([
        t.request('editor', { method: 'POST', url: `/api/submissions/${id}/approve`, payload: {} }),
        t.request('admin', { method: 'POST', url: `/api/submissions/${id}/approve`, payload: {} }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(await countRows(t.db, 'stories')).toBe(storiesBefore + 1);
    });

    it('rejects with a note: nothing public, its photo removed, the sender told', async () => {
      const id = await sendStory({ title: 'Not this one' });
      const before = await counts(t);
      const res = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/reject`,
        payload: { note: 'We could not confirm the date.' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'rejected', review_note: 'We could not confirm the date.' });
      expect(res.json().photos[0].image_url).toBeNull();
      const after = await counts(t);
      expect(after.images).toBe(before.images - 1);
      expect(after.stories).toBe(before.stories);
      expect(after.canoe_media).toBe(before.canoe_media);
      const stories = (
        await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/stories` })
      ).json();
      expect(stories.some((s: { title: string }) => s.title === 'Not this one')).toBe(false);
      const mails = fs
        .readdirSync(outbox)
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
      expect(mails.some((m) => m.text.includes('We could not confirm the date.'))).toBe(true);
    });

    it('marks spam without writing to the sender', async () => {
      const id = await sendStory({ email: 'spam-sender@example.org' });
      const res = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/spam`,
        payload: {},
      });
      expect(res.json().status).toBe('spam');
      const mails = fs
        .readdirSync(outbox)
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
      expect(mails.some((m) => m.to === 'spam-sender@example.org')).toBe(false);
    });

    it('links submissions by their email only: never an anonymous one to a named sender', async () => {
      const get = async (id: number) =>
        (await t.request('editor', { method: 'GET', url: `/api/submissions/${id}` })).json();
      // From the same client (every request of this test app comes from one address).
      const first = await sendStory({ photos: [], email: 'Makana@Example.org', notify: false });
      const second = await sendStory({ photos: [], email: 'makana@example.org' });
      const anonymous = await sendStory({ photos: [], email: undefined, notify: undefined });
      expect((await get(first)).same_sender_count).toBe(1);
      expect((await get(second)).same_sender_count).toBe(1);
      expect((await get(anonymous)).same_sender_count).toBe(0);
      // The note reaches only a sender who left an email and asked to be told.
      expect((await get(first)).sender_told).toBe(false);
      expect((await get(second)).sender_told).toBe(true);
      expect((await get(anonymous)).sender_told).toBe(false);
    });

    it('erases a sender’s words on request: their story, name, email and photos go; the record of it stays', async () => {
      const secret = 'Only Aunty Mele knew where she was kept';
      const id = await sendStory({ title: secret, story: `<p>${secret}.</p>`, email: 'mele@example.org' });
      const other = await sendStory({ photos: [], email: 'mele@example.org' });
      const before = await counts(t);
      expect(
        (await t.request('anonymous', { method: 'POST', url: `/api/submissions/${id}/erase`, payload: {} }))
          .statusCode,
      ).toBe(401);
      expect(
        (await t.request('user', { method: 'POST', url: `/api/submissions/${id}/erase`, payload: {} }))
          .statusCode,
      ).toBe(403);

      const res = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/erase`,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      const erased = res.json();
      // A waiting one is closed: nothing is left to review, and nobody is written to.
      expect(erased).toMatchObject({
        status: 'rejected',
        title: null,
        story: null,
        email: null,
        shown_name: 'Anonymous',
        photos: [],
        erased_by: 'Test Editor',
      });
      expect(erased.erased_at).toEqual(expect.any(String));
      const after = await counts(t);
      expect(after.submissions).toBe(before.submissions);
      expect(after.submission_photos).toBe(before.submission_photos - 1);
      expect(after.images).toBe(before.images - 1);
      // The words are nowhere in the database, the change history included.
      const rows = await t.db.kysely
        .selectFrom('submissions')
        .selectAll()
        .where('submission_id', '=', id)
        .execute();
      const history = await t.db.kysely.selectFrom('change_rows').selectAll().execute();
      expect(JSON.stringify([rows, history])).not.toContain(secret);
      expect(JSON.stringify(rows)).not.toContain('mele@example.org');
      // It no longer links to the sender's other submission.
      const left = (await t.request('admin', { method: 'GET', url: `/api/submissions/${other}` })).json();
      expect(left.same_sender_count).toBe(0);
      const mails = fs
        .readdirSync(outbox)
        .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')));
      expect(mails.some((m) => m.to === 'mele@example.org')).toBe(false);

      const again = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/erase`,
        payload: {},
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('The sender’s words have already been erased');
    });

    it('erasing an approved submission keeps what was published from it', async () => {
      const id = await sendStory({ title: 'Published then erased' });
      const approved = (
        await t.request('editor', { method: 'POST', url: `/api/submissions/${id}/approve`, payload: {} })
      ).json();
      const res = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/erase`,
        payload: {},
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ status: 'approved', story: null, story_id: approved.story_id });
      const media = (
        await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/media` })
      ).json();
      const photo = media.find((m: { media_id: number }) => m.media_id === approved.photos[0].media_id);
      expect((await t.request('anonymous', { method: 'GET', url: photo.url })).statusCode).toBe(200);
      const stories = (
        await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/stories` })
      ).json();
      expect(stories.some((s: { title: string }) => s.title === 'Published then erased')).toBe(true);
    });

    it('applies a correction after an edit, checked by the canoe form’s rules', async () => {
      const sent = await postSubmission(t, {
        kind: 'correction',
        canoe_id: canoeId,
        correction: { field: 'length', value: 'about sixty', explanation: 'I measured her in 1990' },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const id = sent.json().submission_id;
      const shown = (await t.request('editor', { method: 'GET', url: `/api/submissions/${id}` })).json();
      expect(shown.correction).toMatchObject({
        field: 'length',
        label: 'Length (ft)',
        current: '62',
        value: 'about sixty',
      });

      const refused = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/approve`,
        payload: {},
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields['correction.value']).toBe('Length must be a number');
      expect(
        (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}` })).json().length,
      ).toBe(62);

      const edited = await t.request('editor', {
        method: 'PUT',
        url: `/api/submissions/${id}`,
        payload: { correction: { field: 'length', value: '60.5', explanation: 'I measured her in 1990' } },
      });
      expect(edited.statusCode, edited.body).toBe(200);
      const approved = await t.request('editor', {
        method: 'POST',
        url: `/api/submissions/${id}/approve`,
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(
        (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}` })).json().length,
      ).toBe(60.5);
    });

    it('creates a canoe that was not in the registry, with its story', async () => {
      const sent = await postSubmission(t, {
        kind: 'new_canoe',
        canoe: { name: 'Kaʻiulani', build_date: 'about 1920', origin: 'Kona', steward: 'The Akana ʻohana' },
        story: '<p>Carved by my great-grandfather.</p>',
        sender_name: 'M. Akana',
      });
      expect(sent.statusCode, sent.body).toBe(201);
      const id = sent.json().submission_id;
      const approved = (
        await t.request('editor', { method: 'POST', url: `/api/submissions/${id}/approve`, payload: {} })
      ).json();
      expect(approved.created_canoe_id).toEqual(expect.any(Number));
      const canoe = (
        await t.request('anonymous', { method: 'GET', url: `/api/canoes/${approved.created_canoe_id}` })
      ).json();
      expect(canoe.name).toBe('Kaʻiulani');
      expect(canoe.notes).toContain('The Akana ʻohana');
      const stories = (
        await t.request('anonymous', {
          method: 'GET',
          url: `/api/canoes/${approved.created_canoe_id}/stories`,
        })
      ).json();
      expect(stories[0].shown_name).toBe('M. Akana');
    });

    it('keeps the markup of a story to paragraphs, emphasis and links', async () => {
      const id = await sendStory({
        story:
          '<p onclick="alert(1)">Hi <a href="javascript:alert(1)">x</a> <a href="https://example.org">y</a>' +
          '<script>alert(1)</script><img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe></p>',
        title: '<img src=x onerror=alert(1)>',
        sender_name: '<script>alert(1)</script>',
      });
      const approved = (
        await t.request('editor', { method: 'POST', url: `/api/submissions/${id}/approve`, payload: {} })
      ).json();
      const story = (await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/stories` }))
        .json()
        .find((s: { story_id: number }) => s.story_id === approved.story_id);
      expect(story.body).toBe(
        '<p>Hi <a rel="nofollow ugc noopener noreferrer">x</a> ' +
          '<a href="https://example.org" rel="nofollow ugc noopener noreferrer">y</a></p>',
      );
      // Plain text fields stay text: the page shows them as text, never as markup.
      expect(story.title).toBe('<img src=x onerror=alert(1)>');
    });

    // Content in both languages (decision 027); '(haw) …' stands in for a Hawaiian text, never invented Hawaiian.
    describe('a story in English and in ʻŌlelo Hawaiʻi', () => {
      const approve = async (id: number) => {
        const res = await t.request('editor', {
          method: 'POST',
          url: `/api/submissions/${id}/approve`,
          payload: {},
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { story_id: number; story_language: string };
      };
      const published = async (storyId: number, as: 'anonymous' | 'admin' = 'anonymous') =>
        (await t.request(as, { method: 'GET', url: `/api/canoes/${canoeId}/stories` }))
          .json()
          .find((story: { story_id: number }) => story.story_id === storyId);
      const storyUrl = (storyId: number) => `/api/canoes/${canoeId}/stories/${storyId}`;
      const patch = (
        as: 'admin' | 'editor' | 'user' | 'anonymous',
        storyId: number,
        payload: Record<string, unknown>,
      ) => t.request(as, { method: 'PATCH', url: storyUrl(storyId), payload });

      it('keeps the language the sender wrote in, and publishes a Hawaiian story as its Hawaiian version', async () => {
        const id = await sendStory({
          title: 'The voyage home',
          story: '<p>(haw) She carried six of us home.</p>',
          story_language: 'haw',
          photos: [],
        });
        const waiting = (await t.request('editor', { method: 'GET', url: `/api/submissions/${id}` })).json();
        expect(waiting.story_language).toBe('haw');
        const approved = await approve(id);
        expect(await published(approved.story_id)).toMatchObject({
          body: '',
          body_haw: '<p>(haw) She carried six of us home.</p>',
        });
        // Said in no language, a story is English, as every story was before.
        const english = await approve(await sendStory({ photos: [] }));
        expect(english.story_language).toBe('en');
        expect(await published(english.story_id)).toMatchObject({
          body: '<p>She won by a length.</p>',
          body_haw: null,
        });
      });

      it('lets a moderator correct the language before approving; refuses a language it does not know', async () => {
        const id = await sendStory({ story: '<p>(haw) The 1978 regatta</p>', photos: [] });
        const edited = await t.request('editor', {
          method: 'PUT',
          url: `/api/submissions/${id}`,
          payload: { story_language: 'haw' },
        });
        expect(edited.json().story_language).toBe('haw');
        expect(await published((await approve(id)).story_id)).toMatchObject({
          body: '',
          body_haw: '<p>(haw) The 1978 regatta</p>',
        });
        const refused = await postSubmission(t, {
          kind: 'story',
          canoe_id: canoeId,
          story: '<p>A memory</p>',
          story_language: 'fr',
        });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fields.story_language).toBe(
          'The language of the story must be en (English) or haw (ʻŌlelo Hawaiʻi)',
        );
      });

      it('lets a keeper add and correct either version, cleaned as a shared story; one left out stays', async () => {
        const { story_id: storyId } = await approve(await sendStory({ photos: [] }));
        const added = await patch('editor', storyId, {
          body_haw: '<p onclick="alert(1)">(haw) She won <em>by a length</em>.<script>alert(2)</script></p>',
        });
        expect(added.statusCode, added.body).toBe(200);
        expect(added.json()).toMatchObject({
          story_id: storyId,
          body: '<p>She won by a length.</p>',
          body_haw: '<p>(haw) She won <em>by a length</em>.</p>',
        });
        const both = await patch('admin', storyId, {
          body: '<p>She won by <strong>two</strong> lengths.</p>',
          body_haw: '<p>(haw) She won by two lengths.</p>',
        });
        expect(both.json()).toMatchObject({
          body: '<p>She won by <strong>two</strong> lengths.</p>',
          body_haw: '<p>(haw) She won by two lengths.</p>',
        });
        expect(await published(storyId)).toMatchObject({
          body: '<p>She won by <strong>two</strong> lengths.</p>',
          body_haw: '<p>(haw) She won by two lengths.</p>',
        });
        // The English removed: the story stays in ʻŌlelo Hawaiʻi alone.
        const hawaiianOnly = await patch('admin', storyId, { body: null });
        expect(hawaiianOnly.json()).toMatchObject({
          body: '',
          body_haw: '<p>(haw) She won by two lengths.</p>',
        });
      });

      it('lets a keeper record the time a story tells of, as precisely as it is known; left out it stays', async () => {
        const { story_id: storyId } = await approve(await sendStory({ photos: [] }));
        expect(await published(storyId)).toMatchObject({ told_of: null, told_of_words: null });
        const dated = await patch('editor', storyId, { told_of: '192X' });
        expect(dated.statusCode, dated.body).toBe(200);
        expect(dated.json()).toMatchObject({
          told_of: '192X',
          told_of_words: 'the 1920s',
          told_of_earliest: '1920-01-01',
          told_of_latest: '1929-12-31',
        });
        // The text changed, the time left out: it stays.
        await patch('admin', storyId, { body: '<p>She won by three lengths.</p>' });
        expect(await published(storyId)).toMatchObject({ told_of: '192X' });
        const refused = await patch('admin', storyId, { told_of: 'sometime' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().fields.told_of).toBeTruthy();
        expect(await published(storyId)).toMatchObject({ told_of: '192X' });
        // The change is in the history under its own label; empty clears it.
        const history = await t.request('admin', { method: 'GET', url: `/api/canoes/${canoeId}/history` });
        const fields = (
          history.json().changes as { rows: { fields: { field: string; label: string }[] }[] }[]
        )
          .flatMap((change) => change.rows.flatMap((row) => row.fields))
          .filter((field) => field.label === 'Time It Tells Of');
        expect(fields.length).toBeGreaterThan(0);
        expect((await patch('admin', storyId, { told_of: '' })).json()).toMatchObject({ told_of: null });
      });

      it('refuses to leave a story with neither version, or one too long, and changes nothing', async () => {
        const { story_id: storyId } = await approve(await sendStory({ photos: [] }));
        const before = await published(storyId);
        const changes = await countRows(t.db, 'changes');
        for (const payload of [
          { body: '' },
          { body: '<p> </p>', body_haw: null },
          { body: '<script>alert(1)</script>' },
        ]) {
          const res = await patch('admin', storyId, payload);
          expect(res.statusCode, JSON.stringify(payload)).toBe(400);
          expect(res.json().fields.body).toBe('A story needs its text in English or in ʻŌlelo Hawaiʻi');
        }
        const long = await patch('admin', storyId, { body_haw: `<p>${'k'.repeat(20_001)}</p>` });
        expect(long.statusCode).toBe(400);
        expect(long.json().fields.body_haw).toBe('A story can be at most 20,000 characters');
        expect(await published(storyId)).toEqual(before);
        expect(await countRows(t.db, 'changes')).toBe(changes);
      });

      it('is for administrators only, and answers 404 for a story of another canoe', async () => {
        const { story_id: storyId } = await approve(await sendStory({ photos: [] }));
        const payload = { body_haw: '<p>(haw) A memory</p>' };
        expect((await patch('anonymous', storyId, payload)).statusCode).toBe(401);
        expect((await patch('user', storyId, payload)).statusCode).toBe(403);
        const other = await buildCanoe(t.db, { name: 'Kaʻiulani', hullId: 'K-2' });
        const elsewhere = await t.request('admin', {
          method: 'PATCH',
          url: `/api/canoes/${other.id}/stories/${storyId}`,
          payload,
        });
        expect(elsewhere.statusCode).toBe(404);
        expect(elsewhere.json().message).toBe('Story not found');
        expect((await patch('admin', 999_999, payload)).statusCode).toBe(404);
        expect((await published(storyId)).body_haw).toBeNull();
      });

      it('records the change in the canoe’s history, under its own label, and a revert puts it back', async () => {
        const { story_id: storyId } = await approve(await sendStory({ photos: [] }));
        await patch('admin', storyId, { body_haw: '<p>(haw) She won by a length.</p>' });
        const history = await t.request('admin', { method: 'GET', url: `/api/canoes/${canoeId}/history` });
        const [latest] = history.json().changes as {
          change_id: number;
          summary: string;
          rows: { record_type: string; record_id: number; fields: { field: string; label: string }[] }[];
        }[];
        expect(latest.rows).toHaveLength(1);
        expect(latest.rows[0]).toMatchObject({ record_type: 'story', record_id: storyId });
        expect(latest.rows[0].fields).toEqual([
          {
            field: 'body_haw',
            label: 'Story in ʻŌlelo Hawaiʻi',
            before: null,
            after: '(haw) She won by a length.',
          },
        ]);
        const reverted = await t.request('admin', {
          method: 'POST',
          url: `/api/changes/${latest.change_id}/revert`,
          payload: {},
        });
        expect(reverted.statusCode, reverted.body).toBe(201);
        expect((await published(storyId)).body_haw).toBeNull();
      });

      it('keeps a story kept for a protocol, its Hawaiian version with it, from whoever may not see it', async () => {
        const { story_id: storyId } = await approve(await sendStory({ photos: [], title: 'Kept words' }));
        const hawaiian = '<p>(haw) Kept-story-hawaiian-words</p>';
        expect((await patch('admin', storyId, { body_haw: hawaiian })).statusCode).toBe(200);
        const protocol = await buildProtocol(t.db, { name: 'The Kahale family' });
        await keepFor(t.db, 'story', storyId, [protocol.id]);
        // A visitor's Stories tab holds neither the story nor its Hawaiian words.
        const visitors = await t.request('anonymous', {
          method: 'GET',
          url: `/api/canoes/${canoeId}/stories`,
        });
        expect(visitors.statusCode).toBe(200);
        expect(visitors.body).not.toContain('Kept-story-hawaiian-words');
        expect((await published(storyId, 'admin')).body_haw).toBe(hawaiian);
        // Who may not see it cannot edit it: a signed-in account without the keepers' rights is refused…
        expect((await patch('user', storyId, { body_haw: '<p>(haw) other</p>' })).statusCode).toBe(403);
        // …and to a caller who may not see it the story is not found, as if it did not exist.
        const protection = (await t.db.kysely
          .selectFrom('stories')
          .select('protection_id')
          .where('story_id', '=', storyId)
          .executeTakeFirstOrThrow())!.protection_id!;
        await expect(
          editCanoeStory(t.db, canoeId, storyId, { body_haw: '<p>(haw) other</p>' }, VISITOR),
        ).rejects.toMatchObject({ statusCode: 404, message: 'Story not found' });
        expect((await published(storyId, 'admin')).body_haw).toBe(hawaiian);
        // One who may see it may.
        const member = { ...VISITOR, protections: [protection], memberOf: [protocol.id], userId: 1 };
        const seen = await editCanoeStory(t.db, canoeId, storyId, { body_haw: '<p>(haw) seen</p>' }, member);
        expect(seen).toMatchObject({ body_haw: '<p>(haw) seen</p>', kept_for: expect.any(Object) });
      });
    });

    it('removes a published story (administrators only)', async () => {
      const id = await sendStory({ title: 'To be removed' });
      const approved = (
        await t.request('editor', { method: 'POST', url: `/api/submissions/${id}/approve`, payload: {} })
      ).json();
      const url = `/api/canoes/${canoeId}/stories/${approved.story_id}`;
      expect((await t.request('user', { method: 'DELETE', url })).statusCode).toBe(403);
      expect((await t.request('editor', { method: 'DELETE', url })).statusCode).toBe(204);
      const stories = (
        await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/stories` })
      ).json();
      expect(stories.some((s: { story_id: number }) => s.story_id === approved.story_id)).toBe(false);
    });
  });
});
