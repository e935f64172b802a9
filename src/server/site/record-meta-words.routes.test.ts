/**
 * A record page's link preview in the page's language (decision 026): the sentence about a canoe or a race, and
 * about a steward or maker with no text of their own, is made of messages said with the community's translations
 * on a Hawaiian page (`/haw/…`), its dates in words in that language; on an English page word for word as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { buildCanoe, buildMaker, buildOwner, buildRace } from '../record-builders/index.ts';
import { setTranslation } from '../modules/translations/translation.service.ts';
import { makeWebDir, readHead } from './site-test-support.ts';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;

// Stand-ins marked (haw), not Hawaiian: the archive's translators write the real words (decision 026).
const HAW = {
  'link-previews.canoe':
    '(haw) {built, select, both {{name} | {type} | {when} | {origin}} when {{name} | {type} | {when}} where {{name} | {type} | built at {origin}} other {{name} | {type}}}',
  'link-previews.canoeType': '(haw) {type, select, 1 {racing} 3 {voyaging} other {canoe}}',
  'link-previews.canoeSteward': '(haw) Steward {name}',
  'link-previews.when': '(haw) {how, select, day {day {date}} qualified {as {date}} other {in {date}}}',
  'link-previews.day': '(haw) {day}/{month}/{year}',
  'link-previews.steward': '(haw) {name}, steward',
  'link-previews.maker': '(haw) {name}, {type}',
  'link-previews.race':
    '(haw) {known, select, both {{name} | race {when} | {location}} when {{name} | race {when}} where {{name} | race | {location}} other {{name} | race}}',
  'link-previews.stewardNumber': '(haw) Steward #{id}',
  'dates.month': '(haw) {month, select, 10 {October} other {month {month}}}',
  'dates.about': '(haw) about {date}',
  'ui.canoeNumber': '(haw) Canoe #{id}',
  'makers.typeWord': '(haw) {type, select, carver {carver} other {maker}}',
};

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir });
  for (const [id, text] of Object.entries(HAW))
    await setTranslation(t.db, 'haw', id, { text, state: 'draft' });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

/** The page's head: its description (as link previews and search engines read it) and its title. */
async function previewOf(path: string) {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, path).toBe(200);
  const head = readHead(res.body);
  expect(head.meta['og:description']).toBe(head.meta.description);
  return { description: head.meta.description, name: head.meta['og:title'], title: head.title };
}

describe('a canoe’s link preview', () => {
  it('says its name, type, day and place built and steward: word for word in English, in the stand-ins in Hawaiian', async () => {
    const steward = await buildOwner(t.db, { name: 'Hui Waʻa' });
    const canoe = await buildCanoe(t.db, {
      names: [{ name: 'Hōkūleʻa' }],
      typeId: 3,
      buildDate: '1990-10-14',
      origin: 'Hilo',
      ownerships: [{ ownerId: steward.id, start_date: '2001-01-01' }],
    });
    expect((await previewOf(`/canoes/${canoe.id}`)).description).toBe(
      'Hōkūleʻa, a voyaging canoe built on 14 October 1990 in Hilo. Steward: Hui Waʻa.',
    );
    expect((await previewOf(`/haw/canoes/${canoe.id}`)).description).toBe(
      '(haw) Hōkūleʻa | (haw) voyaging | (haw) day (haw) 14/(haw) October/1990 | Hilo. (haw) Steward Hui Waʻa.',
    );
  });

  it('says an approximate year and an unknown type, and names a canoe without a name by its number', async () => {
    const canoe = await buildCanoe(t.db, { name: null, typeId: null, buildDate: '1920~', origin: null });
    const english = await previewOf(`/canoes/${canoe.id}`);
    expect(english.description).toBe(`Canoe #${canoe.id}, a koa canoe built about 1920.`);
    expect(english.name).toBe(`Canoe #${canoe.id}`);
    const hawaiian = await previewOf(`/haw/canoes/${canoe.id}`);
    expect(hawaiian.description).toBe(
      `(haw) (haw) Canoe #${canoe.id} | (haw) canoe | (haw) as (haw) about 1920.`,
    );
    expect(hawaiian.name).toBe(`(haw) Canoe #${canoe.id}`);
    // The share page names the canoe as the canoe's page does.
    const share = await previewOf(`/haw/share?canoe=${canoe.id}&kind=story`);
    expect(share.title).toContain(`(haw) Canoe #${canoe.id}`);
  });

  it('says a decade (its words untranslated: English) and a place without a date', async () => {
    const decade = await buildCanoe(t.db, { name: 'Kaʻiulani', typeId: 1, buildDate: '196X', origin: null });
    expect((await previewOf(`/canoes/${decade.id}`)).description).toBe(
      'Kaʻiulani, a racing canoe built in the 1960s.',
    );
    expect((await previewOf(`/haw/canoes/${decade.id}`)).description).toBe(
      '(haw) Kaʻiulani | (haw) racing | (haw) in the 1960s.',
    );
    const placed = await buildCanoe(t.db, { name: 'Makaliʻi', typeId: 2, buildDate: null, origin: 'Kona' });
    expect((await previewOf(`/canoes/${placed.id}`)).description).toBe(
      'Makaliʻi, a fishing canoe built in Kona.',
    );
    // The stand-in has no case for a fishing canoe: its `other` is said.
    expect((await previewOf(`/haw/canoes/${placed.id}`)).description).toBe(
      '(haw) Makaliʻi | (haw) canoe | built at Kona.',
    );
  });
});

describe('the other records’ link previews', () => {
  it('say a steward and a maker without text of their own in the page’s language', async () => {
    const steward = await buildOwner(t.db, { name: 'Hui Waʻa o Hāna', description: null });
    expect((await previewOf(`/owners/${steward.id}`)).description).toBe(
      'Hui Waʻa o Hāna, a steward of historic koa canoes.',
    );
    expect((await previewOf(`/haw/owners/${steward.id}`)).description).toBe('(haw) Hui Waʻa o Hāna, steward');
    const maker = await buildMaker(t.db, { name: 'Keoni', makerType: 'carver', biography: null });
    expect((await previewOf(`/makers/${maker.id}`)).description).toBe(
      'Keoni, a carver of historic koa canoes.',
    );
    expect((await previewOf(`/haw/makers/${maker.id}`)).description).toBe('(haw) Keoni, (haw) carver');
  });

  it('say a race with its day and place, or its year alone', async () => {
    const race = await buildRace(t.db, {
      name: 'Molokaʻi Hoe',
      date: '1990-10-14',
      location: 'Kaʻiwi Channel',
    });
    expect((await previewOf(`/races/${race.id}`)).description).toBe(
      'Molokaʻi Hoe: a race on 14 October 1990 at Kaʻiwi Channel.',
    );
    expect((await previewOf(`/haw/races/${race.id}`)).description).toBe(
      '(haw) Molokaʻi Hoe | race (haw) day (haw) 14/(haw) October/1990 | Kaʻiwi Channel.',
    );
    const year = await buildRace(t.db, {
      name: 'Queen Liliʻuokalani Race',
      date: '1975',
      location: null,
      description: '<p>Kailua-Kona to Hōnaunau.</p>',
    });
    expect((await previewOf(`/races/${year.id}`)).description).toBe(
      'Queen Liliʻuokalani Race: a race in 1975. Kailua-Kona to Hōnaunau.',
    );
    expect((await previewOf(`/haw/races/${year.id}`)).description).toBe(
      '(haw) Queen Liliʻuokalani Race | race (haw) in 1975. Kailua-Kona to Hōnaunau.',
    );
  });
});
