/**
 * The large registry the benchmarks share, filled as keepers fill it: Hawaiian names with ʻokina and kahakō and
 * English ones, one to four names a canoe with their dates, one to three stewards in turn (not every canoe has a
 * current one), uncertain build dates with their earliest and latest days (a year, a decade, "about", a range, a
 * day, or none), bow numbers on most canoes, a maker on most, lengths and places of origin. Everything is drawn
 * from a generator seeded by the canoe's number, so every run makes the same archive, and the searches the
 * benchmark asks (`searchOf`) are drawn from the same words the names are made of.
 */
import type { Db } from '../src/server/db/database.ts';
import type { NewRow } from '../src/server/db/tables.ts';
import { foldText } from '../src/shared/text.ts';
import { hawaiianSortKey } from '../src/shared/i18n/collate.ts';
import { parseEdtf } from '../src/shared/uncertain-date.ts';
import { MAKER_TYPES, OWNER_TYPES } from '../src/shared/constants.ts';

/** Bumped when the seeded data changes shape, so an archive kept from an older seed is made again. */
export const SEED_VERSION = 2;
export const OWNERS = 2_000;
export const MAKERS = 600;

/** A small deterministic generator (mulberry32): the same seed gives the same numbers on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)];
const between = (next: () => number, low: number, high: number) =>
  low + Math.floor(next() * (high - low + 1));

/** Words canoe names are made of, as people write them. */
export const HAWAIIAN_WORDS = [
  'Hōkū',
  'Lā',
  'Kai',
  'Moana',
  'Nalu',
  'Hōkūleʻa',
  'ʻIwa',
  'Makaliʻi',
  'Kaʻiulani',
  'Lōkahi',
  'Mālama',
  'Pueo',
  'Kāne',
  'Hina',
  'Nāmaka',
  'Maile',
  'Lehua',
  'ʻŌhiʻa',
  'Koa',
  'Manu',
  'Ānuenue',
  'Kilo',
  'Honua',
  'Mauna',
  'Lanakila',
  'Ikaika',
  'Kōkua',
  'Pōhaku',
  'Kalani',
  'Keola',
  'Nohea',
  'Kamaʻāina',
  'Hōkūpaʻa',
  'Kaimana',
  'Leialoha',
  'Mokihana',
  'ʻAukai',
  'Kealoha',
  'Palekaiko',
  'Uluwehi',
] as const;
const HAWAIIAN_LEADS = ['Ka', 'Ke', 'Nā', 'O', 'Ka Lei o', 'Ke Ala o'] as const;
const ENGLISH_NAMES = [
  'Spirit of',
  'Pride of',
  'Star of',
  'Morning Star',
  'Sea Hawk',
  'Blue Water',
  'Island Lady',
  'Swift Wind',
  'Ocean Voyager',
  'Dawn Runner',
] as const;
export const PLACES = [
  'Kona',
  'Hilo',
  'Lahaina',
  'Hāna',
  'Kailua',
  'Waiʻanae',
  'Kāneʻohe',
  'Molokaʻi',
  'Lānaʻi',
  'Kauaʻi',
  'Waikīkī',
  'Hāmākua',
  'Puna',
  'Kaʻū',
] as const;
const FAMILIES = [
  'Akana',
  'Kahananui',
  'Keawe',
  'Kamakau',
  'Nāone',
  'Kealiʻi',
  'Makua',
  'Pahia',
  'Lindsey',
  'Silva',
];
const GIVEN = [
  'Kalani',
  'Keola',
  'Nainoa',
  'Leimomi',
  'Kaleo',
  'Māhealani',
  'Tommy',
  'Sam',
  'Noelani',
  'Kawika',
];
export const HULL_PREFIXES = ['H', 'KC', 'OCC', 'HCRA', 'MK'] as const;
const ROMAN = [' II', ' III', ' IV'];

