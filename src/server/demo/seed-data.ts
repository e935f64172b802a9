/**
 * Content of the demo archive. Everything here is invented: the canoes, stewards, people, makers and races
 * are fictional, written to look plausible and to exercise every part of the registry (renamed canoes,
 * changes of steward, restorations, race results). Names use the real ʻokina (U+02BB) and kahakō.
 * Contacts use example.org addresses and 555-01xx telephone numbers, which reach nobody.
 */
import type { Island } from '../../shared/islands.ts';
import type { PlacePrecision } from '../../shared/place-precision.ts';
import type { MakerType, OwnerType } from '../../shared/constants.ts';

export const DEMO_CANOE =
  '<p><strong>Demo record:</strong> this canoe is invented to show how the registry works. ' +
  'It is not a real canoe and its history is fictional.</p>';
export const DEMO_STEWARD = 'Demo record: this steward is invented to show how the registry works.';
export const DEMO_MAKER =
  '<p><strong>Demo record:</strong> this maker is invented to show how the registry works.</p>';
export const DEMO_RACE = 'Demo record: this race is invented to show how race results appear.';

export interface DemoSteward {
  key: string;
  name: string;
  type: OwnerType;
  founded: number | null;
  website: string | null;
  about: string;
  email: string;
  phone: string;
  address: string;
}

export interface DemoPerson {
  key: string;
  name: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  birthplace: string | null;
  roles: { key: string; type: MakerType; bio: string }[];
}

/** [name, start_date, end_date or null for the current name] */
type NameRow = [string, string, string | null];
/** [steward key, start_date, end_date or null for the open ownership, transfer reason, notes] */
type OwnershipRow = [string, string, string | null, string | null, string | null];

export interface DemoCanoe {
  key: string;
  typeId: 1 | 2 | 3;
  hullId: string;
  year: number;
  length: number;
  width: number;
  weight: number;
  origin: string;
  /** Original maker (a maker role key). */
  maker: string | null;
  names: NameRow[];
  owners: OwnershipRow[];
  /** [maker role key, contribution] */
  makers: [string, string][];
  notes: string;
  photos: number;
}

export interface DemoRestoration {
  canoe: string;
  date: string;
  end: string | null;
  description: string;
  location: string | null;
  notes: string | null;
  maker?: string;
  person?: string;
}

export interface DemoRace {
  name: string;
  date: string;
  location: string;
  description: string;
  /** [canoe key, position, paddler or crew, time HH:MM:SS, notes] */
  results: [string, number, string, string, string?][];
}

const story = (text: string) => `${DEMO_CANOE}<p>${text}</p>`;
const bio = (text: string) => `${DEMO_MAKER}<p>${text}</p>`;

