/**
 * The Atom feeds (issue 37 item 4): each canoe's, steward's, maker's and race's, and the archive's recent additions.
 * Each is valid Atom (parsed), says what was added in words with a link to it, newest first, and holds only public
 * content whoever asks: a generated check keeps one row of every kind a feed tells of, and finds it in no feed.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import {
  buildCanoe,
  buildCanoeMaker,
  buildCanoeName,
  buildMaker,
  buildOwner,
  buildOwnership,
  buildParticipation,
  buildPerson,
  buildPhoto,
  buildProtocol,
  buildRace,
  buildRestoration,
  keepFor,
} from '../../record-builders/index.ts';
import { insertStory } from '../submissions/submission.repository.ts';
import { nowIso } from '../../db/database.ts';
import { FEED_TABLES, type FeedTable } from './feed.repository.ts';
import { makeWebDir } from '../../site/site-test-support.ts';
import { confirmFollowing, followToken, queueDigests } from '../follows/follow.service.ts';
import { followerFor, upsertFollow } from '../follows/follow.repository.ts';
import { createTranslator } from '../../../shared/i18n/translator.ts';
import { SOURCE_LANGUAGE } from '../../../shared/i18n/languages.ts';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;
const BASE = 'https://canoes.example.org';
const ids = {} as {
  canoe: number;
  keptCanoe: number;
  owner: number;
  maker: number;
  race: number;
  photo: number;
  story: number;
  deletedPhoto: number;
};
/** The kept row of each kind, and its words where it has words of its own. */
const kept = {} as Record<FeedTable, number>;
const KEPT_WORDS = [
  'Kahananui-kept-name',
  'Kahananui-kept-photo',
  'Kahananui-kept-story',
  'Kahananui-kept-canoe',
];

const story = (canoeId: number, title: string) =>
  insertStory(t.db.kysely, {
    canoe_id: canoeId,
    title,
    body: '<p>Told at the launch.</p>',
    body_haw: null,
    shown_name: 'A paddler',
    licence: null,
    shared_at: nowIso(),
    published_at: nowIso(),
    submission_id: null,
  });

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir, PUBLIC_URL: BASE });
  const ohana = await buildProtocol(t.db, { name: 'Kahananui ʻohana' });
  const owner = await buildOwner(t.db, { name: 'Hui Waʻa o Kailua' });
  const maker = await buildMaker(t.db, { personId: (await buildPerson(t.db, { name: 'Makoa Keliʻi' })).id });
  const race = await buildRace(t.db, { name: 'Kaʻiwi Channel Classic', date: '2019-10-13' });

  // One canoe with something added of every kind, public.
  const canoe = await buildCanoe(t.db, { name: 'Hōkūleʻa' });
  await buildCanoeName(t.db, canoe.canoe_id, { name: 'Makani Lele', start_date: '1950', end_date: '1975' });
  await buildOwnership(t.db, { canoeId: canoe.canoe_id, ownerId: owner.owner_id, start_date: '1980' });
  await buildCanoeMaker(t.db, { canoeId: canoe.canoe_id, makerId: maker.maker_id });
  await buildRestoration(t.db, { canoeId: canoe.canoe_id, restorationDate: '1990-03' });
  await buildParticipation(t.db, { canoeId: canoe.canoe_id, raceId: race.race_id, position: 2 });
  const photo = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'At the launch & after' });
  const told = await story(canoe.canoe_id, 'The first voyage');
  // A photo added, then deleted: nothing of it stays.
  const gone = await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: 'Deleted-photo-caption' });
  await t.request('admin', { method: 'DELETE', url: `/api/canoes/${canoe.canoe_id}/media/${gone.media_id}` });

  // A row of every kind kept for the ʻohana, on the same canoe, steward, maker and race.
  kept.canoe_names = (
    await buildCanoeName(t.db, canoe.canoe_id, { name: KEPT_WORDS[0], start_date: '1940', end_date: '1950' })
  ).canoe_name_id;
  kept.ownerships = (
    await buildOwnership(t.db, {
      canoeId: canoe.canoe_id,
      ownerId: owner.owner_id,
      start_date: '1960',
      end_date: '1970',
    })
  ).ownership_id;
  kept.restorations = (await buildRestoration(t.db, { canoeId: canoe.canoe_id })).restoration_id;
  kept.race_participations = (
    await buildParticipation(t.db, { canoeId: canoe.canoe_id, raceId: race.race_id })
  ).participation_id;
  kept.canoe_media = (await buildPhoto(t.db, { canoeId: canoe.canoe_id, caption: KEPT_WORDS[1] })).media_id;
  kept.stories = (await story(canoe.canoe_id, KEPT_WORDS[2])).story_id;
  for (const [kind, table] of [
    ['name', 'canoe_names'],
    ['ownership', 'ownerships'],
    ['restoration', 'restorations'],
    ['race_entry', 'race_participations'],
    ['photo', 'canoe_media'],
    ['story', 'stories'],
  ] as const) {
    await keepFor(t.db, kind, kept[table], [ohana.id]);
  }
  // A whole canoe kept, with a maker credit and a result of its own (rows with no protection of their own).
  const keptCanoe = await buildCanoe(t.db, { name: KEPT_WORDS[3] });
  kept.canoes = keptCanoe.canoe_id;
  kept.canoe_makers = (
    await buildCanoeMaker(t.db, { canoeId: keptCanoe.canoe_id, makerId: maker.maker_id })
  ).canoe_maker_id;
  await buildParticipation(t.db, { canoeId: keptCanoe.canoe_id, raceId: race.race_id });
  await keepFor(t.db, 'canoe', keptCanoe.canoe_id, [ohana.id]);

  Object.assign(ids, {
    canoe: canoe.canoe_id,
    keptCanoe: keptCanoe.canoe_id,
    owner: owner.owner_id,
    maker: maker.maker_id,
    race: race.race_id,
    photo: photo.media_id,
    story: told.story_id,
    deletedPhoto: gone.media_id,
  });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

