/** A place's point as the public may see it (decision 030); apart from the islands, which every page carries. */
/**
 * How precisely the public may see a place's point (decision 030): `exact` shows the point as kept; `district`
 * shows it only rounded to a tenth of a degree (a cell about 11 km across, the scale of a moku), so a family's home
 * is never pinned; `island` shows no point at all, only the island.
 */
export const PLACE_PRECISIONS = ['exact', 'district', 'island'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];

/** The point the public may see of a kept point, at the keeper's chosen precision; null when none. */
export function publicPoint(
  latitude: number | null,
  longitude: number | null,
  precision: PlacePrecision,
): { latitude: number; longitude: number } | null {
  if (latitude == null || longitude == null || precision === 'island') return null;
  if (precision === 'exact') return { latitude, longitude };
  const round = (n: number) => Math.round(n * 10) / 10;
  return { latitude: round(latitude), longitude: round(longitude) };
}
