/** Kysely queries for race participations (race results). */
import { sql } from 'kysely';
import { currentNameRow } from '../../db/current-name.ts';
import type { RaceParticipationsTable, Row, ProtectionColumns } from '../../db/tables.ts';
import { pageWithTotal } from '../../db/query-helpers.ts';
import { countRows, rowExists } from '../../db/records.ts';
import type { Paging } from '../../http/paging.ts';
import type { Executor } from './race.repository.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import { visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';

export type ParticipationValues = Omit<RaceParticipationsTable, 'participation_id' | ProtectionColumns>;

/** Each result with its race's name and date and its canoe's hull id and current name. */
function selectParticipations(db: Executor) {
  return db
    .selectFrom('race_participations as p')
    .innerJoin('races as r', 'r.race_id', 'p.race_id')
    .innerJoin('canoes as c', 'c.canoe_id', 'p.canoe_id')
    .select((eb) => [
      'p.participation_id',
      'p.race_id',
      'r.name as race_name',
      'r.date_edtf as date',
      'p.canoe_id',
      'c.hull_id',
      'p.position',
      'p.paddler_name',
      'p.time',
      'p.notes',
      currentNameRow(eb.ref('p.canoe_id')).select('cur.name').as('canoe_name'),
    ]);
}

export type ParticipationRow = NonNullable<Awaited<ReturnType<typeof findParticipation>>>;

export function findParticipation(db: Executor, participationId: number) {
  return selectParticipations(db).where('p.participation_id', '=', participationId).executeTakeFirst();
}

/**
 * One page of the results of a race or of a canoe, with their total: ordered by `sortBy` (empty values last),
 * then in the order entered.
 */
function listParticipationsOf(
  db: Executor,
  column: 'race_id' | 'canoe_id',
  id: number,
  sortBy: 'p.position' | 'r.date',
  paging: Paging,
) {
  return pageWithTotal(
    selectParticipations(db)
      .where(`p.${column}`, '=', id)
      .orderBy(sql`case when ${sql.ref(sortBy)} is null then 1 else 0 end`)
      .orderBy(sortBy)
      .orderBy('p.participation_id'),
    countRows(db, 'race_participations', { [column]: id }),
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
  if (viewer.all) return listParticipationsOf(db, 'race_id', raceId, 'p.position', paging);
  return pageWithTotal(
    selectParticipations(db)
      .where('p.race_id', '=', raceId)
      .where(visibleTo(viewer, 'c.protection_id'))
      .orderBy(sql`case when p.position is null then 1 else 0 end`)
      .orderBy('p.position')
      .orderBy('p.participation_id'),
    db
      .selectFrom('race_participations as p')
      .innerJoin('canoes as c', 'c.canoe_id', 'p.canoe_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('p.race_id', '=', raceId)
      .where(visibleTo(viewer, 'c.protection_id')),
    paging,
  );
}

/** A canoe's race history, oldest race first (undated races last). */
export function listCanoeParticipations(db: Executor, canoeId: number, paging: Paging) {
  return listParticipationsOf(db, 'canoe_id', canoeId, 'r.date', paging);
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
