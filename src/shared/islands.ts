/**
 * The eight main islands of Hawaiʻi, as a place records its island (issue 35, decision 030). The key is the name
 * folded (no ʻokina, no kahakō) for addresses (`/places/islands/molokai`); the name is the island's own, written in
 * Hawaiian with its ʻokina and kahakō, the same on English and Hawaiian pages (a name, not a translation).
 * Ordered as a visitor meets them on the map, from the southeast: Hawaiʻi Island to Niʻihau.
 */
export const ISLAND_NAMES = {
  hawaii: 'Hawaiʻi',
  maui: 'Maui',
  kahoolawe: 'Kahoʻolawe',
  lanai: 'Lānaʻi',
  molokai: 'Molokaʻi',
  oahu: 'Oʻahu',
  kauai: 'Kauaʻi',
  niihau: 'Niʻihau',
} as const;
export type Island = keyof typeof ISLAND_NAMES;

/** The islands' keys in that order (every page carries the names; the keys are made from them, not written twice). */
export const ISLANDS = Object.keys(ISLAND_NAMES) as [Island, ...Island[]];

export function isIsland(value: unknown): value is Island {
  return typeof value === 'string' && Object.hasOwn(ISLAND_NAMES, value);
}
