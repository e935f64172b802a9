/**
 * A map of the Hawaiian islands, drawn on the server as SVG path strings.
 *
 * The outlines come from `us-atlas/counties-10m.json`: the U.S. Census Bureau's cartographic boundary files
 * (1:10,000,000), public domain, as TopoJSON (the package itself is ISC). Hawaiʻi's five counties (FIPS 15001
 * Hawaiʻi, 15003 Honolulu, 15005 Kalawao, 15007 Kauaʻi, 15009 Maui) are merged and split into the eight main islands.
 *
 * The map is drawn here rather than in the browser because it needs no tile server and no outside request (a
 * visitor's address is told to nobody), and a page with the map works without JavaScript: the server sends the
 * paths and the places' marks inside the page's SVG.
 *
 * The 1:10m outlines are coarse (Hawaiʻi Island has some 60 points): a harbour town can lie a few hundred metres
 * outside its island's drawn coast, so `islandAt` also counts a point within `COAST_MARGIN_KM` of an outline.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import {
  geoArea,
  geoBounds,
  geoCentroid,
  geoContains,
  geoMercator,
  geoPath,
  type GeoProjection,
} from 'd3-geo';
import { merge } from 'topojson-client';
import { ISLANDS, type Island } from '../../../shared/islands.ts';

export interface MapPlace {
  id: number;
  latitude: number;
  longitude: number;
}
export interface IslandShape {
  island: Island;
  path: string;
  /** where the island's name is drawn */
  label: { x: number; y: number };
}
export interface MapMark {
  x: number;
  y: number;
  /** the places gathered here, in the order given */
  ids: number[];
}
export interface IslandMap {
  width: number;
  height: number;
  islands: IslandShape[];
  marks: MapMark[];
}

type Ring = number[][];
type PolygonCoordinates = Ring[];
interface MultiPolygon {
  type: 'MultiPolygon';
  coordinates: PolygonCoordinates[];
}
interface IslandGeometry {
  island: Island;
  shape: MultiPolygon;
  /** the polygon with the largest area, where the label goes */
  largest: { type: 'Polygon'; coordinates: PolygonCoordinates };
  /** [west, south, east, north] in degrees, for a quick test before the spherical one */
  bounds: [number, number, number, number];
}

const DEFAULT_WIDTH = 800;
const DEFAULT_GATHER = 14;
const MIN_WIDTH = 100;
const MAX_WIDTH = 4000;
/** Polygons west of this are the Northwestern Hawaiian Islands, not drawn. */
const NORTHWEST_LIMIT = -160.6;
/** How far off a coarse outline a point still counts as on the island; the narrowest channel is some 10 km. */
const COAST_MARGIN_KM = 2;
const EARTH_RADIUS_KM = 6371;
/** Where each island lies (longitude, latitude), to tell the polygons apart. */
const ISLAND_CENTRES: Record<Island, [number, number]> = {
  hawaii: [-155.5, 19.6],
  maui: [-156.35, 20.8],
  kahoolawe: [-156.6, 20.55],
  lanai: [-156.93, 20.83],
  molokai: [-157.0, 21.13],
  oahu: [-158.0, 21.45],
  kauai: [-159.5, 22.05],
  niihau: [-160.1, 21.9],
};

let geometries: IslandGeometry[] | undefined;

/** The islands' outlines in longitude and latitude, read from the package's file on first use and kept. */
function islandGeometries(): IslandGeometry[] {
  if (geometries) return geometries;
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    fs.readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'),
  ) as Parameters<typeof merge>[0];
  const counties = topology.objects.counties as {
    geometries: Extract<Parameters<typeof merge>[1], unknown[]>;
  };
  const hawaii = counties.geometries.filter((geometry) => String(geometry.id).startsWith('15'));
  const merged = merge(topology, hawaii);

  const byIsland = new Map<Island, PolygonCoordinates[]>();
  for (const polygon of merged.coordinates) {
    const [longitude, latitude] = geoCentroid({ type: 'Polygon', coordinates: polygon });
    if (longitude < NORTHWEST_LIMIT) continue;
    let nearest: Island = ISLANDS[0];
    let nearestDistance = Infinity;
    for (const island of ISLANDS) {
      const [x, y] = ISLAND_CENTRES[island];
      const distance = Math.hypot((x - longitude) * Math.cos((latitude * Math.PI) / 180), y - latitude);
      if (distance < nearestDistance) [nearest, nearestDistance] = [island, distance];
    }
    byIsland.set(nearest, [...(byIsland.get(nearest) ?? []), polygon]);
  }

  geometries = ISLANDS.flatMap((island) => {
    const polygons = byIsland.get(island);
    if (!polygons) return [];
    const shape: MultiPolygon = { type: 'MultiPolygon', coordinates: polygons };
    const largest = polygons
      .map((coordinates) => ({ type: 'Polygon' as const, coordinates }))
      .reduce((a, b) => (geoArea(a) >= geoArea(b) ? a : b));
    const [[west, south], [east, north]] = geoBounds(shape);
    return [{ island, shape, largest, bounds: [west, south, east, north] }];
  });
  return geometries;
}

interface Frame {
  width: number;
  height: number;
  projection: GeoProjection;
  islands: IslandShape[];
  /** the island drawn alone, if one is */
  island: Island | undefined;
}

