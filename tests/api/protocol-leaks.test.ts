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
};

interface Ids {
  canoe: number;
  storyA: number;
  keptPhoto: number;
  publicPhoto: number;
  owner: number;
  maker: number;
  race: number;
  ownership: number;
  restoration: number;
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
  const person = await buildPerson(t.db, { name: 'Kalani Akana' });
  const maker = await buildMaker(t.db, { personId: person.person_id });
  const canoe = await buildCanoe(t.db, {
    name: 'Kaʻiulani',
    makerId: maker.maker_id,
    ownerships: [{ ownerId: owner.owner_id, start_date: '1990-01-01' }],
  });
  const race = await buildRace(t.db);
  await buildParticipation(t.db, { raceId: race.race_id, canoeId: canoe.canoe_id });
  const restoration = await buildRestoration(t.db, { canoeId: canoe.canoe_id });
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

  const ownership = await t.db.kysely
    .selectFrom('ownerships')
    .select('ownership_id')
    .where('canoe_id', '=', canoe.canoe_id)
    .executeTakeFirstOrThrow();
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
    ownership: ownership.ownership_id,
    restoration: restoration.restoration_id,
    protocolA: protocolA.id,
    protocolB: protocolB.id,
  };
});
afterAll(() => t.close());

/** A route's address with its parameters filled from the seeded records, and the queries worth asking. */
function addressesOf(url: string): string[] {
  const filled = url
    .replace(/^\/api\/canoes\/:id/, `/api/canoes/${ids.canoe}`)
    .replace(/^\/api\/owners\/:id/, `/api/owners/${ids.owner}`)
    .replace(/^\/api\/makers\/:id/, `/api/makers/${ids.maker}`)
    .replace(/^\/api\/races\/:id/, `/api/races/${ids.race}`)
    .replace(/^\/api\/ownerships\/:id/, `/api/ownerships/${ids.ownership}`)
    .replace(/^\/api\/protocols\/:id/, `/api/protocols/${ids.protocolA}`)
    .replace(':mediaId', String(ids.keptPhoto))
    .replace(':rid', String(ids.restoration))
    .replace(':pid', '1');
  if (filled.includes(':')) throw new Error(`the matrix cannot fill ${url}: add its parameter`);
  const addresses = [filled];
  if (filled === '/api/canoes/search') {
    addresses.push('/api/canoes/search?q=kaiulani', '/api/canoes/search?q=kaiulani&format=csv');
  }
  if (filled.endsWith('/image')) addresses.push(`${filled}?size=thumbnail`);
  return addresses;
}

/** The public pages (their head and, where the bundle is built, their render), the sitemap and robots.txt. */
function pageAddresses(): string[] {
  const byRecord: Record<string, number> = {
    canoe: ids.canoe,
    owner: ids.owner,
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
      ]),
    );
    // The keepers-only story, the hālau's story and the oral history were kept without a notice: not counted.
    expect(canoe.kept_notices).toHaveLength(4);

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
