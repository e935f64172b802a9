import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
import { MAKER_TYPES, OWNER_TYPES } from '../../shared/constants.ts';
import { foldText } from '../../shared/text.ts';
import { type Db } from '../db/database.ts';
import { isDatabaseEmpty, seedDemoArchive, type SeedCounts } from './seed.ts';

let db: Db;
let drop: () => Promise<void>;
let emptyBefore: boolean;
let counts: SeedCounts;

beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
  emptyBefore = await isDatabaseEmpty(db);
  counts = await seedDemoArchive(db);
}, 120_000);
afterAll(() => drop());

const OKINA = '\u02BB';

function groupByCanoe<T extends { canoe_id: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.canoe_id, [...(map.get(row.canoe_id) ?? []), row]);
  return map;
}
const KAHAKO = /[ĀĒĪŌŪāēīōū]/;

describe('demo archive seed', () => {
  it('loads only into an empty database', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('refuses to load twice and leaves the first load as it was', async () => {
    const before = await db.kysely
      .selectFrom('canoes')
      .select(db.kysely.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    await expect(seedDemoArchive(db)).rejects.toThrow(/empty database/);
    const after = await db.kysely
      .selectFrom('canoes')
      .select(db.kysely.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const images = await db.kysely
      .selectFrom('images')
      .select(db.kysely.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(images.n)).toBe(counts.images);
  }, 120_000);

  it('has at least ten canoes over all three types', async () => {
    const canoes = await db.kysely.selectFrom('canoes').select(['canoe_id', 'type_id']).execute();
    expect(canoes.length).toBeGreaterThanOrEqual(10);
    expect(counts.canoes).toBe(canoes.length);
    expect(new Set(canoes.map((c) => c.type_id))).toEqual(new Set([1, 2, 3]));
  });

  it('writes Hawaiian names with the ʻokina and kahakō, NFC, with folded search columns', async () => {
    const names = await db.kysely.selectFrom('canoe_names').select(['name', 'name_folded']).execute();
    expect(names.some((n) => n.name.includes(OKINA))).toBe(true);
    expect(names.some((n) => KAHAKO.test(n.name))).toBe(true);
    for (const n of names) {
      expect(n.name).toBe(n.name.normalize('NFC'));
      expect(n.name_folded).toBe(foldText(n.name));
    }
    const owners = await db.kysely.selectFrom('owners').select(['name', 'name_folded']).execute();
    for (const o of owners) expect(o.name_folded).toBe(foldText(o.name));
  });

  it('gives every canoe exactly one current name, and renames some', async () => {
    const rows = await db.kysely
      .selectFrom('canoes')
      .leftJoin('canoe_names', 'canoe_names.canoe_id', 'canoes.canoe_id')
      .select(['canoes.canoe_id', 'canoe_names.end_date', 'canoe_names.canoe_name_id'])
      .execute();
    const byCanoe = groupByCanoe(rows);
    let renamed = 0;
    for (const names of byCanoe.values()) {
      expect(names.filter((n) => n.canoe_name_id !== null && n.end_date === null)).toHaveLength(1);
      if (names.length >= 2) renamed += 1;
    }
    expect(renamed).toBeGreaterThanOrEqual(1);
  });

  it('has at most one open ownership per canoe and histories across stewards', async () => {
    const rows = await db.kysely
      .selectFrom('ownerships')
      .select(['canoe_id', 'owner_id', 'end_date'])
      .execute();
    const byCanoe = groupByCanoe(rows);
    for (const ownerships of byCanoe.values()) {
      expect(ownerships.filter((o) => o.end_date === null).length).toBeLessThanOrEqual(1);
    }
    expect([...byCanoe.values()].some((o) => o.length >= 2)).toBe(true);
    expect(new Set(rows.map((r) => r.owner_id)).size).toBeGreaterThanOrEqual(5);
  });

  it('has stewards of every type, each with a logo and contacts that reach nobody', async () => {
    const owners = await db.kysely.selectFrom('owners').selectAll().execute();
    expect(new Set(owners.map((o) => o.owner_type))).toEqual(new Set(OWNER_TYPES));
    for (const owner of owners) {
      expect(owner.logo_image_id).not.toBeNull();
      expect(owner.contact_email).toMatch(/@([a-z]+\.)?example\.org$/);
      expect(owner.contact_phone).toMatch(/555-01\d\d/);
      expect(owner.description).toMatch(/^Demo record:/);
    }
  });

  it('has makers of at least three types, linked to people, with pictures and biographies', async () => {
    const makers = await db.kysely
      .selectFrom('makers')
      .innerJoin('people', 'people.person_id', 'makers.person_id')
      .select([
        'makers.maker_type',
        'makers.picture_image_id',
        'makers.biography',
        'people.picture_image_id as person_picture',
      ])
      .execute();
    const types = new Set(makers.map((m) => m.maker_type));
    expect(types.size).toBeGreaterThanOrEqual(3);
    for (const type of types) expect(MAKER_TYPES).toContain(type);
    for (const maker of makers) {
      expect(maker.picture_image_id).not.toBeNull();
      expect(maker.person_picture).not.toBeNull();
      expect(maker.biography).toContain('Demo record:');
    }
    const links = await db.kysely.selectFrom('canoe_makers').select(['contribution']).execute();
    expect(links.length).toBeGreaterThan(0);
    expect(links.every((l) => l.contribution)).toBe(true);
  });

  it('has restorations by makers and by a person who is not a maker', async () => {
    const rows = await db.kysely.selectFrom('restorations').selectAll().execute();
    expect(rows.some((r) => r.restorer_maker_id !== null)).toBe(true);
    expect(rows.some((r) => r.restorer_person_id !== null && r.restorer_maker_id === null)).toBe(true);
  });

  it('has races over the decades with results', async () => {
    const races = await db.kysely.selectFrom('races').select(['race_id', 'date', 'description']).execute();
    expect(races.length).toBeGreaterThanOrEqual(3);
    const decades = new Set(races.map((r) => r.date?.slice(0, 3)));
    expect(decades.size).toBeGreaterThanOrEqual(3);
    const results = await db.kysely.selectFrom('race_participations').selectAll().execute();
    for (const race of races) {
      expect(race.description).toMatch(/^Demo record:/);
      expect(results.filter((r) => r.race_id === race.race_id).length).toBeGreaterThan(0);
    }
    for (const r of results) {
      expect(r.position).toBeGreaterThanOrEqual(1);
      expect(r.paddler_name).toBeTruthy();
      expect(r.time).toMatch(/^\d{2}:[0-5]\d:[0-5]\d$/);
    }
  });

  it('has places on several islands that some canoes come from, and origins left for the keepers to review', async () => {
    const places = await db.kysely.selectFrom('places').select(['place_id', 'name', 'island']).execute();
    expect(new Set(places.map((p) => p.island)).size).toBeGreaterThanOrEqual(4);
    expect(places.map((p) => p.name)).toContain('Lāʻie');
    const canoes = await db.kysely.selectFrom('canoes').select(['origin', 'origin_place_id']).execute();
    expect(canoes.some((c) => c.origin_place_id !== null)).toBe(true);
    expect(canoes.some((c) => c.origin !== null && c.origin_place_id === null)).toBe(true);
  });

  it('gives every canoe at least two photos, stored as WebP without EXIF', async () => {
    const canoes = await db.kysely
      .selectFrom('canoes')
      .leftJoin('canoe_media', 'canoe_media.canoe_id', 'canoes.canoe_id')
      .select(['canoes.canoe_id', (eb) => eb.fn.count<number>('canoe_media.media_id').as('photos')])
      .groupBy('canoes.canoe_id')
      .execute();
    for (const canoe of canoes) expect(Number(canoe.photos)).toBeGreaterThanOrEqual(2);

    const images = await db.kysely
      .selectFrom('images')
      .select(['mime_type', 'display', 'thumbnail', 'width', 'height'])
      .execute();
    expect(images.length).toBe(counts.images);
    for (const image of images) {
      expect(image.mime_type).toBe('image/webp');
      for (const bytes of [image.display, image.thumbnail]) {
        const meta = await sharp(Buffer.from(bytes)).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
      }
    }
    const photo = await db.kysely
      .selectFrom('canoe_media')
      .innerJoin('images', 'images.image_id', 'canoe_media.image_id')
      .select(['images.width', 'images.height', 'canoe_media.uploaded_by', 'canoe_media.caption'])
      .executeTakeFirstOrThrow();
    expect([photo.width, photo.height]).toEqual([1200, 800]);
    expect(photo.uploaded_by).toBe('Demo Archive');
    expect(photo.caption).toBeTruthy();
  });

  it('says in every canoe note that it is demo content', async () => {
    const canoes = await db.kysely.selectFrom('canoes').select(['notes']).execute();
    for (const canoe of canoes) {
      expect(canoe.notes).toMatch(/^<p><strong>Demo record:<\/strong> this canoe is invented/);
    }
  });
});

describe('a seed that fails part way', () => {
  it('leaves nothing behind', async () => {
    const other = await openTestDatabase({ migrated: true });
    try {
      // Race results are written last: without their table the seed fails after everything else was written.
      // (PostgreSQL: with the sources' foreign key to it; SQLite does not check it at drop.)
      const drop = other.db.kysely.schema.dropTable('race_participations');
      await (other.db.dialect === 'postgres' ? drop.cascade() : drop).execute();
      await expect(seedDemoArchive(other.db)).rejects.toThrow();
      expect(await isDatabaseEmpty(other.db)).toBe(true);
      for (const table of ['canoes', 'canoe_names', 'ownerships', 'owners', 'makers', 'images'] as const) {
        const row = await other.db.kysely
          .selectFrom(table)
          .select(other.db.kysely.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(row.n), table).toBe(0);
      }
    } finally {
      await other.drop();
    }
  }, 120_000);
});
