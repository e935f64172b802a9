/**
 * Every write route records exactly one change, generated from the routes the app registers: each POST, PUT,
 * PATCH or DELETE under /api is either listed below with a request that succeeds, or exempt with its reason.
 * A new write route without an entry fails the first test; one whose writes are not recorded fails the second.
 *
 * "Recorded right" means: the rows the request changed in the archive's tables (read before and after, in
 * full) are exactly the change's rows, each with the row as it was before and as it is after, and the change
 * names the caller, how they called (an API token) and the reason they gave in X-Change-Reason.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { smallPngBase64 } from '../setup/images.ts';
import { postSubmission } from '../setup/submissions.ts';
import {
  buildCanoe,
  buildCanoeMaker,
  buildLogo,
  buildMaker,
  buildOwner,
  buildParticipation,
  buildPerson,
  buildPhoto,
  buildPicture,
  buildRace,
  buildPlace,
  buildRestoration,
  buildSource,
  buildProtocol,
  buildProtocolMember,
  buildTkLabel,
  buildTkLabelUse,
  buildRecording,
  storeRecordingBytes,
  toneWav,
} from '../../src/server/record-builders/index.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';
import { TRACKED_TABLES, trackedTable, type TrackedTable } from '../../src/server/db/history-tables.ts';

const PROJECT_FILE = new URL('../fixtures/local-contexts-project.json', import.meta.url);

/** Write routes that change no record of the archive, and why. */
const EXEMPT: Record<string, string> = {
  'POST /api/auth/login': 'signs in: a session, not a record',
  'POST /api/auth/logout': 'signs out: a session, not a record',
  'POST /api/auth/register': 'emails a link; makes no account until it is followed',
  'POST /api/auth/register/confirm': 'makes an account without groups and a session; only groups are history',
  'POST /api/auth/password-reset': 'emails a link: no record',
  'POST /api/auth/password-reset/confirm': 'a password is never history',
  'POST /api/subscribers': 'newsletter addresses are not history',
  // A recording's file alone is no record: the recording that names it is (decision 035).
  'POST /api/recording-files': 'a file no recording names yet is not history; it is removed after a day',
  'POST /api/submissions/recording-files':
    'a visitor’s file waits, unseen, for the submission that claims it; an approval’s recording is recorded',
  // Following by email (decision 033): addresses and what they follow, not the archive's records.
  'POST /api/follows': 'a follower’s address is not history',
  'POST /api/follows/confirm': 'a follower’s confirmation is not history',
  'PUT /api/follows/manage/:followId': 'how often a follower hears is not history',
  'DELETE /api/follows/manage/:followId': 'a follow stopped is not history',
  'POST /api/follows/unsubscribe': 'a follower unsubscribed is not history',
  // A waiting submission is a sender's words, private until approved: only what an approval writes is history.
  'POST /api/submissions': 'a waiting submission is private: nothing public changes until it is approved',
  'PUT /api/submissions/:id': 'edits the words of a waiting submission, before anything of it is public',
  'POST /api/submissions/:id/reject': 'closes a waiting submission: nothing is published',
  'POST /api/submissions/:id/spam': 'closes a waiting submission: nothing is published',
  'POST /api/submissions/:id/erase':
    "erases a sender's words on request: they are never kept, the history included",
};

/** `caller`: who sends it, when not the administrator (the translators' routes are theirs alone). */
type Request = {
  url: string;
  payload?: Record<string, unknown>;
  caller?: { token: string; email: string; name: string };
};

/** A member of the translators group, made once, with an API token. */
let translatorCaller: Promise<{ token: string; email: string; name: string }> | undefined;
const translator = () =>
  (translatorCaller ??= (async () => {
    const email = 'kumu@example.org';
    const name = 'Kumu Translator';
    await createUser(t.db, { email, name, password: 'translator-password-1', groups: ['translators'] });
    return { token: await createApiToken(t.db, email), email, name };
  })());
type Case = () => Promise<Request>;

let t: TestApp;
let png: string;
const CANOE_BODY = {
  hull_id: 'HC-1',
  origin: 'Kona, Hawaiʻi',
  notes: '<p>Koa from <strong>Kaʻū</strong></p>',
};