/** A canoe's name: three in four Hawaiian, with or without a leading article; the rest English. */
export function canoeName(next: () => number): string {
  let name: string;
  const kind = next();
  if (kind < 0.45) name = `${pick(next, HAWAIIAN_WORDS)} ${pick(next, HAWAIIAN_WORDS)}`;
  else if (kind < 0.6) name = pick(next, HAWAIIAN_WORDS);
  else if (kind < 0.75) name = `${pick(next, HAWAIIAN_LEADS)} ${pick(next, HAWAIIAN_WORDS)}`;
  else {
    const english = pick(next, ENGLISH_NAMES);
    name = english.endsWith('of') ? `${english} ${pick(next, PLACES)}` : english;
  }
  return next() < 0.1 ? name + pick(next, ROMAN) : name;
}

/** A steward's name: a club of a place, a family, a person, a museum or an organisation. */
export function stewardName(i: number): { name: string; owner_type: (typeof OWNER_TYPES)[number] } {
  const next = random(1_000_003 * i + 7);
  const type = pick(next, OWNER_TYPES);
  const place = pick(next, PLACES);
  const name =
    type === 'club'
      ? pick(next, [
          `Hui Waʻa o ${place}`,
          `${place} Canoe Club`,
          `Ka Hui Waʻa ${pick(next, HAWAIIAN_WORDS)}`,
        ])
      : type === 'family'
        ? `${pick(next, FAMILIES)} ʻOhana`
        : type === 'individual'
          ? `${pick(next, GIVEN)} ${pick(next, FAMILIES)}`
          : type === 'museum'
            ? `${place} Heritage Museum`
            : `${pick(next, HAWAIIAN_WORDS)} Foundation`;
  // A number keeps names apart as a real registry's would be by their details.
  return { name: `${name} ${i}`, owner_type: type };
}

/** An uncertain date as keepers enter it, between two years, or null when it is not known. */
export function uncertainDate(next: () => number, from: number, to: number, unknownShare = 0.15) {
  const kind = next();
  if (kind < unknownShare) return null;
  const year = between(next, from, to);
  const edtf =
    kind < 0.45
      ? String(year)
      : kind < 0.6
        ? `${String(year).slice(0, 3)}X`
        : kind < 0.75
          ? `${year}~`
          : kind < 0.87
            ? `${year}-${String(between(next, 1, 12)).padStart(2, '0')}-${String(between(next, 1, 28)).padStart(2, '0')}`
            : year < to
              ? `${year}/${Math.min(to, year + between(next, 1, 5))}`
              : String(year);
  const date = parseEdtf(edtf);
  if (!date) throw new Error(`The seed made a date the archive does not read: ${edtf}`);
  return date;
}

/** The columns of a dated field: the earliest day, the EDTF, the latest day. */
function dated<F extends string>(date: ReturnType<typeof uncertainDate>, field: F) {
  return {
    [field]: date?.earliest ?? null,
    [`${field}_edtf`]: date?.edtf ?? null,
    [`${field}_latest`]: date?.latest ?? null,
  } as Record<F | `${F}_edtf` | `${F}_latest`, string | null>;
}

/** The names a canoe has had, oldest first; the last is its current name. Used by the searches too. */
export function namesOf(canoeId: number): string[] {
  const next = random(canoeId * 2_654_435_761);
  const count = 1 + (next() < 0.5 ? 0 : next() < 0.7 ? 1 : next() < 0.85 ? 2 : 3);
  return Array.from({ length: count }, () => canoeName(next));
}

/** The bow number of a canoe, or null (one in three has none). */
export function hullOf(canoeId: number): string | null {
  const next = random(canoeId * 40_503 + 11);
  return next() < 0.35 ? null : `${pick(next, HULL_PREFIXES)}-${canoeId}`;
}

