/**
 * What the map of places (decision 030) draws and where its marks lead, from the server's map: the server projects
 * the islands and gathers crowded places into one mark; these decide a mark's size and link, group the list beside
 * the map by island, and say which places have no point to show.
 */
import { ISLAND_NAMES, type Island } from '../../../shared/islands.ts';
import type { Place, PlaceMap } from '../../../shared/api/places.ts';
import { paths } from '../../../shared/paths.ts';

export type MapMark = PlaceMap['marks'][number];
export type IslandShape = PlaceMap['islands'][number];

/** A place the public may see on the map: the server sends its point only then (at the keeper's precision). */
export const isPinned = (place: Pick<Place, 'latitude' | 'longitude'>) =>
  place.latitude !== null && place.longitude !== null;

/**
 * Where a mark leads: one place, to its page; several, to their island's page (`gathered`: its list, when the
 * island's page is the one shown), where the list names each; several on two islands (a narrow channel on a small
 * map), nowhere.
 */
export function markHref(
  mark: MapMark,
  islandOf: ReadonlyMap<number, Island>,
  gathered: 'island-page' | 'list-here' = 'island-page',
): string | null {
  if (mark.places.length === 1) return paths.place(mark.places[0].place_id);
  const islands = new Set(mark.places.map((place) => islandOf.get(place.place_id)));
  if (islands.size !== 1) return null;
  const [island] = islands;
  if (!island) return null;
  return gathered === 'list-here' ? `#${PLACE_LIST_ID}` : paths.placeIsland(island);
}

/** The id of an island page's list of places, where a gathered mark on its own map leads. */
export const PLACE_LIST_ID = 'island-places';

/** Each place's island, by its id. */
export const islandsOf = (places: readonly Pick<Place, 'place_id' | 'island'>[]) =>
  new Map(places.map((place) => [place.place_id, place.island]));

/**
 * A mark's radius in the map's units: a place's mark about a hundredth of the map's width, a gathered one larger
 * with the number it holds (to half as large again), so it has room for its count.
 */
export function markRadius(count: number, width: number): number {
  const one = width / 80;
  if (count <= 1) return round1(one);
  return round1(Math.min(one * 1.8, one * (1.25 + Math.log10(count) * 0.5)));
}

/** The islands' names on the map: large enough to read when a phone shows the whole map 360 px wide. */
export const labelSize = (width: number) => round1(Math.max(12, width / 34));

/** The box of an island's outline (the server's path: absolute `M x,y L x,y … Z`). */
export function pathBounds(path: string): { x0: number; y0: number; x1: number; y1: number } | null {
  const numbers = (path.match(/-?\d+(?:\.\d+)?(?:e-?\d+)?/gi) ?? []).map(Number);
  if (numbers.length < 2) return null;
  const box = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };
  for (let i = 0; i + 1 < numbers.length; i += 2) {
    box.x0 = Math.min(box.x0, numbers[i]);
    box.x1 = Math.max(box.x1, numbers[i]);
    box.y0 = Math.min(box.y0, numbers[i + 1]);
    box.y1 = Math.max(box.y1, numbers[i + 1]);
  }
  return box;
}

type Side = 'inside' | 'above' | 'below' | 'left' | 'right';

/**
 * Where each island's name goes on the map of all islands: beside it, on the side of open sea, so it covers
 * neither a neighbour nor the island's marks (Hawaiʻi Island alone has room for its name inside).
 */
const LABEL_SIDES: Record<Island, Side> = {
  hawaii: 'inside',
  maui: 'right',
  kahoolawe: 'below',
  lanai: 'left',
  molokai: 'above',
  oahu: 'left',
  kauai: 'right',
  niihau: 'below',
};

export interface IslandLabel {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
}

/**
 * An island's name on the map: on the map of all islands beside the island (LABEL_SIDES), kept inside the frame;
 * on an island's own map, where the server put it (the middle of its largest part).
 */
export function islandLabel(
  shape: Pick<IslandShape, 'island' | 'name' | 'path' | 'label'>,
  frame: { width: number; height: number; islands: number },
  fontSize: number,
): IslandLabel {
  const box = pathBounds(shape.path);
  const side = frame.islands > 1 ? LABEL_SIDES[shape.island] : 'inside';
  if (!box || side === 'inside') return { ...shape.label, anchor: 'middle' };
  const gap = fontSize * 0.4;
  // About how wide the name is drawn (a serif's average letter is some 0.55 em).
  const half = (shape.name.length * fontSize * 0.55) / 2;
  const clampX = (x: number) => Math.min(Math.max(x, half + 2), frame.width - half - 2);
  const clampY = (y: number) => Math.min(Math.max(y, fontSize * 0.6), frame.height - fontSize * 0.6);
  const middle = (box.y0 + box.y1) / 2;
  switch (side) {
    case 'above':
      return {
        x: round1(clampX(shape.label.x)),
        y: round1(clampY(box.y0 - gap - fontSize * 0.35)),
        anchor: 'middle',
      };
    case 'below':
      return {
        x: round1(clampX(shape.label.x)),
        y: round1(clampY(box.y1 + gap + fontSize * 0.35)),
        anchor: 'middle',
      };
    case 'left':
      return box.x0 - gap - 2 * half >= 2
        ? { x: round1(box.x0 - gap), y: round1(clampY(middle)), anchor: 'end' }
        : {
            x: round1(clampX(shape.label.x)),
            y: round1(clampY(box.y1 + gap + fontSize * 0.35)),
            anchor: 'middle',
          };
    case 'right':
      return box.x1 + gap + 2 * half <= frame.width - 2
        ? { x: round1(box.x1 + gap), y: round1(clampY(middle)), anchor: 'start' }
        : {
            x: round1(clampX(shape.label.x)),
            y: round1(clampY(box.y1 + gap + fontSize * 0.35)),
            anchor: 'middle',
          };
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The marks that show one place: a place's own small map. */
export const marksOf = (marks: readonly MapMark[], placeId: number) =>
  marks.filter((mark) => mark.places.some((place) => place.place_id === placeId));

export interface IslandGroup<P> {
  island: Island;
  name: string;
  places: P[];
}

/**
 * The list beside the map: every island the map draws, in its order, each with its places in the list's order
 * (the server's: by name, in the page's language's order). A place on an island the map does not draw still has
 * its island, after them.
 */
export function placesByIsland<P extends Pick<Place, 'island'>>(
  islands: readonly Pick<IslandShape, 'island' | 'name'>[],
  places: readonly P[],
): IslandGroup<P>[] {
  const groups: IslandGroup<P>[] = islands.map(({ island, name }) => ({ island, name, places: [] }));
  for (const place of places) {
    let group = groups.find((g) => g.island === place.island);
    if (!group) {
      group = { island: place.island, name: ISLAND_NAMES[place.island], places: [] };
      groups.push(group);
    }
    group.places.push(place);
  }
  return groups;
}
