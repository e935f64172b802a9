/** Rules for places: their list and map, what happened there, writes, and turning origin texts into places. */
import { EVERYTHING, VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Db, Executor } from '../../db/database.ts';
import { isForeignKeyViolation } from '../../db/database.ts';
import { badRequest, conflict, notFound, say, sayList } from '../../http/errors.ts';
import { presentPage, type Paging } from '../../http/paging.ts';
import { nameOrderOf } from '../../db/query-helpers.ts';
import { foldText } from '../../../shared/text.ts';
import { ISLANDS, ISLAND_NAMES, isIsland, type Island } from '../../../shared/islands.ts';
import type { OriginConfirmBody, OriginReview, PlaceBody, PlaceMap } from '../../../shared/api/places.ts';
import { validationArea as msg } from '../../../shared/i18n/messages/validation.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { drawIslands, islandAt } from './island-map.ts';
import { pointFor, presentPlace, presentPlaceDetail } from './place.presenter.ts';
import { keptField, protectionWordsFor } from '../protocols/protocol.service.ts';
import {
  allPlaces,
  canoesByIsland,
  canoesWithOrigin,
  deletePlace,
  findPlace,
  insertPlace,
  listPlaces,
  placeActivity,
  placeReferences,
  linkOriginText,
  setOriginPlace,
  unplacedOrigins,
  updatePlace,
  type PlaceFilters,
  type PlaceValues,
} from './place.repository.ts';

/** The columns a place's body writes; a point on another island than the one chosen is refused. */
export function placeValues(body: PlaceBody): PlaceValues {
  if (body.latitude != null && body.longitude != null) {
    const found = islandAt(body.latitude, body.longitude);
    if (found && found !== body.island) {
      const said = say(msg.placeOnOtherIsland, {
        found: ISLAND_NAMES[found],
        island: ISLAND_NAMES[body.island],
      });
      throw badRequest(said, { latitude: said });
    }
  }
  return {
    name: body.name,
    name_folded: foldText(body.name),
    island: body.island,
    moku: body.moku ?? null,
    ahupuaa: body.ahupuaa ?? null,
    latitude: body.latitude ?? null,
    longitude: body.longitude ?? null,
    precision: body.precision,
    description: body.description ?? null,
  };
}

export function placeFilters(query: { q?: string; island?: Island }): PlaceFilters {
  return { q: foldText(query.q) || undefined, island: query.island };
}

export async function searchPlaces(db: Db, filters: PlaceFilters, paging: Paging, viewer: Viewer = VISITOR) {
  return presentPage(await listPlaces(db.kysely, filters, paging, viewer), (row) =>
    presentPlace(row, viewer),
  );
}

async function placeDetail(db: Executor, placeId: number, viewer: Viewer) {
  const row = await findPlace(db, placeId, viewer);
  if (!row) throw notFound('Place');
  // Whom a kept place is kept for, told to those who may see it (decision 020).
  const [activity, words] = await Promise.all([
    placeActivity(db, placeId, viewer),
    protectionWordsFor(db, [row.protection_id]),
  ]);
  return { ...presentPlaceDetail(row, activity, viewer), ...keptField(words, row.protection_id, true) };
}

export function getPlace(db: Db, placeId: number, viewer: Viewer = VISITOR) {
  return placeDetail(db.kysely, placeId, viewer);
}

export function createPlace(db: Db, body: PlaceBody) {
  const values = placeValues(body);
  return db.kysely.transaction().execute(async (trx) => {
    const { place_id: placeId } = await insertPlace(trx, values);
    return placeDetail(trx, placeId, EVERYTHING);
  });
}

export function changePlace(db: Db, placeId: number, body: PlaceBody) {
  const values = placeValues(body);
  return db.kysely.transaction().execute(async (trx) => {
    if (!(await updatePlace(trx, placeId, values))) throw notFound('Place');
    return placeDetail(trx, placeId, EVERYTHING);
  });
}

async function stillReferred(db: Executor, placeId: number) {
  const refs = await placeReferences(db, placeId);
  const parts = [
    refs.canoes && say(placesArea.referringCanoes, { count: refs.canoes }),
    refs.races && say(placesArea.referringRaces, { count: refs.races }),
    refs.restorations && say(placesArea.referringRestorations, { count: refs.restorations }),
    refs.stewards && say(placesArea.referringStewards, { count: refs.stewards }),
  ].filter((part) => typeof part === 'object');
  return parts.length ? conflict(say(placesArea.placeStillReferred, { records: sayList(parts) })) : null;
}

/** A place still referred to is never deleted: 409 says what refers to it. */
export async function removePlace(db: Db, placeId: number): Promise<void> {
  try {
    await db.kysely.transaction().execute(async (trx) => {
      if (!(await findPlace(trx, placeId, EVERYTHING))) throw notFound('Place');
      const refused = await stillReferred(trx, placeId);
      if (refused) throw refused;
      await deletePlace(trx, placeId);
    });
  } catch (error) {
    // A reference added between the count and the delete: the foreign key refuses the delete.
    if (isForeignKeyViolation(error)) throw (await stillReferred(db.kysely, placeId)) ?? error;
    throw error;
  }
}