interface AtomEntry {
  id: string;
  title: string;
  updated: string;
  link: { '@_href': string };
  summary?: string;
}

async function feed(url: string, as: 'anonymous' | 'admin' = 'anonymous') {
  const res = await t.request(as, { method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(XMLValidator.validate(res.body)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === 'entry' || name === 'link',
  }).parse(res.body) as {
    feed: Record<string, unknown> & { entry?: AtomEntry[]; link: { '@_rel': string }[] };
  };
  const entries = (parsed.feed.entry ?? []).map((entry) => ({
    ...entry,
    link: (entry.link as unknown as { '@_href': string }[])[0],
  }));
  return { body: res.body, feed: parsed.feed, entries };
}

const FEEDS = () => [
  '/feeds/recent.atom',
  `/feeds/canoes/${ids.canoe}.atom`,
  `/feeds/owners/${ids.owner}.atom`,
  `/feeds/makers/${ids.maker}.atom`,
  `/feeds/races/${ids.race}.atom`,
];

describe('a canoe’s feed', () => {
  it('is Atom: its own address, its page, and an entry for each thing added to the canoe, newest first', async () => {
    const { feed: atom, entries } = await feed(`/feeds/canoes/${ids.canoe}.atom`);
    expect(atom['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.title).toBe('Hōkūleʻa: what is added to its story');
    expect(atom.id).toBe(`${BASE}/feeds/canoes/${ids.canoe}.atom`);
    expect(atom.link).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ '@_rel': 'self', '@_href': atom.id }),
        expect.objectContaining({
          '@_rel': 'alternate',
          '@_href': expect.stringMatching(`/canoes/${ids.canoe}$`),
        }),
      ]),
    );
    expect(entries.map((entry) => entry.title)).toEqual([
      'A story of Hōkūleʻa was shared: The first voyage',
      'A photo of Hōkūleʻa was added',
      'A result of Hōkūleʻa in Kaʻiwi Channel Classic was recorded',
      'A restoration of Hōkūleʻa was recorded',
      'Makoa Keliʻi was credited on Hōkūleʻa',
      'Hui Waʻa o Kailua was recorded as a steward of Hōkūleʻa',
      'A name of Hōkūleʻa was recorded: Makani Lele',
      'A name of Hōkūleʻa was recorded: Hōkūleʻa',
      'Hōkūleʻa was added to the registry',
    ]);
    const photo = entries.find((entry) => entry.title === 'A photo of Hōkūleʻa was added')!;
    expect(photo.summary).toBe('At the launch & after');
    expect(photo.link['@_href']).toMatch(new RegExp(`/canoes/${ids.canoe}/photos\\?photo=${ids.photo}$`));
    expect(entries[0].link['@_href']).toMatch(
      new RegExp(`/canoes/${ids.canoe}\\?tab=stories#story-${ids.story}$`),
    );
    // Each entry's id is a tag URI of the change that added its row: lasting and unique.
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:canoes\.example\.org,\d{4}-\d{2}-\d{2}:change-\d+-[a-z_]+-\d+$/);
      expect(Date.parse(entry.updated)).not.toBeNaN();
    }
    expect(atom.updated).toBe(entries[0].updated);
  });

  it('is not found for a canoe that is not there, or kept for a protocol, even for an administrator', async () => {
    for (const url of [
      `/feeds/canoes/${ids.keptCanoe}.atom`,
      '/feeds/canoes/999999.atom',
      '/feeds/owners/999999.atom',
      '/feeds/canoes/abc.atom',
      '/feeds/boats/1.atom',
    ]) {
      for (const as of ['anonymous', 'admin'] as const) {
        const res = await t.request(as, { method: 'GET', url });
        expect(res.statusCode, `${as} ${url}`).toBe(404);
      }
    }
  });
});

