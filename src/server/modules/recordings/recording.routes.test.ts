/**
 * Recordings through HTTP (decision 035): the file checked by its bytes, saved with its words and transcript,
 * streamed with ranges, kept for a protocol from everyone else (ranges included), restored with its bytes.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, countRows, type TestApp } from '../../../../tests/setup/test-app.ts';
import { addRecording, fixture, patternWav, sendFile } from '../../../../tests/setup/recordings.ts';
import { buildCanoe, buildProtocol, buildSource } from '../../record-builders/index.ts';
import { PART_BYTES } from './recording-store.ts';
import { byteRange } from './recording-serve.ts';
import { TRANSCRIPT_PROBLEMS } from './recording.service.ts';
import { transcriptMessages } from '../../../shared/transcript.ts';
import { english } from '../../../shared/i18n/english.ts';
import { recordingsArea } from '../../../shared/i18n/messages/recordings.ts';
import { LOCATION_MESSAGE } from './recording-probe.ts';

let t: TestApp;
let canoeId: number;
let otherCanoeId: number;

beforeAll(async () => {
  t = await createTestApp({ RECORDING_MAX_MB: '4' });
  canoeId = (await buildCanoe(t.db, { name: 'Kaʻiulani' })).canoe_id;
  otherCanoeId = (await buildCanoe(t.db, { name: 'Mamala' })).canoe_id;
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, as: 'admin' | 'anonymous' = 'anonymous') =>
  t.request(as, { method: 'GET', url, headers });
const sha = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

describe('POST /api/recording-files: the type is read from the bytes', () => {
  const formats: [string, string, string, string][] = [
    ['tone.mp3', 'mp3', 'audio/mpeg', 'audio'],
    ['tone.m4a', 'm4a', 'audio/mp4', 'audio'],
    ['tone.ogg', 'vorbis', 'audio/ogg', 'audio'],
    ['tone.opus', 'opus', 'audio/ogg', 'audio'],
    ['tone.flac', 'flac', 'audio/flac', 'audio'],
    ['tone.wav', 'wav', 'audio/wav', 'audio'],
    ['clip.mp4', 'mp4', 'video/mp4', 'video'],
    ['clip.webm', 'webm', 'video/webm', 'video'],
  ];
  for (const [name, format, mime, kind] of formats) {
    it(`keeps ${name} as ${format}, whatever the Content-Type says`, async () => {
      const bytes = fixture(name);
      const res = await t.request('admin', {
        method: 'POST',
        url: '/api/recording-files',
        headers: { 'content-type': 'text/plain' },
        payload: bytes,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ format, mime_type: mime, kind, byte_size: bytes.length });
      expect(res.json().duration_seconds).toBeGreaterThan(0.5);
    });
  }

  it('refuses a ZIP named like an MP3, a program and an empty body with 415, keeping nothing', async () => {
    const before = await countRows(t.db, 'recording_files');
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(200, 1)]);
    for (const bytes of [zip, Buffer.from('#!/bin/sh\nrm -rf /\n'), Buffer.alloc(0)]) {
      const res = await t.request('admin', {
        method: 'POST',
        url: '/api/recording-files',
        headers: { 'content-type': 'audio/mpeg' },
        payload: bytes,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(
        'This file is not a recording the archive can keep: send MP3, M4A, Ogg, FLAC, WAV, MP4 (H.264) or WebM.',
      );
    }
    expect(await countRows(t.db, 'recording_files')).toBe(before);
  });

  it('refuses a file cut short with 422', async () => {
    const wav = patternWav(100_000);
    const res = await sendFile(t, wav.subarray(0, 60_000));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'This recording is cut short: its file ends before its data does. Send the whole file.',
    );
  });

  it('answers 413 to a body announced larger than the limit, before reading it', async () => {
    const res = await t.request('admin', {
      method: 'POST',
      url: '/api/recording-files',
      headers: { 'content-type': 'audio/wav', 'content-length': String(2 * 1024 ** 3) },
      payload: Buffer.alloc(16),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('This recording is larger than the 4 MB limit.');
  });

  it('answers 413 to a body larger than the limit sent without its length', async () => {
    const before = await countRows(t.db, 'recording_files');
    const res = await sendFile(t, patternWav(5 * 1024 * 1024));
    expect(res.statusCode).toBe(413);
    expect(await countRows(t.db, 'recording_files')).toBe(before);
  });

  it('removes the place (GPS) from a video, keeping every other byte where it was', async () => {
    const bytes = fixture('clip-gps.mp4');
    const loci = bytes.indexOf(Buffer.from('loci', 'latin1'));
    expect(loci).toBeGreaterThan(0);
    const saved = await addRecording(t, canoeId, bytes, { title: 'At the landing' });
    const served = (await get(saved.url)).rawPayload;
    expect(served.length).toBe(bytes.length);
    expect(served.includes(Buffer.from('loci', 'latin1'))).toBe(false);
    expect(served.subarray(loci, loci + 4).toString('latin1')).toBe('free');
    expect(Buffer.concat([served.subarray(0, loci), served.subarray(loci + 4)])).toEqual(
      Buffer.concat([bytes.subarray(0, loci), bytes.subarray(loci + 4)]),
    );
    await t.request('admin', {
      method: 'DELETE',
      url: `/api/canoes/${canoeId}/recordings/${saved.recording_id}`,
    });
  });

  it('is for keepers only', async () => {
    expect((await sendFile(t, fixture('tone.wav'), 'anonymous')).statusCode).toBe(401);
    expect((await sendFile(t, fixture('tone.wav'), 'user')).statusCode).toBe(403);
  });
});

describe('a recording saved, listed and streamed', () => {
  let recording: Awaited<ReturnType<typeof addRecording>>;
  const wav = patternWav(PART_BYTES * 2 + 12_345);

  beforeAll(async () => {
    recording = await addRecording(t, canoeId, wav, {
      title: 'Carving the hull',
      teller: 'Kawika Kahananui',
      teller_named: false,
      recorded_date: '1978',
      recorded_by: 'Hale Waʻa oral history project',
      licence: 'cc-by-nc-4.0',
      transcript:
        '0:00 Aloha, my name is Kawika.\n0:02 My grandfather carved this canoe in 1931.\nThe koa came from Kona.',
    });
  });

  it('lists it for visitors with its words, and without a teller who did not agree to be named', async () => {
    const res = await get(`/api/canoes/${canoeId}/recordings`);
    expect(res.statusCode).toBe(200);
    const [listed] = res.json();
    expect(listed).toMatchObject({
      title: 'Carving the hull',
      teller: null,
      teller_named: false,
      recorded_date: '1978',
      recorded_by: 'Hale Waʻa oral history project',
      licence: 'cc-by-nc-4.0',
      file: { format: 'wav', mime_type: 'audio/wav', kind: 'audio', byte_size: wav.length },
      captions_url: `/api/canoes/${canoeId}/recordings/${recording.recording_id}/captions.vtt`,
    });
    expect(listed.file.duration_seconds).toBeCloseTo((PART_BYTES * 2 + 12_345) / 16_000, 1);
    const admin = (await get(`/api/canoes/${canoeId}/recordings`, {}, 'admin')).json();
    expect(admin[0].teller).toBe('Kawika Kahananui');
    expect((await get(`/api/canoes/${otherCanoeId}/recordings`)).json()).toEqual([]);
  });

  it('keeps the typed transcript as WebVTT captions, a line without a time joined to the one before', async () => {
    const res = await get(`/api/canoes/${canoeId}/recordings/${recording.recording_id}/captions.vtt`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.body).toMatch(/^WEBVTT\n/);
    expect(res.body).toContain('00:00:00.000 --> 00:00:02.000\nAloha, my name is Kawika.');
    expect(res.body).toContain('My grandfather carved this canoe in 1931.\nThe koa came from Kona.');
  });

  it('sends the whole file with its ETag and Accept-Ranges', async () => {
    const res = await get(recording.url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(Number(res.headers['content-length'])).toBe(wav.length);
    expect(sha(res.rawPayload)).toBe(sha(wav));
    const again = await get(recording.url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers ranges: the first bytes, across parts, the last bytes, an open end', async () => {
    const cases: [string, number, number][] = [
      ['bytes=0-99', 0, 99],
      [`bytes=${PART_BYTES - 10}-${PART_BYTES + 9}`, PART_BYTES - 10, PART_BYTES + 9],
      ['bytes=-500', wav.length - 500, wav.length - 1],
      [`bytes=${PART_BYTES * 2}-`, PART_BYTES * 2, wav.length - 1],
      [`bytes=100-${wav.length + 1000}`, 100, wav.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const res = await get(recording.url, { range });
      expect(res.statusCode, range).toBe(206);
      expect(res.headers['content-range'], range).toBe(`bytes ${start}-${end}/${wav.length}`);
      expect(Number(res.headers['content-length']), range).toBe(end - start + 1);
      expect(res.rawPayload.equals(wav.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers 416 to a range past the end, and the whole file to a range it does not take', async () => {
    const past = await get(recording.url, { range: `bytes=${wav.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${wav.length}`);
    for (const range of ['bytes=0-9,20-29', 'items=0-9', 'bytes=9-2']) {
      const res = await get(recording.url, { range });
      expect(res.statusCode, range).toBe(200);
      expect(res.rawPayload.length, range).toBe(wav.length);
    }
    const stale = await get(recording.url, { range: 'bytes=0-9', 'if-range': '"another version"' });
    expect(stale.statusCode).toBe(200);
  });

  it('refuses a transcript it cannot read, saying which line, and changes nothing', async () => {
    const url = `/api/canoes/${canoeId}/recordings/${recording.recording_id}`;
    const res = await t.request('admin', {
      method: 'PUT',
      url,
      payload: { title: 'Another title', transcript: '0:05 First\n0:02 Second' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.transcript).toBe('Transcript, line 2: The lines are not in order of time.');
    const [listed] = (await get(`/api/canoes/${canoeId}/recordings`)).json();
    expect(listed.title).toBe('Carving the hull');
  });

  it('takes a WebVTT file as it is', async () => {
    const vtt =
      'WEBVTT\n\nNOTE from the family\n\n1\n00:00:01.000 --> 00:00:03.500\n<v Kawika>Ua mau ke ea o ka ʻāina</v>\n';
    const res = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoeId}/recordings/${recording.recording_id}`,
      payload: { transcript: vtt },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().transcript).toContain(
      '00:00:01.000 --> 00:00:03.500\n<v Kawika>Ua mau ke ea o ka ʻāina</v>',
    );
  });
});

describe('links and refusals', () => {
  it('refuses a story or a source of another canoe', async () => {
    const sent = (await sendFile(t, fixture('tone.mp3'))).json();
    const story = await t.db.kysely
      .insertInto('stories')
      .values({
        canoe_id: otherCanoeId,
        title: 'Elsewhere',
        body: '<p>A story</p>',
        shown_name: 'Someone',
        licence: null,
        shared_at: new Date().toISOString(),
        published_at: new Date().toISOString(),
        submission_id: null,
      })
      .returning('story_id')
      .executeTakeFirstOrThrow();
    const res = await t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${canoeId}/recordings`,
      payload: { file_id: sent.file_id, title: 'X', story_id: story.story_id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.story_id).toBe('Choose a story of this canoe');
  });

  it('refuses a file that is not there, and a recording without a title', async () => {
    const gone = await t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${canoeId}/recordings`,
      payload: { file_id: 999_999, title: 'X' },
    });
    expect(gone.statusCode).toBe(400);
    expect(gone.json().fields.file_id).toBe('The uploaded file is no longer here. Please send it again.');
    const sent = (await sendFile(t, fixture('tone.mp3'))).json();
    const untitled = await t.request('admin', {
      method: 'POST',
      url: `/api/canoes/${canoeId}/recordings`,
      payload: { file_id: sent.file_id, title: '  ' },
    });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().fields.title).toBe('Title is required');
  });
});

describe('a recording kept for a protocol', () => {
  it('is streamed to no one else, its ranges and captions included; members and keepers hear it', async () => {
    const protocolId = (await buildProtocol(t.db, { name: 'Kahananui ʻOhana' })).id;
    const kept = await addRecording(t, canoeId, fixture('tone.ogg'), {
      title: 'For the ʻohana',
      transcript: '0:00 Only for the family.',
    });
    const keep = await t.request('admin', {
      method: 'PUT',
      url: `/api/protection/recording/${kept.recording_id}`,
      payload: { visibility: 'protocols', protocol_ids: [protocolId] },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    const captions = `/api/canoes/${canoeId}/recordings/${kept.recording_id}/captions.vtt`;
    expect((await get(kept.url)).statusCode).toBe(404);
    expect((await get(kept.url, { range: 'bytes=0-9' })).statusCode).toBe(404);
    expect((await get(kept.url, { range: 'bytes=-10' })).statusCode).toBe(404);
    expect((await get(captions)).statusCode).toBe(404);
    const listed = (await get(`/api/canoes/${canoeId}/recordings`)).json();
    expect(listed.map((r: { title: string }) => r.title)).not.toContain('For the ʻohana');
    expect(JSON.stringify(listed)).not.toContain('Only for the family');

    const admin = await get(kept.url, { range: 'bytes=0-9' }, 'admin');
    expect(admin.statusCode).toBe(206);
    expect(admin.headers['cache-control']).toBe('private, no-store');
    const adminList = (await get(`/api/canoes/${canoeId}/recordings`, {}, 'admin')).json();
    const mine = adminList.find((r: { recording_id: number }) => r.recording_id === kept.recording_id);
    expect(mine.kept_for).toMatchObject({ visibility: 'protocols', own: true });
  });
});

describe('deleted and restored', () => {
  it('comes back from History with the same bytes', async () => {
    const bytes = fixture('tone.flac');
    const saved = await addRecording(t, canoeId, bytes, { title: 'The launch' });
    const files = await countRows(t.db, 'recording_files');
    const del = await t.request('admin', {
      method: 'DELETE',
      url: `/api/canoes/${canoeId}/recordings/${saved.recording_id}`,
    });
    expect(del.statusCode).toBe(204);
    expect((await get(saved.url)).statusCode).toBe(404);
    // The change that deleted it names its file: the bytes stay.
    expect(await countRows(t.db, 'recording_files')).toBe(files);
    const { change_id } = await t.db.kysely
      .selectFrom('changes')
      .select('change_id')
      .orderBy('change_id', 'desc')
      .executeTakeFirstOrThrow();
    const revert = await t.request('admin', {
      method: 'POST',
      url: `/api/changes/${change_id}/revert`,
      payload: {},
    });
    expect(revert.statusCode, revert.body).toBe(201);
    const back = await get(saved.url);
    expect(back.statusCode).toBe(200);
    expect(sha(back.rawPayload)).toBe(sha(bytes));
    const [change] = (await get(`/api/changes/${change_id}`, {}, 'admin')).json().rows ?? [{}];
    expect(change).toBeDefined();
  });

  it('goes with its canoe, and comes back with it', async () => {
    const canoe = (await buildCanoe(t.db, { name: 'Leilani' })).canoe_id;
    const bytes = fixture('tone.m4a');
    const saved = await addRecording(t, canoe, bytes, { title: 'Leilani’s first race' });
    const del = await t.request('admin', { method: 'DELETE', url: `/api/canoes/${canoe}` });
    expect(del.statusCode).toBe(204);
    expect((await get(saved.url)).statusCode).toBe(404);
    const { change_id } = await t.db.kysely
      .selectFrom('changes')
      .select('change_id')
      .orderBy('change_id', 'desc')
      .executeTakeFirstOrThrow();
    const revert = await t.request('admin', {
      method: 'POST',
      url: `/api/changes/${change_id}/revert`,
      payload: {},
    });
    expect(revert.statusCode, revert.body).toBe(201);
    expect(sha((await get(saved.url)).rawPayload)).toBe(sha(bytes));
  });
});

describe('the story or oral history it belongs to, deleted and restored', () => {
  const lastChange = async () =>
    (
      await t.db.kysely
        .selectFrom('changes')
        .select('change_id')
        .orderBy('change_id', 'desc')
        .executeTakeFirstOrThrow()
    ).change_id;
  const revert = (changeId: number) =>
    t.request('admin', { method: 'POST', url: `/api/changes/${changeId}/revert`, payload: {} });
  const linksOf = async (recordingId: number) =>
    t.db.kysely
      .selectFrom('recordings')
      .select(['story_id', 'source_id'])
      .where('recording_id', '=', recordingId)
      .executeTakeFirstOrThrow();

  it('leaves the recording unlinked, in the history, and linked again when the deletion is reverted', async () => {
    const canoe = (await buildCanoe(t.db, { name: 'Hōkūalaka' })).canoe_id;
    const story = await t.db.kysely
      .insertInto('stories')
      .values({
        canoe_id: canoe,
        title: 'The carving',
        body: '<p>As told.</p>',
        shown_name: 'Kawika',
        licence: null,
        shared_at: new Date().toISOString(),
        published_at: new Date().toISOString(),
        submission_id: null,
      })
      .returning('story_id')
      .executeTakeFirstOrThrow();
    const source = await buildSource(t.db, { canoeId: canoe, kind: 'oral_history', teller: 'Kawika' });
    const saved = await addRecording(t, canoe, fixture('tone.mp3'), {
      title: 'Told at the hālau',
      story_id: story.story_id,
      source_id: source.source_id,
    });

    const storyGone = await t.request('admin', {
      method: 'DELETE',
      url: `/api/canoes/${canoe}/stories/${story.story_id}`,
    });
    expect(storyGone.statusCode).toBe(204);
    expect(await linksOf(saved.recording_id)).toEqual({ story_id: null, source_id: source.source_id });
    const storyChange = await lastChange();
    const sourceGone = await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoe}/sources`,
      payload: { sources: [] },
    });
    expect(sourceGone.statusCode, sourceGone.body).toBe(200);
    expect(await linksOf(saved.recording_id)).toEqual({ story_id: null, source_id: null });
    const sourceChange = await lastChange();

    expect((await revert(sourceChange)).statusCode).toBe(201);
    expect((await revert(storyChange)).statusCode).toBe(201);
    expect(await linksOf(saved.recording_id)).toEqual({
      story_id: story.story_id,
      source_id: source.source_id,
    });
  });
});

describe('what was said, searched', () => {
  it('finds the lines that say the words, typed without ʻokina or kahakō, with their time', async () => {
    const canoe = (await buildCanoe(t.db, { name: 'Hōkūpaʻa' })).canoe_id;
    const saved = await addRecording(t, canoe, fixture('tone.mp3'), {
      title: 'Racing at Kailua',
      transcript:
        'WEBVTT\n\n00:00.000 --> 00:00.400\nWe trained at dawn.\n\n' +
        '00:00.400 --> 00:00.900\n<v Kawika>The waʻa flew past Mōkapu.</v>\n',
    });
    const res = await get('/api/recordings/lines?q=mokapu');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        recording_id: saved.recording_id,
        canoe_id: canoe,
        canoe_name: 'Hōkūpaʻa',
        title: 'Racing at Kailua',
        start: 0.4,
        time: '0:00',
        text: 'The waʻa flew past Mōkapu.',
      },
    ]);
    expect((await get('/api/recordings/lines?q=WAA FLEW')).json()).toHaveLength(1);
    expect((await get('/api/recordings/lines?q=w')).json()).toEqual([]);
    expect((await get('/api/recordings/lines?q=not%20said')).json()).toEqual([]);

    // Edited, the old words are no longer found and the new ones are.
    await t.request('admin', {
      method: 'PUT',
      url: `/api/canoes/${canoe}/recordings/${saved.recording_id}`,
      payload: { transcript: '0:00 We came home to Kāneʻohe.' },
    });
    expect((await get('/api/recordings/lines?q=mokapu')).json()).toEqual([]);
    expect((await get('/api/recordings/lines?q=kaneohe')).json()).toHaveLength(1);
  });

  it('never finds what a recording kept for a protocol says, for anyone else', async () => {
    const protocolId = (await buildProtocol(t.db, { name: 'Hale Waʻa' })).id;
    const kept = await addRecording(t, canoeId, fixture('tone.wav'), {
      title: 'Only for the hālau',
      transcript: '0:00 The chant for the launch.',
    });
    await t.request('admin', {
      method: 'PUT',
      url: `/api/protection/recording/${kept.recording_id}`,
      payload: { visibility: 'protocols', protocol_ids: [protocolId] },
    });
    expect((await get('/api/recordings/lines?q=chant')).json()).toEqual([]);
    expect((await get('/api/recordings/lines?q=chant', {}, 'admin')).json()).toHaveLength(1);
  });
});

describe('what is wrong with a transcript, in the interface’s messages', () => {
  it('says each problem of shared/transcript.ts in a message with the same English', () => {
    for (const [key, template] of Object.entries(transcriptMessages)) {
      const message = TRANSCRIPT_PROBLEMS[key as keyof typeof transcriptMessages];
      expect(english(message, { text: '{text}', time: '{time}' }), key).toBe(template);
    }
    // A location that cannot be removed is refused in the probe's own words, said as a message.
    expect(english(recordingsArea.placeNotRemovable)).toBe(LOCATION_MESSAGE);
  });
});

describe('byteRange', () => {
  it('reads one range of a Range header', () => {
    expect(byteRange(undefined, 100)).toBeNull();
    expect(byteRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(byteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(byteRange('bytes=-', 100)).toBeNull();
    expect(byteRange('bytes=a-b', 100)).toBeNull();
  });
});
