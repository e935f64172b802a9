import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { createApiToken, createUser } from '../auth/accounts.service.ts';
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
  buildRecording,
  keepFor,
} from '../../record-builders/index.ts';
import { insertStory } from '../submissions/submission.repository.ts';
import { nowIso } from '../../db/database.ts';
import type { CanoeTimeline, TimelineEntry } from '../../../shared/api/canoe-timeline.ts';

/** The words of each kept record: none may reach a caller who may not see it. */
const KEPT = {
  name: 'Kahananui-kept-name',
  steward: 'Kahananui-kept-steward',
  story: 'Kahananui-kept-story',
  restoration: 'Kahananui-kept-restoration',
  race: 'Kahananui-kept-race',
  photo: 'Kahananui-kept-photo',
  canoe: 'Kahananui-kept-canoe',
  place: 'Kahananui-kept-place',
} as const;

let t: TestApp;
let memberToken: string;
let otherToken: string;
const ids = {} as {
  canoe: number;
  keptCanoe: number;
  maker: number;
  family: number;
  club: number;
  race: number;
  keptName: number;
  keptOwnership: number;
  keptStory: number;
  hana: number;
  course: number;
  keptPlace: number;
};

async function account(email: string) {
  const user = await createUser(t.db, { email, name: email.split('@')[0], password: 'a-long-password-1' });
  return { userId: user.user_id, token: await createApiToken(t.db, email) };
}

const story = (
  canoeId: number,
  title: string | null,
  shownName = 'A paddler',
  toldOf: string | null = null,
) =>
  insertStory(t.db.kysely, {
    canoe_id: canoeId,
    told_of: toldOf,
    title,
    body: '<p>Told at the launch.</p>',
    body_haw: null,
    shown_name: shownName,
    licence: null,
    shared_at: nowIso(),
    published_at: nowIso(),
    submission_id: null,
  });