const FRAME_CACHE_LIMIT = 64;
const frames = new Map<string, Frame>();

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The projection and the islands' paths for one frame, computed once and kept. */
function frame(island: Island | undefined, width: number): Frame {
  const key = `${island ?? 'all'}|${width}`;
  const cached = frames.get(key);
  if (cached) return cached;

  const drawn = islandGeometries().filter((geometry) => island === undefined || geometry.island === island);
  const collection = {
    type: 'GeometryCollection' as const,
    geometries: drawn.map((geometry) => geometry.shape),
  };
  const margin = Math.max(8, Math.round(width * 0.025));
  // Fit the width first, then let the height follow the islands' shape.
  const projection = geoMercator().fitWidth(width - 2 * margin, collection);
  const [[, top], [, bottom]] = geoPath(projection).bounds(collection);
  const height = Math.round(bottom - top + 2 * margin);
  projection.fitExtent(
    [
      [margin, margin],
      [width - margin, height - margin],
    ],
    collection,
  );
  const path = geoPath(projection).digits(1);
  const islands = drawn.map((geometry) => {
    const [x, y] = path.centroid(geometry.largest);
    return {
      island: geometry.island,
      path: path(geometry.shape) ?? '',
      label: { x: round1(x), y: round1(y) },
    };
  });

  // Shared by every drawing of this frame: frozen, so no caller changes another's map.
  for (const shape of islands) Object.freeze(Object.freeze(shape).label);
  const result: Frame = {
    width,
    height,
    projection,
    islands: Object.freeze(islands) as IslandShape[],
    island,
  };
  if (frames.size >= FRAME_CACHE_LIMIT) frames.delete(frames.keys().next().value as string);
  frames.set(key, result);
  return result;
}

/**
 * The islands (all eight, or one when `island` is given, fitted to the frame) and the places as marks, places
 * closer than `gather` px gathered into one mark.
 */
export function drawIslands(
  places: MapPlace[],
  options: { island?: Island; width?: number; gather?: number } = {},
): IslandMap {
  const width = Math.round(options.width ?? DEFAULT_WIDTH);
  if (!(width >= MIN_WIDTH && width <= MAX_WIDTH)) {
    throw new RangeError(`width must be between ${MIN_WIDTH} and ${MAX_WIDTH}`);
  }
  const gather = options.gather ?? DEFAULT_GATHER;
  const { height, projection, islands, island } = frame(options.island, width);

  // Greedy gathering in projected pixels: each place joins the first mark within `gather` px of the mark's
  // position (the mean of its members so far), else starts a mark of its own.
  const gathering: { sumX: number; sumY: number; x: number; y: number; ids: number[] }[] = [];
  const gatherSquared = gather * gather;
  for (const place of places) {
    if (!Number.isFinite(place.latitude) || !Number.isFinite(place.longitude)) continue;
    const point = projection([place.longitude, place.latitude]);
    if (!point) continue;
    const [x, y] = point;
    if (x < 0 || y < 0 || x > width || y > height) continue;
    // One island drawn alone: leave out a place on a neighbour seen at the frame's edge (Kahoʻolawe beside Maui).
    if (
      island !== undefined &&
      islandGeometries().some((g) => g.island !== island && nearBounds(g, place.latitude, place.longitude))
    ) {
      const on = islandAt(place.latitude, place.longitude);
      if (on !== null && on !== island) continue;
    }
    const mark = gathering.find((m) => (m.x - x) ** 2 + (m.y - y) ** 2 <= gatherSquared);
    if (mark) {
      mark.ids.push(place.id);
      mark.sumX += x;
      mark.sumY += y;
      mark.x = mark.sumX / mark.ids.length;
      mark.y = mark.sumY / mark.ids.length;
    } else {
      gathering.push({ sumX: x, sumY: y, x, y, ids: [place.id] });
    }
  }
  const marks = gathering.map((m) => ({ x: round1(m.x), y: round1(m.y), ids: m.ids }));
  return { width, height, islands, marks };
}

/** Distance in km from a point to a segment, on a plane tangent at the point (fine at a few km). */
function segmentDistanceKm(longitude: number, latitude: number, a: number[], b: number[]): number {
  const k = Math.cos((latitude * Math.PI) / 180);
  const ax = (a[0] - longitude) * k;
  const ay = a[1] - latitude;
  const dx = (b[0] - longitude) * k - ax;
  const dy = b[1] - latitude - ay;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared ? Math.max(0, Math.min(1, -(ax * dx + ay * dy) / lengthSquared)) : 0;
  return ((Math.hypot(ax + t * dx, ay + t * dy) * Math.PI) / 180) * EARTH_RADIUS_KM;
}

/** Whether a point lies within an island's bounding box, widened by the coast margin: a quick test first. */
function nearBounds(
  { bounds: [west, south, east, north] }: IslandGeometry,
  latitude: number,
  longitude: number,
) {
  const marginLatitude = COAST_MARGIN_KM / 111; // a degree of latitude is about 111 km
  const marginLongitude = marginLatitude / Math.cos((latitude * Math.PI) / 180);
  return (
    longitude >= west - marginLongitude &&
    longitude <= east + marginLongitude &&
    latitude >= south - marginLatitude &&
    latitude <= north + marginLatitude
  );
}

/**
 * The island a point lies on (inside its polygon, or within `COAST_MARGIN_KM` of its coarse coast), or null (at
 * sea, or off the main islands).
 */
export function islandAt(latitude: number, longitude: number): Island | null {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  const near = islandGeometries().filter((geometry) => nearBounds(geometry, latitude, longitude));
  const inside = near.find((geometry) => geoContains(geometry.shape, [longitude, latitude]));
  if (inside) return inside.island;

  let nearest: Island | null = null;
  let nearestDistance = COAST_MARGIN_KM;
  for (const geometry of near) {
    for (const polygon of geometry.shape.coordinates) {
      for (const ring of polygon) {
        for (let i = 1; i < ring.length; i++) {
          const distance = segmentDistanceKm(longitude, latitude, ring[i - 1], ring[i]);
          if (distance <= nearestDistance) [nearest, nearestDistance] = [geometry.island, distance];
        }
      }
    }
  }
  return nearest;
}
