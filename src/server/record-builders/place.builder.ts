/** Places (decision 030). */
import type { Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { insertPlace } from '../modules/places/place.repository.ts';
import { placeValues } from '../modules/places/place.service.ts';
import type { Island } from '../../shared/islands.ts';
import type { PlacePrecision } from '../../shared/place-precision.ts';
import { nextSeq, nfc } from './builder-support.ts';

export interface PlaceOverrides {
  name?: string;
  island?: Island;
  moku?: string | null;
  ahupuaa?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  precision?: PlacePrecision;
  description?: string | null;
}

export type BuiltPlace = Row<'places'> & { id: number };

/** A place: Kaunakakai on Molokaʻi, at its point, unless told otherwise. */
export async function buildPlace(db: Db, overrides: PlaceOverrides = {}): Promise<BuiltPlace> {
  const values = placeValues({
    name: nfc(overrides.name ?? `Test Place ${nextSeq()}`),
    island: overrides.island ?? 'molokai',
    moku: nfc(overrides.moku === undefined ? 'Kona' : overrides.moku),
    ahupuaa: nfc(overrides.ahupuaa ?? null),
    latitude: overrides.latitude === undefined ? 21.0906 : overrides.latitude,
    longitude: overrides.longitude === undefined ? -157.0226 : overrides.longitude,
    precision: overrides.precision ?? 'exact',
    description: nfc(overrides.description ?? null),
  });
  const row = await insertPlace(db.kysely, values);
  return { ...row, id: row.place_id };
}
