/**
 * How other records name a place (decision 030): a body's place id is checked to be a place the caller may see,
 * and an answer's place ids become `{ place_id, name, island }`, or null for a place kept from the viewer.
 */
import type { Executor } from '../../db/database.ts';
import { findVisiblePlaceId, placeRefRows } from './place.repository.ts';
import type { Viewer } from '../../core/viewer.ts';
import { badRequest } from '../../http/errors.ts';
import { validationArea as msg } from '../../../shared/i18n/messages/validation.ts';
import type { PlaceRef } from '../../../shared/api/places.ts';
import type { Island } from '../../../shared/islands.ts';

/**
 * The place a body names, as it is to be written: the id when it is a place this viewer may see, null to clear,
 * and, when the body leaves it out, what the record had (`kept`; nothing for a new record).
 */
export async function placeToWrite(
  db: Executor,
  field: string,
  given: number | null | undefined,
  kept: number | null | undefined,
  viewer: Viewer,
): Promise<number | null> {
  if (given === undefined) return kept ?? null;
  if (given === null) return null;
  const found = await findVisiblePlaceId(db, given, viewer);
  if (!found) {
    throw badRequest(msg.selectPlace, { [field]: msg.selectPlace });
  }
  return given;
}

/** The places of these ids this viewer may see, by id. */
export async function placeRefs(
  db: Executor,
  ids: Iterable<number | null | undefined>,
  viewer: Viewer,
): Promise<Map<number, PlaceRef>> {
  const wanted = [...new Set([...ids].filter((id): id is number => typeof id === 'number'))];
  if (!wanted.length) return new Map();
  const rows = await placeRefRows(db, wanted, viewer);
  return new Map(rows.map((r) => [r.place_id, { ...r, island: r.island as Island }]));
}

/** One record's place, or null. */
export async function placeRef(
  db: Executor,
  id: number | null | undefined,
  viewer: Viewer,
): Promise<PlaceRef | null> {
  if (id == null) return null;
  return (await placeRefs(db, [id], viewer)).get(id) ?? null;
}

/** A place named by a joined row (its id, name and island), or null. */
export function placeRefOf(
  id: number | null | undefined,
  name: string | null | undefined,
  island: string | null | undefined,
): PlaceRef | null {
  return id == null || name == null || island == null
    ? null
    : { place_id: id, name, island: island as Island };
}
