/**
 * The archive every browser test starts from: a fresh database with these records and nothing else. Tests find
 * records by name (ids are not assumed). Names use the real ʻokina and kahakō, as the archive stores them.
 */
import sharp from 'sharp';
import type { Db } from '../../../src/server/db/database.ts';
import { createUser } from '../../../src/server/modules/auth/accounts.service.ts';
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
  buildRestoration,
  buildSource,
} from '../../../src/server/record-builders/index.ts';

export const KNOWN = {
  /** Built-in accounts, signed in through the real sign-in page (support/fixtures.ts `signIn`). */
  accounts: {
    admin: {
      email: 'admin@e2e.koa-canoes.example',
      password: 'e2e-admin-password',
      name: 'Pua Admin',
      groups: ['admin'],
    },
    /** An administrator of the records, but not of the People area. */
    editor: {
      email: 'editor@e2e.koa-canoes.example',
      password: 'e2e-editor-password',
      name: 'Keoni Editor',
      groups: ['Canoe-Admins'],
    },
    member: {
      email: 'member@e2e.koa-canoes.example',
      password: 'e2e-member-password',
      name: 'Malia Member',
      groups: [],
    },
    /** One of the community's translators (decision 026): the Translations area, nothing of the administrators'. */
    translator: {
      email: 'translator@e2e.koa-canoes.example',
      password: 'e2e-translator-password',
      name: 'Kumu Unuhi',
      groups: ['translators'],
    },
  },
  stewards: {
    club: 'Hui Waʻa o Kailua',
    family: 'Keawe ʻOhana',
    museum: 'Hale Kiaʻi Heritage Museum',
    empty: 'Nā Hoa Empty Society',
  },
  makers: {
    carver: 'Makoa Keliʻi',
    restorer: 'Leilani Pāhoa',
    /** A maker with no canoes and no biography. */
    idle: 'Ikaika Nohea',
  },
  /** A person who restored a canoe but holds no maker role. */
  restorerPerson: 'Kawika Nāone',
  canoes: {
    /** Voyaging canoe, renamed: former name Makani Lele; three photos; two restorations; two races. */
    hokulea: 'Hōkūleʻa',
    hokuleaFormer: 'Makani Lele',
    kaala: 'Kaʻala',
    namaka: 'Nāmaka',
    pueo: 'Pueo',
    manuKai: 'Manu Kai',
  },
  races: {
    channel: 'Kaʻiwi Channel Classic',
    sprint: 'Kailua Bay Sprint',
    empty: 'Hilo Bay Regatta',
  },
  /** Kaʻala's sources: two of the canoe's own (a newspaper with a link, an oral history) and one of its name. */
  sources: {
    newspaper: 'Honolulu Star-Bulletin, “Club launches a new koa racing canoe”, 6 May 1962, p. 3',
    newspaperUrl: 'https://archive.koa-canoes.example/star-bulletin/1962-05-06',
    oral: 'Talk story with the club’s first steersman, Waimānalo, 2019',
    /** The teller of that oral history, who did not agree to be named: never shown to visitors. */
    hiddenTeller: 'Kupuna Hale Kealoha',
    name: 'Club minutes naming the canoe, 12 March 1962',
  },
  /** Filler canoes "Kahakai 01"… so the registry has more than one page. */
  fillerCount: 26,
  fillerPrefix: 'Kahakai',
};

const photo = (background: string) =>
  sharp({ create: { width: 960, height: 640, channels: 3, background } })
    .jpeg({ quality: 80 })
    .toBuffer();

const square = (background: string) =>
  sharp({ create: { width: 320, height: 320, channels: 3, background } })
    .png()
    .toBuffer();

