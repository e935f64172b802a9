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
  buildProtocol,
  buildProtocolMember,
  buildRace,
  buildRestoration,
  buildSource,
  buildTkLabel,
  buildTkLabelUse,
  keepFor,
} from '../../src/server/record-builders/index.ts';
import { insertStory } from '../../src/server/modules/submissions/submission.repository.ts';
import { updateCanoe } from '../../src/server/modules/canoes/canoe.repository.ts';
import { PAGES } from '../../src/shared/paths.ts';
import { nowIso } from '../../src/server/db/database.ts';
import { zipBufferFiles } from '../setup/zip.ts';

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
  keepersStory: 'Kahananui-keepers-only',
  storyB: 'Halau-story-words',
  nameA: 'Kahananui-earlier-name',
  currentNameA: 'Kahananui-current-name',
  ownershipA: 'Kahananui-ownership-notes',
  restorationA: 'Kahananui-restoration-words',
  raceEntryA: 'Kahananui-race-crew',
} as const;
type Mark = keyof typeof MARKS;

const SEES: Record<Mark, Caller[]> = {
  storyA: ['ohana', 'keeper', 'admin'],
  photoA: ['ohana', 'keeper', 'admin'],
  photoSourceA: ['ohana', 'keeper', 'admin'],
  oralHistoryA: ['ohana', 'keeper', 'admin'],
  tellerA: ['ohana', 'keeper', 'admin'],
  notesA: ['ohana', 'keeper', 'admin'],
  keepersStory: ['keeper', 'admin'],
  storyB: ['other', 'admin'],
  nameA: ['ohana', 'keeper', 'admin'],
  currentNameA: ['ohana', 'keeper', 'admin'],
  ownershipA: ['ohana', 'keeper', 'admin'],
  restorationA: ['ohana', 'keeper', 'admin'],
  raceEntryA: ['ohana', 'keeper', 'admin'],
};

/** Where each mark must be seen by those who may (the routes that show its kind). */
const SHOWN_ON: Record<Mark, (ids: Ids) => string[]> = {
  storyA: (ids) => [`/api/canoes/${ids.canoe}/stories`],
  photoA: (ids) => [`/api/canoes/${ids.canoe}`, `/api/canoes/${ids.canoe}/media`],
  photoSourceA: (ids) => [`/api/canoes/${ids.canoe}/sources`],
  oralHistoryA: (ids) => [`/api/canoes/${ids.canoe}/sources`],
  tellerA: (ids) => [`/api/canoes/${ids.canoe}/sources`],
  notesA: (ids) => [`/api/canoes/${ids.canoe}`],
  keepersStory: (ids) => [`/api/canoes/${ids.canoe}/stories`],
  storyB: (ids) => [`/api/canoes/${ids.canoe}/stories`],
  nameA: (ids) => [`/api/canoes/${ids.canoe}`, `/api/canoes/${ids.canoe}/names`],
  currentNameA: (ids) => [
    `/api/canoes/${ids.keptNameCanoe}`,
    `/api/canoes/${ids.keptNameCanoe}/names`,
    '/api/canoes',
    `/api/owners/${ids.keptSteward}`,
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
  ],
  raceEntryA: (ids) => [
    `/api/canoes/${ids.canoe}/races`,
    `/api/races/${ids.race}`,
    `/api/races/${ids.race}/participants`,
  ],
};

interface Ids {
  canoe: number;
  storyA: number;
  keptPhoto: number;
  publicPhoto: number;
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
  t = await createTestApp();
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
  await buildRestoration(t.db, { canoeId: canoe.canoe_id });
  const restoration = await buildRestoration(t.db, {
    canoeId: canoe.canoe_id,
    description: MARKS.restorationA,
    restorerMakerId: maker.maker_id,
    restorerPersonId: person.person_id,
  });
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
  await updateCanoe(t.db.kysely, canoe.canoe_id, { notes: `<p>${MARKS.notesA}</p>` }, nowIso());