const STEWARDS: DemoSteward[] = [
  {
    key: 'kailani',
    name: 'Kai Lani Canoe Club',
    type: 'club',
    founded: 1958,
    website: 'https://kailani.example.org',
    about: 'A paddling club that races and cares for several koa canoes.',
    email: 'info@kailani.example.org',
    phone: '(808) 555-0110',
    address: '12 Demo Landing Road, Kailua, HI 96734',
  },
  {
    key: 'puakea',
    name: 'Puakea Outrigger Club',
    type: 'club',
    founded: 1972,
    website: 'https://puakea.example.org',
    about: 'A small club known for its youth crews.',
    email: 'hello@puakea.example.org',
    phone: '(808) 555-0111',
    address: '4 Example Beach Park, Hilo, HI 96720',
  },
  {
    key: 'halewaa',
    name: 'Hale Waʻa Heritage Museum',
    type: 'museum',
    founded: 1964,
    website: 'https://halewaa.example.org',
    about: 'A museum that keeps retired canoes out of the sun and tells their stories.',
    email: 'collections@halewaa.example.org',
    phone: '(808) 555-0112',
    address: '300 Museum Way, Honolulu, HI 96813',
  },
  {
    key: 'nahoa',
    name: 'Nā Hoa Waʻa Foundation',
    type: 'organization',
    founded: 1985,
    website: 'https://nahoawaa.example.org',
    about: 'A non-profit that lends canoes to schools and community programmes.',
    email: 'contact@nahoawaa.example.org',
    phone: '(808) 555-0113',
    address: '77 Sample Street, Wailuku, HI 96793',
  },
  {
    key: 'kalama',
    name: 'Ka Lama Voyaging Society',
    type: 'organization',
    founded: 1990,
    website: 'https://kalama.example.org',
    about: 'A voyaging society that sails double-hulled canoes between the islands.',
    email: 'crew@kalama.example.org',
    phone: '(808) 555-0114',
    address: '9 Harbor Demo Pier, Kāneʻohe, HI 96744',
  },
  {
    key: 'napuaala',
    name: 'Nāpuaʻala ʻOhana',
    type: 'family',
    founded: 1921,
    website: null,
    about: 'A fishing family that has kept its canoes for four generations.',
    email: 'ohana@napuaala.example.org',
    phone: '(808) 555-0115',
    address: 'PO Box 1000, Kaunakakai, HI 96748',
  },
  {
    key: 'akana',
    name: 'Makana Akana',
    type: 'individual',
    founded: null,
    website: null,
    about: 'A paddler and fisherman who bought his first canoe in the 1960s.',
    email: 'makana@example.org',
    phone: '(808) 555-0116',
    address: '21 Example Lane, Hāna, HI 96713',
  },
  {
    key: 'kapaona',
    name: 'Leilani Kapaona',
    type: 'individual',
    founded: null,
    website: null,
    about: 'A steersman who keeps two canoes at her home beach.',
    email: 'leilani@example.org',
    phone: '(808) 555-0117',
    address: '5 Demo Place, Kailua-Kona, HI 96740',
  },
];

const PEOPLE: DemoPerson[] = [
  {
    key: 'kawika',
    name: 'Kawika Nāone',
    email: 'kawika.naone@example.org',
    phone: '(808) 555-0101',
    birthDate: '1921-03-14',
    birthplace: 'Hāna, Maui',
    roles: [
      {
        key: 'kawika',
        type: 'master',
        bio: bio(
          'A master carver who learned from his grandfather and taught a generation of carvers to read the grain of a koa log before the first cut.',
        ),
      },
    ],
  },
  {
    key: 'leimomi',
    name: 'Leimomi Kahale',
    email: 'leimomi.kahale@example.org',
    phone: '(808) 555-0102',
    birthDate: '1948-08-02',
    birthplace: 'Hilo, Hawaiʻi',
    roles: [
      {
        key: 'leimomi',
        type: 'designer',
        bio: bio(
          'A designer of racing and voyaging hulls who drew her lines full size on the workshop floor.',
        ),
      },
    ],
  },
  {
    key: 'keahi',
    name: 'Keahi Palakiko',
    email: 'keahi.palakiko@example.org',
    phone: '(808) 555-0103',
    birthDate: '1955-11-20',
    birthplace: 'Kailua-Kona, Hawaiʻi',
    roles: [
      {
        key: 'keahi',
        type: 'carver',
        bio: bio('A carver of fishing and racing canoes, known for light hulls and clean manu.'),
      },
    ],
  },
  {
    key: 'noelani',
    name: 'Noelani Makoa',
    email: 'noelani.makoa@example.org',
    phone: '(808) 555-0104',
    birthDate: '1962-05-09',
    birthplace: 'Waimea, Kauaʻi',
    roles: [
      {
        key: 'noelani',
        type: 'restorer',
        bio: bio(
          'A restorer who repairs cracked hulls with koa from the same region and renews traditional lashings.',
        ),
      },
    ],
  },
  {
    key: 'kaleo',
    name: 'Kaleo Akiona',
    email: 'kaleo.akiona@example.org',
    phone: '(808) 555-0105',
    birthDate: '1979-01-27',
    birthplace: 'Lāʻie, Oʻahu',
    roles: [
      {
        key: 'kaleo-apprentice',
        type: 'apprentice',
        bio: bio(
          'Apprenticed to Keahi Palakiko in the 1990s, shaping interiors and learning to fit the ama.',
        ),
      },
      {
        key: 'kaleo',
        type: 'carver',
        bio: bio('Carving his own canoes since 2008, racing and voyaging hulls alike.'),
      },
    ],
  },
  {
    key: 'iokepa',
    name: 'Iokepa Kealoha',
    email: null,
    phone: '(808) 555-0106',
    birthDate: '1938-07-04',
    birthplace: 'Hālawa, Molokaʻi',
    roles: [
      {
        key: 'iokepa',
        type: 'carver',
        bio: bio(
          'A carver from Molokaʻi whose fishing canoes were prized for their stability in rough water.',
        ),
      },
    ],
  },
  {
    key: 'malia',
    name: 'Malia Kanoho',
    email: 'malia.kanoho@example.org',
    phone: null,
    birthDate: '1970-12-01',
    birthplace: 'Kaunakakai, Molokaʻi',
    roles: [],
  },
];

