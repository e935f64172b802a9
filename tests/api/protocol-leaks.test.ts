/**
 * The leak matrix of community protocols (decision 020): every public read route of the API, every public page and
 * the site's own files, asked by every kind of caller, against content kept in every way a keeper can keep it.
 * Each kept record carries a mark of its own in its words; an answer may hold a mark only when its caller may see
 * that record, and every mark is seen by each caller who may see it on the routes that show its kind.
 *
 * The matrix is made from the server's own route table, so a new public route is asked too; a public route that
 * declares no content rule does not even register (http/route.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app.ts';
import { createApiToken, createUser } from '../../src/server/modules/auth/accounts.service.ts';
import {
  buildCanoe,
  buildMaker,
  buildOwner,
  buildParticipation,
  buildPerson,
  buildPhoto,
  buildPlace,
  buildProtocol,
  buildProtocolMember,
  buildRace,
  buildRestoration,
  buildSource,
  buildTkLabel,
  buildTkLabelUse,
  buildRecording,
  toneWav,
  keepFor,
} from '../../src/server/record-builders/index.ts';
import { insertStory } from '../../src/server/modules/submissions/submission.repository.ts';
import { updateCanoe } from '../../src/server/modules/canoes/canoe.repository.ts';
import { PAGES } from '../../src/shared/paths.ts';
import { nowIso } from '../../src/server/db/database.ts';
import { zipBufferFiles } from '../setup/zip.ts';
import { postSubmission } from '../setup/submissions.ts';

type Caller = 'visitor' | 'member' | 'ohana' | 'other' | 'keeper' | 'admin';
const CALLERS: Caller[] = ['visitor', 'member', 'ohana', 'other', 'keeper', 'admin'];

/** Each mark, and who may see the record that carries it. */
const MARKS = {
  storyA: 'Kahananui-story-words',
  photoA: 'Kahananui-photo-caption',
  photoSourceA: 'Kahananui-photo-source',
  oralHistoryA: 'Kahananui-oral-history',
  tellerA: 'Kahananui-teller-name',
  notesA: 'Kahananui-notes-words',
  // The notes' ʻŌlelo Hawaiʻi version, kept with them (decision 027).
  notesHawA: 'Kahananui-notes-hawaiian',
  keepersStory: 'Kahananui-keepers-only',
  storyB: 'Halau-story-words',
  // A whole canoe kept for the ʻohana: its name, bow number and place of origin.
  canoeName: 'Kahananui-canoe-name',
  canoeHull: 'KHN-kept-hull',
  canoeOrigin: 'Kahananui-canoe-origin',
  nameA: 'Kahananui-earlier-name',
  currentNameA: 'Kahananui-current-name',
  ownershipA: 'Kahananui-ownership-notes',
  restorationA: 'Kahananui-restoration-words',
  raceEntryA: 'Kahananui-race-crew',
  // The ʻŌlelo Hawaiʻi versions of the kept story and restoration, hidden with their rows (decision 027).
  storyHawA: 'Kahananui-story-hawaiian',
  restorationHawA: 'Kahananui-restoration-hawaiian',
  // A place kept for the ʻohana (decision 030): its name and words, wherever a canoe, race, restoration or steward
  // names it.
  keptPlace: 'Kahananui-kept-place',
  keptPlaceWords: 'Kahananui-place-words',
  // A recording kept for the ʻohana (decision 035): its title, the words of its transcript and its very bytes.
  recordingA: 'Kahananui-recording-title',
  recordingWordsA: 'Kahananui-recording-words',
  recordingBytesA: 'Kahananui-recording-bytes',
} as const;
type Mark = keyof typeof MARKS;

const SEES: Record<Mark, Caller[]> = {
  storyA: ['ohana', 'keeper', 'admin'],
  photoA: ['ohana', 'keeper', 'admin'],
  photoSourceA: ['ohana', 'keeper', 'admin'],
  oralHistoryA: ['ohana', 'keeper', 'admin'],
  tellerA: ['ohana', 'keeper', 'admin'],
  notesA: ['ohana', 'keeper', 'admin'],
  notesHawA: ['ohana', 'keeper', 'admin'],
  keepersStory: ['keeper', 'admin'],
  storyB: ['other', 'admin'],
  canoeName: ['ohana', 'keeper', 'admin'],
  canoeHull: ['ohana', 'keeper', 'admin'],
  canoeOrigin: ['ohana', 'keeper', 'admin'],
  nameA: ['ohana', 'keeper', 'admin'],
  currentNameA: ['ohana', 'keeper', 'admin'],
  ownershipA: ['ohana', 'keeper', 'admin'],
  restorationA: ['ohana', 'keeper', 'admin'],
  raceEntryA: ['ohana', 'keeper', 'admin'],
  storyHawA: ['ohana', 'keeper', 'admin'],
  restorationHawA: ['ohana', 'keeper', 'admin'],
  keptPlace: ['ohana', 'keeper', 'admin'],
  keptPlaceWords: ['ohana', 'keeper', 'admin'],
  recordingA: ['ohana', 'keeper', 'admin'],
  recordingWordsA: ['ohana', 'keeper', 'admin'],
  recordingBytesA: ['ohana', 'keeper', 'admin'],
};

/** Where the kept place is named for those who may see it: its page, the lists and map, and what refers to it. */
const keptPlaceShownOn = (ids: Ids) => [
  `/api/places/${ids.keptPlace}`,
  '/api/places',
  '/api/places/map',
  `/api/canoes/${ids.keptNameCanoe}`,
  `/api/races/${ids.race}`,
  '/api/races',
  `/api/owners/${ids.owner}`,
  `/api/canoes/${ids.canoe}/restorations`,
  `/api/canoes/${ids.canoe}/timeline`,
];

/** Where the kept canoe is listed for those who may see it: its page, the registry, its steward, maker and race. */
const keptCanoeShownOn = (ids: Ids) => [
  `/api/canoes/${ids.keptCanoe}`,
  `/api/canoes/${ids.keptCanoe}/timeline`,
  '/api/canoes',
  '/api/canoes/search?q=kahananui-canoe',
  `/api/owners/${ids.owner}`,
  `/api/makers/${ids.maker}`,
  `/api/races/${ids.race}/participants`,
  `/api/places/${ids.place}`,
];