/**
 * The map: the islands (all, or one) with the places the viewer may see, each at the precision they may see
 * it; places without such a point are in the list only.
 */
export async function placeMap(
  db: Db,
  island: Island | undefined,
  viewer: Viewer,
  paging: Paging,
): Promise<PlaceMap> {
  const [rows, canoes] = await Promise.all([
    allPlaces(db.kysely, island, nameOrderOf(paging), viewer),
    canoesByIsland(db.kysely, viewer),
  ]);
  // What the list and the marks show of each place, no more: the page carries every one (bench:map).
  const places = rows.map((row) => {
    const { place_id, name, island: on, moku, latitude, longitude, canoe_count } = presentPlace(row, viewer);
    return { place_id, name, island: on, moku, latitude, longitude, canoe_count };
  });
  const pinned = rows.flatMap((row) => {
    const point = pointFor(row, viewer);
    return point ? [{ id: row.place_id, ...point }] : [];
  });
  const drawn = drawIslands(pinned, { island });
  const names = new Map(places.map((p) => [p.place_id, p.name]));
  const placeCounts = new Map<string, number>();
  for (const p of places) placeCounts.set(p.island, (placeCounts.get(p.island) ?? 0) + 1);
  return {
    width: drawn.width,
    height: drawn.height,
    islands: drawn.islands.map((shape) => ({
      island: shape.island,
      name: ISLAND_NAMES[shape.island],
      path: shape.path,
      label: shape.label,
      place_count: placeCounts.get(shape.island) ?? 0,
      canoe_count: canoes.get(shape.island) ?? 0,
    })),
    marks: drawn.marks.map((mark) => ({
      x: mark.x,
      y: mark.y,
      places: mark.ids.map((id) => ({ place_id: id, name: names.get(id) ?? '' })),
    })),
    places,
  };
}

/** The island an origin text names ("Kailua-Kona, Hawaiʻi" → Hawaiʻi), when it names exactly one. */
function islandNamedIn(folded: string): Island | null {
  const words = new Set(folded.split(/[^a-z]+/).filter(Boolean));
  const named = ISLANDS.filter((island) => words.has(island));
  return named.length === 1 ? named[0] : null;
}

/**
 * The origins typed as text that are not places yet, each with the canoes that have it, the places whose names
 * it holds, and the new place it could become. Nothing is linked here: a keeper confirms each one.
 */
export async function originReview(db: Db): Promise<OriginReview> {
  const [rows, places] = await Promise.all([
    unplacedOrigins(db.kysely, EVERYTHING),
    allPlaces(db.kysely, undefined, 'en', EVERYTHING),
  ]);
  const byOrigin = new Map<string, { canoe_id: number; name: string | null }[]>();
  for (const row of rows) {
    const list = byOrigin.get(row.origin) ?? [];
    list.push({ canoe_id: row.canoe_id, name: row.name ?? null });
    byOrigin.set(row.origin, list);
  }
  const folded = places.map((p) => ({ p, name: foldText(p.name) }));
  return {
    origins: [...byOrigin].map(([origin, canoes]) => {
      const text = foldText(origin);
      const suggestions = folded
        .filter(
          ({ name }) =>
            name.length > 0 && (` ${text} `.includes(` ${name} `) || text.split(/\s*,\s*/).includes(name)),
        )
        .map(({ p }) => ({ place_id: p.place_id, name: p.name, island: p.island as Island }));
      const first = origin.split(',')[0].trim() || origin;
      return { origin, canoes, suggestions, proposal: { name: first, island: islandNamedIn(text) } };
    }),
  };
}

/**
 * A keeper's confirmation: every canoe whose origin is this text and has no origin place gets the place chosen
 * (or made from `new_place`), each canoe's change recorded. The origin text stays as it was typed.
 */
export async function confirmOrigin(db: Db, body: OriginConfirmBody) {
  const newValues = body.new_place ? placeValues(body.new_place) : null;
  return db.kysely.transaction().execute(async (trx) => {
    const canoes = await canoesWithOrigin(trx, body.origin);
    if (!canoes.length) throw notFound('Canoe');
    let placeId: number;
    if (newValues) placeId = (await insertPlace(trx, newValues)).place_id;
    else {
      const found = await findPlace(trx, body.place_id as number, EVERYTHING);
      if (!found) throw badRequest(msg.selectPlace, { place_id: msg.selectPlace });
      placeId = found.place_id;
    }
    for (const canoe of canoes) await setOriginPlace(trx, canoe.canoe_id, placeId);
    const place = await findPlace(trx, placeId, EVERYTHING);
    if (!place || !isIsland(place.island)) throw notFound('Place');
    return {
      place: { place_id: place.place_id, name: place.name, island: place.island },
      canoes_linked: canoes.length,
    };
  });
}

/** The demo archive's own links of its canoes' origin texts to its places (no change records: a seed). */
export function linkDemoOrigin(db: Executor, origin: string, placeId: number) {
  return linkOriginText(db, origin, placeId);
}
