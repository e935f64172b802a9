/** Races and race results (participations). */
import type { Db } from '../db/database.ts';
import type { Row } from '../db/tables.ts';
import { insertParticipation } from '../modules/races/participant.repository.ts';
import { insertRace } from '../modules/races/race.repository.ts';
import { raceValues } from '../modules/races/race.service.ts';
import { buildCanoe } from './canoe.builder.ts';
import { nextSeq, nfc } from './builder-support.ts';

export interface RaceOverrides {
  name?: string;
  /** `YYYY-MM-DD`. */
  date?: string | null;
  location?: string | null;
  description?: string | null;
}

export type BuiltRace = Row<'races'> & { id: number };

export async function buildRace(db: Db, overrides: RaceOverrides = {}): Promise<BuiltRace> {
  const name = nfc(overrides.name ?? `Test Race ${nextSeq()}`);
  const values = raceValues({
    name,
    date: overrides.date === undefined ? '1990-10-14' : overrides.date,
    location: nfc(overrides.location === undefined ? 'Kaʻiwi Channel' : overrides.location),
    description: nfc(overrides.description ?? null),
  });
  const row = await insertRace(db.kysely, values);
  return { ...row, id: row.race_id };
}

export interface ParticipationOverrides {
  raceId?: number;
  canoeId?: number;
  position?: number | null;
  paddlerName?: string | null;
  /** `HH:MM:SS`. */
  time?: string | null;
  notes?: string | null;
}

export async function buildParticipation(
  db: Db,
  overrides: ParticipationOverrides = {},
): Promise<Row<'race_participations'> & { id: number }> {
  const raceId = overrides.raceId ?? (await buildRace(db)).race_id;
  const canoeId = overrides.canoeId ?? (await buildCanoe(db)).canoe_id;
  const row = await insertParticipation(db.kysely, {
    race_id: raceId,
    canoe_id: canoeId,
    position: overrides.position === undefined ? 1 : overrides.position,
    paddler_name: nfc(overrides.paddlerName === undefined ? 'Test Crew' : overrides.paddlerName),
    time: overrides.time === undefined ? '05:12:30' : overrides.time,
    notes: nfc(overrides.notes ?? null),
  });
  return { ...row, id: row.participation_id };
}