/** Where each mark must be seen by those who may (the routes that show its kind). */
const SHOWN_ON: Record<Mark, (ids: Ids) => string[]> = {
  storyA: (ids) => [`/api/canoes/${ids.canoe}/stories`],
  photoA: (ids) => [
    `/api/canoes/${ids.canoe}`,
    `/api/canoes/${ids.canoe}/media`,
    `/api/canoes/${ids.canoe}/timeline`,
  ],
  photoSourceA: (ids) => [`/api/canoes/${ids.canoe}/sources`],
  oralHistoryA: (ids) => [`/api/canoes/${ids.canoe}/sources`],
  tellerA: (ids) => [`/api/canoes/${ids.canoe}/sources`],
  notesA: (ids) => [`/api/canoes/${ids.canoe}`],
  notesHawA: (ids) => [`/api/canoes/${ids.canoe}`],
  keepersStory: (ids) => [`/api/canoes/${ids.canoe}/stories`],
  storyB: (ids) => [`/api/canoes/${ids.canoe}/stories`],
  canoeName: keptCanoeShownOn,
  canoeHull: (ids) => [`/api/canoes/${ids.keptCanoe}`, '/api/canoes', `/api/canoes/search?hull_id=khn-kept`],
  canoeOrigin: (ids) => [`/api/canoes/${ids.keptCanoe}`, '/api/canoes/search?origin=kahananui'],
  nameA: (ids) => [
    `/api/canoes/${ids.canoe}`,
    `/api/canoes/${ids.canoe}/names`,
    `/api/canoes/${ids.canoe}/timeline`,
  ],
  currentNameA: (ids) => [
    `/api/canoes/${ids.keptNameCanoe}`,
    `/api/canoes/${ids.keptNameCanoe}/names`,
    `/api/canoes/${ids.keptNameCanoe}/timeline`,
    '/api/canoes',
    `/api/owners/${ids.keptSteward}`,
    `/api/places/${ids.place}`,
  ],
  ownershipA: (ids) => [
    `/api/canoes/${ids.canoe}`,
    `/api/canoes/${ids.canoe}/ownerships`,
    `/api/ownerships/${ids.ownership}`,
  ],
  restorationA: (ids) => [
    `/api/canoes/${ids.canoe}/restorations`,
    `/api/canoes/${ids.canoe}/restorations/${ids.restoration}`,
    `/api/makers/${ids.maker}`,
    `/api/canoes/${ids.canoe}/timeline`,
  ],
  raceEntryA: (ids) => [
    `/api/canoes/${ids.canoe}/races`,
    `/api/races/${ids.race}`,
    `/api/races/${ids.race}/participants`,
  ],
  storyHawA: (ids) => [`/api/canoes/${ids.canoe}/stories`],
  restorationHawA: (ids) => [
    `/api/canoes/${ids.canoe}/restorations`,
    `/api/canoes/${ids.canoe}/restorations/${ids.restoration}`,
    `/api/makers/${ids.maker}`,
    `/api/canoes/${ids.canoe}/timeline`,
  ],
  keptPlace: keptPlaceShownOn,
  keptPlaceWords: (ids) => [`/api/places/${ids.keptPlace}`],
  recordingA: (ids) => [`/api/canoes/${ids.canoe}/recordings`],
  recordingWordsA: (ids) => [
    `/api/canoes/${ids.canoe}/recordings`,
    `/api/canoes/${ids.canoe}/recordings/${ids.keptRecording}/captions.vtt`,
    `/api/recordings/lines?q=${MARKS.recordingWordsA}`,
  ],
  recordingBytesA: (ids) => [`/api/canoes/${ids.canoe}/recordings/${ids.keptRecording}/file`],
};

interface Ids {
  canoe: number;
  keptCanoe: number;
  storyA: number;
  keptPhoto: number;
  publicPhoto: number;
  keptRecording: number;
  owner: number;
  maker: number;
  race: number;
  /** The kept ownership, restoration and race entry. */
  ownership: number;
  restoration: number;
  participation: number;
  /** A second canoe whose current name and current ownership are kept, and the steward of both kept ownerships. */
  keptNameCanoe: number;
  keptSteward: number;
  protocolA: number;
  protocolB: number;
  /** The place the canoes come from and the kept restoration was done at. */
  place: number;
  /** A place kept for the ʻohana: the home of the second canoe and of the steward, the race's course, where the public restoration was done. */
  keptPlace: number;
}

let t: TestApp;
let ids: Ids;
const tokens = {} as Record<Caller, string | null>;

async function account(email: string) {
  const user = await createUser(t.db, { email, name: email.split('@')[0], password: 'a-long-password-1' });
  return { userId: user.user_id, token: await createApiToken(t.db, email) };
}

function ask(caller: Caller, url: string, headers: Record<string, string> = {}) {
  const token = tokens[caller];
  return t.app.inject({
    method: 'GET',
    url,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
  });
}

/** What an answer holds, as text: a ZIP (a protocol's export) file by file, as its compressed bytes hide every mark. */
async function contentOf(res: Awaited<ReturnType<typeof ask>>): Promise<string> {
  if (!String(res.headers['content-type']).startsWith('application/zip')) return res.body;
  const files = await zipBufferFiles(res.rawPayload);
  return [...files].map(([name, bytes]) => `${name}\n${bytes.toString('utf8')}`).join('\n');
}

