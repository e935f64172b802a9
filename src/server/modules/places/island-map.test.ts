import { describe, expect, it } from 'vitest';
import { ISLANDS, type Island } from '../../../shared/islands.ts';
import { drawIslands, islandAt, type IslandMap, type MapPlace } from './island-map.ts';

const PLACES = {
  hilo: { latitude: 19.7297, longitude: -155.09 },
  lahaina: { latitude: 20.8783, longitude: -156.6825 },
  kaunakakai: { latitude: 21.0906, longitude: -157.0226 },
  lanaiCity: { latitude: 20.8275, longitude: -156.9192 },
  honolulu: { latitude: 21.3069, longitude: -157.8583 },
  lihue: { latitude: 21.9811, longitude: -159.3711 },
  puuwai: { latitude: 21.898, longitude: -160.197 },
};
const place = (id: number, name: keyof typeof PLACES): MapPlace => ({ id, ...PLACES[name] });

/** An island's SVG path as rings of points; d3's geoPath writes only absolute M, L and Z for polygons. */
function rings(path: string): [number, number][][] {
  expect(path).toMatch(/^(?:[ML]-?\d+(?:\.\d)?,-?\d+(?:\.\d)?|Z)+$/);
  const result: [number, number][][] = [];
  for (const [, command, x, y] of path.matchAll(/([MLZ])(?:(-?[\d.]+),(-?[\d.]+))?/g)) {
    if (command === 'M') result.push([]);
    if (command !== 'Z') result[result.length - 1].push([Number(x), Number(y)]);
  }
  return result;
}

