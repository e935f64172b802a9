/** Owners (stewards) and their logos. */
import { nowIso, type Db } from '../db/database.ts';
import { insertRecord } from '../db/records.ts';
import type { Row } from '../db/tables.ts';
import { ownerLogo } from '../modules/media/entity-image.ts';
import { ownerValues } from '../modules/owners/owner.service.ts';
import type { OwnerType } from '../../shared/constants.ts';
import { attachImage, nextSeq, nfc, withImageId, type ImageInput } from './builder-support.ts';

export interface OwnerOverrides {
  name?: string;
  ownerType?: OwnerType;
  website?: string | null;
  description?: string | null;
  /** The description in ʻŌlelo Hawaiʻi (decision 027). */
  descriptionHaw?: string | null;
  contact?: { email?: string | null; phone?: string | null; address?: string | null };
  /** Year. */
  founded?: number | string | null;
  logoImageId?: number | null;
}

export type BuiltOwner = Row<'owners'> & { id: number };

export async function buildOwner(db: Db, overrides: OwnerOverrides = {}): Promise<BuiltOwner> {
  const name = nfc(overrides.name ?? `Test Steward ${nextSeq()}`);
  const values = ownerValues({
    name,
    owner_type: overrides.ownerType ?? 'individual',
    website: overrides.website ?? null,
    description: nfc(overrides.description ?? null),
    description_haw: nfc(overrides.descriptionHaw ?? null),
    contact: { ...overrides.contact, address: nfc(overrides.contact?.address ?? null) },
    founded: overrides.founded == null ? null : String(overrides.founded),
  });
  const inserted = await insertRecord(db.kysely, 'owners', values, nowIso());
  const row = await withImageId(db, ownerLogo, inserted, overrides.logoImageId);
  return { ...row, id: row.owner_id };
}

/** Give a steward a logo (raster or SVG bytes, or a prepared image; a default when omitted). Returns image_id. */
export function buildLogo(db: Db, ownerId: number, image?: ImageInput): Promise<number> {
  return attachImage(db, ownerLogo, ownerId, image);
}
