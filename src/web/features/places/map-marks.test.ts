import { describe, expect, it } from 'vitest';
import {
  islandLabel,
  isPinned,
  pathBounds,
  islandsOf,
  labelSize,
  markHref,
  markRadius,
  marksOf,
  placesByIsland,
  PLACE_LIST_ID,
} from './map-marks.ts';

const mark = (...ids: number[]) => ({
  x: 10,
  y: 20,
  places: ids.map((place_id) => ({ place_id, name: `Place ${place_id}` })),
});
const islandOf = islandsOf([
  { place_id: 1, island: 'molokai' },
  { place_id: 2, island: 'molokai' },
  { place_id: 3, island: 'maui' },
]);

describe('a mark of the map of places', () => {
  it('leads to its place’s page when it holds one place', () => {
    expect(markHref(mark(3), islandOf)).toBe('/places/3');
    expect(markHref(mark(3), islandOf, 'list-here')).toBe('/places/3');
  });

  it('leads to its island’s page when it gathers places, or to the list on that page itself', () => {
    expect(markHref(mark(1, 2), islandOf)).toBe('/places/islands/molokai');
    expect(markHref(mark(1, 2), islandOf, 'list-here')).toBe(`#${PLACE_LIST_ID}`);
  });

  it('leads nowhere when it gathers places of two islands, or places it does not know', () => {
    expect(markHref(mark(2, 3), islandOf)).toBeNull();
    expect(markHref(mark(7, 8), islandOf)).toBeNull();
  });

  it('grows with the places it holds, to half as large again as one place’s', () => {
    expect(markRadius(1, 800)).toBe(10);
    expect(markRadius(2, 800)).toBeGreaterThan(10);
    expect(markRadius(10, 800)).toBeGreaterThan(markRadius(2, 800));
    expect(markRadius(1000, 800)).toBe(18);
  });

  it('is found by the place it shows', () => {
    const marks = [mark(1, 2), mark(3)];
    expect(marksOf(marks, 2)).toEqual([marks[0]]);
    expect(marksOf(marks, 5)).toEqual([]);
  });
});

describe('the map of places', () => {
  it('names its islands large enough for a phone', () => {
    expect(labelSize(800)).toBe(23.5);
    expect(labelSize(200)).toBe(12);
  });

  it('pins a place only when the server sent its point', () => {
    expect(isPinned({ latitude: 21.1, longitude: -157 })).toBe(true);
    expect(isPinned({ latitude: null, longitude: null })).toBe(false);
  });
});

describe('the list of places by island', () => {
  const islands = [
    { island: 'maui' as const, name: 'Maui' },
    { island: 'molokai' as const, name: 'Molokaʻi' },
  ];

  it('has every island of the map in its order, each with its places in the list’s order', () => {
    const places = [
      { place_id: 1, island: 'molokai' as const },
      { place_id: 3, island: 'maui' as const },
      { place_id: 2, island: 'molokai' as const },
    ];
    expect(placesByIsland(islands, places)).toEqual([
      { island: 'maui', name: 'Maui', places: [places[1]] },
      { island: 'molokai', name: 'Molokaʻi', places: [places[0], places[2]] },
    ]);
  });

  it('keeps an island without places, and adds one the map does not draw', () => {
    expect(placesByIsland(islands, [{ place_id: 9, island: 'kauai' as const }])).toEqual([
      { island: 'maui', name: 'Maui', places: [] },
      { island: 'molokai', name: 'Molokaʻi', places: [] },
      { island: 'kauai', name: 'Kauaʻi', places: [{ place_id: 9, island: 'kauai' }] },
    ]);
  });
});

describe('an island’s name on the map', () => {
  const molokai = {
    island: 'molokai' as const,
    name: 'Molokaʻi',
    path: 'M100,50L200,40L210,60Z',
    label: { x: 150, y: 52 },
  };
  const all = { width: 800, height: 500, islands: 8 };

  it('reads the box of an outline from its path', () => {
    expect(pathBounds('M100,50L200,40L210,60ZM90.5,55L95,45Z')).toEqual({
      x0: 90.5,
      y0: 40,
      x1: 210,
      y1: 60,
    });
    expect(pathBounds('')).toBeNull();
  });

  it('stands beside its island on the map of all islands, on the side of open sea', () => {
    expect(islandLabel(molokai, all, 20)).toEqual({ x: 150, y: 25, anchor: 'middle' });
    expect(islandLabel({ ...molokai, island: 'lanai', name: 'Lānaʻi' }, all, 20)).toEqual({
      x: 92,
      y: 50,
      anchor: 'end',
    });
    expect(islandLabel({ ...molokai, island: 'maui', name: 'Maui' }, all, 20)).toEqual({
      x: 218,
      y: 50,
      anchor: 'start',
    });
    expect(islandLabel({ ...molokai, island: 'hawaii', name: 'Hawaiʻi' }, all, 20)).toEqual({
      x: 150,
      y: 52,
      anchor: 'middle',
    });
  });

  it('stays inside the frame: under its island when there is no room beside it', () => {
    const edge = {
      ...molokai,
      island: 'lanai' as const,
      name: 'Lānaʻi',
      path: 'M10,50L60,40L70,60Z',
      label: { x: 40, y: 52 },
    };
    expect(islandLabel(edge, all, 20)).toEqual({ x: 40, y: 75, anchor: 'middle' });
  });

  it('is the server’s, in the middle of the island, on an island’s own map', () => {
    expect(islandLabel(molokai, { ...all, islands: 1 }, 20)).toEqual({ x: 150, y: 52, anchor: 'middle' });
  });
});
