/** Owners (stewards) and their logos. */
import { nowIso, type Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { ownerLogo } from '../media/entity-image.ts';
import { setRecordImageId } from '../media/image.repository.ts';
import { insertOwner } from '../modules/owners/owner.repository.ts';
import type { OwnerType } from '../../shared/constants.ts';
import { foldText } from '../../shared/text.ts';
import { defaultPictureImage, nextSeq, nfc, storeImage, type ImageInput } from './builder-support.ts';

export interface OwnerOverrides {
  name?: string;
  ownerType?: OwnerType;
  website?: string | null;
  description?: string | null;
  contact?: { email?: string | null; phone?: string | null; address?: string | null };
  /** Year. */
  founded?: number | null;
  logoImageId?: number | null;
}

export type BuiltOwner = Row<'owners'> & { id: number };

export async function buildOwner(db: Db, overrides: OwnerOverrides = {}): Promise<BuiltOwner> {
  const name = nfc(overrides.name ?? `Test Steward ${nextSeq()}`);
  const now = nowIso();
  const row = await insertOwner(
    db.kysely,
    {
      name,
      name_folded: foldText(name),
      owner_type: overrides.ownerType ?? 'individual',
      website: overrides.website ?? null,
      description: nfc(overrides.description ?? null),
      description_folded: foldText(overrides.description),
      contact_email: overrides.contact?.email ?? null,
      contact_phone: overrides.contact?.phone ?? null,
      contact_address: nfc(overrides.contact?.address ?? null),
      founded: overrides.founded ?? null,
    },
    now,
  );
  if (overrides.logoImageId != null) {
    await setRecordImageId(db.kysely, ownerLogo, row.owner_id, overrides.logoImageId, row.updated_at);
    row.logo_image_id = overrides.logoImageId;
  }
  return { ...row, id: row.owner_id };
}

/** Give a steward a logo (raster or SVG bytes, or a prepared image; a default when omitted). Returns image_id. */
export async function buildLogo(db: Db, ownerId: number, image?: ImageInput): Promise<number> {
  const imageId = await storeImage(db, image, { allowSvg: true, fallback: defaultPictureImage });
  await setRecordImageId(db.kysely, ownerLogo, ownerId, imageId, nowIso());
  return imageId;
}
