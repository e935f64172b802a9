import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { type Db } from '../db/database.ts';
import { foldText } from '../../shared/text.ts';
import { openTestDatabase } from '../../../tests/setup/test-app.ts';
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
} from './index.ts';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await openTestDatabase({ migrated: true }));
});
afterAll(() => drop());

describe('factories', () => {
  it('build every record from defaults alone', async () => {
    const canoe = await buildCanoe(db);
    expect(canoe.id).toBe(canoe.canoe_id);
    expect(canoe.name).toMatch(/^Test Canoe/);
    expect(canoe.type_id).toBe(1);
    expect((await buildPhoto(db)).image_id).toBeGreaterThan(0);
    expect((await buildParticipation(db)).time).toBe('05:12:30');
    expect((await buildRestoration(db)).description).toBeTruthy();
    expect((await buildCanoeMaker(db)).contribution).toBe('Carving');
    const owner = await buildOwner(db);
    expect(await buildLogo(db, owner.owner_id)).toBeGreaterThan(0);
    const maker = await buildMaker(db);
    expect(maker.name).toMatch(/^Test Person/);
    await buildPicture(db, { makerId: maker.maker_id });
    await buildPicture(db, { personId: maker.person_id });
    const rows = await db.kysely
      .selectFrom('makers')
      .innerJoin('people', 'people.person_id', 'makers.person_id')
      .select(['makers.picture_image_id', 'people.picture_image_id as person_picture'])
      .where('maker_id', '=', maker.maker_id)
      .executeTakeFirstOrThrow();
    expect(rows.picture_image_id).not.toBeNull();
    expect(rows.person_picture).not.toBeNull();
  });

  it('apply overrides, store names NFC and keep folded columns', async () => {
    const decomposed = 'Ho\u0304ku\u0304le\u02BBa';
    const person = await buildPerson(db, { name: 'Kawika Nāone' });
    const maker = await buildMaker(db, {
      personId: person.person_id,
      makerType: 'master',
      biography: '<p>Bio <script>x</script></p>',
    });
    expect(maker.biography).toBe('<p>Bio </p>');
    const owner = await buildOwner(db, {
      name: 'Hale Waʻa',
      ownerType: 'museum',
      founded: 1964,
      contact: { email: 'a@example.org' },
    });
    expect(owner.name_folded).toBe('hale waa');
    expect(owner.contact_email).toBe('a@example.org');
    const canoe = await buildCanoe(db, {
      typeId: 3,
      buildYear: 1976,
      makerId: maker.maker_id,
      names: [
        { name: 'Old Name', start_date: '1976-01-01', end_date: '1980-01-01' },
        { name: decomposed, start_date: '1980-01-01' },
      ],
      ownerships: [{ ownerId: owner.owner_id, start_date: '1976-01-01', transfer_reason: 'Gift' }],
    });
    expect(canoe.build_date).toBe('1976-01-01');
    expect(canoe.name).toBe('Hōkūleʻa'.normalize('NFC'));
    expect(canoe.names[1].name_folded).toBe(foldText('Hōkūleʻa'));
    expect(canoe.ownerships).toHaveLength(1);
    expect(canoe.ownerships[0].end_date).toBeNull();
    const race = await buildRace(db, { name: 'Kaʻiwi Race', date: '2001-10-01' });
    expect(race.name_folded).toBe('kaiwi race');
  });

  it('process photos like uploads: WebP without EXIF', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
      .withExif({ IFD0: { Copyright: 'secret' } })
      .jpeg()
      .toBuffer();
    const photo = await buildPhoto(db, { image: jpeg, fileName: 'a.jpg', uploadedBy: 'Tester' });
    const image = await db.kysely
      .selectFrom('images')
      .select(['mime_type', 'display', 'width'])
      .where('image_id', '=', photo.image_id)
      .executeTakeFirstOrThrow();
    expect(image.mime_type).toBe('image/webp');
    expect(image.width).toBe(300);
    const meta = await sharp(Buffer.from(image.display)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });
});
