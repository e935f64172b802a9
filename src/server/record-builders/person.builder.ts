/** People and makers (a maker is a role of a person), and their pictures. */
import type { Selectable } from 'kysely';
import { nowIso, type Db } from '../db/database.ts';
import type { MakersTable, PeopleTable } from '../db/tables.ts';
import { htmlToText, sanitizeRichText } from '../http/sanitize.ts';
import type { MakerType } from '../../shared/constants.ts';
import { foldText } from '../../shared/text.ts';
import { defaultPictureImage, nextSeq, nfc, storeImage, type ImageInput } from './builder-support.ts';

export interface PersonOverrides {
  name?: string;
  email?: string | null;
  phone?: string | null;
  /** `YYYY-MM-DD`. */
  birthDate?: string | null;
  birthplace?: string | null;
  pictureImageId?: number | null;
}

export type BuiltPerson = Selectable<PeopleTable> & { id: number };

export async function buildPerson(db: Db, overrides: PersonOverrides = {}): Promise<BuiltPerson> {
  const name = nfc(overrides.name ?? `Test Person ${nextSeq()}`);
  const now = nowIso();
  const row = await db.kysely
    .insertInto('people')
    .values({
      name,
      name_folded: foldText(name),
      email: overrides.email ?? null,
      phone: overrides.phone ?? null,
      birth_date: overrides.birthDate ?? null,
      birthplace: nfc(overrides.birthplace ?? null),
      picture_image_id: overrides.pictureImageId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, id: row.person_id };
}

export interface MakerOverrides {
  /** The person this maker role belongs to; a new person is made when omitted. */
  personId?: number;
  /** Name of the person made when personId is omitted. */
  name?: string;
  makerType?: MakerType;
  /** Rich text; sanitised as the API would. */
  biography?: string | null;
  pictureImageId?: number | null;
}

export type BuiltMaker = Selectable<MakersTable> & { id: number; name: string };

export async function buildMaker(db: Db, overrides: MakerOverrides = {}): Promise<BuiltMaker> {
  let personId = overrides.personId;
  let name: string;
  if (personId === undefined) {
    const person = await buildPerson(db, { name: overrides.name });
    personId = person.person_id;
    name = person.name;
  } else {
    const person = await db.kysely
      .selectFrom('people')
      .select('name')
      .where('person_id', '=', personId)
      .executeTakeFirstOrThrow();
    name = person.name;
  }
  const biography = sanitizeRichText(overrides.biography ?? null);
  const now = nowIso();
  const row = await db.kysely
    .insertInto('makers')
    .values({
      person_id: personId,
      maker_type: overrides.makerType ?? 'carver',
      biography,
      biography_folded: foldText(htmlToText(biography)),
      picture_image_id: overrides.pictureImageId ?? null,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...row, id: row.maker_id, name };
}

/** Whose picture: a maker's or a person's. */
export type PictureTarget = { makerId: number } | { personId: number };

/**
 * Give a maker or a person a picture (PNG/JPEG/GIF/WebP or SVG bytes, or a prepared image; a small
 * default image when omitted). Returns the image_id set on the record.
 */
export async function buildPicture(db: Db, target: PictureTarget, image?: ImageInput): Promise<number> {
  const imageId = await storeImage(db, image, { allowSvg: true, fallback: defaultPictureImage });
  if ('makerId' in target) {
    await db.kysely
      .updateTable('makers')
      .set({ picture_image_id: imageId, updated_at: nowIso() })
      .where('maker_id', '=', target.makerId)
      .execute();
  } else {
    await db.kysely
      .updateTable('people')
      .set({ picture_image_id: imageId, updated_at: nowIso() })
      .where('person_id', '=', target.personId)
      .execute();
  }
  return imageId;
}