describe('the steward’s, maker’s, race’s and archive’s feeds', () => {
  it('tell what was added to each, and the archive’s tells everything public, newest first', async () => {
    const titles = async (url: string) => (await feed(url)).entries.map((entry) => entry.title);
    expect(await titles(`/feeds/owners/${ids.owner}.atom`)).toEqual([
      'Hui Waʻa o Kailua was recorded as a steward of Hōkūleʻa',
    ]);
    expect(await titles(`/feeds/makers/${ids.maker}.atom`)).toEqual([
      'Makoa Keliʻi was credited on Hōkūleʻa',
    ]);
    expect(await titles(`/feeds/races/${ids.race}.atom`)).toEqual([
      'A result of Hōkūleʻa in Kaʻiwi Channel Classic was recorded',
    ]);
    const recent = await feed('/feeds/recent.atom');
    expect(recent.feed.title).toBe('Koa Canoe Registry: recent additions');
    expect(recent.entries.map((entry) => entry.title)).toEqual(
      expect.arrayContaining([
        'A story of Hōkūleʻa was shared: The first voyage',
        'Hōkūleʻa was added to the registry',
      ]),
    );
  });
});

describe('only public content, whoever asks', () => {
  it('no feed holds an entry for a row of any kind kept for a protocol, or on a kept canoe, nor any of its words', async () => {
    // Every kind a feed tells of has a kept row here.
    expect(Object.keys(kept).sort()).toEqual([...FEED_TABLES].sort());
    const leaks: string[] = [];
    for (const url of FEEDS()) {
      for (const as of ['anonymous', 'admin'] as const) {
        const { body, entries } = await feed(url, as);
        for (const [table, id] of Object.entries(kept)) {
          if (entries.some((entry) => entry.id.endsWith(`-${table}-${id}`)))
            leaks.push(`${as} ${url}: ${table}`);
        }
        for (const words of KEPT_WORDS) if (body.includes(words)) leaks.push(`${as} ${url}: ${words}`);
        if (
          body.includes('Deleted-photo-caption') ||
          entries.some((e) => e.id.endsWith(`-canoe_media-${ids.deletedPhoto}`))
        )
          leaks.push(`${as} ${url}: the deleted photo`);
      }
    }
    expect(leaks).toEqual([]);
  });
});

