/**
 * Recordings where the site keeps its files in an S3-compatible bucket (issue 36, decision 035), against a local S3
 * server: a new file goes to the bucket whole (no parts in the database), is streamed back with the same ranges, a
 * visitor's shared recording goes there too, a bucket that refuses it saves nothing, an object is deleted only once
 * no row needs it, and the export reads it from the bucket and an import into a site without a bucket keeps it whole.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, createTestApp, openTestDatabase, type TestApp } from '../setup/test-app.ts';
import { startTestS3, type TestS3 } from '../setup/s3-server.ts';
import { addRecording, patternWav, sendFile } from '../setup/recordings.ts';
import { postSubmission, sendSharedRecording, solvedChallenge } from '../setup/submissions.ts';
import { loadConfig } from '../../src/server/config.ts';
import { Bucket } from '../../src/server/modules/media/bucket.ts';
import { deleteUnneededObjects } from '../../src/server/modules/media/image-objects.ts';
import { openRange, removeUnnamedFiles } from '../../src/server/modules/recordings/recording-store.ts';
import { exportArchive } from '../../src/server/modules/open-data/export.ts';
import { importArchive } from '../../src/server/modules/open-data/import.ts';
import { buildCanoe } from '../../src/server/record-builders/index.ts';

let s3: TestS3;
let bucket: Bucket;
let t: TestApp;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koa-s3-recordings-'));
/** 700 KB of sound: more than two of the database's parts, every byte saying where it is. */
const SOUND = patternWav(700 * 1024);

beforeAll(async () => {
  s3 = await startTestS3('koa-test-recordings');
  bucket = new Bucket(loadConfig(s3.env).objectStorage!);
  t = await createTestApp({ ...s3.env, SUBMISSION_MIN_FILL_SECONDS: '0', SUBMISSION_RATE_LIMIT: '1000' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const fileRow = (fileId: number) =>
  t.db.kysely
    .selectFrom('recording_files')
    .selectAll()
    .where('file_id', '=', fileId)
    .executeTakeFirstOrThrow();

describe('recordings in the bucket', () => {
  it('are stored there whole, with no parts in the database, and streamed back with ranges', async () => {
    const canoe = await buildCanoe(t.db);
    const parts = await countRows(t.db, 'recording_file_parts');
    const recording = await addRecording(t, canoe.id, SOUND, { title: 'In the bucket' });
    const row = await t.db.kysely
      .selectFrom('recordings as r')
      .innerJoin('recording_files as f', 'f.file_id', 'r.file_id')
      .select(['f.object_key', 'f.sha256'])
      .where('r.recording_id', '=', recording.recording_id)
      .executeTakeFirstOrThrow();
    expect(row.object_key).toMatch(/^recordings\/[0-9a-f-]{36}$/);
    expect(await countRows(t.db, 'recording_file_parts')).toBe(parts);
    expect((await bucket.get(row.object_key!))?.equals(SOUND)).toBe(true);

    const get = (headers: Record<string, string> = {}) =>
      t.request('anonymous', { method: 'GET', url: recording.url, headers });
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(SOUND)).toBe(true);
    const middle = await get({ range: 'bytes=300000-562143' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 300000-562143/${SOUND.length}`);
    expect(middle.rawPayload.equals(SOUND.subarray(300000, 562144))).toBe(true);
    const last = await get({ range: 'bytes=-100' });
    expect(last.rawPayload.equals(SOUND.subarray(SOUND.length - 100))).toBe(true);
    expect((await get({ range: `bytes=${SOUND.length}-` })).statusCode).toBe(416);
    expect((await get({ 'if-none-match': String(whole.headers.etag) })).statusCode).toBe(304);
  });

  it('takes a visitor’s shared recording there too, played to keepers and published from there', async () => {
    const canoe = await buildCanoe(t.db);
    const challenge = await solvedChallenge(t);
    const sent = await sendSharedRecording(t, SOUND, challenge);
    expect(sent.statusCode, sent.body).toBe(201);
    const shared = await postSubmission(t, {
      kind: 'story',
      canoe_id: canoe.id,
      challenge,
      recording: { upload_token: sent.json().upload_token, title: 'Shared into the bucket', consent: true },
    });
    expect(shared.statusCode, shared.body).toBe(201);
    const id = shared.json().submission_id as number;
    const review = (await t.request('admin', { method: 'GET', url: `/api/submissions/${id}` })).json();
    const heard = await t.request('admin', {
      method: 'GET',
      url: review.recording.url,
      headers: { range: 'bytes=0-99' },
    });
    expect(heard.statusCode).toBe(206);
    expect(heard.rawPayload.equals(SOUND.subarray(0, 100))).toBe(true);
    const approved = await t.request('admin', {
      method: 'POST',
      url: `/api/submissions/${id}/approve`,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const listed = (
      await t.request('anonymous', { method: 'GET', url: `/api/canoes/${canoe.id}/recordings` })
    ).json() as { url: string }[];
    const played = await t.request('anonymous', { method: 'GET', url: listed[0].url });
    expect(played.rawPayload.equals(SOUND)).toBe(true);
  });

  it('is refused with 503 when the bucket does not take it, and nothing is saved', async () => {
    const broken = await createTestApp({ ...s3.env, S3_BUCKET: 'koa-no-such-bucket' });
    try {
      const res = await sendFile(broken, SOUND);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'The store of recordings is not answering. Please try again in a minute.',
      );
      expect(await countRows(broken.db, 'recording_files')).toBe(0);
    } finally {
      await broken.close();
    }
  });

  it('keeps an object while a row names it, and deletes it once none does', async () => {
    const sent = await sendFile(t, SOUND);
    expect(sent.statusCode).toBe(201);
    const { object_key } = await fileRow(sent.json().file_id as number);
    // Not a day old: kept for a recording to name it.
    await removeUnnamedFiles(t.db.kysely);
    await deleteUnneededObjects(t.db, bucket);
    expect(await bucket.get(object_key!)).not.toBeNull();
    await t.db.kysely
      .updateTable('recording_files')
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where('file_id', '=', sent.json().file_id as number)
      .execute();
    expect(await removeUnnamedFiles(t.db.kysely)).toBe(1);
    // Until the deletions run, the object is still there: a rolled-back removal would have lost nothing.
    expect(await bucket.get(object_key!)).not.toBeNull();
    await deleteUnneededObjects(t.db, bucket);
    expect(await bucket.get(object_key!)).toBeNull();
    // The recordings that name theirs keep them.
    const named = await t.db.kysely.selectFrom('recording_files').select('object_key').execute();
    for (const row of named) expect(await bucket.get(row.object_key!)).not.toBeNull();
  });

  it('leaves in the export read from the bucket, and an import into a site without one keeps it whole', async () => {
    const zip = path.join(dir, 'with-bucket.zip');
    await exportArchive(t.db, zip, { includePrivate: true, bucket });
    const target = await openTestDatabase({ migrated: true });
    try {
      await importArchive(target.db, zip);
      const files = await target.db.kysely.selectFrom('recording_files').selectAll().execute();
      expect(files.length).toBeGreaterThan(0);
      // Where the other site kept the bytes does not come along: here they are the database's parts.
      expect(files.every((row) => row.object_key === null)).toBe(true);
      for (const file of files) {
        const bytes: Buffer[] = [];
        const stream = await openRange(target.db.kysely, file, 0, Number(file.byte_size) - 1, null);
        for await (const chunk of stream) bytes.push(chunk as Buffer);
        expect(Buffer.concat(bytes).equals(SOUND)).toBe(true);
      }
    } finally {
      await target.drop();
    }
  });
});