/** N canoes with their names, stewards and makers (bulk inserts of 500 rows). */
export async function fillCanoes(db: Db, count: number) {
  const now = new Date().toISOString();
  const chunk = 500;
  const owners = [];
  for (let i = 1; i <= OWNERS; i++) {
    const { name, owner_type } = stewardName(i);
    owners.push({
      name,
      name_folded: foldText(name),
      name_sort_haw: hawaiianSortKey(name),
      description_folded: '',
      owner_type,
      created_at: now,
      updated_at: now,
    });
  }
  for (let start = 0; start < owners.length; start += chunk) {
    await db.kysely
      .insertInto('owners')
      .values(owners.slice(start, start + chunk))
      .execute();
  }
  const people = [];
  const makers = [];
  for (let i = 1; i <= MAKERS; i++) {
    const next = random(i * 7_777 + 3);
    const name = `${pick(next, GIVEN)} ${pick(next, FAMILIES)} ${i}`;
    people.push({
      name,
      name_folded: foldText(name),
      name_sort_haw: hawaiianSortKey(name),
      created_at: now,
      updated_at: now,
    });
    makers.push({
      person_id: i,
      maker_type: pick(next, MAKER_TYPES),
      biography_folded: '',
      created_at: now,
      updated_at: now,
    });
  }
  for (let start = 0; start < MAKERS; start += chunk) {
    await db.kysely
      .insertInto('people')
      .values(people.slice(start, start + chunk))
      .execute();
    await db.kysely
      .insertInto('makers')
      .values(makers.slice(start, start + chunk))
      .execute();
  }

  for (let start = 1; start <= count; start += chunk) {
    const end = Math.min(start + chunk, count + 1);
    const canoes: NewRow<'canoes'>[] = [];
    const names: NewRow<'canoe_names'>[] = [];
    const ownerships: NewRow<'ownerships'>[] = [];
    for (let i = start; i < end; i++) {
      const next = random(i * 97 + 5);
      const built = uncertainDate(next, 1880, 2024);
      const origin = next() < 0.8 ? pick(next, PLACES) : null;
      const given = namesOf(i);
      const current = given[given.length - 1];
      canoes.push({
        hull_id: hullOf(i),
        type_id: next() < 0.6 ? 1 : next() < 0.7 ? 2 : 3,
        ...dated(built, 'build_date'),
        length: next() < 0.7 ? between(next, 150, 450) / 10 : null,
        origin,
        origin_folded: foldText(origin ?? ''),
        maker_id: next() < 0.6 ? between(next, 1, MAKERS) : null,
        name_sort_group: 0,
        name_sort: foldText(current),
        name_sort_haw: hawaiianSortKey(current),
        created_at: now,
        updated_at: now,
      });
      // Each name follows the one before; the first starts at or after the canoe was built.
      let year = Math.max(1900, Number((built?.earliest ?? '1950').slice(0, 4)));
      given.forEach((name, k) => {
        const last = k === given.length - 1;
        const startDate = next() < 0.8 ? uncertainDate(next, year, year, 0) : null;
        year = Math.min(2024, year + between(next, 3, 30));
        const endDate = last ? null : uncertainDate(next, year, year, 0);
        names.push({
          canoe_id: i,
          name,
          name_folded: foldText(name),
          ...dated(startDate, 'start_date'),
          ...dated(endDate, 'end_date'),
        });
      });
      // One to three stewards in turn; one canoe in ten has none today.
      const stewards = 1 + (next() < 0.55 ? 0 : next() < 0.7 ? 1 : 2);
      let from = between(next, 1950, 2010);
      for (let k = 0; k < stewards; k++) {
        const to = Math.min(2025, from + between(next, 2, 25));
        const open = k === stewards - 1 && next() < 0.9;
        const startDate = uncertainDate(next, from, from, 0)!;
        const endDate = open ? null : uncertainDate(next, to, to, 0);
        ownerships.push({
          canoe_id: i,
          owner_id: between(next, 1, OWNERS),
          start_date: startDate.earliest,
          start_date_edtf: startDate.edtf,
          start_date_latest: startDate.latest,
          ...dated(endDate, 'end_date'),
        });
        from = to;
      }
    }
    await db.kysely.insertInto('canoes').values(canoes).execute();
    await db.kysely.insertInto('canoe_names').values(names).execute();
    await db.kysely.insertInto('ownerships').values(ownerships).execute();
  }
}