const CANOES: DemoCanoe[] = [
  {
    key: 'kaiwi',
    typeId: 1,
    hullId: 'DEMO-R01',
    year: 1968,
    length: 44.5,
    width: 1.7,
    weight: 410,
    origin: 'Hāna, Maui',
    maker: 'kawika',
    photos: 3,
    names: [
      ['Makani Lele', '1968', '1979-06'],
      ['Kaʻiwi Moana', '1979-06', null],
    ],
    owners: [
      ['akana', '1968', '1979-06', 'Sold to the club', null],
      ['kailani', '1979-06', null, 'Purchase', 'Renamed by the club on arrival.'],
    ],
    makers: [
      ['kawika', 'Master carver: shaped the hull from a single log'],
      ['iokepa', 'Carved the manu (bow and stern covers)'],
    ],
    notes: story(
      'Built for a private owner and raced for a decade as <em>Makani Lele</em> before the club bought and renamed her.',
    ),
  },
  {
    key: 'hokukai',
    typeId: 1,
    hullId: 'DEMO-R02',
    year: 1974,
    length: 45,
    width: 1.75,
    weight: 395,
    origin: 'Kailua-Kona, Hawaiʻi',
    maker: 'iokepa',
    photos: 3,
    names: [['Hōkū Kai', '1974', null]],
    owners: [
      ['puakea', '1974', '1998-05', 'Retired from racing', null],
      ['halewaa', '1998-05', null, 'Donation', 'On display in the main hall.'],
    ],
    makers: [
      ['iokepa', 'Lead carver'],
      ['leimomi', 'Hull design'],
    ],
    notes: story('A winning racing hull of the 1970s, now retired to a museum.'),
  },
  {
    key: 'iwa',
    typeId: 1,
    hullId: 'DEMO-R03',
    year: 1986,
    length: 44,
    width: 1.6,
    weight: 380,
    origin: 'Hilo, Hawaiʻi',
    maker: 'keahi',
    photos: 2,
    names: [
      ['Ka ʻIwa', '1986', '1992'],
      ['ʻIwa Kīkaha', '1992', null],
    ],
    owners: [
      ['puakea', '1986', '2005', 'Gift', null],
      ['nahoa', '2005', null, 'Gift to the foundation', null],
    ],
    makers: [
      ['keahi', 'Lead carver'],
      ['leimomi', 'Hull design'],
    ],
    notes: story('Named for the frigatebird; the longer name was given after her first channel crossing.'),
  },
  {
    key: 'anuenue',
    typeId: 1,
    hullId: 'DEMO-R04',
    year: 1995,
    length: 45,
    width: 1.7,
    weight: 400,
    origin: 'Lāʻie, Oʻahu',
    maker: 'keahi',
    photos: 4,
    names: [['Ānuenue', '1995', null]],
    owners: [['kailani', '1995', null, null, 'Ordered by the club for its senior crews.']],
    makers: [
      ['keahi', 'Lead carver'],
      ['kaleo-apprentice', 'Apprentice: adzed the interior'],
    ],
    notes: story('A club canoe raced every season since her launch.'),
  },
  {
    key: 'opua',
    typeId: 1,
    hullId: 'DEMO-R05',
    year: 2008,
    length: 45.5,
    width: 1.7,
    weight: 405,
    origin: 'Waimānalo, Oʻahu',
    maker: 'kaleo',
    photos: 3,
    names: [['Lani ʻŌpua', '2008', null]],
    owners: [
      ['kapaona', '2008', '2016-03', 'Sale', null],
      ['kailani', '2016-03', null, 'Purchase', null],
    ],
    makers: [
      ['kaleo', 'Lead carver (his first canoe as a carver)'],
      ['kawika', 'Advised on choosing the log'],
    ],
    notes: story('The first canoe carved by a former apprentice, with advice from his old teacher.'),
  },
  {
    key: 'kolea',
    typeId: 2,
    hullId: 'DEMO-F01',
    year: 1952,
    length: 24,
    width: 1.6,
    weight: 210,
    origin: 'Kaunakakai, Molokaʻi',
    maker: 'kawika',
    photos: 2,
    names: [['Kōlea Lele', '1952', null]],
    owners: [['napuaala', '1952', null, null, 'Kept by the family since she was built.']],
    makers: [['kawika', 'Carver']],
    notes: story('A fishing canoe that has never left the family that ordered her.'),
  },
  {
    key: 'nalu',
    typeId: 2,
    hullId: 'DEMO-F02',
    year: 1961,
    length: 22,
    width: 1.5,
    weight: 190,
    origin: 'Waimea, Kauaʻi',
    maker: 'iokepa',
    photos: 3,
    names: [
      ['Keiki Nalu', '1961', '1975'],
      ['Nalu Kai', '1975', '1990'],
      ['Nalu Nui', '1990', null],
    ],
    owners: [
      ['akana', '1961', '1975', 'Sale', null],
      ['napuaala', '1975', '1990', 'Gift', null],
      ['halewaa', '1990', null, 'Donation', 'Restored by the museum in 1991.'],
    ],
    makers: [
      ['iokepa', 'Carver'],
      ['noelani', 'Restored the hull in 1991'],
    ],
    notes: story('Renamed by each of her three stewards; her story shows how a name history is kept.'),
  },
  {
    key: 'pohaku',
    typeId: 2,
    hullId: 'DEMO-F03',
    year: 1979,
    length: 26,
    width: 1.7,
    weight: 240,
    origin: 'Miloliʻi, Hawaiʻi',
    maker: 'keahi',
    photos: 2,
    names: [['Pōhaku Kai', '1979', null]],
    owners: [
      ['napuaala', '1979', '1999', 'Inheritance', null],
      ['kapaona', '1999', null, 'Inheritance', 'Passed to a niece.'],
    ],
    makers: [['keahi', 'Carver']],
    notes: story('A heavy, stable fishing canoe built for open water.'),
  },
  {
    key: 'lokelani',
    typeId: 2,
    hullId: 'DEMO-F04',
    year: 1948,
    length: 20,
    width: 1.4,
    weight: 170,
    origin: 'Hāna, Maui',
    maker: null,
    photos: 2,
    names: [['Lokelani', '1948', null]],
    owners: [],
    makers: [],
    notes: story(
      'Her maker and stewards are unknown: this record shows a canoe with no ownership history yet.',
    ),
  },
  {
    key: 'ewalu',
    typeId: 3,
    hullId: 'DEMO-V01',
    year: 1976,
    length: 58,
    width: 16,
    weight: 9500,
    origin: 'Kāneʻohe, Oʻahu',
    maker: 'kawika',
    photos: 4,
    names: [
      ['Hikina', '1976', '1984'],
      ['Nā Kai ʻEwalu', '1984', null],
    ],
    owners: [
      ['nahoa', '1976', '1984', 'Transfer', null],
      ['kalama', '1984', null, 'Transfer to the voyaging society', null],
    ],
    makers: [
      ['leimomi', 'Design'],
      ['kawika', 'Master carver'],
      ['iokepa', 'Carved the second hull'],
    ],
    notes: story('A double-hulled voyaging canoe, renamed for the eight channels between the islands.'),
  },
  {
    key: 'malamakai',
    typeId: 3,
    hullId: 'DEMO-V02',
    year: 1999,
    length: 54,
    width: 15,
    weight: 8200,
    origin: 'Hilo, Hawaiʻi',
    maker: 'keahi',
    photos: 3,
    names: [['Mālama Kai', '1999', null]],
    owners: [
      ['kalama', '1999', '2012', 'Retired from sailing', null],
      ['halewaa', '2012', null, 'Donation', null],
    ],
    makers: [
      ['keahi', 'Lead carver'],
      ['kaleo-apprentice', 'Apprentice: lashings and deck'],
      ['leimomi', 'Design'],
    ],
    notes: story('Sailed for a decade of interisland training voyages before retiring to the museum.'),
  },
  {
    key: 'hoolua',
    typeId: 3,
    hullId: 'DEMO-V03',
    year: 2014,
    length: 48,
    width: 14,
    weight: 7000,
    origin: 'Kahului, Maui',
    maker: 'kaleo',
    photos: 3,
    names: [
      ['Hoʻolua', '2014', '2019'],
      ['Ka Makani Hoʻolua', '2019', null],
    ],
    owners: [['nahoa', '2014', null, null, null]],
    makers: [
      ['kaleo', 'Lead carver'],
      ['noelani', 'Lashings and finishing'],
    ],
    notes: story('The newest canoe in the demo, named for a strong north wind.'),
  },
];