export async function loadKnownData(db: Db): Promise<void> {
  for (const account of Object.values(KNOWN.accounts)) {
    await createUser(db, account);
  }

  const club = await buildOwner(db, {
    name: KNOWN.stewards.club,
    ownerType: 'club',
    website: 'https://huiwaa.example.org',
    description:
      'A paddling club on the windward shore that races and cares for four koa canoes, some older than the club itself.',
    contact: {
      email: 'info@huiwaa.example.org',
      phone: '(808) 555-0100',
      address: '1 Beach Road, Kailua, HI',
    },
    founded: 1972,
  });
  await buildLogo(db, club.owner_id, await square('#1f8f8a'));
  const family = await buildOwner(db, {
    name: KNOWN.stewards.family,
    ownerType: 'family',
    description: 'A Kona family who kept canoes for three generations.',
    contact: { email: null, phone: '(808) 555-0101', address: null },
    founded: null,
  });
  const museum = await buildOwner(db, {
    name: KNOWN.stewards.museum,
    ownerType: 'museum',
    description: 'A museum that keeps retired canoes out of the sun.',
    website: 'https://halekiai.example.org',
    contact: { email: 'collections@halekiai.example.org', phone: null, address: 'Honolulu, HI' },
    founded: 1964,
  });
  await buildOwner(db, {
    name: KNOWN.stewards.empty,
    ownerType: 'organization',
    description: null,
    website: null,
    contact: { email: null, phone: null, address: null },
    founded: null,
  });

  const carver = await buildMaker(db, {
    name: KNOWN.makers.carver,
    makerType: 'carver',
    biography: '<p>A carver from Kona known for <strong>light hulls</strong>.</p><script>alert(1)</script>',
  });
  await buildPicture(db, { makerId: carver.maker_id }, await square('#a86a33'));
  const restorer = await buildMaker(db, {
    name: KNOWN.makers.restorer,
    makerType: 'restorer',
    biography: '<p>Restores old hulls with traditional lashings.</p>',
  });
  await buildMaker(db, { name: KNOWN.makers.idle, makerType: 'apprentice', biography: null });
  const restorerPerson = await buildPerson(db, { name: KNOWN.restorerPerson, email: null, phone: null });

  const hokulea = await buildCanoe(db, {
    typeId: 3,
    hullId: 'HK-001',
    buildYear: 1950,
    length: 45.5,
    width: 2,
    weight: 420,
    origin: 'Kailua-Kona, Hawaiʻi',
    makerId: carver.maker_id,
    notes:
      '<p>Carved from a single koa log felled above Hōlualoa.</p><table><tr><td>Log</td><td>Koa</td></tr></table>' +
      '<script>window.__notesScriptRan = true</script>',
    names: [
      { name: KNOWN.canoes.hokuleaFormer, start_date: '1950', end_date: '1975' },
      { name: KNOWN.canoes.hokulea, start_date: '1975', end_date: null },
    ],
    ownerships: [
      {
        ownerId: family.owner_id,
        start_date: '1950',
        end_date: '1980-06',
        notes: 'Built for the family.',
      },
      {
        ownerId: club.owner_id,
        start_date: '1980-06',
        end_date: null,
        notes: 'Given to the club for racing.',
        transfer_reason: 'Gift',
      },
    ],
  });
  const colours = ['#8a5228', '#177470', '#55301a'];
  // Credits and rights as an archive has them: one photo fully known, one to the month, one barely known.
  const credits = [
    { credit: 'Photo: Keoni Kahananui', licence: 'cc-by-sa-4.0', dateTaken: '1980-07-04' },
    { credit: 'Nāinoa Kealoha collection', licence: 'all-rights-reserved', dateTaken: '1981-07' },
    { credit: null, licence: null, dateTaken: '1982' },
  ] as const;
  for (const [index, colour] of colours.entries()) {
    await buildPhoto(db, {
      canoeId: hokulea.canoe_id,
      image: await photo(colour),
      fileName: `hokulea-${index + 1}.jpg`,
      description: `Hōkūleʻa photo ${index + 1} description`,
      caption: `Hōkūleʻa caption ${index + 1}`,
      ...credits[index],
      uploadedBy: 'Keawe Archive',
      uploadedAt: `2024-0${index + 1}-15T10:00:00.000Z`,
    });
  }
  await buildCanoeMaker(db, {
    canoeId: hokulea.canoe_id,
    makerId: carver.maker_id,
    contribution: 'Lead carver',
  });
  await buildRestoration(db, {
    canoeId: hokulea.canoe_id,
    restorationDate: '1990-03-01',
    description: 'Hull re-lashed and refinished',
    location: 'Kailua Beach Park',
    notes: 'Done over two months.',
    restorerMakerId: restorer.maker_id,
    restorerPersonId: restorer.person_id,
  });
  await buildRestoration(db, {
    canoeId: hokulea.canoe_id,
    restorationDate: '2005-08-01',
    description: 'New ʻiako fitted',
    location: 'Kāneʻohe',
    notes: null,
    restorerPersonId: restorerPerson.person_id,
  });

  const kaala = await buildCanoe(db, {
    typeId: 1,
    hullId: 'KA-77',
    buildYear: 1962,
    length: 40,
    origin: 'Waimānalo, Oʻahu',
    makerId: carver.maker_id,
    name: KNOWN.canoes.kaala,
    ownerships: [{ ownerId: club.owner_id, start_date: '1962-05' }],
  });
  await buildPhoto(db, { canoeId: kaala.canoe_id, image: await photo('#6e3f20'), fileName: 'kaala.jpg' });
  await buildSource(db, {
    canoeId: kaala.canoe_id,
    kind: 'newspaper',
    citation: KNOWN.sources.newspaper,
    url: KNOWN.sources.newspaperUrl,
  });
  await buildSource(db, {
    canoeId: kaala.canoe_id,
    kind: 'oral_history',
    citation: KNOWN.sources.oral,
    teller: KNOWN.sources.hiddenTeller,
    tellerNamed: false,
  });
  await buildSource(db, {
    canoeId: kaala.canoe_id,
    record: { type: 'canoe_name', id: kaala.names[0].canoe_name_id },
    kind: 'document',
    citation: KNOWN.sources.name,
  });
  await buildCanoe(db, {
    typeId: 2,
    hullId: 'NM-12',
    buildYear: 1910,
    length: 24,
    origin: 'Hāna, Maui',
    name: KNOWN.canoes.namaka,
    ownerships: [{ ownerId: club.owner_id, start_date: '1985' }],
  });
  await buildCanoe(db, {
    typeId: 1,
    hullId: 'PU-03',
    buildYear: 1998,
    length: 42,
    origin: 'Hilo, Hawaiʻi',
    name: KNOWN.canoes.pueo,
    ownerships: [{ ownerId: club.owner_id, start_date: '1999' }],
  });
  await buildCanoe(db, {
    typeId: 2,
    hullId: null,
    buildYear: 1925,
    length: 22,
    origin: 'Kalaupapa, Molokaʻi',
    name: KNOWN.canoes.manuKai,
    ownerships: [
      { ownerId: family.owner_id, start_date: '1930', end_date: '1990' },
      { ownerId: museum.owner_id, start_date: '1990', transfer_reason: 'Donated' },
    ],
  });
  // A canoe with nothing known: no name, type, year or steward (the fallbacks of every screen).
  await buildCanoe(db, {
    typeId: null,
    hullId: null,
    buildYear: null,
    length: null,
    width: null,
    weight: null,
    origin: null,
    name: null,
  });
  for (let n = 1; n <= KNOWN.fillerCount; n++) {
    await buildCanoe(db, {
      typeId: 2,
      hullId: `KH-${String(n).padStart(2, '0')}`,
      buildYear: 1900 + n,
      length: 18 + n / 10,
      origin: 'Lānaʻi City, Lānaʻi',
      name: `${KNOWN.fillerPrefix} ${String(n).padStart(2, '0')}`,
    });
  }

  const channel = await buildRace(db, {
    name: KNOWN.races.channel,
    date: '2019-10-13',
    location: 'Molokaʻi to Oʻahu',
    description: 'A long channel crossing.',
  });
  await buildParticipation(db, {
    raceId: channel.race_id,
    canoeId: hokulea.canoe_id,
    position: 1,
    paddlerName: 'Hui Waʻa Koa Crew',
    time: '05:12:33',
  });
  await buildParticipation(db, {
    raceId: channel.race_id,
    canoeId: kaala.canoe_id,
    position: 2,
    paddlerName: 'Hui Waʻa Masters',
    time: '05:40:02',
  });
  const sprint = await buildRace(db, {
    name: KNOWN.races.sprint,
    date: '2021-06-05',
    location: 'Kailua Bay',
    description: 'A short sprint inside the reef.',
  });
  await buildParticipation(db, {
    raceId: sprint.race_id,
    canoeId: hokulea.canoe_id,
    position: 3,
    paddlerName: 'Hui Waʻa Juniors',
    time: '00:09:41',
  });
  await buildRace(db, {
    name: KNOWN.races.empty,
    date: '2022-04-30',
    location: 'Hilo Bay',
    description: null,
  });
}