beforeAll(async () => {
  t = await createTestApp();
  const member = await account('ohana@example.org');
  const other = await account('halau@example.org');
  memberToken = member.token;
  otherToken = other.token;
  const ohana = await buildProtocol(t.db, { name: 'Kahananui ʻohana' });
  const halau = await buildProtocol(t.db, { name: 'Hālau Hoe' });
  await buildProtocolMember(t.db, ohana.id, member.userId, 'member');
  await buildProtocolMember(t.db, halau.id, other.userId, 'member');

  const carver = await buildMaker(t.db, { personId: (await buildPerson(t.db, { name: 'Makoa Keliʻi' })).id });
  const family = await buildOwner(t.db, { name: 'Keawe ʻOhana' });
  const club = await buildOwner(t.db, { name: 'Hui Waʻa o Kailua' });
  const keptSteward = await buildOwner(t.db, { name: KEPT.steward });
  // Built about 1920; renamed in the 1960s; two stewards at once during a transfer; a kept name and steward.
  const canoe = await buildCanoe(t.db, {
    buildDate: '1920~',
    makerId: carver.maker_id,
    names: [
      { name: 'Makani Lele', start_date: '1920~', end_date: '196X' },
      { name: KEPT.name, start_date: '1955', end_date: '1958' },
      { name: 'Hōkūleʻa', start_date: '196X', end_date: null },
    ],
    ownerships: [
      { ownerId: family.owner_id, start_date: '1921', end_date: '1981-03' },
      { ownerId: keptSteward.owner_id, start_date: '1950', end_date: '1951' },
      { ownerId: club.owner_id, start_date: '1980-06', end_date: null },
    ],
  });
  const race = await buildRace(t.db, { name: 'Kaʻiwi Channel Classic', date: '2019-10-13' });
  await buildParticipation(t.db, {
    raceId: race.race_id,
    canoeId: canoe.canoe_id,
    position: 2,
    time: '05:23:10',
  });
  const keptRace = await buildRace(t.db, { name: KEPT.race, date: '2021-06-05' });
  const keptEntry = await buildParticipation(t.db, { raceId: keptRace.race_id, canoeId: canoe.canoe_id });
  await buildRestoration(t.db, {
    canoeId: canoe.canoe_id,
    restorationDate: '1990-03',
    endDate: '1990-05',
    description: 'Hull re-lashed and refinished',
    descriptionHaw: '(haw) Hull re-lashed',
    restorerMakerId: carver.maker_id,
  });
  const keptRestoration = await buildRestoration(t.db, {
    canoeId: canoe.canoe_id,
    restorationDate: '2005',
    description: KEPT.restoration,
  });
  await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'At the launch', dateTaken: '1980-07-04' });
  await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'Undated photo', dateTaken: null });
  const keptPhoto = await buildPhoto(t.db, {
    canoeId: canoe.canoe_id,
    caption: KEPT.photo,
    dateTaken: '1982',
  });
  // A story of about 1925, one of a time nobody recorded.
  await story(canoe.canoe_id, 'The first voyage', 'A paddler', '1925~');
  await story(canoe.canoe_id, null, 'Auntie Lei');
  const keptStory = await story(canoe.canoe_id, KEPT.story);

  await keepFor(t.db, 'name', canoe.names[1].canoe_name_id, [ohana.id], { shown_as: 'notice' });
  await keepFor(t.db, 'ownership', canoe.ownerships[1].ownership_id, [ohana.id]);
  await keepFor(t.db, 'story', keptStory.story_id, [ohana.id], { shown_as: 'notice' });
  await keepFor(t.db, 'restoration', keptRestoration.restoration_id, [ohana.id]);
  await keepFor(t.db, 'race_entry', keptEntry.participation_id, [ohana.id]);
  await keepFor(t.db, 'photo', keptPhoto.media_id, [ohana.id]);

  // Where: the canoe's place of origin, the race's course, and the restoration's place, kept for the ʻohana.
  const hana = await buildPlace(t.db, {
    name: 'Hāna',
    island: 'maui',
    latitude: 20.7575,
    longitude: -155.99,
  });
  const course = await buildPlace(t.db, { name: 'Kaluakoʻi', island: 'molokai' });
  const keptPlace = await buildPlace(t.db, { name: KEPT.place, island: 'molokai' });
  await t.db.kysely
    .updateTable('canoes')
    .set({ origin_place_id: hana.place_id })
    .where('canoe_id', '=', canoe.canoe_id)
    .execute();
  await t.db.kysely
    .updateTable('races')
    .set({ place_id: course.place_id })
    .where('race_id', '=', race.race_id)
    .execute();
  await t.db.kysely
    .updateTable('restorations')
    .set({ place_id: keptPlace.place_id })
    .where('canoe_id', '=', canoe.canoe_id)
    .where('restoration_date', '=', '1990-03-01')
    .execute();
  await keepFor(t.db, 'place', keptPlace.place_id, [ohana.id]);

  const keptCanoe = await buildCanoe(t.db, { name: KEPT.canoe });
  await keepFor(t.db, 'canoe', keptCanoe.canoe_id, [ohana.id]);

  Object.assign(ids, {
    canoe: canoe.canoe_id,
    keptCanoe: keptCanoe.canoe_id,
    maker: carver.maker_id,
    family: family.owner_id,
    club: club.owner_id,
    race: race.race_id,
    keptName: canoe.names[1].canoe_name_id,
    keptOwnership: canoe.ownerships[1].ownership_id,
    keptStory: keptStory.story_id,
    hana: hana.place_id,
    course: course.place_id,
    keptPlace: keptPlace.place_id,
  });
});
afterAll(() => t.close());

type Caller = 'visitor' | 'member' | 'other' | 'admin';