const RESTORATIONS: DemoRestoration[] = [
  {
    canoe: 'kaiwi',
    date: '1985-02',
    end: '1985-06',
    description: 'Gunwale (moʻo) replaced after a reef strike',
    location: 'Kailua, Oʻahu',
    notes: 'Demo record.',
    maker: 'kawika',
  },
  {
    canoe: 'nalu',
    date: '1991-03',
    end: '1991-11-30',
    description: 'Cracked hull section replaced; new lashings',
    location: 'Hale Waʻa Heritage Museum workshop',
    notes: 'Demo record.',
    maker: 'noelani',
  },
  {
    canoe: 'hokukai',
    date: '1998-05',
    end: '1999-02',
    description: 'Prepared for display: sanded, oiled, new ama',
    location: 'Honolulu, Oʻahu',
    notes: 'Demo record.',
    maker: 'noelani',
  },
  {
    canoe: 'kolea',
    date: '2002-06',
    end: null,
    description: 'Refinished with kukui nut oil',
    location: 'Kaunakakai, Molokaʻi',
    notes: 'Demo record: done by a family member who is not a maker.',
    person: 'malia',
  },
  {
    canoe: 'lokelani',
    date: '1987-07',
    end: '1987-09',
    description: 'Cracks stabilised; stored out of the sun',
    location: null,
    notes: 'Demo record.',
    person: 'malia',
  },
  {
    canoe: 'ewalu',
    date: '2010-01-15',
    end: '2011-04',
    description: 'Sails and rigging renewed; deck rebuilt',
    location: 'Kāneʻohe Bay, Oʻahu',
    notes: 'Demo record: restorer not recorded.',
  },
];

