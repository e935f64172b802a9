/**
 * The demo archive: an invented but plausible registry loaded into an empty database on first start
 * (unless DEMO_DATA=off), so a newcomer sees every screen with content. Every record says it is demo content.
 * Images are drawn and processed first; the rows are then written in one transaction (all or nothing).
 */
import os from 'node:os';
import type { Db } from '../db/database.ts';
import { withoutHistory } from '../db/change-context.ts';
import { hasNoRecords } from './demo.repository.ts';
import { linkDemoOrigin } from '../modules/places/place.service.ts';
import { demoArchiveData, DEMO_STEWARD, type DemoCanoe } from './seed-data.ts';
import { renderCanoePhoto, logoSvg, portraitSvg, type CanoeKind } from './demo-images.ts';
import type { PreparedImage } from '../modules/media/image-store.ts';
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
  buildPlace,
  buildRestoration,
  prepareFactoryImage,
} from '../record-builders/index.ts';

export interface SeedCounts {
  canoes: number;
  names: number;
  ownerships: number;
  owners: number;
  people: number;
  makers: number;
  canoeMakers: number;
  restorations: number;
  races: number;
  participations: number;
  photos: number;
  images: number;
  durationMs: number;
}

/** True when nothing has been recorded yet: no canoes, stewards, people or races. */
export function isDatabaseEmpty(db: Db): Promise<boolean> {
  return hasNoRecords(db.kysely);
}

const notEmpty = () =>
  new Error('The demo archive is only loaded into an empty database, and this one has records.');

const KIND: Record<1 | 2 | 3, CanoeKind> = { 1: 'racing', 2: 'fishing', 3: 'voyaging' };

/** Run `work` over `items`, at most `limit` at a time, keeping the order of results. */
async function mapLimit<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

interface PreparedPhoto {
  canoe: DemoCanoe;
  image: PreparedImage;
  setting: 'water' | 'beach';
  light: string;
  number: number;
}

/** Draw and process every image (slow, so outside the transaction). */
async function prepareImages(data: ReturnType<typeof demoArchiveData>) {
  const limit = Math.max(2, Math.min(4, os.availableParallelism?.() ?? 2));
  const photoJobs = data.canoes.flatMap((canoe) =>
    Array.from({ length: canoe.photos }, (_, i) => ({ canoe, number: i + 1 })),
  );
  const photos = await mapLimit(
    photoJobs,
    limit,
    async ({ canoe, number }, index): Promise<PreparedPhoto> => {
      const drawn = await renderCanoePhoto(index, KIND[canoe.typeId]);
      const processed = await prepareFactoryImage(drawn.jpeg, { allowSvg: false });
      // A drawing is not a photograph: its sun disc and horizon are what sharp's attention strategy (made for
      // photographs) finds most striking, so the demo keeps the point where it drew the hull instead.
      const image = { ...processed, focus: drawn.hull };
      return { canoe, image, setting: drawn.setting, light: drawn.light, number };
    },
  );
  const logos = await mapLimit(data.stewards, limit, (steward, index) =>
    prepareFactoryImage(logoSvg(index, steward.name), { allowSvg: true }),
  );
  const portraits = await mapLimit(data.people, limit, (_person, index) =>
    prepareFactoryImage(portraitSvg(index), { allowSvg: true }),
  );
  return { photos, logos, portraits };
}

/** The id recorded for a key of the demo data; a typo there fails the seed instead of linking nothing. */
function lookup(ids: Map<string, number>, key: string, what: string): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`The demo data refers to an unknown ${what} "${key}"`);
  return id;
}

/**
 * A plausible date for the n-th photo of a canoe built in `year` (never in the future), as an archive knows them:
 * the first to the day, the second to the month, the others to the year.
 */
function photoDate(year: number, n: number): string {
  const taken = Math.min(year + n * 9, 2024);
  const month = String(n * 2 + 1).padStart(2, '0');
  if (n === 1) return `${taken}-${month}-${String(10 + n).padStart(2, '0')}`;
  return n === 2 ? `${taken}-${month}` : String(taken);
}

function slug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u02BB']/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Load the demo archive into an empty database. Throws (and writes nothing) if the database already holds
 * canoes, stewards, people or races, or if anything fails part way.
 */