beforeAll(async () => {
  // A story is shared at once (the share form's least time to fill it is for people).
  t = await createTestApp({ SUBMISSION_MIN_FILL_SECONDS: '0' });
  tokens.visitor = null;
  tokens.member = t.tokens.user;
  tokens.admin = t.tokens.admin;
  const ohana = await account('ohana@example.org');
  const other = await account('halau@example.org');
  const keeper = await account('keeper@example.org');
  tokens.ohana = ohana.token;
  tokens.other = other.token;
  tokens.keeper = keeper.token;

  const protocolA = await buildProtocol(t.db, { name: 'Kahananui ʻohana' });
  const protocolB = await buildProtocol(t.db, { name: 'Hālau Hoe' });
  await buildProtocolMember(t.db, protocolA.id, ohana.userId, 'member');
  await buildProtocolMember(t.db, protocolA.id, keeper.userId, 'keeper');
  await buildProtocolMember(t.db, protocolB.id, other.userId, 'member');

  const owner = await buildOwner(t.db, { name: 'Hui Waʻa o Kona' });
  const keptSteward = await buildOwner(t.db, { name: 'Hui Kahananui' });
  const person = await buildPerson(t.db, { name: 'Kalani Akana' });
  const maker = await buildMaker(t.db, { personId: person.person_id });
  const canoe = await buildCanoe(t.db, {
    makerId: maker.maker_id,
    names: [
      { name: MARKS.nameA, start_date: '1960-01-01', end_date: '1975-01-01' },
      { name: 'Kaʻiulani', start_date: '1975-01-01' },
    ],
    ownerships: [
      {
        ownerId: keptSteward.owner_id,
        start_date: '1975-01-01',
        end_date: '1990-01-01',
        notes: MARKS.ownershipA,
      },
      { ownerId: owner.owner_id, start_date: '1990-01-01' },
    ],
  });
  // Another canoe, whose current name and current steward are kept: a visitor knows it by its earlier name only.
  const keptNameCanoe = await buildCanoe(t.db, {
    names: [
      { name: 'Makaliʻi', start_date: '1950-01-01', end_date: '1980-01-01' },
      { name: MARKS.currentNameA, start_date: '1980-01-01' },
    ],
    ownerships: [{ ownerId: keptSteward.owner_id, start_date: '1980-01-01' }],
  });
  const race = await buildRace(t.db);
  const participation = await buildParticipation(t.db, {
    raceId: race.race_id,
    canoeId: canoe.canoe_id,
    paddlerName: MARKS.raceEntryA,
  });
  // A public restoration, and one kept, by the maker (so the maker's page lists it).
  const publicRestoration = await buildRestoration(t.db, { canoeId: canoe.canoe_id });
  const restoration = await buildRestoration(t.db, {
    canoeId: canoe.canoe_id,
    description: MARKS.restorationA,
    descriptionHaw: `(haw) ${MARKS.restorationHawA}`,
    restorerMakerId: maker.maker_id,
    restorerPersonId: person.person_id,
  });
  // A whole canoe kept for the ʻohana: the same steward, maker and race as the public canoe.
  const keptCanoe = await buildCanoe(t.db, {
    name: MARKS.canoeName,
    hullId: MARKS.canoeHull,
    origin: MARKS.canoeOrigin,
    makerId: maker.maker_id,
    ownerships: [{ ownerId: owner.owner_id, start_date: '2001-01-01' }],
  });
  await buildParticipation(t.db, { raceId: race.race_id, canoeId: keptCanoe.canoe_id });
  await buildPhoto(t.db, { canoeId: keptCanoe.canoe_id, caption: 'A photo of the kept canoe' });
  await buildRestoration(t.db, { canoeId: keptCanoe.canoe_id });
  await buildSource(t.db, { canoeId: keptCanoe.canoe_id, citation: 'A cutting about the kept canoe' });
  await keepFor(t.db, 'canoe', keptCanoe.canoe_id, [protocolA.id]);
  // A place the kept canoe, the public canoe and the kept restoration refer to (decision 030): its page, the
  // map and the list must count and name only what each caller may see.
  const place = await buildPlace(t.db, { name: 'Kaunakakai' });
  for (const id of [canoe.canoe_id, keptCanoe.canoe_id, keptNameCanoe.canoe_id]) {
    await t.db.kysely
      .updateTable('canoes')
      .set({ origin_place_id: place.place_id, home_place_id: place.place_id })
      .where('canoe_id', '=', id)
      .execute();
  }
  await t.db.kysely
    .updateTable('restorations')
    .set({ place_id: place.place_id })
    .where('restoration_id', '=', restoration.restoration_id)
    .execute();
  // A place kept for the ʻohana, named by public records: the second canoe's home waters, the public steward's
  // home, the race's course and where the public restoration was done.
  const keptPlace = await buildPlace(t.db, {
    name: MARKS.keptPlace,
    island: 'molokai',
    description: MARKS.keptPlaceWords,
  });
  await t.db.kysely
    .updateTable('canoes')
    .set({ home_place_id: keptPlace.place_id })
    .where('canoe_id', '=', keptNameCanoe.canoe_id)
    .execute();
  await t.db.kysely
    .updateTable('owners')
    .set({ home_place_id: keptPlace.place_id })
    .where('owner_id', '=', owner.owner_id)
    .execute();
  await t.db.kysely
    .updateTable('races')
    .set({ place_id: keptPlace.place_id })
    .where('race_id', '=', race.race_id)
    .execute();
  await t.db.kysely
    .updateTable('restorations')
    .set({ place_id: keptPlace.place_id })
    .where('restoration_id', '=', publicRestoration.restoration_id)
    .execute();
  await keepFor(t.db, 'place', keptPlace.place_id, [protocolA.id]);
  // The kept photo first: a canoe's first photo is its thumbnail, its preview image and its JSON-LD image.
  const keptPhoto = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: MARKS.photoA });
  const publicPhoto = await buildPhoto(t.db, {
    canoeId: canoe.canoe_id,
    caption: 'A public photo of the launch',
  });
  await buildSource(t.db, {
    canoeId: canoe.canoe_id,
    record: { type: 'media', id: keptPhoto.media_id },
    citation: MARKS.photoSourceA,
  });
  const oral = await buildSource(t.db, {
    canoeId: canoe.canoe_id,
    kind: 'oral_history',
    citation: MARKS.oralHistoryA,
    teller: MARKS.tellerA,
    tellerNamed: true,
  });
  await buildSource(t.db, { canoeId: canoe.canoe_id, citation: 'A public newspaper cutting' });
  await updateCanoe(
    t.db.kysely,
    canoe.canoe_id,
    { notes: `<p>${MARKS.notesA}</p>`, notes_haw: `<p>${MARKS.notesHawA}</p>` },
    nowIso(),
  );

  const story = (words: string, hawaiian: string | null = null) =>
    insertStory(t.db.kysely, {
      canoe_id: canoe.canoe_id,
      title: null,
      body: `<p>${words}</p>`,
      body_haw: hawaiian && `<p>(haw) ${hawaiian}</p>`,
      shown_name: 'A paddler',
      licence: null,
      shared_at: nowIso(),
      published_at: nowIso(),
      submission_id: null,
    });
  await story('A public story of the canoe');
  const storyA = await story(MARKS.storyA, MARKS.storyHawA);
  const keepersStory = await story(MARKS.keepersStory);
  const storyB = await story(MARKS.storyB);

  await keepFor(t.db, 'photo', keptPhoto.media_id, [protocolA.id], { shown_as: 'notice' });
  // The recording's bytes carry their mark inside the sound: a leak of the file shows it.
  const tone = toneWav(1);
  tone.write(MARKS.recordingBytesA, 1000, 'latin1');
  const keptRecording = await buildRecording(t.db, {
    canoeId: canoe.canoe_id,
    bytes: tone,
    title: MARKS.recordingA,
    transcript: `WEBVTT\n\n00:00.000 --> 00:00.500\n${MARKS.recordingWordsA}\n`,
  });
  await keepFor(t.db, 'recording', keptRecording.recording_id, [protocolA.id], { shown_as: 'notice' });
  await keepFor(t.db, 'story', storyA.story_id, [protocolA.id], { shown_as: 'notice' });
  await keepFor(t.db, 'story', keepersStory.story_id, [protocolA.id], { visibility: 'keepers' });
  await keepFor(t.db, 'story', storyB.story_id, [protocolB.id]);
  await keepFor(t.db, 'source', oral.source_id, [protocolA.id]);
  await keepFor(t.db, 'notes', canoe.canoe_id, [protocolA.id], { shown_as: 'notice' });

  const keptOwnership = canoe.ownerships[0];
  await keepFor(t.db, 'name', canoe.names[0].canoe_name_id, [protocolA.id], { shown_as: 'notice' });
  await keepFor(t.db, 'name', keptNameCanoe.names[1].canoe_name_id, [protocolA.id]);
  await keepFor(t.db, 'ownership', keptOwnership.ownership_id, [protocolA.id], { shown_as: 'notice' });
  await keepFor(t.db, 'ownership', keptNameCanoe.ownerships[0].ownership_id, [protocolA.id]);
  await keepFor(t.db, 'restoration', restoration.restoration_id, [protocolA.id], { shown_as: 'notice' });
  await keepFor(t.db, 'race_entry', participation.participation_id, [protocolA.id]);
  // A Traditional Knowledge label on the kept story, and one on the canoe itself.
  const label = await buildTkLabel(t.db, { name: 'TK Family' });
  await buildTkLabelUse(t.db, { canoeId: canoe.canoe_id, labelId: label.label_id });
  await buildTkLabelUse(t.db, {
    canoeId: canoe.canoe_id,
    labelId: label.label_id,
    record: { type: 'story', id: storyA.story_id },
  });

  ids = {
    canoe: canoe.canoe_id,
    keptCanoe: keptCanoe.canoe_id,
    storyA: storyA.story_id,
    keptPhoto: keptPhoto.media_id,
    publicPhoto: publicPhoto.media_id,
    keptRecording: keptRecording.recording_id,
    owner: owner.owner_id,
    maker: maker.maker_id,
    race: race.race_id,
    ownership: keptOwnership.ownership_id,
    restoration: restoration.restoration_id,
    participation: participation.participation_id,
    keptNameCanoe: keptNameCanoe.canoe_id,
    keptSteward: keptSteward.owner_id,
    protocolA: protocolA.id,
    protocolB: protocolB.id,
    place: place.place_id,
    keptPlace: keptPlace.place_id,
  };
});
afterAll(() => t.close());