  const story = (words: string) =>
    insertStory(t.db.kysely, {
      canoe_id: canoe.canoe_id,
      title: null,
      body: `<p>${words}</p>`,
      shown_name: 'A paddler',
      licence: null,
      shared_at: nowIso(),
      published_at: nowIso(),
      submission_id: null,
    });
  await story('A public story of the canoe');
  const storyA = await story(MARKS.storyA);
  const keepersStory = await story(MARKS.keepersStory);
  const storyB = await story(MARKS.storyB);

  await keepFor(t.db, 'photo', keptPhoto.media_id, [protocolA.id], { shown_as: 'notice' });
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
    storyA: storyA.story_id,
    keptPhoto: keptPhoto.media_id,
    publicPhoto: publicPhoto.media_id,
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
    .replace(':mediaId', String(ids.keptPhoto))
    .replace(':rid', String(ids.restoration))
    .replace(':pid', String(ids.participation));
  if (filled.includes(':')) throw new Error(`the matrix cannot fill ${url}: add its parameter`);
  const addresses = [filled];
  if (filled === '/api/canoes/search') {
    addresses.push(
      '/api/canoes/search?q=kaiulani',
      '/api/canoes/search?q=kaiulani&format=csv',
      '/api/canoes/search?format=csv',
      '/api/canoes/search?q=makalii',
      '/api/canoes/search?q=kahananui',
    );
  }
  if (filled === `/api/canoes/${ids.canoe}`) addresses.push(`/api/canoes/${ids.keptNameCanoe}`);
  if (filled === `/api/canoes/${ids.canoe}/names`) addresses.push(`/api/canoes/${ids.keptNameCanoe}/names`);
  if (filled === '/api/owners') addresses.push('/api/owners?sort=canoes', '/api/owners?canoe_count=1');
  if (filled === '/api/races') addresses.push(`/api/races?canoe_id=${ids.canoe}`);
  if (filled.endsWith('/image')) addresses.push(`${filled}?size=thumbnail`);
  return addresses;
}

/** The public pages (their head and, where the bundle is built, their render), the sitemap and robots.txt. */
function pageAddresses(): string[] {
  const byRecord: Record<string, number> = {
    canoe: ids.canoe,
    owner: ids.keptSteward,
    maker: ids.maker,
    race: ids.race,
  };
  const pages = Object.values(PAGES)
    .filter((page) => page.public && (!page.record || page.record in byRecord))
    .map((page) => page.pattern.replace(':id', String(byRecord[page.record ?? ''] ?? '')));
  return [
    ...pages,
    `/canoes/${ids.canoe}?tab=stories`,
    `/canoes/${ids.canoe}?tab=sources`,
    `/canoes/${ids.keptNameCanoe}`,
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
        // The kept photo's source takes the photo's protection, notice included.
        { kind: 'source', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'name', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'ownership', protocols: ['Kahananui ʻohana'], count: 1 },
        { kind: 'restoration', protocols: ['Kahananui ʻohana'], count: 1 },
      ]),
    );
    // The keepers-only story, the hālau's story, the oral history and the race entry were kept without a notice:
    // not counted.
    expect(canoe.kept_notices).toHaveLength(7);

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
    // A kept name finds its canoe for no one; its public name finds it for everyone.
    for (const caller of CALLERS) {
      const found = (await ask(caller, '/api/canoes/search?q=kahananui-current')).json() as unknown[];
      expect(found, caller).toEqual([]);
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
      expect(race.participant_count, caller).toBe(sees ? 1 : 0);
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
        const marked = [MARKS.storyA, MARKS.photoA, MARKS.notesA].some((words) => res.body.includes(words));
        if (caller === 'visitor') expect(marked, `${url} as a visitor`).toBe(false);
        if (caller === 'ohana' && !url.endsWith('/media')) expect(marked, `${url} as a member`).toBe(true);
        if (caller === 'ohana') expect(String(res.headers['cache-control'])).not.toMatch(/public/);
      }
    }
  });
});