/** Even-odd point-in-polygon test over all of a path's rings. */
function insidePath(path: string, x: number, y: number): boolean {
  let inside = false;
  for (const ring of rings(path)) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

function pathOf(map: IslandMap, island: Island): string {
  const shape = map.islands.find((s) => s.island === island);
  expect(shape, `${island} is drawn`).toBeDefined();
  return shape!.path;
}

describe('islandAt', () => {
  it.each([
    ['Hilo', 'hilo', 'hawaii'],
    ['Lahaina', 'lahaina', 'maui'],
    ['Kaunakakai', 'kaunakakai', 'molokai'],
    ['Lānaʻi City', 'lanaiCity', 'lanai'],
    ['Honolulu', 'honolulu', 'oahu'],
    ['Līhuʻe', 'lihue', 'kauai'],
    ['Puʻuwai', 'puuwai', 'niihau'],
  ] as const)('puts %s on its island', (_name, key, island) => {
    expect(islandAt(PLACES[key].latitude, PLACES[key].longitude)).toBe(island);
  });

  it('finds no island at sea', () => {
    expect(islandAt(21.2, -157.5)).toBeNull(); // the Kaiwi channel, between Oʻahu and Molokaʻi
    // Far from any island: a polygon wound the wrong way round would hold the whole globe but the island.
    expect(islandAt(35, -150)).toBeNull();
    expect(islandAt(-19.6, 24.5)).toBeNull();
    expect(islandAt(23.06, -161.92)).toBeNull(); // Nihoa, of the Northwestern Hawaiian Islands, is not drawn
  });

  it('finds Kahoʻolawe inland', () => {
    expect(islandAt(20.55, -156.6)).toBe('kahoolawe');
  });
});

describe('drawIslands', () => {
  it('draws all eight islands in order, each with a path and a label in the frame', () => {
    const map = drawIslands([]);
    expect(map.width).toBe(800);
    expect(Number.isInteger(map.height)).toBe(true);
    expect(map.height).toBeGreaterThan(300);
    expect(map.height).toBeLessThan(800);
    expect(map.islands.map((s) => s.island)).toEqual([...ISLANDS]);
    for (const { island, path, label } of map.islands) {
      expect(path.length, island).toBeGreaterThan(20);
      rings(path);
      expect(label.x).toBeGreaterThanOrEqual(0);
      expect(label.x).toBeLessThanOrEqual(map.width);
      expect(label.y).toBeGreaterThanOrEqual(0);
      expect(label.y).toBeLessThanOrEqual(map.height);
      expect(insidePath(path, label.x, label.y), `${island}'s label lies on it`).toBe(true);
    }
    expect(map.marks).toEqual([]);
  });

  it.each([
    ['hilo', 'hawaii'],
    ['kaunakakai', 'molokai'],
    ['honolulu', 'oahu'],
    ['lihue', 'kauai'],
  ] as const)('draws %s inside its island', (key, island) => {
    const map = drawIslands([place(1, key)]);
    expect(map.marks).toHaveLength(1);
    const [{ x, y, ids }] = map.marks;
    expect(ids).toEqual([1]);
    expect(insidePath(pathOf(map, island), x, y)).toBe(true);
    for (const other of map.islands.filter((s) => s.island !== island)) {
      expect(insidePath(other.path, x, y), `not on ${other.island}`).toBe(false);
    }
  });

  it('draws one island alone, fitted to the frame, without the places on other islands', () => {
    const map = drawIslands([place(1, 'honolulu'), place(2, 'kaunakakai'), place(3, 'hilo')], {
      island: 'molokai',
    });
    expect(map.islands.map((s) => s.island)).toEqual(['molokai']);
    expect(map.width).toBe(800);
    // Molokaʻi is long and narrow: the frame is wide and low.
    expect(map.height).toBeLessThan(400);
    expect(map.marks).toHaveLength(1);
    const [{ x, y, ids }] = map.marks;
    expect(ids).toEqual([2]);
    expect(insidePath(pathOf(map, 'molokai'), x, y)).toBe(true);
    // The island fills the frame's width, less its margin.
    const xs = rings(pathOf(map, 'molokai')).flatMap((ring) => ring.map(([px]) => px));
    expect(Math.min(...xs)).toBeLessThan(40);
    expect(Math.max(...xs)).toBeGreaterThan(760);
  });

  it('gathers places close together into one mark and keeps distant ones apart', () => {
    const nearHilo = { id: 2, latitude: PLACES.hilo.latitude + 0.009, longitude: PLACES.hilo.longitude }; // 1 km
    const map = drawIslands([place(1, 'hilo'), place(3, 'honolulu'), nearHilo]);
    expect(map.marks).toHaveLength(2);
    expect(map.marks[0].ids).toEqual([1, 2]);
    expect(map.marks[1].ids).toEqual([3]);
    expect(insidePath(pathOf(map, 'hawaii'), map.marks[0].x, map.marks[0].y)).toBe(true);
    // With no gathering at all, the two stay apart.
    expect(drawIslands([place(1, 'hilo'), nearHilo], { gather: 0 }).marks).toHaveLength(2);
  });

  it('follows the width asked for, and draws each frame once', () => {
    const small = drawIslands([], { width: 400 });
    expect(small.width).toBe(400);
    expect(Math.abs(small.height - drawIslands([]).height / 2)).toBeLessThanOrEqual(8);
    expect(drawIslands([], { width: 400 }).islands).toBe(small.islands);
    expect(() => drawIslands([], { width: 0 })).toThrow(RangeError);
  });

  it('keeps the eight islands small enough to send in a page', () => {
    const bytes = drawIslands([]).islands.reduce((sum, s) => sum + Buffer.byteLength(s.path), 0);
    expect(bytes).toBeLessThan(8_000);
  });

  it('gathers a thousand places in a few milliseconds', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const places: MapPlace[] = Array.from({ length: 1000 }, (_, id) => ({
      id,
      latitude: 19 + random() * 3.2,
      longitude: -160.3 + random() * 5.5,
    }));
    drawIslands(places);
    drawIslands(places, { island: 'maui' });
    const start = performance.now();
    const all = drawIslands(places);
    const maui = drawIslands(places, { island: 'maui' });
    const elapsed = performance.now() - start;
    expect(all.marks.flatMap((m) => m.ids).sort((a, b) => a - b)).toEqual(places.map((p) => p.id));
    expect(maui.marks.length).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(100); // a few ms on a quiet machine; the margin is for a busy one
  });
});