/** A route's address with its parameters filled from the seeded records, and the queries worth asking. */
function addressesOf(url: string): string[] {
  const filled = url
    .replace(/^\/api\/canoes\/:id/, `/api/canoes/${ids.canoe}`)
    .replace(/^\/api\/owners\/:id/, `/api/owners/${ids.keptSteward}`)
    .replace(/^\/api\/makers\/:id/, `/api/makers/${ids.maker}`)
    .replace(/^\/api\/races\/:id/, `/api/races/${ids.race}`)
    .replace(/^\/api\/ownerships\/:id/, `/api/ownerships/${ids.ownership}`)
    .replace(/^\/api\/protocols\/:id/, `/api/protocols/${ids.protocolA}`)
    .replace(/^\/api\/places\/:id/, `/api/places/${ids.place}`)
    .replace(':mediaId', String(ids.keptPhoto))
    .replace(':recordingId', String(ids.keptRecording))
    .replace(':rid', String(ids.restoration))
    .replace(':pid', String(ids.participation));
  if (filled.includes(':')) throw new Error(`the matrix cannot fill ${url}: add its parameter`);
  const addresses = [filled];
  // Everything under the kept canoe's address too.
  if (url.startsWith('/api/canoes/:id')) {
    addresses.push(filled.replace(`/api/canoes/${ids.canoe}`, `/api/canoes/${ids.keptCanoe}`));
  }
  if (filled === '/api/canoes/search') {
    addresses.push(
      '/api/canoes/search?q=kaiulani',
      '/api/canoes/search?q=kaiulani&format=csv',
      '/api/canoes/search?q=kahananui-canoe',
      '/api/canoes/search?q=kahananui&format=csv',
      '/api/canoes/search?q=kept-hull',
      `/api/canoes/search?q=${ids.keptCanoe}`,
      '/api/canoes/search?hull_id=khn-kept',
      '/api/canoes/search?origin=kahananui',
      '/api/canoes/search?owner=kona',
      '/api/canoes/search?format=csv',
      '/api/canoes/search?q=makalii',
      '/api/canoes/search?q=kahananui',
    );
  }
  if (filled === '/api/ownerships') addresses.push(`/api/ownerships?canoe_id=${ids.keptCanoe}`);
  if (filled === `/api/canoes/${ids.canoe}`) addresses.push(`/api/canoes/${ids.keptNameCanoe}`);
  if (filled === `/api/canoes/${ids.canoe}/names`) addresses.push(`/api/canoes/${ids.keptNameCanoe}/names`);
  if (filled === `/api/canoes/${ids.canoe}/timeline`)
    addresses.push(`/api/canoes/${ids.keptNameCanoe}/timeline`);
  if (filled === '/api/owners') addresses.push('/api/owners?sort=canoes', '/api/owners?canoe_count=1');
  if (filled === '/api/races') addresses.push(`/api/races?canoe_id=${ids.canoe}`);
  if (filled === `/api/places/${ids.place}`) addresses.push(`/api/places/${ids.keptPlace}`);
  if (filled === '/api/places') addresses.push('/api/places?island=molokai', '/api/places?q=kahananui');
  if (filled === '/api/places/map') addresses.push('/api/places/map?island=molokai');
  if (filled.endsWith('/image')) addresses.push(`${filled}?size=thumbnail`);
  // What was said in recordings (decision 035), asked for the kept recording's words.
  if (filled === '/api/recordings/lines') addresses.push(`${filled}?q=${MARKS.recordingWordsA}`);
  // What the Follow form names (issue 37): the name a visitor sees, never a kept one.
  if (filled === '/api/follows/subject') {
    addresses.push(
      `/api/follows/subject?subject_type=canoe&subject_id=${ids.canoe}`,
      `/api/follows/subject?subject_type=canoe&subject_id=${ids.keptCanoe}`,
      `/api/follows/subject?subject_type=canoe&subject_id=${ids.keptNameCanoe}`,
      `/api/follows/subject?subject_type=owner&subject_id=${ids.keptSteward}`,
      `/api/follows/subject?subject_type=race&subject_id=${ids.race}`,
    );
  }
  return addresses;
}