/** A canoe with one of every kind of row of its own. */
async function canoeWithEverything() {
  const owner = await buildOwner(t.db, { name: 'Hui Waʻa' });
  const canoe = await buildCanoe(t.db, {
    names: [
      { name: 'Kaʻiulani', start_date: '1970-01-01', end_date: '1980-01-01' },
      { name: 'Hōkūleʻa', start_date: '1980-01-01' },
    ],
    ownerships: [{ ownerId: owner.owner_id, start_date: '1980-01-01' }],
  });
  await buildCanoeMaker(t.db, { canoeId: canoe.canoe_id });
  await buildRestoration(t.db, { canoeId: canoe.canoe_id });
  await buildParticipation(t.db, { canoeId: canoe.canoe_id });
  const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id });
  await buildRecording(t.db, {
    canoeId: canoe.canoe_id,
    transcript: 'WEBVTT\n\n00:00.000 --> 00:01.000\nAloha\n',
  });
  await buildSource(t.db, { canoeId: canoe.canoe_id });
  const source = await buildSource(t.db, {
    canoeId: canoe.canoe_id,
    record: { type: 'media', id: photo.media_id },
  });
  // Labels on the canoe, its photo and the photo's source: all go (and come back) with it.
  await buildTkLabelUse(t.db, { canoeId: canoe.canoe_id });
  await buildTkLabelUse(t.db, { canoeId: canoe.canoe_id, record: { type: 'media', id: photo.media_id } });
  await buildTkLabelUse(t.db, { canoeId: canoe.canoe_id, record: { type: 'source', id: source.source_id } });
  return canoe;
}

/** One source kept and edited, one removed, one added: every kind of row a list of sources writes. */
async function sourcesPayload(
  canoeId: number,
  record?: { type: 'canoe_name' | 'ownership' | 'restoration' | 'participation' | 'media'; id: number },
) {
  const kept = await buildSource(t.db, { canoeId, record });
  await buildSource(t.db, {
    canoeId,
    record,
    kind: 'oral_history',
    teller: 'Kahu Makoa',
    citation: 'Told at Hāna',
  });
  return {
    sources: [
      { kind: 'book', citation: 'New words', source_id: kept.source_id },
      { kind: 'oral_history', citation: 'Told at Kaupō', teller: 'Aunty Lei', teller_named: true },
    ],
  };
}

