/**
 * The keepers' calls about places (decision 030): every place for a choice of one, the place being edited, the
 * writes, and the origins review. Loaded only with the keepers' screens, never with a visitor's page.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '../../../../shared/constants.ts';
import { ISLANDS, type Island } from '../../../../shared/islands.ts';
import type { BodyOf } from '../../../../shared/api/endpoint.ts';
import type { Place, PlaceRef } from '../../../../shared/api/places.ts';
import { placeApi } from '../../../../shared/api/routes.ts';
import { api } from '../../../lib/api.ts';

/** Every key of these queries starts so: a write marks them all stale, the public pages' with them. */
const PLACES = ['places'] as const;

/** A place's body as the form sends it: the boxes as typed, empty ones as null ("21.09" is read as a number). */
export interface PlaceBodyJson {
  name: string;
  island: string;
  moku: string | null;
  ahupuaa: string | null;
  latitude: string | null;
  longitude: string | null;
  precision: string;
  description: string | null;
}

/** Every place, a page at a time: a choice that silently missed places past the first page would lie. */
async function listAllPlaces(signal?: AbortSignal): Promise<Place[]> {
  const places: Place[] = [];
  for (;;) {
    const page = await api.list(placeApi.listPlaces, {
      query: { limit: MAX_PAGE_SIZE, offset: places.length },
      signal,
    });
    places.push(...page.items);
    if (page.items.length === 0 || places.length >= page.total) return places;
  }
}

export const placeOptionsQuery = () =>
  queryOptions({
    queryKey: [...PLACES, 'options'] as const,
    queryFn: ({ signal }) => listAllPlaces(signal),
    // A place added in another tab shows when the keeper comes back.
    refetchOnWindowFocus: 'always',
  });

/** The places of each island, in the islands' order and each island's by name (as the server lists them). */
export function placesByIsland(places: readonly PlaceRef[]): { island: Island; places: PlaceRef[] }[] {
  return ISLANDS.map((island) => ({
    island,
    places: places.filter((place) => place.island === island),
  })).filter((group) => group.places.length > 0);
}

export const placeEditKey = (id: number) => [...PLACES, 'edit', id] as const;

/** The place being edited, as keepers see it (its point as kept). */
export const placeEditQuery = (id: number) =>
  queryOptions({
    queryKey: placeEditKey(id),
    queryFn: ({ signal }) => api.call(placeApi.getPlace, { params: { id }, signal }),
  });

/** The body as declared: the island and precision are checked against their keys before it is sent. */
type DeclaredBody = BodyOf<typeof placeApi.createPlace>;

export const createPlace = (body: PlaceBodyJson) =>
  api.call(placeApi.createPlace, { body: body as DeclaredBody });
export const updatePlace = (id: number, body: PlaceBodyJson) =>
  api.call(placeApi.updatePlace, { params: { id }, body: body as DeclaredBody });
export const deletePlace = (id: number) => api.call(placeApi.deletePlace, { params: { id } });

export const originReviewQuery = () =>
  queryOptions({
    queryKey: [...PLACES, 'origins'] as const,
    queryFn: ({ signal }) => api.call(placeApi.listOriginReview, { signal }),
  });

export const confirmOrigin = (body: BodyOf<typeof placeApi.confirmOrigin>) =>
  api.call(placeApi.confirmOrigin, { body });

/**
 * A place write shows on the places' pages and the map, on every choice of a place, and on the canoes, races,
 * restorations and stewards that name it: all are marked stale and fetched again when next shown.
 */
export async function invalidatePlaceViews(client: QueryClient) {
  await Promise.all(
    [PLACES, ['canoes'], ['races'], ['owners'], ['home']].map((queryKey) =>
      client.invalidateQueries({ queryKey, refetchType: 'none' }),
    ),
  );
}