/** The public pages (their head and, where the bundle is built, their render), the sitemap and robots.txt. */
function pageAddresses(): string[] {
  const byRecord: Record<string, number> = {
    canoe: ids.canoe,
    owner: ids.keptSteward,
    maker: ids.maker,
    race: ids.race,
    place: ids.place,
  };
  const pages = Object.values(PAGES)
    .filter((page) => page.public && (!page.record || page.record in byRecord))
    .map((page) =>
      page.pattern.replace(':id', String(byRecord[page.record ?? ''] ?? '')).replace(':island', 'molokai'),
    );
  return [
    ...pages,
    `/canoes/${ids.canoe}?tab=stories`,
    `/canoes/${ids.keptCanoe}`,
    `/canoes/${ids.keptCanoe}?tab=history`,
    `/canoes/${ids.canoe}?tab=sources`,
    `/canoes/${ids.keptNameCanoe}`,
    `/places/${ids.keptPlace}`,
    `/races/${ids.race}`,
    `/owners/${ids.owner}`,
    '/places/islands/molokai',
    // The Atom feeds (issue 37): public content only, whoever asks.
    '/feeds/recent.atom',
    `/feeds/canoes/${ids.canoe}.atom`,
    `/feeds/canoes/${ids.keptCanoe}.atom`,
    `/feeds/canoes/${ids.keptNameCanoe}.atom`,
    `/feeds/owners/${ids.owner}.atom`,
    `/feeds/owners/${ids.keptSteward}.atom`,
    `/feeds/makers/${ids.maker}.atom`,
    `/feeds/races/${ids.race}.atom`,
    '/sitemap.xml',
    '/robots.txt',
  ];
}

/** Every public read route of the API (access public, or anyone signed in). */
function publicReadRoutes() {
  return t.app.routeTable.filter(
    (route) =>
      route.method === 'GET' &&
      route.url.startsWith('/api/') &&
      (route.access === 'public' || route.access === 'member'),
  );
}

const keptPhotoPath = () => `/media/${ids.keptPhoto}/image`;

