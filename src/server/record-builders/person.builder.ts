/** People and makers (a maker is a role of a person), and their pictures. */
import { nowIso, type Db } from '../db/database.ts';
import { insertRecord } from '../db/records.ts';
import type { Row } from '../db/tables.ts';
import { makerPicture, personPicture } from '../modules/media/entity-image.ts';
import { makerValues } from '../modules/makers/maker.service.ts';
import { findPerson } from '../modules/people/person.repository.ts';
import { personValues } from '../modules/people/person.service.ts';
import type { MakerType } from '../../shared/constants.ts';
import { attachImage, nextSeq, nfc, withImageId, type ImageInput } from './builder-support.ts';

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
  const values = personValues({
    name,
    email: overrides.email,
    phone: overrides.phone,
    birth_date: overrides.birthDate,
    birthplace: nfc(overrides.birthplace ?? null),
  });
  const inserted = await insertRecord(db.kysely, 'people', values, nowIso());
  const row = await withImageId(db, personPicture, inserted, overrides.pictureImageId);
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
  /** The biography in ʻŌlelo Hawaiʻi (decision 027); rich text, sanitised as the API would. */
  biographyHaw?: string | null;
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
  const values = makerValues({
    person_id: personId,
    maker_type: overrides.makerType ?? 'carver',
    biography: overrides.biography ?? null,
    biography_haw: overrides.biographyHaw ?? null,
  });
  const inserted = await insertRecord(db.kysely, 'makers', values, nowIso());
  const row = await withImageId(db, makerPicture, inserted, overrides.pictureImageId);
  return { ...row, id: row.maker_id, name };
}

/** Whose picture: a maker's or a person's. */
export type PictureTarget = { makerId: number } | { personId: number };

/** Give a maker or a person a picture (as attachImage). Returns the image_id set on the record. */
export function buildPicture(db: Db, target: PictureTarget, image?: ImageInput): Promise<number> {
  const [slot, id] = 'makerId' in target ? [makerPicture, target.makerId] : [personPicture, target.personId];
  return attachImage(db, slot, id, image);
}