function ask(caller: Caller, canoeId = ids.canoe) {
  const token = { visitor: null, member: memberToken, other: otherToken, admin: t.tokens.admin }[caller];
  return t.app.inject({
    method: 'GET',
    url: `/api/canoes/${canoeId}/timeline`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function timeline(caller: Caller, canoeId = ids.canoe): Promise<CanoeTimeline> {
  const res = await ask(caller, canoeId);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CanoeTimeline>();
}

const titled = (entries: TimelineEntry[], title: string) => entries.find((entry) => entry.title === title);

describe('GET /api/canoes/:id/timeline', () => {
  it('holds every kind of entry, each with its dates as stored and its record’s link', async () => {
    const body = await timeline('visitor');
    expect(body).toMatchObject({
      canoe_id: ids.canoe,
      name: 'Hōkūleʻa',
      name_language: 'haw',
      today: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(new Set(body.entries.map((entry) => entry.kind))).toEqual(
      new Set(['built', 'name', 'steward', 'restoration', 'race', 'photo', 'story']),
    );
    const built = body.entries.find((entry) => entry.kind === 'built');
    expect(built).toMatchObject({
      id: ids.canoe,
      link: `/canoes/${ids.canoe}`,
      title: 'Makoa Keliʻi',
      maker_id: ids.maker,
      date: '1920~',
      date_words: 'about 1920',
      date_earliest: '1920-01-01',
      date_latest: '1920-12-31',
      end_date: null,
      open: false,
    });
    expect(titled(body.entries, 'Makani Lele')).toMatchObject({
      kind: 'name',
      link: `/canoes/${ids.canoe}?tab=names`,
      language: 'haw',
      date: '1920~',
      end_date: '196X',
      end_date_words: 'the 1960s',
      end_date_earliest: '1960-01-01',
      end_date_latest: '1969-12-31',
      open: false,
    });
    // The current name and steward have no end: open, they run to today.
    expect(titled(body.entries, 'Hōkūleʻa')).toMatchObject({ kind: 'name', date: '196X', open: true });
    expect(titled(body.entries, 'Hui Waʻa o Kailua')).toMatchObject({
      kind: 'steward',
      link: `/owners/${ids.club}`,
      owner_id: ids.club,
      date: '1980-06',
      date_earliest: '1980-06-01',
      date_latest: '1980-06-30',
      end_date: null,
      open: true,
    });
    expect(titled(body.entries, 'Keawe ʻOhana')).toMatchObject({
      kind: 'steward',
      end_date: '1981-03',
      end_date_latest: '1981-03-31',
      open: false,
    });
    const restoration = body.entries.find((entry) => entry.kind === 'restoration');
    expect(restoration).toMatchObject({
      link: `/canoes/${ids.canoe}?tab=restorations#restoration-${restoration!.id}`,
      title: 'Makoa Keliʻi',
      description: 'Hull re-lashed and refinished',
      description_haw: '(haw) Hull re-lashed',
      date: '1990-03',
      end_date: '1990-05',
      end_date_latest: '1990-05-31',
    });
    expect(titled(body.entries, 'Kaʻiwi Channel Classic')).toMatchObject({
      kind: 'race',
      link: `/races/${ids.race}`,
      race_id: ids.race,
      position: 2,
      time: '05:23:10',
      date: '2019-10-13',
      date_earliest: '2019-10-13',
      date_latest: '2019-10-13',
    });
    const photo = titled(body.entries, 'At the launch');
    expect(photo).toMatchObject({ kind: 'photo', date: '1980-07-04' });
    expect(photo!.link).toBe(`/canoes/${ids.canoe}/photos?photo=${photo!.id}`);
    // A story at the time it tells of; one whose time nobody recorded, undated.
    const told = titled(body.entries, 'The first voyage');
    expect(told).toMatchObject({
      kind: 'story',
      date: '1925~',
      date_words: 'about 1925',
      date_earliest: '1925-01-01',
      date_latest: '1925-12-31',
      shown_name: 'A paddler',
    });
    expect(told!.link).toBe(`/canoes/${ids.canoe}?tab=stories#story-${told!.id}`);
    expect(body.entries.find((entry) => entry.shown_name === 'Auntie Lei')).toMatchObject({
      title: null,
      date: null,
      date_earliest: null,
    });
  });

  it('is in order: by earliest day, then latest, the undated last', async () => {
    const { entries } = await timeline('visitor');
    expect(entries.map((entry) => `${entry.kind}:${entry.title ?? entry.shown_name}`)).toEqual([
      // 1920~ (1920-01-01…1920-12-31) for both; the build first.
      'built:Makoa Keliʻi',
      'name:Makani Lele',
      'steward:Keawe ʻOhana',
      'story:The first voyage',
      'name:Hōkūleʻa',
      'steward:Hui Waʻa o Kailua',
      'photo:At the launch',
      'restoration:Makoa Keliʻi',
      'race:Kaʻiwi Channel Classic',
      // Date unknown: by kind, then in the order recorded.
      'photo:Undated photo',
      'story:Auntie Lei',
    ]);
  });

  it('says where each thing happened when the archive knows the place, and only a place the caller may see', async () => {
    const where = (entries: TimelineEntry[]) =>
      Object.fromEntries(entries.filter((entry) => entry.place).map((entry) => [entry.kind, entry.place]));
    // The build at the canoe's place of origin, the race on its course; the restoration's place is kept.
    expect(where((await timeline('visitor')).entries)).toEqual({
      built: { place_id: ids.hana, name: 'Hāna', island: 'maui' },
      race: { place_id: ids.course, name: 'Kaluakoʻi', island: 'molokai' },
    });
    expect(where((await timeline('member')).entries)).toMatchObject({
      restoration: { place_id: ids.keptPlace, name: KEPT.place, island: 'molokai' },
    });
    // Every other entry names no place.
    const { entries } = await timeline('admin');
    expect(
      entries
        .filter((entry) => entry.place)
        .map((entry) => entry.kind)
        .sort(),
    ).toEqual(['built', 'race', 'restoration']);
  });

  it('keeps from a visitor every entry kept for a protocol, with no word of it', async () => {
    const res = await ask('visitor');
    for (const words of Object.values(KEPT)) expect(res.body).not.toContain(words);
    const body = res.json<CanoeTimeline>();
    expect(body.entries.find((entry) => entry.kind === 'name' && entry.id === ids.keptName)).toBeUndefined();
    expect(
      body.entries.find((entry) => entry.kind === 'steward' && entry.id === ids.keptOwnership),
    ).toBeUndefined();
    expect(
      body.entries.find((entry) => entry.kind === 'story' && entry.id === ids.keptStory),
    ).toBeUndefined();
    // The notices its keepers chose: the kinds and the protocol, never the rows.
    expect(body.kept_notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'name', count: 1 }),
        expect.objectContaining({ kind: 'story', count: 1 }),
      ]),
    );
    // A member of another protocol sees no more than a visitor.
    const other = await ask('other');
    expect(other.statusCode).toBe(200);
    for (const words of Object.values(KEPT)) expect(other.body).not.toContain(words);
  });

  it.each(['member', 'admin'] as const)(
    'shows the kept entries to those who may see them (%s), with their lock',
    async (caller) => {
      const body = await timeline(caller);
      const kept = (title: string) => titled(body.entries, title);
      expect(kept(KEPT.name)).toMatchObject({ kind: 'name', id: ids.keptName, date: '1955' });
      expect(kept(KEPT.name)!.kept_for?.protocols.map((protocol) => protocol.name)).toEqual([
        'Kahananui ʻohana',
      ]);
      expect(kept(KEPT.steward)).toMatchObject({ kind: 'steward', id: ids.keptOwnership, end_date: '1951' });
      expect(kept(KEPT.story)).toMatchObject({ kind: 'story', id: ids.keptStory });
      expect(kept(KEPT.race)).toMatchObject({ kind: 'race', date: '2021-06-05' });
      expect(kept(KEPT.photo)).toMatchObject({ kind: 'photo', date: '1982' });
      expect(body.entries.find((entry) => entry.description === KEPT.restoration)).toMatchObject({
        kind: 'restoration',
        date: '2005',
      });
      expect(body.kept_notices).toBeUndefined();
      // In its place in the order: the kept steward of 1950–1951 comes before the current name of the 1960s.
      const order = body.entries.map((entry) => entry.title);
      expect(order.indexOf(KEPT.steward)).toBeLessThan(order.indexOf('Hōkūleʻa'));
    },
  );

  it('answers 404 for a canoe that is not there, or is kept from the caller', async () => {
    expect((await ask('visitor', 999_999)).statusCode).toBe(404);
    const kept = await ask('visitor', ids.keptCanoe);
    expect(kept.statusCode).toBe(404);
    expect(kept.body).not.toContain(KEPT.canoe);
    expect((await ask('other', ids.keptCanoe)).statusCode).toBe(404);
    const seen = await timeline('member', ids.keptCanoe);
    expect(seen).toMatchObject({ name: KEPT.canoe, kept_for: { own: true } });
    expect((await ask('admin', ids.keptCanoe)).statusCode).toBe(200);
  });

  it('answers an id that cannot be a canoe’s as a missing canoe', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/canoes/abc/timeline' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Canoe not found');
  });
});