const RACES: DemoRace[] = [
  {
    name: 'Ka Moana Nui Channel Race',
    date: '1975-10-12',
    location: 'Molokaʻi to Oʻahu',
    description: `${DEMO_RACE} A long channel crossing.`,
    results: [
      ['hokukai', 1, 'Puakea Outrigger Club, senior men', '05:41:37'],
      ['kaiwi', 2, 'Crew of Makana Akana', '05:48:12', 'Raced as Makani Lele'],
    ],
  },
  {
    name: 'Hilo Bay Sprint Regatta',
    date: '1988-07-04',
    location: 'Hilo Bay, Hawaiʻi',
    description: `${DEMO_RACE} A short sprint inside the bay.`,
    results: [
      ['iwa', 1, 'Puakea Outrigger Club, women', '00:04:51'],
      ['hokukai', 2, 'Puakea Outrigger Club, men', '00:04:58'],
      ['kaiwi', 3, 'Kai Lani Canoe Club', '00:05:06'],
    ],
  },
  {
    name: 'Kona Coast Distance Race',
    date: '1996-09-07',
    location: 'Kailua-Kona to Hōnaunau',
    description: `${DEMO_RACE} A coastal distance race.`,
    results: [
      ['anuenue', 1, 'Kai Lani Canoe Club, open men', '02:14:09'],
      ['iwa', 2, 'Puakea Outrigger Club, open women', '02:16:45'],
      ['hokukai', 4, 'Puakea Outrigger Club, masters', '02:22:10'],
    ],
  },
  {
    name: 'Maui Nui Heritage Regatta',
    date: '2004-06-12',
    location: 'Kahului Harbor, Maui',
    description: `${DEMO_RACE} Heritage classes for koa canoes.`,
    results: [
      ['iwa', 1, 'Puakea Outrigger Club', '00:12:18'],
      ['anuenue', 2, 'Kai Lani Canoe Club', '00:12:31'],
      ['pohaku', 1, 'Nāpuaʻala ʻOhana', '00:20:05', 'Heritage fishing-canoe class'],
    ],
  },
  {
    name: 'Hoe Kai ʻEwalu Relay',
    date: '2015-08-22',
    location: 'Waikīkī to Hawaiʻi Kai',
    description: `${DEMO_RACE} A relay with crew changes from escort boats.`,
    results: [
      ['opua', 1, 'Leilani Kapaona (steersman) and crew', '03:02:44'],
      ['anuenue', 3, 'Kai Lani Canoe Club, open men', '03:10:05'],
      ['kaiwi', 5, 'Kai Lani Canoe Club, masters', '03:21:50'],
    ],
  },
  {
    name: 'Kaʻiwi Crossing Memorial',
    date: '2023-10-08',
    location: 'Molokaʻi to Oʻahu',
    description: `${DEMO_RACE} A crossing held in memory of past paddlers.`,
    results: [
      ['opua', 2, 'Kai Lani Canoe Club, open women', '05:20:33'],
      ['kaiwi', 4, 'Kai Lani Canoe Club, masters', '05:39:02'],
      ['iwa', 6, 'Nā Hoa Waʻa Foundation youth crew', '05:51:47'],
    ],
  },
];