const CASES: Record<string, Case> = {
  'POST /api/canoes': async () => {
    const owner = await buildOwner(t.db);
    return { url: '/api/canoes', payload: { ...CANOE_BODY, name: 'Kaʻiulani', owner_id: owner.owner_id } };
  },
  'PUT /api/canoes/:id': async () => {
    const owner = await buildOwner(t.db);
    const canoe = await buildCanoe(t.db, { ownerships: [{ start_date: '1990-01-01' }] });
    return {
      url: `/api/canoes/${canoe.canoe_id}`,
      payload: { ...CANOE_BODY, name: 'Nāmāhoe', owner_id: owner.owner_id, ownership_start_date: '2001' },
    };
  },
  'DELETE /api/canoes/:id': async () => ({ url: `/api/canoes/${(await canoeWithEverything()).canoe_id}` }),

  'POST /api/canoes/:id/names': async () => {
    const canoe = await buildCanoe(t.db, { name: 'Old Name' });
    return { url: `/api/canoes/${canoe.canoe_id}/names`, payload: { name: 'Hōkūleʻa', start_date: '1999' } };
  },
  'PUT /api/canoes/:id/names/:nameId': async () => {
    const canoe = await buildCanoe(t.db, { name: 'Misspelt' });
    return {
      url: `/api/canoes/${canoe.canoe_id}/names/${canoe.names[0].canoe_name_id}`,
      payload: { name: 'Kānehūnāmoku', start_date: '1975' },
    };
  },
  'DELETE /api/canoes/:id/names/:nameId': async () => {
    const canoe = await buildCanoe(t.db, { name: 'Short Lived' });
    await buildSource(t.db, {
      canoeId: canoe.canoe_id,
      record: { type: 'canoe_name', id: canoe.names[0].canoe_name_id },
    });
    return { url: `/api/canoes/${canoe.canoe_id}/names/${canoe.names[0].canoe_name_id}` };
  },

  'POST /api/ownerships': async () => {
    const canoe = await buildCanoe(t.db, { ownerships: [{ start_date: '1990-01-01' }] });
    const owner = await buildOwner(t.db, { name: 'Hui Waʻa' });
    return {
      url: '/api/ownerships',
      payload: {
        canoe_id: canoe.canoe_id,
        owner_id: owner.owner_id,
        start_date: '2005',
        transfer_reason: 'Gift',
      },
    };
  },
  'PUT /api/ownerships/:id': async () => {
    const canoe = await buildCanoe(t.db, { ownerships: [{ start_date: '1990-01-01' }] });
    const ownership = canoe.ownerships[0];
    return {
      url: `/api/ownerships/${ownership.ownership_id}`,
      payload: { owner_id: ownership.owner_id, start_date: '1991', notes: 'Kept at Kailua' },
    };
  },
  'DELETE /api/ownerships/:id': async () => {
    const canoe = await buildCanoe(t.db, { ownerships: [{ start_date: '1990-01-01' }] });
    return { url: `/api/ownerships/${canoe.ownerships[0].ownership_id}` };
  },

  'POST /api/canoes/:id/makers': async () => {
    const canoe = await buildCanoe(t.db);
    const maker = await buildMaker(t.db);
    return { url: `/api/canoes/${canoe.canoe_id}/makers`, payload: { maker_id: maker.maker_id } };
  },
  'PUT /api/canoes/:id/makers/:makerId': async () => {
    const link = await buildCanoeMaker(t.db);
    return {
      url: `/api/canoes/${link.canoe_id}/makers/${link.maker_id}`,
      payload: { contribution: 'Shaped the manu' },
    };
  },
  'DELETE /api/canoes/:id/makers/:makerId': async () => {
    const link = await buildCanoeMaker(t.db);
    return { url: `/api/canoes/${link.canoe_id}/makers/${link.maker_id}` };
  },

  'POST /api/canoes/:id/media': async () => {
    const canoe = await buildCanoe(t.db);
    return {
      url: `/api/canoes/${canoe.canoe_id}/media`,
      payload: {
        file_name: 'launch.png',
        mime_type: 'image/png',
        data: png,
        caption: 'Launch at Kawaihae',
        credit: 'Photo: Kawika Nāone',
        date_taken: '1976-06',
        licence: 'cc-by-4.0',
      },
    };
  },
  'PUT /api/canoes/:id/media/:mediaId': async () => {
    const photo = await buildPhoto(t.db);
    return {
      url: `/api/canoes/${photo.canoe_id}/media/${photo.media_id}`,
      payload: { caption: 'Kaʻū, 1976', credit: 'Ana Kealoha', licence: 'all-rights-reserved' },
    };
  },
  'POST /api/submissions/:id/approve': async () => {
    // A story with a photo about a canoe: the story, the photo and its image are written in one change.
    const canoe = await buildCanoe(t.db, { name: 'Hōkūleʻa' });
    const sent = await postSubmission(t, {
      kind: 'story',
      canoe_id: canoe.canoe_id,
      title: 'Our summers',
      story: '<p>We paddled her <em>every</em> summer.</p>',
      licence: 'cc-by-4.0',
      photos: [{ file_name: 'summer.png', mime_type: 'image/png', data: png, credit: 'Kahale family' }],
      photo_rights: true,
      sender_name: 'K. Kahale',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return { url: `/api/submissions/${sent.json().submission_id}/approve`, payload: {} };
  },
  'PATCH /api/canoes/:id/stories/:storyId': async () => {
    const canoe = await buildCanoe(t.db);
    const story = await t.db.kysely
      .insertInto('stories')
      .values({
        canoe_id: canoe.canoe_id,
        title: 'A memory',
        body: '<p>Kaʻū koa</p>',
        shown_name: 'Anonymous',
        licence: null,
        shared_at: '2026-01-01T00:00:00.000Z',
        published_at: '2026-01-02T00:00:00.000Z',
        submission_id: null,
      })
      .returning('story_id')
      .executeTakeFirstOrThrow();
    // Its ʻŌlelo Hawaiʻi version added (decision 027); "(haw) …" stands in for a translation.
    return {
      url: `/api/canoes/${canoe.canoe_id}/stories/${story.story_id}`,
      payload: { body_haw: '<p>(haw) Kaʻū koa</p>' },
    };
  },
  'DELETE /api/canoes/:id/stories/:storyId': async () => {
    const canoe = await buildCanoe(t.db);
    const story = await t.db.kysely
      .insertInto('stories')
      .values({
        canoe_id: canoe.canoe_id,
        title: 'A memory',
        body: '<p>Kaʻū koa</p>',
        shown_name: 'Anonymous',
        licence: null,
        shared_at: '2026-01-01T00:00:00.000Z',
        published_at: '2026-01-02T00:00:00.000Z',
        submission_id: null,
      })
      .returning('story_id')
      .executeTakeFirstOrThrow();
    return { url: `/api/canoes/${canoe.canoe_id}/stories/${story.story_id}` };
  },

  'POST /api/canoes/:id/recordings': async () => {
    const canoe = await buildCanoe(t.db);
    return {
      url: `/api/canoes/${canoe.canoe_id}/recordings`,
      payload: {
        file_id: await storeRecordingBytes(t.db, toneWav(2)),
        title: 'Carving at Hōnaunau',
        teller: 'Kawika Nāone',
        teller_named: true,
        recorded_date: '1978',
        recorded_by: 'Hale Waʻa',
        licence: 'cc-by-nc-4.0',
        transcript: '0:00 Aloha.\n0:01 He waʻa kēia.',
      },
    };
  },
  'PUT /api/canoes/:id/recordings/:recordingId': async () => {
    const recording = await buildRecording(t.db);
    return {
      url: `/api/canoes/${recording.canoe_id}/recordings/${recording.recording_id}`,
      payload: { title: 'The launch, 1976', transcript: '0:00 E hoe kākou.' },
    };
  },
  'DELETE /api/canoes/:id/recordings/:recordingId': async () => {
    const recording = await buildRecording(t.db);
    return { url: `/api/canoes/${recording.canoe_id}/recordings/${recording.recording_id}` };
  },

  'DELETE /api/canoes/:id/media/:mediaId': async () => {
    const photo = await buildPhoto(t.db);
    return { url: `/api/canoes/${photo.canoe_id}/media/${photo.media_id}` };
  },

  'POST /api/canoes/:id/restorations': async () => {
    const canoe = await buildCanoe(t.db);
    return {
      url: `/api/canoes/${canoe.canoe_id}/restorations`,
      payload: { restoration_date: '2001', description: 'New ama' },
    };
  },
  'PUT /api/canoes/:id/restorations/:rid': async () => {
    const restoration = await buildRestoration(t.db);
    return {
      url: `/api/canoes/${restoration.canoe_id}/restorations/${restoration.restoration_id}`,
      payload: { restoration_date: '2002', description: 'New ama and ʻiako' },
    };
  },
  'DELETE /api/canoes/:id/restorations/:rid': async () => {
    const restoration = await buildRestoration(t.db);
    return { url: `/api/canoes/${restoration.canoe_id}/restorations/${restoration.restoration_id}` };
  },

  'PUT /api/canoes/:id/sources': async () => {
    const canoe = await buildCanoe(t.db);
    return { url: `/api/canoes/${canoe.canoe_id}/sources`, payload: await sourcesPayload(canoe.canoe_id) };
  },
  'PUT /api/canoes/:id/names/:nameId/sources': async () => {
    const canoe = await buildCanoe(t.db, { name: 'Hōkū' });
    const id = canoe.names[0].canoe_name_id;
    return {
      url: `/api/canoes/${canoe.canoe_id}/names/${id}/sources`,
      payload: await sourcesPayload(canoe.canoe_id, { type: 'canoe_name', id }),
    };
  },
  'PUT /api/ownerships/:id/sources': async () => {
    const canoe = await buildCanoe(t.db, { ownerships: [{ start_date: '1990-01-01' }] });
    const id = canoe.ownerships[0].ownership_id;
    return {
      url: `/api/ownerships/${id}/sources`,
      payload: await sourcesPayload(canoe.canoe_id, { type: 'ownership', id }),
    };
  },
  'PUT /api/canoes/:id/restorations/:rid/sources': async () => {
    const restoration = await buildRestoration(t.db);
    const id = restoration.restoration_id;
    return {
      url: `/api/canoes/${restoration.canoe_id}/restorations/${id}/sources`,
      payload: await sourcesPayload(restoration.canoe_id, { type: 'restoration', id }),
    };
  },
  'PUT /api/races/:id/participants/:pid/sources': async () => {
    const result = await buildParticipation(t.db);
    const id = result.participation_id;
    return {
      url: `/api/races/${result.race_id}/participants/${id}/sources`,
      payload: await sourcesPayload(result.canoe_id, { type: 'participation', id }),
    };
  },
  'PUT /api/canoes/:id/media/:mediaId/sources': async () => {
    const photo = await buildPhoto(t.db);
    const id = photo.media_id;
    return {
      url: `/api/canoes/${photo.canoe_id}/media/${id}/sources`,
      payload: await sourcesPayload(photo.canoe_id, { type: 'media', id }),
    };
  },

  'POST /api/tk-labels/import': async () => {
    // One label imported before (updated in place), the others new.
    const project = JSON.parse(fs.readFileSync(PROJECT_FILE, 'utf8')) as {
      tk_labels: { unique_id: string }[];
    };
    await buildTkLabel(t.db, { lcId: project.tk_labels[0].unique_id, communityText: 'An older text' });
    return { url: '/api/tk-labels/import', payload: project };
  },
  'PUT /api/tk-labels/:id': async () => {
    const label = await buildTkLabel(t.db);
    return { url: `/api/tk-labels/${label.label_id}`, payload: { archive_text: 'Ask the Hui first.' } };
  },
  'PUT /api/canoes/:id/tk-labels': async () => {
    // One kept and moved, one taken off, one added: every kind of row a list of labels writes.
    const canoe = await buildCanoe(t.db);
    const kept = await buildTkLabel(t.db);
    const gone = await buildTkLabel(t.db);
    const added = await buildTkLabel(t.db);
    await buildTkLabelUse(t.db, { canoeId: canoe.canoe_id, labelId: gone.label_id });
    await buildTkLabelUse(t.db, { canoeId: canoe.canoe_id, labelId: kept.label_id });
    return {
      url: `/api/canoes/${canoe.canoe_id}/tk-labels`,
      payload: { label_ids: [kept.label_id, added.label_id] },
    };
  },
  'PUT /api/canoes/:id/media/:mediaId/tk-labels': async () => {
    const photo = await buildPhoto(t.db);
    const label = await buildTkLabel(t.db);
    return {
      url: `/api/canoes/${photo.canoe_id}/media/${photo.media_id}/tk-labels`,
      payload: { label_ids: [label.label_id] },
    };
  },
  'PUT /api/canoes/:id/stories/:storyId/tk-labels': async () => {
    const canoe = await buildCanoe(t.db);
    const story = await t.db.kysely
      .insertInto('stories')
      .values({
        canoe_id: canoe.canoe_id,
        title: 'Summers at Pōkaʻī Bay',
        body: '<p>Kaʻū koa</p>',
        shown_name: 'Anonymous',
        licence: null,
        shared_at: '2026-01-01T00:00:00.000Z',
        published_at: '2026-01-02T00:00:00.000Z',
        submission_id: null,
      })
      .returning('story_id')
      .executeTakeFirstOrThrow();
    const label = await buildTkLabel(t.db);
    return {
      url: `/api/canoes/${canoe.canoe_id}/stories/${story.story_id}/tk-labels`,
      payload: { label_ids: [label.label_id] },
    };
  },
  'PUT /api/canoes/:id/sources/:sourceId/tk-labels': async () => {
    const source = await buildSource(t.db);
    const label = await buildTkLabel(t.db);
    await buildTkLabelUse(t.db, {
      canoeId: source.canoe_id,
      labelId: label.label_id,
      record: { type: 'source', id: source.source_id },
    });
    return {
      url: `/api/canoes/${source.canoe_id}/sources/${source.source_id}/tk-labels`,
      payload: { label_ids: [] },
    };
  },

  'POST /api/places': async () => ({
    url: '/api/places',
    payload: { name: 'Kaunakakai', island: 'molokai', moku: 'Kona' },
  }),
  'PUT /api/places/:id': async () => {
    const place = await buildPlace(t.db);
    return { url: `/api/places/${place.place_id}`, payload: { name: 'Kalaupapa', island: 'molokai' } };
  },
  'DELETE /api/places/:id': async () => ({ url: `/api/places/${(await buildPlace(t.db)).place_id}` }),
  'POST /api/places/origins': async () => {
    const place = await buildPlace(t.db);
    await buildCanoe(t.db, { origin: 'Kaunakakai, Molokaʻi' });
    return {
      url: '/api/places/origins',
      payload: { origin: 'Kaunakakai, Molokaʻi', place_id: place.place_id },
    };
  },
  'POST /api/races': async () => ({ url: '/api/races', payload: { name: 'Molokaʻi Hoe', date: '1999' } }),
  'PUT /api/races/:id': async () => {
    const race = await buildRace(t.db);
    return { url: `/api/races/${race.race_id}`, payload: { name: 'Nā Wahine O Ke Kai', date: '2000' } };
  },
  'DELETE /api/races/:id': async () => ({ url: `/api/races/${(await buildRace(t.db)).race_id}` }),
  'POST /api/races/:id/participants': async () => {
    const race = await buildRace(t.db);
    const canoe = await buildCanoe(t.db);
    return {
      url: `/api/races/${race.race_id}/participants`,
      payload: { canoe_id: canoe.canoe_id, position: 3 },
    };
  },
  'PUT /api/races/:id/participants/:pid': async () => {
    const result = await buildParticipation(t.db);
    return {
      url: `/api/races/${result.race_id}/participants/${result.participation_id}`,
      payload: { canoe_id: result.canoe_id, position: 2, time: '04:59:59' },
    };
  },
  'DELETE /api/races/:id/participants/:pid': async () => {
    const result = await buildParticipation(t.db);
    return { url: `/api/races/${result.race_id}/participants/${result.participation_id}` };
  },

  'POST /api/protocols': async () => ({
    url: '/api/protocols',
    payload: { name: 'Hālau Waʻa Kaulua', description: 'Paddlers of the hālau' },
  }),
  'PUT /api/protocols/:id': async () => {
    const protocol = await buildProtocol(t.db);
    return { url: `/api/protocols/${protocol.id}`, payload: { name: 'Kahananui ʻohana nui' } };
  },
  'DELETE /api/protocols/:id': async () => {
    const protocol = await buildProtocol(t.db, { name: 'Hui Hoʻomana' });
    return { url: `/api/protocols/${protocol.id}` };
  },
  'POST /api/protocols/:id/members': async () => {
    const protocol = await buildProtocol(t.db, { name: 'Kūkulu ʻohana' });
    return {
      url: `/api/protocols/${protocol.id}/members`,
      payload: { email: 'user@example.org', role: 'member' },
    };
  },
  'PUT /api/protocols/:id/members/:memberId': async () => {
    const protocol = await buildProtocol(t.db, { name: 'Ka Lā ʻohana' });
    const member = await buildProtocolMember(t.db, protocol.id, await userId('user@example.org'));
    return {
      url: `/api/protocols/${protocol.id}/members/${member.protocol_member_id}`,
      payload: { role: 'keeper' },
    };
  },
  'DELETE /api/protocols/:id/members/:memberId': async () => {
    const protocol = await buildProtocol(t.db, { name: 'Ka Malu ʻohana' });
    const member = await buildProtocolMember(t.db, protocol.id, await userId('user@example.org'));
    return { url: `/api/protocols/${protocol.id}/members/${member.protocol_member_id}` };
  },
  // The community's translators (decision 026).
  'PUT /api/translations/:language/:messageId': async () => ({
    url: '/api/translations/haw/shell.navAbout',
    payload: { text: '(haw) About', state: 'draft' },
    caller: await translator(),
  }),
  'POST /api/translations/:language/catalog': async () => ({
    url: '/api/translations/haw/catalog',
    // A stand-in, not a translation.
    payload: { catalog: { 'shell.skipToContent': { text: '(haw) Skip to content', state: 'draft' } } },
    caller: await translator(),
  }),
  'PUT /api/protection/:kind/:id': async () => {
    const protocol = await buildProtocol(t.db, { name: 'Ka Wai ʻohana' });
    const photo = await buildPhoto(t.db);
    return {
      url: `/api/protection/photo/${photo.media_id}`,
      payload: { visibility: 'protocols', protocol_ids: [protocol.id], shown_as: 'notice' },
    };
  },

  // The builders' stewards are named Hui Waʻa too: the keeper confirms another of the name.
  'POST /api/owners': async () => ({
    url: '/api/owners',
    payload: { name: 'Hui Waʻa', owner_type: 'club', confirm_duplicate: true },
  }),
  'PUT /api/owners/:id': async () => {
    const owner = await buildOwner(t.db);
    return { url: `/api/owners/${owner.owner_id}`, payload: { name: 'Nā Kai ʻEwalu', owner_type: 'club' } };
  },
  'DELETE /api/owners/:id': async () => {
    const owner = await buildOwner(t.db);
    await buildLogo(t.db, owner.owner_id);
    return { url: `/api/owners/${owner.owner_id}` };
  },
  'POST /api/owners/:id/logo': async () => {
    const owner = await buildOwner(t.db);
    await buildLogo(t.db, owner.owner_id);
    return {
      url: `/api/owners/${owner.owner_id}/logo`,
      payload: { file_name: 'logo.png', mime_type: 'image/png', data: png },
    };
  },
  'DELETE /api/owners/:id/logo': async () => {
    const owner = await buildOwner(t.db);
    await buildLogo(t.db, owner.owner_id);
    return { url: `/api/owners/${owner.owner_id}/logo` };
  },

  'POST /api/makers': async () => {
    const person = await buildPerson(t.db);
    return { url: '/api/makers', payload: { person_id: person.person_id, maker_type: 'carver' } };
  },
  'PUT /api/makers/:id': async () => {
    const maker = await buildMaker(t.db);
    return {
      url: `/api/makers/${maker.maker_id}`,
      payload: {
        person_id: maker.person_id,
        maker_type: 'master',
        biography: '<p>Learned from <em>Kālepa</em></p>',
      },
    };
  },
  'DELETE /api/makers/:id': async () => ({ url: `/api/makers/${(await buildMaker(t.db)).maker_id}` }),
  'POST /api/makers/:id/picture': async () => {
    const maker = await buildMaker(t.db);
    return {
      url: `/api/makers/${maker.maker_id}/picture`,
      payload: { file_name: 'me.png', mime_type: 'image/png', data: png },
    };
  },
  'DELETE /api/makers/:id/picture': async () => {
    const maker = await buildMaker(t.db);
    await buildPicture(t.db, { makerId: maker.maker_id });
    return { url: `/api/makers/${maker.maker_id}/picture` };
  },

  'POST /api/people': async () => ({
    url: '/api/people',
    payload: { name: 'Kawika Nāone', email: 'k@example.org' },
  }),
  'PUT /api/people/:id': async () => {
    const person = await buildPerson(t.db);
    return {
      url: `/api/people/${person.person_id}`,
      payload: { name: 'Keola Kamakau', phone: '808 555 0100' },
    };
  },
  'DELETE /api/people/:id': async () => {
    const person = await buildPerson(t.db);
    await buildPicture(t.db, { personId: person.person_id });
    return { url: `/api/people/${person.person_id}` };
  },
  'POST /api/people/:id/picture': async () => {
    const person = await buildPerson(t.db);
    return {
      url: `/api/people/${person.person_id}/picture`,
      payload: { file_name: 'me.png', mime_type: 'image/png', data: png },
    };
  },
  'DELETE /api/people/:id/picture': async () => {
    const person = await buildPerson(t.db);
    await buildPicture(t.db, { personId: person.person_id });
    return { url: `/api/people/${person.person_id}/picture` };
  },

  'POST /api/changes/:id/revert': async () => {
    const race = await buildRace(t.db, { name: 'Before' });
    const edit = await t.request('admin', {
      method: 'PUT',
      url: `/api/races/${race.race_id}`,
      payload: { name: 'After' },
    });
    expect(edit.statusCode).toBe(200);
    return { url: `/api/changes/${await lastChangeId()}/revert`, payload: {} };
  },
};

const routeKey = (method: string, url: string) => `${method} ${url}`;

async function lastChangeId(): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('changes')
    .select((eb) => eb.fn.max('change_id').as('id'))
    .executeTakeFirstOrThrow();
  return Number(row.id ?? 0);
}

type Rows = Map<string, Record<string, unknown>>;

/** Every row of every recorded table as the history records it, by `table:id`, without maintained columns. */
async function snapshot(): Promise<Rows> {
  const rows: Rows = new Map();
  for (const table of Object.keys(TRACKED_TABLES) as TrackedTable[]) {
    const info = trackedTable(table);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const query = t.db.kysely.selectFrom(table as any);
    const found = (await (
      info.columns ? query.select(info.columns as never[]) : query.selectAll()
    ).execute()) as Record<string, unknown>[];
    for (const row of found) rows.set(`${table}:${String(row[info.id])}`, comparable(table, row)!);
  }
  return rows;
}

function comparable(table: TrackedTable, row: Record<string, unknown> | null) {
  if (!row) return null;
  const maintained = new Set(trackedTable(table).maintained ?? []);
  return Object.fromEntries(Object.entries(row).filter(([column]) => !maintained.has(column)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The rows that differ between two snapshots: { key → [before, after] }. */
function changedRows(before: Rows, after: Rows) {
  const changed = new Map<string, [unknown, unknown]>();
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(key) ?? null;
    const a = after.get(key) ?? null;
    if (!same(b, a)) changed.set(key, [b, a]);
  }
  return changed;
}

const REASON = 'Kaʻu ʻohana asked, after the 1975 launch';

async function userId(email: string): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('users')
    .select('user_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

beforeAll(async () => {
  // Submissions are sent as a visitor would, without waiting the form's fill time.
  t = await createTestApp({ SUBMISSION_MIN_FILL_SECONDS: '0', SUBMISSION_RATE_LIMIT: '1000' });
  png = await smallPngBase64();
});
afterAll(() => t.close());

const writeRoutes = () =>
  t.app.routeTable.filter(
    (r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.url.startsWith('/api/'),
  );

describe('the change history records every write route', () => {
  it('lists every write route: with a request that records one change, or exempt with its reason', () => {
    const registered = writeRoutes()
      .map((r) => routeKey(r.method, r.url))
      .sort();
    const listed = [...Object.keys(CASES), ...Object.keys(EXEMPT)].sort();
    expect(listed).toEqual(registered);
    expect(Object.keys(CASES).filter((key) => key in EXEMPT)).toEqual([]);
  });

  it.each(Object.keys(CASES))('%s records exactly one change with the rows before and after', async (key) => {
    const [method] = key.split(' ');
    const request = await CASES[key]();
    const before = await snapshot();
    const since = await lastChangeId();
    const res = await t.app.inject({
      method: method as 'POST',
      url: request.url,
      payload: request.payload,
      headers: {
        authorization: `Bearer ${request.caller?.token ?? t.tokens.admin}`,
        'x-change-reason': encodeURIComponent(REASON),
      },
    });
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    const after = await snapshot();

    const changes = await t.db.kysely
      .selectFrom('changes')
      .selectAll()
      .where('change_id', '>', since)
      .execute();
    expect(changes).toHaveLength(1);
    const [change] = changes;
    const caller = await t.db.kysely
      .selectFrom('users')
      .select('user_id')
      .where('email', '=', request.caller?.email ?? 'admin@example.org')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      actor_user_id: caller.user_id,
      actor_name: request.caller?.name ?? 'Test Admin',
      actor_kind: 'token',
      reason: REASON,
    });
    expect(change.summary).toBeTruthy();

    const recorded = await t.db.kysely
      .selectFrom('change_rows')
      .selectAll()
      .where('change_id', '=', change.change_id)
      .orderBy('change_row_id')
      .execute();
    const expected = changedRows(before, after);
    expect(expected.size).toBeGreaterThan(0);
    const actual = new Map<string, [unknown, unknown]>();
    for (const row of recorded) {
      const table = row.table_name as TrackedTable;
      const parse = (json: string | null) => comparable(table, json ? JSON.parse(json) : null);
      const rowKey = `${table}:${row.record_id}`;
      expect(actual.has(rowKey), `${rowKey} recorded twice`).toBe(false);
      actual.set(rowKey, [parse(row.before_json), parse(row.after_json)]);
      expect(row.op).toBe(
        row.before_json === null ? 'create' : row.after_json === null ? 'delete' : 'update',
      );
    }
    // An account's row is recorded as its groups set from none when it is made; no route makes one.
    expect(Object.fromEntries([...actual].sort())).toEqual(Object.fromEntries([...expected].sort()));
  });
});
