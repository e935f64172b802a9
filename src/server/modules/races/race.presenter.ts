/** Which race and race-result fields leave the server (spec §3: Race, Race participation). */
import { placeRefOf } from '../places/place-refs.ts';
import { firstYear, presentDate } from '../../text/present-date.ts';
import { yearWords } from '../../../shared/uncertain-date.ts';
import type { RaceRow } from './race.repository.ts';
import type { ParticipationRow } from './participant.repository.ts';
import type { Participation, Race } from '../../../shared/api/races.ts';

/** The race's year: the first year its date can mean. */
export const yearOf = firstYear;

export function presentRace(row: RaceRow): Race {
  return {
    race_id: row.race_id,
    name: row.name,
    ...presentDate('date', row.date),
    year: yearOf(row.date),
    year_words: yearWords(row.date) || null,
    location: row.location,
    place: placeRefOf(row.place_id, row.place_name, row.place_island),
    description: row.description,
    participant_count: Number(row.participant_count ?? 0),
  };
}
export type RaceJson = Race;

/** One shape for a result everywhere: a race's results, a canoe's race history, create and update answers. */
export function presentParticipation(row: ParticipationRow): Participation {
  return {
    participation_id: row.participation_id,
    race_id: row.race_id,
    race_name: row.race_name,
    ...presentDate('date', row.date),
    year: yearOf(row.date),
    year_words: yearWords(row.date) || null,
    canoe_id: row.canoe_id,
    canoe_name: row.canoe_name ?? null,
    hull_id: row.hull_id,
    position: row.position,
    paddler_name: row.paddler_name,
    time: row.time,
    notes: row.notes,
  };
}
export type ParticipationJson = Participation;
