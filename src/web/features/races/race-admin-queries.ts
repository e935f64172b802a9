/** The race writes (spec §7). */
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';
import { raceApi } from '../../../shared/api/routes.ts';

export interface RaceBodyJson {
  name: string;
  date: string | null;
  location: string | null;
  description: string | null;
}

export interface ParticipantBodyJson {
  canoe_id: number;
  race_id: number;
  position: number | null;
  paddler_name: string | null;
  time: string | null;
  notes: string | null;
}

export const createRace = (body: RaceBodyJson & { confirm_duplicate?: boolean }) =>
  api.call(raceApi.createRace, { body });
/** Races of the same or a close name in the race's year, asked before one is made. */
export const findRaceMatches = (name: string, date: string | null) =>
  api.call(raceApi.findRaceMatches, { query: { name, date } });
export const updateRace = (raceId: number, body: RaceBodyJson) =>
  api.call(raceApi.updateRace, { params: { id: raceId }, body });
export const deleteRace = (raceId: number) => api.call(raceApi.deleteRace, { params: { id: raceId } });
export const addRaceResult = (raceId: number, body: ParticipantBodyJson) =>
  api.call(raceApi.addRaceResult, { params: { id: raceId }, body });
export const deleteRaceResult = (raceId: number, participationId: number) =>
  api.call(raceApi.deleteRaceResult, { params: { id: raceId, pid: participationId } });

/**
 * A race change shows on the race list and page and on the canoes' race histories: all are marked stale, and
 * the race's own page is fetched now so it opens (or stays) with the change.
 */
export async function invalidateRaceViews(client: QueryClient, raceId?: number) {
  await Promise.all(
    [['races'], ['canoes']].map((queryKey) => client.invalidateQueries({ queryKey, refetchType: 'none' })),
  );
  if (raceId !== undefined) {
    await client.refetchQueries({ queryKey: ['races', 'detail', raceId], exact: true });
  }
}