/**
 * Places (decision 030): real towns, at their public coordinates, each the place of the demo canoes whose origin
 * text it names. Demo origins not listed here (Waimānalo, Miloliʻi, Kāneʻohe, Kahului) stay text, so the origins
 * review has work to show. A moku is given only where it is certain; keepers add the rest.
 */
export interface DemoPlace {
  name: string;
  island: Island;
  moku: string | null;
  latitude: number;
  longitude: number;
  precision: PlacePrecision;
  /** The origin text of the canoes that come from it. */
  origin: string;
}

const PLACES: DemoPlace[] = [
  {
    name: 'Hāna',
    island: 'maui',
    moku: 'Hāna',
    latitude: 20.7575,
    longitude: -155.9897,
    precision: 'exact',
    origin: 'Hāna, Maui',
  },
  {
    name: 'Kailua-Kona',
    island: 'hawaii',
    moku: 'Kona',
    latitude: 19.64,
    longitude: -155.9969,
    precision: 'exact',
    origin: 'Kailua-Kona, Hawaiʻi',
  },
  {
    name: 'Hilo',
    island: 'hawaii',
    moku: 'Hilo',
    latitude: 19.7297,
    longitude: -155.09,
    precision: 'exact',
    origin: 'Hilo, Hawaiʻi',
  },
  {
    name: 'Lāʻie',
    island: 'oahu',
    moku: 'Koʻolauloa',
    latitude: 21.6469,
    longitude: -157.9253,
    precision: 'district',
    origin: 'Lāʻie, Oʻahu',
  },
  {
    name: 'Kaunakakai',
    island: 'molokai',
    moku: null,
    latitude: 21.0906,
    longitude: -157.0226,
    precision: 'exact',
    origin: 'Kaunakakai, Molokaʻi',
  },
  {
    name: 'Waimea',
    island: 'kauai',
    moku: null,
    latitude: 21.9567,
    longitude: -159.6697,
    precision: 'exact',
    origin: 'Waimea, Kauaʻi',
  },
];

export function demoArchiveData() {
  return {
    stewards: STEWARDS,
    people: PEOPLE,
    canoes: CANOES,
    restorations: RESTORATIONS,
    races: RACES,
    places: PLACES,
  };
}