describe('the leak matrix', () => {
  it('every public read route declares how it filters kept content', () => {
    const undeclared = publicReadRoutes()
      .filter((route) => route.content !== 'viewer' && route.content !== 'none')
      .map((route) => `${route.method} ${route.url}`);
    expect(undeclared).toEqual([]);
  });

  it('no caller reads a mark, a kept photo or its image of a record they may not see, on any route or page', async () => {
    const addresses = [...publicReadRoutes().flatMap((route) => addressesOf(route.url)), ...pageAddresses()];
    const leaks: string[] = [];
    let checks = 0;
    for (const address of addresses) {
      for (const caller of CALLERS) {
        const res = await ask(caller, address);
        const body = await contentOf(res);
        for (const [mark, words] of Object.entries(MARKS) as [Mark, string][]) {
          checks++;
          if (!SEES[mark].includes(caller) && body.includes(words))
            leaks.push(`${caller} ${address}: ${mark}`);
        }
        checks++;
        if (!SEES.photoA.includes(caller) && body.includes(keptPhotoPath())) {
          leaks.push(`${caller} ${address}: the kept photo's address`);
        }
        checks++;
        if (!SEES.photoA.includes(caller) && address.includes(keptPhotoPath()) && res.statusCode !== 404) {
          leaks.push(`${caller} ${address}: the kept photo's bytes (${res.statusCode})`);
        }
      }
    }
    console.info(
      `leak matrix: ${addresses.length} addresses × ${CALLERS.length} callers × ${Object.keys(MARKS).length + 2} checks = ${checks}, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    expect(addresses.length).toBeGreaterThan(40);
    // About four hundred requests, each made six ways: its time is not what it checks.
  }, 180_000);

  it('each caller who may see a kept record sees it where its kind is shown', async () => {
    const missing: string[] = [];
    for (const [mark, words] of Object.entries(MARKS) as [Mark, string][]) {
      for (const caller of SEES[mark]) {
        for (const address of SHOWN_ON[mark](ids)) {
          const res = await ask(caller, address);
          if (!res.body.includes(words)) missing.push(`${caller} ${address}: ${mark}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('a protocol’s export holds what its keepers see, for its keeper and an administrator alike', async () => {
    for (const caller of ['keeper', 'admin'] as const) {
      const content = await contentOf(await ask(caller, `/api/protocols/${ids.protocolA}/export`));
      for (const [mark, words] of Object.entries(MARKS) as [Mark, string][]) {
        expect(content.includes(words), `${caller}: ${mark}`).toBe(SEES[mark].includes('keeper'));
      }
    }
  });

  it('the kept photo’s bytes: for who may see it, private to their browser; for anyone else, not found', async () => {
    const url = `/api/canoes/${ids.canoe}${keptPhotoPath()}`;
    for (const caller of CALLERS) {
      const res = await ask(caller, url);
      if (SEES.photoA.includes(caller)) {
        expect(res.statusCode, caller).toBe(200);
        expect(String(res.headers['cache-control']), caller).toMatch(/private/);
      } else {
        expect(res.statusCode, caller).toBe(404);
      }
    }
    const shared = await ask('visitor', `/api/canoes/${ids.canoe}/media/${ids.publicPhoto}/image`);
    expect(String(shared.headers['cache-control'])).toMatch(/public/);
  });
});

describe('a kept canoe', () => {
  it('is not found under its address by anyone who may not see it, and found by those who may', async () => {
    const routes = publicReadRoutes().filter((route) => route.url.startsWith('/api/canoes/:id'));
    expect(routes.length).toBeGreaterThan(8);
    const wrong: string[] = [];
    for (const route of routes) {
      const address = addressesOf(route.url)[0].replace(
        `/api/canoes/${ids.canoe}`,
        `/api/canoes/${ids.keptCanoe}`,
      );
      // A photo, restoration or recording of the other canoe is not under this one: only the canoe's own routes say
      // whether it is there.
      if (['/media/', '/restorations/', '/recordings/'].some((part) => address.includes(part))) continue;
      for (const caller of CALLERS) {
        const res = await ask(caller, address);
        const sees = SEES.canoeName.includes(caller);
        if (sees ? res.statusCode === 404 : res.statusCode !== 404) {
          wrong.push(`${caller} ${address}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('carries its lock mark for those who may see it, on its page and in the registry', async () => {
    const canoe = (await ask('ohana', `/api/canoes/${ids.keptCanoe}`)).json() as {
      kept_for?: { protocols: { name: string }[]; own: boolean };
    };
    expect(canoe.kept_for).toMatchObject({ protocols: [{ name: 'Kahananui ʻohana' }], own: true });
    const listed = (await ask('ohana', '/api/canoes')).json() as { canoe_id: number; kept_for?: unknown }[];
    expect(listed.find((row) => row.canoe_id === ids.keptCanoe)?.kept_for).toBeTruthy();
    expect(listed.find((row) => row.canoe_id === ids.canoe)?.kept_for).toBeUndefined();
  });
});

describe('Search and counts', () => {
  const total = async (caller: Caller, url: string) => (await ask(caller, url)).headers['x-total-count'];

  it('the total and facets a visitor sees count only what they may see', async () => {
    // The whole registry (the kept count less the kept canoes hidden from the caller), a text search, a filter,
    // the search box's one-statement shape, and the race's results.
    const urls = [
      '/api/canoes',
      '/api/canoes/search',
      '/api/canoes/search?owner=kona',
      '/api/canoes/search?q=kona',
      '/api/canoes/search?origin=a',
      `/api/races/${ids.race}/participants`,
      `/api/ownerships`,
    ];
    for (const caller of CALLERS) {
      const seesKept = SEES.canoeName.includes(caller);
      for (const url of urls) {
        const res = await ask(caller, url);
        const rows = res.json() as unknown[];
        expect(rows.length, `${caller} ${url}`).toBe(Number(res.headers['x-total-count']));
      }
      // The public canoe and the canoe whose current name is kept, and the kept canoe for who may see it.
      expect(await total(caller, '/api/canoes'), caller).toBe(seesKept ? '3' : '2');
      expect(await total(caller, '/api/canoes/search?owner=kona'), caller).toBe(seesKept ? '2' : '1');
      // The race's two entries are the kept canoe's and one kept on its own, both for the ʻohana.
      expect(await total(caller, `/api/races/${ids.race}/participants`), caller).toBe(seesKept ? '2' : '0');
      // One public ownership; the ʻohana's are the kept canoe's, one kept on its own and a kept current one.
      expect(await total(caller, '/api/ownerships'), caller).toBe(seesKept ? '4' : '1');
      // The steward's fleet and the maker's canoes name only what the caller may see.
      const owner = (await ask(caller, `/api/owners/${ids.owner}`)).json() as {
        canoe_count: number;
        current_canoes: unknown[];
        ownership_history: unknown[];
      };
      expect(owner.current_canoes, caller).toHaveLength(seesKept ? 2 : 1);
      expect(owner.ownership_history, caller).toHaveLength(seesKept ? 2 : 1);
      expect(owner.canoe_count, caller).toBe(seesKept ? 2 : 1);
      const stewards = (await ask(caller, '/api/owners')).json() as {
        owner_id: number;
        canoe_count: number;
      }[];
      expect(stewards.find((row) => row.owner_id === ids.owner)?.canoe_count, caller).toBe(seesKept ? 2 : 1);
      const maker = (await ask(caller, `/api/makers/${ids.maker}`)).json() as { canoes: unknown[] };
      expect(maker.canoes, caller).toHaveLength(seesKept ? 2 : 1);
    }
  });

  it('the share form answers a kept canoe as it answers a canoe that does not exist', async () => {
    const story = (canoeId: number) => ({ kind: 'story', canoe_id: canoeId, story: '<p>A memory</p>' });
    const kept = await postSubmission(t, story(ids.keptCanoe));
    const none = await postSubmission(t, story(999_999));
    expect(kept.statusCode).toBe(400);
    const words = (res: typeof kept) => {
      const { message, fields } = res.json() as { message: string; fields: unknown };
      return { message, fields };
    };
    expect(words(kept)).toEqual(words(none));
    expect((await postSubmission(t, story(ids.canoe))).statusCode).toBe(201);
  });

  it('the sitemap lists only public canoes', async () => {
    const sitemap = await ask('visitor', '/sitemap.xml');
    const body = sitemap.body.includes('<sitemapindex')
      ? (
          await Promise.all(
            [...sitemap.body.matchAll(/<loc>[^<]*(\/sitemap[^<]*)<\/loc>/g)].map((m) => ask('visitor', m[1])),
          )
        )
          .map((r) => r.body)
          .join('')
      : sitemap.body;
    expect(body).toContain(`/canoes/${ids.canoe}<`);
    expect(body).not.toContain(`/canoes/${ids.keptCanoe}<`);
  });
});

describe('the registry filtered by protocol', () => {
  const found = async (caller: Caller, protocol: number) => {
    const res = await ask(caller, `/api/canoes/search?protocol=${protocol}`);
    return {
      status: res.statusCode,
      ids: res.statusCode === 200 ? (res.json() as { canoe_id: number }[]).map((r) => r.canoe_id) : [],
    };
  };

  it('lists the canoes holding content kept for the protocol, for its members, keepers and administrators', async () => {
    // The public canoe holds the ʻohana's photo, story, oral history and notes; the kept canoe is the ʻohana's.
    for (const caller of ['ohana', 'keeper', 'admin'] as Caller[]) {
      expect(await found(caller, ids.protocolA), caller).toEqual({
        status: 200,
        ids: expect.arrayContaining([ids.canoe, ids.keptCanoe]),
      });
    }
    expect(await found('other', ids.protocolB)).toEqual({ status: 200, ids: [ids.canoe] });
    expect((await found('admin', ids.protocolB)).ids).toEqual([ids.canoe]);
    // With another filter, and its total.
    const res = await ask('ohana', `/api/canoes/search?protocol=${ids.protocolA}&q=kahananui-canoe`);
    expect((res.json() as { canoe_id: number }[]).map((r) => r.canoe_id)).toEqual([ids.keptCanoe]);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it('answers 400 to a visitor and to anyone outside the protocol, saying nothing of it', async () => {
    for (const caller of ['visitor', 'member', 'other'] as Caller[]) {
      const res = await ask(caller, `/api/canoes/search?protocol=${ids.protocolA}`);
      expect(res.statusCode, caller).toBe(400);
      expect(res.body, caller).not.toContain('Kahananui');
    }
    expect((await ask('ohana', '/api/canoes/search?protocol=999999')).statusCode).toBe(400);
  });
});

describe('Traditional Knowledge labels', () => {
  it('a label on a kept story is listed only for who may see the story; the canoe’s own for everyone', async () => {
    for (const caller of CALLERS) {
      const uses = (await ask(caller, `/api/canoes/${ids.canoe}/tk-labels`)).json() as {
        record_type: string;
        record_id: number;
      }[];
      expect(
        uses.some((use) => use.record_type === 'canoe'),
        caller,
      ).toBe(true);
      expect(
        uses.some((use) => use.record_type === 'story' && use.record_id === ids.storyA),
        caller,
      ).toBe(SEES.storyA.includes(caller));
    }
  });
});

describe('counts and notices', () => {
  it('a list’s total, a canoe’s photo count and its thumbnail count only what the caller may see', async () => {
    const media = await ask('visitor', `/api/canoes/${ids.canoe}/media`);
    expect(media.headers['x-total-count']).toBe('1');
    const ohanaMedia = await ask('ohana', `/api/canoes/${ids.canoe}/media`);
    expect(ohanaMedia.headers['x-total-count']).toBe('2');

    const summary = (await ask('visitor', '/api/canoes/search?q=kaiulani')).json() as {
      media_count: number;
      thumbnail_url: string | null;
    }[];
    expect(summary[0].media_count).toBe(1);
    expect(summary[0].thumbnail_url).toContain(`/media/${ids.publicPhoto}/image`);
    const ohanaSummary = (await ask('ohana', '/api/canoes/search?q=kaiulani')).json() as {
      media_count: number;
      thumbnail_url: string;
    }[];
    expect(ohanaSummary[0].media_count).toBe(2);
    expect(ohanaSummary[0].thumbnail_url).toContain(keptPhotoPath());
  });

  it('a visitor is told what the ʻohana keeps here when its keepers chose so, and nothing else of it', async () => {
    const canoe = (await ask('visitor', `/api/canoes/${ids.canoe}`)).json() as {
      kept_notices: { kind: string; protocols: string[]; count: number }[];
      notes: string | null;
    };
    expect(canoe.notes).toBeNull();
    expect(canoe.kept_notices).toEqual(
      expect.arrayContaining([
        { kind: 'notes', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'photo', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'story', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'recording', protocols: ['Kahananui ʻohana'], count: 1 },
        // The kept photo's source takes the photo's protection, notice included.
        { kind: 'source', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'name', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'ownership', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'restoration', protocols: ['Kahananui ʻohana'], count: 1 },
      ]),
    );
    // The keepers-only story, the hālau's story, the oral history and the race entry were kept without a notice:
    // not counted.
    expect(canoe.kept_notices).toHaveLength(8);

    const member = (await ask('ohana', `/api/canoes/${ids.canoe}`)).json() as {
      media: { media_id: number; kept_for?: { protocols: { name: string }[]; own: boolean } }[];
      notes_kept_for: { protocols: { name: string }[] } | null;
    };
    const kept = member.media.find((photo) => photo.media_id === ids.keptPhoto);
    expect(kept?.kept_for).toMatchObject({ protocols: [{ name: 'Kahananui ʻohana' }], own: true });
    expect(member.media.find((photo) => photo.media_id === ids.publicPhoto)?.kept_for).toBeUndefined();
    expect(member.notes_kept_for).toMatchObject({ protocols: [{ name: 'Kahananui ʻohana' }] });
  });
});

describe('a canoe’s names, ownerships, restorations and race entries', () => {
  it('a kept current name: a visitor knows the canoe by its latest public name, and cannot find it by the kept one', async () => {
    const asVisitor = (await ask('visitor', `/api/canoes/${ids.keptNameCanoe}`)).json() as {
      current_name: string | null;
      names: { name: string }[];
      current_owner: unknown;
    };
    expect(asVisitor.current_name).toBe('Makaliʻi');
    expect(asVisitor.names.map((name) => name.name)).toEqual(['Makaliʻi']);
    // Its current ownership is kept too: no steward is named.
    expect(asVisitor.current_owner).toBeNull();
    const asMember = (await ask('ohana', `/api/canoes/${ids.keptNameCanoe}`)).json() as {
      current_name: string | null;
      names: { name: string; kept_for?: { own: boolean } }[];
      current_owner: { owner_id: number } | null;
    };
    expect(asMember.current_name).toBe(MARKS.currentNameA);
    expect(asMember.names.find((name) => name.name === MARKS.currentNameA)?.kept_for).toMatchObject({
      own: true,
    });
    expect(asMember.current_owner?.owner_id).toBe(ids.keptSteward);
    // A kept name finds its canoe for those who may see the name, its kept current steward too, and for no one
    // else; its public name finds it for everyone.
    const ids_ = (body: unknown) => (body as { canoe_id: number }[]).map((canoe) => canoe.canoe_id);
    for (const caller of CALLERS) {
      const sees = SEES.currentNameA.includes(caller);
      const found = (await ask(caller, '/api/canoes/search?q=kahananui-current')).json();
      expect(ids_(found), caller).toEqual(sees ? [ids.keptNameCanoe] : []);
      const bySteward = (await ask(caller, '/api/canoes/search?owner=hui%20kahananui')).json();
      expect(ids_(bySteward), `${caller}, by steward`).toEqual(
        SEES.ownershipA.includes(caller) ? [ids.keptNameCanoe] : [],
      );
      const byStewardInTheBox = (await ask(caller, '/api/canoes/search?q=hui%20kahananui')).json();
      expect(ids_(byStewardInTheBox), `${caller}, the steward in the search box`).toEqual(
        SEES.ownershipA.includes(caller) ? [ids.keptNameCanoe] : [],
      );
      const byOld = (await ask(caller, '/api/canoes/search?q=makalii')).json() as { canoe_id: number }[];
      expect(
        byOld.map((canoe) => canoe.canoe_id),
        caller,
      ).toContain(ids.keptNameCanoe);
    }
  });

  it('a kept ownership does not make its steward the canoe’s steward, nor count it, for who may not see it', async () => {
    const steward = (caller: Caller) =>
      ask(caller, `/api/owners/${ids.keptSteward}`).then(
        (res) =>
          res.json() as {
            canoe_count: number;
            historical_count: number;
            current_canoes: { canoe_id: number }[];
            ownership_history: { canoe_id: number }[];
          },
      );
    const visitor = await steward('visitor');
    expect(visitor).toMatchObject({
      canoe_count: 0,
      historical_count: 0,
      current_canoes: [],
      ownership_history: [],
    });
    const member = await steward('ohana');
    expect(member).toMatchObject({ canoe_count: 1, historical_count: 2 });
    expect(member.current_canoes.map((canoe) => canoe.canoe_id)).toEqual([ids.keptNameCanoe]);
    const listed = (await ask('visitor', '/api/owners?canoe_count=0')).json() as { owner_id: number }[];
    expect(listed.map((owner) => owner.owner_id)).toContain(ids.keptSteward);
  });

  it('a kept restoration and race entry are not found, counted or listed for who may not see them', async () => {
    for (const caller of CALLERS) {
      const sees = SEES.restorationA.includes(caller);
      const one = await ask(caller, `/api/canoes/${ids.canoe}/restorations/${ids.restoration}`);
      expect(one.statusCode, caller).toBe(sees ? 200 : 404);
      const all = await ask(caller, `/api/canoes/${ids.canoe}/restorations`);
      expect(all.headers['x-total-count'], caller).toBe(sees ? '2' : '1');
      const race = (await ask(caller, `/api/races/${ids.race}`)).json() as { participant_count: number };
      // This entry and the kept canoe's, both for the ʻohana.
      expect(race.participant_count, caller).toBe(sees ? 2 : 0);
      const history = await ask(caller, `/api/canoes/${ids.canoe}/races`);
      expect(history.headers['x-total-count'], caller).toBe(sees ? '1' : '0');
      const races = (await ask(caller, `/api/races?canoe_id=${ids.canoe}`)).json() as unknown[];
      expect(races, caller).toHaveLength(sees ? 1 : 0);
      const ownership = await ask(caller, `/api/ownerships/${ids.ownership}`);
      expect(ownership.statusCode, caller).toBe(sees ? 200 : 404);
    }
  });
});

describe('the response cache', () => {
  it('never serves what a member was answered to a visitor, asked together', async () => {
    const urls = [
      `/api/canoes/${ids.canoe}`,
      `/api/canoes/${ids.canoe}/stories`,
      `/api/canoes/${ids.canoe}/media`,
    ];
    for (let round = 0; round < 3; round++) {
      const asked = urls.flatMap((url) =>
        Array.from({ length: 8 }, (_, i) => ({ url, caller: (i % 2 === 0 ? 'ohana' : 'visitor') as Caller })),
      );
      const answers = await Promise.all(asked.map(async (a) => ({ ...a, res: await ask(a.caller, a.url) })));
      for (const { url, caller, res } of answers) {
        expect(res.statusCode).toBe(200);
        const marked = [MARKS.storyA, MARKS.photoA, MARKS.notesA, MARKS.notesHawA].some((words) =>
          res.body.includes(words),
        );
        if (caller === 'visitor') expect(marked, `${url} as a visitor`).toBe(false);
        if (caller === 'ohana' && !url.endsWith('/media')) expect(marked, `${url} as a member`).toBe(true);
        if (caller === 'ohana') expect(String(res.headers['cache-control'])).not.toMatch(/public/);
      }
    }
  });
});