describe('the digests a follower is sent', () => {
  it('tell only what the public feeds tell: no row of any kind kept for a protocol, nor any of its words', async () => {
    // A follower of the archive, the canoe, its steward, maker and race, and of the kept canoe (followed, say,
    // before it was kept): every addition of the fixture is after their last digest.
    const at = nowIso();
    const follower = await followerFor(t.db.kysely, 'historian@example.org', 'historian@example.org', at);
    for (const subject of [
      { type: 'archive', id: 0 },
      { type: 'canoe', id: ids.canoe },
      { type: 'owner', id: ids.owner },
      { type: 'maker', id: ids.maker },
      { type: 'race', id: ids.race },
      { type: 'canoe', id: ids.keptCanoe },
    ] as const) {
      await upsertFollow(t.db.kysely, follower.follower_id, subject, 'daily', at);
    }
    await confirmFollowing(t.db, await followToken(t.db.kysely, follower));
    await t.db.kysely.updateTable('follows').set({ last_change_id: 0 }).execute();

    const later = new Date(Date.now() + 3 * 86_400_000);
    expect(await queueDigests(t.db, 'daily', BASE, createTranslator(SOURCE_LANGUAGE), later)).toBe(1);
    const [digest] = await t.db.kysely
      .selectFrom('mail_outbox')
      .where('kind', '=', 'digest')
      .where('to_address', '=', 'historian@example.org')
      .select('text_body')
      .execute();
    const text = digest.text_body;
    for (const words of [...KEPT_WORDS, 'Deleted-photo-caption']) expect(text).not.toContain(words);
    // Every line it tells is an entry of the public feeds, as a visitor reads them.
    const publicEntries = new Set<string>();
    for (const url of FEEDS()) {
      for (const entry of (await feed(url)).entries)
        publicEntries.add(`${entry.title} ${entry.link['@_href']}`);
    }
    const told = [...text.matchAll(/^- (.+)\n {2}(\S+)$/gm)].map(([, title, link]) => `${title} ${link}`);
    expect(told.length).toBeGreaterThan(5);
    expect(told.filter((line) => !publicEntries.has(line))).toEqual([]);
    for (const heading of [
      'Added to the whole archive:',
      'Added to the canoe Hōkūleʻa:',
      'Added to the steward Hui Waʻa o Kailua:',
      'Added to the maker Makoa Keliʻi:',
      'Added to the race Kaʻiwi Channel Classic:',
    ])
      expect(text).toContain(heading);
  });
});

describe('the pages link their feeds', () => {
  it('a canoe’s, steward’s, maker’s and race’s page and the home page name theirs in their head', async () => {
    for (const [page, feedUrl] of [
      ['/', '/feeds/recent.atom'],
      [`/canoes/${ids.canoe}`, `/feeds/canoes/${ids.canoe}.atom`],
      [`/owners/${ids.owner}`, `/feeds/owners/${ids.owner}.atom`],
      [`/makers/${ids.maker}`, `/feeds/makers/${ids.maker}.atom`],
      [`/races/${ids.race}`, `/feeds/races/${ids.race}.atom`],
    ]) {
      const res = await t.request('anonymous', { method: 'GET', url: page });
      const link =
        /<link rel="alternate" type="application\/atom\+xml" title="[^"]+" href="([^"]+)" \/>/.exec(res.body);
      expect(link?.[1], page).toBe(BASE + feedUrl);
    }
    // A canoe's photos page is the canoe's too, but its feed is named on the canoe's own page.
    const photos = await t.request('anonymous', { method: 'GET', url: `/canoes/${ids.canoe}/photos` });
    expect(photos.body).not.toContain('application/atom+xml');
  });
});
