/**
 * Recordings sent with the share form (issue 36): the upload paid with the form's challenge, the submission that
 * claims it, the moderation page's player, and what an approval, a refusal, an edit and an erasure do with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCanoe, buildProtocol, buildProtocolMember } from '../../record-builders/index.ts';
import { countRows, createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { postSubmission, sendSharedRecording, solvedChallenge } from '../../../../tests/setup/submissions.ts';
import { fixture, patternWav } from '../../../../tests/setup/recordings.ts';
import { createApiToken, createUser } from '../auth/accounts.service.ts';
import { removeUnnamedFiles } from '../recordings/recording-store.ts';
import { MAX_UNCLAIMED_UPLOADS } from './shared-recording.service.ts';

/** Five seconds of sound (8 kHz, 16-bit mono), every byte saying where it is. */
const SOUND = patternWav(5 * 16_000);
const TYPED = '0:01 My grandfather carved her in 1931.\n0:02 We paddled her every summer.';

describe('recordings shared through the share form', () => {
  let t: TestApp;
  let canoeId: number;
  let ip = 10;
  /** Each test its own client, so the per-client limits of one do not reach the next. */
  const nextIp = () => `198.51.100.${ip++}`;

  beforeAll(async () => {
    t = await createTestApp({
      SUBMISSION_MIN_FILL_SECONDS: '0',
      SUBMISSION_RATE_LIMIT: '1000',
      SUBMISSION_RECORDING_MAX_MB: '1',
    });
    canoeId = (await buildCanoe(t.db, { name: 'Hōkūleʻa', hullId: 'H-1' })).id;
  });
  afterAll(() => t.close());

  const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    t.request('admin', { method, url, payload: payload as Record<string, unknown>, headers });

  /** Uploads tone.wav with a fresh challenge; the challenge and the answer. */
  async function upload(client: string, bytes = SOUND) {
    const challenge = await solvedChallenge(t, client);
    const res = await sendSharedRecording(t, bytes, challenge, client);
    expect(res.statusCode, res.body).toBe(201);
    return { challenge, token: res.json().upload_token as string, answer: res.json() };
  }

  async function share(
    client: string,
    recording: Record<string, unknown>,
    extra: Record<string, unknown> = {},
  ) {
    const { challenge, token } = await upload(client);
    return postSubmission(
      t,
      {
        kind: 'story',
        canoe_id: canoeId,
        challenge,
        recording: { upload_token: token, title: 'Tūtū on the carving', consent: true, ...recording },
        ...extra,
      },
      client,
    );
  }

  it('takes the file only with a solved challenge not yet used, and answers a token, never its id', async () => {
    const client = nextIp();
    const files = await countRows(t.db, 'recording_files');
    const none = await sendSharedRecording(t, fixture('tone.wav'), null, client);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(
      'The form’s check did not complete. Please reload the page and try again.',
    );
    const garbled = await sendSharedRecording(t, fixture('tone.wav'), null, client, {
      'x-challenge': 'not json',
    });
    expect(garbled.statusCode).toBe(400);
    const challenge = await solvedChallenge(t, client);
    const forged = await sendSharedRecording(
      t,
      fixture('tone.wav'),
      { ...challenge, number: challenge.number + 1 },
      client,
    );
    expect(forged.statusCode).toBe(400);
    expect(await countRows(t.db, 'recording_files')).toBe(files);

    const sent = await sendSharedRecording(t, fixture('tone.mp3'), challenge, client);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ format: 'mp3', kind: 'audio', mime_type: 'audio/mpeg' });
    expect(sent.json()).not.toHaveProperty('file_id');
    expect(sent.json().upload_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // The token is kept only as its hash.
    const row = await t.db.kysely
      .selectFrom('shared_recording_uploads')
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row.token_hash).not.toBe(sent.json().upload_token);

    // A second upload paid with the same challenge replaces the first: one file, not two.
    const again = await sendSharedRecording(t, fixture('tone.wav'), challenge, client);
    expect(again.statusCode).toBe(201);
    expect(await countRows(t.db, 'recording_files')).toBe(files + 1);
    expect(await countRows(t.db, 'shared_recording_uploads')).toBe(1);

    // Once the submission has used the challenge, it pays for nothing more.
    const posted = await postSubmission(
      t,
      { kind: 'story', canoe_id: canoeId, story: '<p>A story</p>', challenge },
      client,
    );
    expect(posted.statusCode).toBe(201);
    const late = await sendSharedRecording(t, fixture('tone.wav'), challenge, client);
    expect(late.statusCode).toBe(400);
    expect(await countRows(t.db, 'recording_files')).toBe(files + 1);
  });

  it('checks the file by its bytes and its size as a keeper’s upload, with the smaller limit', async () => {
    const client = nextIp();
    const files = await countRows(t.db, 'recording_files');
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(400)]);
    const lie = await sendSharedRecording(t, zip, await solvedChallenge(t, client), client);
    expect(lie.statusCode).toBe(415);
    const announced = await sendSharedRecording(
      t,
      Buffer.alloc(16),
      await solvedChallenge(t, client),
      client,
      {
        'content-length': String(2 * 1024 ** 3),
      },
    );
    expect(announced.statusCode).toBe(413);
    expect(announced.json().message).toBe('This recording is larger than the 1 MB limit.');
    const large = await sendSharedRecording(
      t,
      patternWav(1.5 * 1024 * 1024),
      await solvedChallenge(t, client),
      client,
    );
    expect(large.statusCode).toBe(413);
    const cut = fixture('tone.m4a').subarray(0, 2000);
    expect((await sendSharedRecording(t, cut, await solvedChallenge(t, client), client)).statusCode).toBe(
      422,
    );
    expect(await countRows(t.db, 'recording_files')).toBe(files);
  });

  it(`keeps at most ${MAX_UNCLAIMED_UPLOADS} unclaimed uploads of one client`, async () => {
    const client = nextIp();
    for (let i = 0; i < MAX_UNCLAIMED_UPLOADS; i++) await upload(client);
    const more = await sendSharedRecording(t, fixture('tone.wav'), await solvedChallenge(t, client), client);
    expect(more.statusCode).toBe(429);
    expect(more.json().message).toBe(
      'You have sent several recordings that were not shared yet. Please send the form, or wait a day.',
    );
    // Another client is not held back by this one.
    await upload(nextIp());
  });

  it('refuses before reading the body, and closes the connection on a large one', async () => {
    const client = nextIp();
    const res = await sendSharedRecording(t, Buffer.alloc(16), { algorithm: 'SHA-256' }, client, {
      'content-length': String(900 * 1024 * 1024 - 1),
    });
    // Announced past the limit: 413 first, with the connection closed so the body is never read.
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    const unpaid = await sendSharedRecording(t, Buffer.alloc(16), null, client, {
      'content-length': String(900 * 1024),
    });
    expect(unpaid.statusCode).toBe(400);
  });

  it('counts only the uploads of the last day, and holds everyone’s waiting uploads within a bound', async () => {
    const client = nextIp();
    for (let i = 0; i < MAX_UNCLAIMED_UPLOADS; i++) await upload(client);
    expect((await sendSharedRecording(t, SOUND, await solvedChallenge(t, client), client)).statusCode).toBe(
      429,
    );
    const yesterday = new Date(Date.now() - 25 * 3600_000).toISOString();
    await t.db.kysely.updateTable('shared_recording_uploads').set({ created_at: yesterday }).execute();
    await upload(client);

    // Everyone's waiting uploads at twenty times the largest one: no more, from anyone, until some are shared.
    const waiting = await t.db.kysely.selectFrom('shared_recording_uploads').select('file_id').execute();
    const sizes = await t.db.kysely
      .selectFrom('recording_files')
      .select(['file_id', 'byte_size'])
      .where(
        'file_id',
        'in',
        waiting.map((row) => row.file_id),
      )
      .execute();
    await t.db.kysely
      .updateTable('recording_files')
      .set({ byte_size: 20 * 1024 * 1024 })
      .where(
        'file_id',
        'in',
        waiting.map((row) => row.file_id),
      )
      .execute();
    await t.db.kysely
      .updateTable('shared_recording_uploads')
      .set({ created_at: new Date().toISOString() })
      .execute();
    const full = await sendSharedRecording(t, SOUND, await solvedChallenge(t, nextIp()), nextIp());
    expect(full.statusCode).toBe(503);
    expect(full.json().message).toBe(
      'The archive is holding many recordings that wait to be shared. Please try again later: nothing was saved.',
    );
    for (const row of sizes) {
      await t.db.kysely
        .updateTable('recording_files')
        .set({ byte_size: row.byte_size })
        .where('file_id', '=', row.file_id)
        .execute();
    }
    await t.db.kysely.deleteFrom('shared_recording_uploads').execute();
  });

  it('spends the challenge an upload was paid with when a submission claims it', async () => {
    const client = nextIp();
    const { challenge, token } = await upload(client);
    const other = await solvedChallenge(t, client);
    const sent = await postSubmission(
      t,
      {
        kind: 'story',
        canoe_id: canoeId,
        challenge: other,
        recording: { upload_token: token, title: 'Paid once', consent: true },
      },
      client,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await sendSharedRecording(t, SOUND, challenge, client)).statusCode).toBe(400);
  });

  it('is claimed by the submission with its words, private until reviewed, played to keepers with ranges', async () => {
    const client = nextIp();
    const stories = await countRows(t.db, 'recordings');
    const sent = await share(client, {
      teller: 'Tūtū Kahale',
      teller_named: true,
      recorded_date: '1978',
      transcript: TYPED,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await countRows(t.db, 'recordings')).toBe(stories);
    const id = sent.json().submission_id as number;
    const review = (await admin('GET', `/api/submissions/${id}`)).json();
    expect(review.recording).toMatchObject({
      title: 'Tūtū on the carving',
      teller: 'Tūtū Kahale',
      teller_named: true,
      recorded_date: '1978',
      recorded_date_words: '1978',
      file: { format: 'wav', kind: 'audio', byte_size: SOUND.length, duration_seconds: 5 },
      recording_id: null,
    });
    expect(review.recording.transcript).toContain(
      '00:00:01.000 --> 00:00:02.000\nMy grandfather carved her in 1931.',
    );
    const queue = (await admin('GET', '/api/submissions?status=pending')).json() as {
      submission_id: number;
      recording: unknown;
    }[];
    expect(queue.find((row) => row.submission_id === id)?.recording).toMatchObject({
      title: 'Tūtū on the carving',
    });

    const url = review.recording.url as string;
    const whole = await admin('GET', url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toMatch(/no-store/);
    expect(whole.rawPayload.equals(SOUND)).toBe(true);
    const part = await admin('GET', url, undefined, { range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(SOUND.subarray(10, 20))).toBe(true);
    expect((await t.request('anonymous', { method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request('user', { method: 'GET', url })).statusCode).toBe(403);
    // Claimed: the token names nothing any more.
    const hashes = await t.db.kysely.selectFrom('shared_recording_uploads').select('file_id').execute();
    expect(hashes.map((row) => row.file_id)).not.toContain(
      (
        await t.db.kysely
          .selectFrom('submission_recordings')
          .select('file_id')
          .where('submission_id', '=', id)
          .executeTakeFirstOrThrow()
      ).file_id,
    );
  });

  it('refuses a recording without the teller’s agreement, an unknown token, a transcript past its end, and on a correction', async () => {
    const client = nextIp();
    const submissions = await countRows(t.db, 'submissions');
    const noConsent = await share(client, { consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().fields['recording.consent']).toBe(
      'Please confirm that the person speaking agreed to share this recording',
    );
    const unknown = await postSubmission(
      t,
      {
        kind: 'story',
        canoe_id: canoeId,
        recording: { upload_token: 'x'.repeat(32), title: 'T', consent: true },
      },
      client,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['recording.upload_token']).toBe(
      'The recording sent with the form is not there any more. Please choose it again.',
    );
    const late = await share(client, { transcript: '0:01 Hello\n9:00 Past the end' });
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().fields)).toEqual(['recording.transcript']);
    const correction = await share(
      client,
      {},
      { kind: 'correction', correction: { field: 'name', value: 'Hokulea' } },
    );
    expect(correction.statusCode).toBe(400);
    expect(correction.json().fields.recording).toBe('A correction takes no recording');
    expect(await countRows(t.db, 'submissions')).toBe(submissions);
  });

  it('becomes the canoe’s recording when approved, with its story, and is in the history', async () => {
    const client = nextIp();
    const sent = await share(
      client,
      { teller: 'Tūtū Kahale', teller_named: false, transcript: TYPED, licence: 'cc-by-4.0' },
      { story: '<p>Her carving, as told.</p>', title: 'The carving', sender_name: 'K. Kahale' },
    );
    const id = sent.json().submission_id as number;
    const approved = await admin('POST', `/api/submissions/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const recordingId = approved.json().recording.recording_id as number;
    expect(recordingId).toBeGreaterThan(0);
    // The file is the canoe recording's now: the review no longer plays it, it links to where visitors hear it.
    expect(approved.json().recording).toMatchObject({ file: null, url: null });

    const listed = (
      await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/recordings` })
    ).json() as {
      recording_id: number;
      title: string;
      teller: string | null;
      story_id: number | null;
      uploaded_by: string;
      licence: string;
      url: string;
    }[];
    const recording = listed.find((row) => row.recording_id === recordingId)!;
    expect(recording).toMatchObject({
      title: 'Tūtū on the carving',
      // Not agreed to be named: visitors are not told.
      teller: null,
      story_id: approved.json().story_id,
      uploaded_by: 'K. Kahale',
      licence: 'cc-by-4.0',
    });
    const played = await t.request('anonymous', { method: 'GET', url: recording.url });
    expect(played.rawPayload.equals(SOUND)).toBe(true);
    const change = await t.db.kysely
      .selectFrom('change_rows')
      .select('change_id')
      .where('table_name', '=', 'recordings')
      .where('record_id', '=', recordingId)
      .executeTakeFirst();
    expect(change).toBeTruthy();
  });

  it('is kept for the protocol it was shared for', async () => {
    const client = nextIp();
    const protocol = await buildProtocol(t.db, { name: 'Kahale ʻohana' });
    const member = await createUser(t.db, {
      email: 'kahale@example.org',
      name: 'Kahale',
      password: 'a-long-password-3',
    });
    await buildProtocolMember(t.db, protocol.id, member.user_id);
    const token = await createApiToken(t.db, 'kahale@example.org');
    const { challenge, token: uploadToken } = await upload(client);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/submissions',
      remoteAddress: client,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        kind: 'story',
        canoe_id: canoeId,
        protocol_id: protocol.id,
        agree_terms: true,
        challenge,
        recording: { upload_token: uploadToken, title: 'For the ʻohana', consent: true },
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const approved = await admin('POST', `/api/submissions/${sent.json().submission_id}/approve`, {});
    const recordingId = approved.json().recording.recording_id as number;
    const visitor = (
      await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoeId}/recordings` })
    ).json() as {
      recording_id: number;
    }[];
    expect(visitor.map((row) => row.recording_id)).not.toContain(recordingId);
    const file = await t.request('anonymous', {
      method: 'GET',
      url: `/api/canoes/${canoeId}/recordings/${recordingId}/file`,
      headers: { range: 'bytes=0-9' },
    });
    expect(file.statusCode).toBe(404);
    const seen = (
      await t.app.inject({
        method: 'GET',
        url: `/api/canoes/${canoeId}/recordings`,
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as { recording_id: number; kept_for: unknown }[];
    expect(seen.find((row) => row.recording_id === recordingId)?.kept_for).toBeTruthy();
  });

  it('an edit changes its words or leaves it out; a rejection and an erasure remove its file', async () => {
    const client = nextIp();
    const edited = (await share(client, {}, { story: '<p>Words too.</p>' })).json().submission_id as number;
    const put = await admin('PUT', `/api/submissions/${edited}`, {
      recording: { title: 'Carving Hōkūleʻa', teller: 'Tūtū', teller_named: true, transcript: '0:01 Aloha' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().recording).toMatchObject({
      title: 'Carving Hōkūleʻa',
      teller: 'Tūtū',
      teller_named: true,
    });
    const badTime = await admin('PUT', `/api/submissions/${edited}`, {
      recording: { transcript: '1:00:00 Too late' },
    });
    expect(badTime.statusCode).toBe(400);
    const files = await countRows(t.db, 'recording_files');
    const left = await admin('PUT', `/api/submissions/${edited}`, { recording: null });
    expect(left.json().recording).toBeNull();
    expect(await countRows(t.db, 'recording_files')).toBe(files - 1);
    await admin('POST', `/api/submissions/${edited}/approve`, {});
    expect(await countRows(t.db, 'recording_files')).toBe(files - 1);

    const rejected = (await share(client, {})).json().submission_id as number;
    const url = (await admin('GET', `/api/submissions/${rejected}`)).json().recording.url as string;
    const refused = await admin('POST', `/api/submissions/${rejected}/reject`, { note: 'Not this canoe' });
    expect(refused.json().recording).toMatchObject({ file: null, url: null });
    expect((await admin('GET', url)).statusCode).toBe(404);
    expect(await countRows(t.db, 'recording_files')).toBe(files - 1);

    const erased = (await share(client, {})).json().submission_id as number;
    await admin('POST', `/api/submissions/${erased}/erase`, {});
    expect((await admin('GET', `/api/submissions/${erased}`)).json().recording).toBeNull();
    expect(await countRows(t.db, 'recording_files')).toBe(files - 1);
  });

  it('the day’s sweep spares a waiting submission’s file and removes an upload no one claimed', async () => {
    const client = nextIp();
    const waiting = (await share(client, {})).json().submission_id as number;
    await upload(client);
    const long = new Date(Date.now() - 25 * 3600_000).toISOString();
    await t.db.kysely.updateTable('recording_files').set({ created_at: long }).execute();
    const unclaimed = await countRows(t.db, 'shared_recording_uploads');
    expect(unclaimed).toBeGreaterThan(0);
    await removeUnnamedFiles(t.db.kysely);
    expect(await countRows(t.db, 'shared_recording_uploads')).toBe(0);
    const review = (await admin('GET', `/api/submissions/${waiting}`)).json();
    expect(review.recording.file).not.toBeNull();
    expect((await admin('GET', review.recording.url)).rawPayload.equals(SOUND)).toBe(true);
  });
});
