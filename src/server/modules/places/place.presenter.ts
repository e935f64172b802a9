/** Which fields of a place leave the server: its point only at the precision the caller may see (decision 030). */
import type { Viewer } from '../../core/viewer.ts';
import { ISLAND_NAMES, type Island } from '../../../shared/islands.ts';
import { publicPoint, type PlacePrecision } from '../../../shared/place-precision.ts';
import type { Place, PlaceDetail } from '../../../shared/api/places.ts';
import type { PlaceRow, placeActivity } from './place.repository.ts';

/** Keepers (administrators) see the point as kept; everyone else at the keeper's chosen precision. */
export function pointFor(row: Pick<PlaceRow, 'latitude' | 'longitude' | 'precision'>, viewer: Viewer) {
  const precision = row.precision as PlacePrecision;
  const lat = row.latitude == null ? null : Number(row.latitude);
  const lon = row.longitude == null ? null : Number(row.longitude);
  if (viewer.all) return lat == null || lon == null ? null : { latitude: lat, longitude: lon };
  return publicPoint(lat, lon, precision);
}

export function presentPlace(row: PlaceRow, viewer: Viewer): Place {
  const point = pointFor(row, viewer);
  const island = row.island as Island;
  return {
    place_id: row.place_id,
    name: row.name,
    island,
    island_name: ISLAND_NAMES[island],
    moku: row.moku,
    ahupuaa: row.ahupuaa,
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    precision: row.precision as PlacePrecision,
    description: row.description,
    canoe_count: Number(row.canoe_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function presentPlaceDetail(
  row: PlaceRow,
  activity: Awaited<ReturnType<typeof placeActivity>>,
  viewer: Viewer,
): PlaceDetail {
  return {
    ...presentPlace(row, viewer),
    canoes_from: activity.canoesFrom.map((c) => ({
      canoe_id: c.canoe_id,
      name: c.name ?? null,
      hull_id: c.hull_id,
    })),
    canoes_home: activity.canoesHome.map((c) => ({
      canoe_id: c.canoe_id,
      name: c.name ?? null,
      hull_id: c.hull_id,
    })),
    races: activity.races.map((r) => ({ race_id: r.race_id, name: r.name, date: r.date_edtf })),
    restorations: activity.restorations.map((r) => ({
      restoration_id: r.restoration_id,
      canoe_id: r.canoe_id,
      canoe_name: r.canoe_name ?? null,
      date: r.restoration_date_edtf,
    })),
    stewards: activity.stewards,
  };
}