describe('recordings in the timeline (decision 035)', () => {
  it('are on the day recorded, their teller only with consent, and a kept one for who may see it only', async () => {
    const canoe = (await buildCanoe(t.db, { name: 'Kaʻalele' })).canoe_id;
    const told = await buildRecording(t.db, {
      canoeId: canoe,
      title: 'Carving at Hōnaunau',
      teller: 'Kawika Nāone',
      tellerNamed: false,
      recordedDate: '1978',
    });
    const kept = await buildRecording(t.db, {
      canoeId: canoe,
      title: 'Kahananui-kept-recording',
      recordedDate: '1990',
    });
    const protocol = await buildProtocol(t.db, { name: 'Hale Waʻa' });
    await keepFor(t.db, 'recording', kept.recording_id, [protocol.id], { shown_as: 'notice' });

    const visitor = await timeline('visitor', canoe);
    expect(titled(visitor.entries, 'Carving at Hōnaunau')).toMatchObject({
      kind: 'recording',
      id: told.recording_id,
      date: '1978',
      date_earliest: '1978-01-01',
      shown_name: null,
      link: `/canoes/${canoe}?tab=stories#recording-${told.recording_id}`,
    });
    expect(JSON.stringify(visitor)).not.toContain('Kawika');
    expect(JSON.stringify(visitor)).not.toContain('Kahananui-kept-recording');
    expect(visitor.kept_notices).toEqual([expect.objectContaining({ kind: 'recording', count: 1 })]);

    const admin = await timeline('admin', canoe);
    expect(titled(admin.entries, 'Carving at Hōnaunau')?.shown_name).toBe('Kawika Nāone');
    expect(titled(admin.entries, 'Kahananui-kept-recording')).toMatchObject({
      kind: 'recording',
      date: '1990',
    });
  });
});