export async function seedDemoArchive(db: Db): Promise<SeedCounts> {
  const started = performance.now();
  // Checked first to fail fast, and again inside the transaction where it counts.
  if (!(await isDatabaseEmpty(db))) throw notEmpty();
  const data = demoArchiveData();
  const images = await prepareImages(data);

  // The demo archive is the starting point, not a change: it is loaded without history.
  const counts = await withoutHistory(() =>
    db.kysely.transaction().execute(async (trx) => {
      const tx: Db = { ...db, kysely: trx, close: async () => {} };
      if (!(await isDatabaseEmpty(tx))) throw notEmpty();
      const c = { names: 0, ownerships: 0, makers: 0, canoeMakers: 0, photos: 0, images: 0 };

      const ownerIds = new Map<string, number>();
      for (const [index, steward] of data.stewards.entries()) {
        const owner = await buildOwner(tx, {
          name: steward.name,
          ownerType: steward.type,
          founded: steward.founded,
          website: steward.website,
          description: `${DEMO_STEWARD} ${steward.about}`,
          contact: { email: steward.email, phone: steward.phone, address: steward.address },
        });
        await buildLogo(tx, owner.owner_id, images.logos[index]);
        c.images += 1;
        ownerIds.set(steward.key, owner.owner_id);
      }

      const makerIds = new Map<string, number>();
      const personIds = new Map<string, number>();
      for (const [index, person] of data.people.entries()) {
        const row = await buildPerson(tx, {
          name: person.name,
          email: person.email,
          phone: person.phone,
          birthDate: person.birthDate,
          birthplace: person.birthplace,
        });
        personIds.set(person.key, row.person_id);
        await buildPicture(tx, { personId: row.person_id }, images.portraits[index]);
        c.images += 1;
        for (const role of person.roles) {
          const maker = await buildMaker(tx, {
            personId: row.person_id,
            makerType: role.type,
            biography: role.bio,
          });
          await buildPicture(tx, { makerId: maker.maker_id }, images.portraits[index]);
          makerIds.set(role.key, maker.maker_id);
          c.makers += 1;
          c.images += 1;
        }
      }
      const makerId = (key: string) => lookup(makerIds, key, 'maker');

      const canoeIds = new Map<string, number>();
      for (const canoe of data.canoes) {
        const row = await buildCanoe(tx, {
          typeId: canoe.typeId,
          hullId: canoe.hullId,
          buildYear: canoe.year,
          length: canoe.length,
          width: canoe.width,
          weight: canoe.weight,
          origin: canoe.origin,
          notes: canoe.notes,
          makerId: canoe.maker ? makerId(canoe.maker) : null,
          names: canoe.names.map(([name, start, end]) => ({ name, start_date: start, end_date: end })),
          ownerships: canoe.owners.map(([owner, start, end, reason, notes]) => ({
            ownerId: lookup(ownerIds, owner, 'steward'),
            start_date: start,
            end_date: end,
            transfer_reason: reason,
            notes,
          })),
        });
        canoeIds.set(canoe.key, row.canoe_id);
        c.names += row.names.length;
        c.ownerships += row.ownerships.length;
        for (const [maker, contribution] of canoe.makers) {
          await buildCanoeMaker(tx, { canoeId: row.canoe_id, makerId: makerId(maker), contribution });
          c.canoeMakers += 1;
        }
      }
      const canoeId = (key: string) => lookup(canoeIds, key, 'canoe');

      for (const photo of images.photos) {
        const name = photo.canoe.names[photo.canoe.names.length - 1][0];
        const where = photo.setting === 'beach' ? 'resting on the sand' : 'on the water';
        await buildPhoto(tx, {
          canoeId: canoeId(photo.canoe.key),
          image: photo.image,
          fileName: `${slug(name)}-${photo.number}.jpg`,
          caption: `${name} ${where}, ${photo.light}`,
          description: 'Demo image: drawn by the registry to show how photos appear; not a photograph.',
          dateTaken: photoDate(photo.canoe.year, photo.number),
          credit: 'Drawing by the registry (demo)',
          licence: 'cc0',
          uploadedBy: 'Demo Archive',
        });
        c.photos += 1;
        c.images += 1;
      }

      for (const r of data.restorations) {
        await buildRestoration(tx, {
          canoeId: canoeId(r.canoe),
          restorationDate: r.date,
          endDate: r.end,
          description: r.description,
          location: r.location,
          notes: r.notes,
          restorerMakerId: r.maker ? makerId(r.maker) : null,
          restorerPersonId: r.person ? lookup(personIds, r.person, 'person') : null,
        });
      }

      let participations = 0;
      for (const race of data.races) {
        const row = await buildRace(tx, {
          name: race.name,
          date: race.date,
          location: race.location,
          description: race.description,
        });
        for (const [canoe, position, paddlerName, time, notes] of race.results) {
          await buildParticipation(tx, {
            raceId: row.race_id,
            canoeId: canoeId(canoe),
            position,
            paddlerName,
            time,
            notes: notes ?? null,
          });
          participations += 1;
        }
      }

      for (const place of data.places) {
        const row = await buildPlace(tx, { ...place, ahupuaa: null, description: null });
        await linkDemoOrigin(tx.kysely, place.origin, row.place_id);
      }

      return {
        ...c,
        places: data.places.length,
        canoes: data.canoes.length,
        owners: data.stewards.length,
        people: data.people.length,
        restorations: data.restorations.length,
        races: data.races.length,
        participations,
      };
    }),
  );

  return { ...counts, durationMs: Math.round(performance.now() - started) };
}
