/** People and makers (a maker is a role of a person), and their pictures. */
import { nowIso, type Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { makerPicture, personPicture } from '../media/entity-image.ts';
import { setRecordImageId } from '../media/image.repository.ts';
import { insertMaker } from '../modules/makers/maker.repository.ts';
import { findPerson, insertPerson } from '../modules/people/person.repository.ts';
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

export type BuiltPerson = Row<'people'> & { id: number };

export async function buildPerson(db: Db, overrides: PersonOverrides = {}): Promise<BuiltPerson> {
  const name = nfc(overrides.name ?? `Test Person ${nextSeq()}`);
  const now = nowIso();
  const row = await insertPerson(
    db.kysely,
    {
      name,
      name_folded: foldText(name),
      email: overrides.email ?? null,
      phone: overrides.phone ?? null,
      birth_date: overrides.birthDate ?? null,
      birthplace: nfc(overrides.birthplace ?? null),
    },
    now,
  );
  if (overrides.pictureImageId != null) {
    await setRecordImageId(db.kysely, personPicture, row.person_id, overrides.pictureImageId, row.updated_at);
    row.picture_image_id = overrides.pictureImageId;
  }
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

export type BuiltMaker = Row<'makers'> & { id: number; name: string };

export async function buildMaker(db: Db, overrides: MakerOverrides = {}): Promise<BuiltMaker> {
  let personId = overrides.personId;
  let name: string;
  if (personId === undefined) {
    const person = await buildPerson(db, { name: overrides.name });
    personId = person.person_id;
    name = person.name;
  } else {
    const person = await findPerson(db.kysely, personId);
    if (!person) throw new Error(`No person with id ${personId}`);
    name = person.name;
  }
  const biography = sanitizeRichText(overrides.biography ?? null);
  const now = nowIso();
  const row = await insertMaker(
    db.kysely,
    {
      person_id: personId,
      maker_type: overrides.makerType ?? 'carver',
      biography,
      biography_folded: foldText(htmlToText(biography)),
    },
    now,
  );
  if (overrides.pictureImageId != null) {
    await setRecordImageId(db.kysely, makerPicture, row.maker_id, overrides.pictureImageId, row.updated_at);
    row.picture_image_id = overrides.pictureImageId;
  }
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
  const [slot, id] = 'makerId' in target ? [makerPicture, target.makerId] : [personPicture, target.personId];
  await setRecordImageId(db.kysely, slot, id, imageId, nowIso());
  return imageId;
}
