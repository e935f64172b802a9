/** Kysely queries for race participations (race results). */
import { sql } from 'kysely';
import { currentNameRow } from '../../db/current-name.ts';
import type { RaceParticipationsTable, Row, ProtectionColumns } from '../../db/tables.ts';
import { pageWithTotal } from '../../db/query-helpers.ts';
import { rowExists } from '../../db/records.ts';
import { ofCanoeSeenBy, visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Paging } from '../../http/paging.ts';
import type { Executor } from './race.repository.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';

export type ParticipationValues = Omit<RaceParticipationsTable, 'participation_id' | ProtectionColumns>;

/**
 * Each result this viewer may see (decision 020) with its race's name and date and its canoe's hull id and current
 * name (as the viewer may see it).
 */
function selectParticipations(db: Executor, viewer: Viewer) {
  return (
    db
      .selectFrom('race_participations as p')
      .innerJoin('races as r', 'r.race_id', 'p.race_id')
      .innerJoin('canoes as c', 'c.canoe_id', 'p.canoe_id')
      // Neither a kept entry nor the entry of a kept canoe this viewer may not see (decision 020).
      .where(visibleTo(viewer, 'p.protection_id'))
      .where(visibleTo(viewer, 'c.protection_id'))
      .select((eb) => [
        'p.participation_id',
        'p.race_id',
        'r.name as race_name',
        'r.date_edtf as date',
        // The race's course, by id only: its name is read as the viewer may see it (a canoe's timeline).
        'r.place_id as race_place_id',
        'p.canoe_id',
        'c.hull_id',
        'p.position',
        'p.paddler_name',
        'p.time',
        'p.notes',
        'p.protection_id',
        'p.protection_own',
        currentNameRow(eb.ref('p.canoe_id'), viewer).select('cur.name').as('canoe_name'),
      ])
  );
}

export type ParticipationRow = NonNullable<Awaited<ReturnType<typeof findParticipation>>>;

export function findParticipation(db: Executor, participationId: number, viewer: Viewer = VISITOR) {
  return selectParticipations(db, viewer)
    .where('p.participation_id', '=', participationId)
    .executeTakeFirst();
}

/**
 * One page of the results of a race or of a canoe that this viewer may see, with their total: ordered by
 * `sortBy` (empty values last), then in the order entered.
 */
function listParticipationsOf(
  db: Executor,
  column: 'race_id' | 'canoe_id',
  id: number,
  sortBy: 'p.position' | 'r.date',
  paging: Paging,
  viewer: Viewer,
) {
  return pageWithTotal(
    selectParticipations(db, viewer)
      .where(`p.${column}`, '=', id)
      .orderBy(sql`case when ${sql.ref(sortBy)} is null then 1 else 0 end`)
      .orderBy(sortBy)
      .orderBy('p.participation_id'),
    db
      .selectFrom('race_participations as p')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(`p.${column}`, '=', id)
      .where(visibleTo(viewer, 'p.protection_id'))
      .where(ofCanoeSeenBy(viewer, 'p.canoe_id')),
    paging,
  );
}

/**
 * A race's results: by position (unplaced last), then in the order entered. Only the results of canoes this viewer
 * may see (decision 020): a kept canoe's entry is not listed or counted for anyone else.
 */
export function listRaceParticipations(
  db: Executor,
  raceId: number,
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  return listParticipationsOf(db, 'race_id', raceId, 'p.position', paging, viewer);
}

/** A canoe's race history, oldest race first (undated races last). */
export function listCanoeParticipations(
  db: Executor,
  canoeId: number,
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  return listParticipationsOf(db, 'canoe_id', canoeId, 'r.date', paging, viewer);
}

export function insertParticipation(
  db: Executor,
  values: ParticipationValues,
): Promise<Row<'race_participations'>> {
  return trackedInsert(db, 'race_participations', values);
}

export async function updateParticipation(
  db: Executor,
  participationId: number,
  values: ParticipationValues,
): Promise<void> {
  await trackedUpdate(db, 'race_participations', { participation_id: participationId }, values);
}

export async function deleteParticipation(db: Executor, participationId: number): Promise<void> {
  await trackedDelete(db, 'race_participations', { participation_id: participationId });
}

/** Whether the result exists and is one of this race's. */
export function isResultOf(db: Executor, raceId: number, participationId: number): Promise<boolean> {
  return rowExists(db, 'race_participations', { participation_id: participationId, race_id: raceId });
}
