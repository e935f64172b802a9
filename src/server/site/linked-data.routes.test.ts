/**
 * Records others can read: each canoe, steward, maker and race page carries its facts as schema.org
 * JSON-LD in the server-written head; parsed here and checked against the record. People pages carry none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { buildCanoe, buildMaker, buildOwner, buildPerson, buildRace } from '../record-builders/index.ts';
import { makeWebDir } from './site-test-support.ts';

let t: TestApp;
let web: ReturnType<typeof makeWebDir>;
const BASE = 'https://koa.example.org';
const ids = { canoe: 0, steward: 0, maker: 0, race: 0, person: 0 };

beforeAll(async () => {
  web = makeWebDir();
  t = await createTestApp({ WEB_DIR: web.webDir, PUBLIC_URL: BASE });
  const steward = await buildOwner(t.db, {
    name: 'Hui Waʻa o Kailua',
    description: '<p>A club that has kept <strong>koa</strong> canoes since 1962.</p>',
    website: 'https://huiwaa.example.org',
    founded: 1962,
  });
  const maker = await buildMaker(t.db, {
    name: 'Kawika Nāone',
    makerType: 'carver',
    biography: '<p>Carved at Keauhou.</p>',
  });
  const canoe = await buildCanoe(t.db, {
    names: [
      { name: 'Makani Lele', start_date: '1950-01-01', end_date: '1975-01-01' },
      { name: 'Hōkūleʻa', start_date: '1975-01-01' },
    ],
    typeId: 3,
    buildYear: 1950,
    origin: 'Kona, Hawaiʻi',
    hullId: 'H-0042',
    length: 45.5,
    makerId: maker.maker_id,
    ownerships: [{ ownerId: steward.id, start_date: '1980-06-01' }],
  });
  const race = await buildRace(t.db, {
    name: 'Molokaʻi Hoe',
    date: '1999-10-10',
    location: 'Kaluakoʻi',
    description: '<p>Across the Kaiwi channel.</p>',
  });
  const person = await buildPerson(t.db, { name: 'Private Person' });
  Object.assign(ids, {
    canoe: canoe.id,
    steward: steward.id,
    maker: maker.maker_id,
    race: race.id,
    person: person.person_id,
  });
});
afterAll(async () => {
  await t.close();
  web.remove();
});

/** The page's JSON-LD blocks, parsed. */
async function linkedData(path: string): Promise<Record<string, unknown>[]> {
  const res = await t.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, path).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  return [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

describe('JSON-LD on record pages', () => {
  it('describes a canoe as a VisualArtwork with its maker, names, date, place and steward', async () => {
    const [canoe, ...more] = await linkedData(`/canoes/${ids.canoe}`);
    expect(more).toEqual([]);
    expect(canoe).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      '@id': `${BASE}/canoes/${ids.canoe}`,
      url: `${BASE}/canoes/${ids.canoe}`,
      name: 'Hōkūleʻa',
      alternateName: ['Makani Lele'],
      artform: 'Voyaging Canoe (Hawaiian outrigger canoe)',
      material: 'Koa (Acacia koa)',
      dateCreated: '1950',
      locationCreated: { '@type': 'Place', name: 'Kona, Hawaiʻi' },
      identifier: 'H-0042',
      depth: { '@type': 'QuantitativeValue', value: 45.5, unitCode: 'FOT' },
      creator: { '@type': 'Person', '@id': `${BASE}/makers/${ids.maker}`, name: 'Kawika Nāone' },
      maintainer: {
        '@type': 'Organization',
        '@id': `${BASE}/owners/${ids.steward}`,
        name: 'Hui Waʻa o Kailua',
      },
    });
    expect(String(canoe.description)).toContain('Hōkūleʻa, a voyaging canoe built in 1950');
  });

  it('describes a steward, a maker and a race, with rich text as plain words', async () => {
    const [steward] = await linkedData(`/owners/${ids.steward}`);
    expect(steward).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${BASE}/owners/${ids.steward}`,
      url: `${BASE}/owners/${ids.steward}`,
      name: 'Hui Waʻa o Kailua',
      description: 'A club that has kept koa canoes since 1962.',
      sameAs: 'https://huiwaa.example.org',
      foundingDate: '1962',
    });
    const [maker] = await linkedData(`/makers/${ids.maker}`);
    expect(maker).toMatchObject({
      '@type': 'Person',
      '@id': `${BASE}/makers/${ids.maker}`,
      name: 'Kawika Nāone',
      jobTitle: 'Canoe carver',
      description: 'Carved at Keauhou.',
    });
    const [race] = await linkedData(`/races/${ids.race}`);
    expect(race).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Molokaʻi Hoe',
      startDate: '1999-10-10',
      location: { '@type': 'Place', name: 'Kaluakoʻi' },
      description: 'Across the Kaiwi channel.',
    });
  });

  it('says nothing of people, lists or pages that do not exist', async () => {
    const person = await t.app.inject({ method: 'GET', url: `/people/${ids.person}` });
    expect(person.body).not.toContain('application/ld+json');
    expect(person.body).not.toContain('Private Person');
    expect(await linkedData('/canoes')).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: '/canoes/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('application/ld+json');
  });

  it('keeps a name that tries to end the block inside it', async () => {
    const canoe = await buildCanoe(t.db, { name: 'Kai </script><script>alert(1)</script>' });
    const [data] = await linkedData(`/canoes/${canoe.id}`);
    expect(data.name).toBe('Kai </script><script>alert(1)</script>');
  });
});
