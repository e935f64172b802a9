/** Kysely queries for race participations (race results). */
import { sql } from 'kysely';
import type { Paging } from '../../http/paging.ts';
import { withPaging, type Executor } from './race.repository.ts';

export interface ParticipationValues {
  race_id: number;
  canoe_id: number;
  position: number | null;
  paddler_name: string | null;
  time: string | null;
  notes: string | null;
}

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
      'r.date',
      'p.canoe_id',
      'c.hull_id',
      'p.position',
      'p.paddler_name',
      'p.time',
      'p.notes',
      // The current name (no end date), else the one that ended last.
      eb
        .selectFrom('canoe_names as cn')
        .select('cn.name')
        .whereRef('cn.canoe_id', '=', 'p.canoe_id')
        .orderBy(sql`case when cn.end_date is null then 0 else 1 end`)
        .orderBy('cn.end_date', 'desc')
        .orderBy(sql`coalesce(cn.start_date, '')`, 'desc')
        .orderBy('cn.canoe_name_id', 'desc')
        .limit(1)
        .as('canoe_name'),
    ]);
}

export type ParticipationRow = NonNullable<Awaited<ReturnType<typeof findParticipation>>>;

export function findParticipation(db: Executor, participationId: number) {
  return selectParticipations(db).where('p.participation_id', '=', participationId).executeTakeFirst();
}

/** A race's results: by position (unplaced last), then in the order entered. */
export async function listRaceParticipations(db: Executor, raceId: number, paging: Paging) {
  const rows = await withPaging(
    selectParticipations(db)
      .where('p.race_id', '=', raceId)
      .orderBy(sql`case when p.position is null then 1 else 0 end`)
      .orderBy('p.position')
      .orderBy('p.participation_id'),
    paging,
  ).execute();
  const total = await db
    .selectFrom('race_participations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('race_id', '=', raceId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

/** A canoe's race history, oldest race first (undated races last). */
export async function listCanoeParticipations(db: Executor, canoeId: number, paging: Paging) {
  const rows = await withPaging(
    selectParticipations(db)
      .where('p.canoe_id', '=', canoeId)
      .orderBy(sql`case when r.date is null then 1 else 0 end`)
      .orderBy('r.date')
      .orderBy('p.participation_id'),
    paging,
  ).execute();
  const total = await db
    .selectFrom('race_participations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('canoe_id', '=', canoeId)
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

export async function insertParticipation(db: Executor, values: ParticipationValues): Promise<number> {
  const row = await db
    .insertInto('race_participations')
    .values(values)
    .returning('participation_id')
    .executeTakeFirstOrThrow();
  return row.participation_id;
}

export async function updateParticipation(
  db: Executor,
  participationId: number,
  values: ParticipationValues,
): Promise<void> {
  await db
    .updateTable('race_participations')
    .set(values)
    .where('participation_id', '=', participationId)
    .execute();
}

export async function deleteParticipation(db: Executor, participationId: number): Promise<void> {
  await db.deleteFrom('race_participations').where('participation_id', '=', participationId).execute();
}

/** The race a result belongs to, or undefined when there is no such result. */
export async function participationRaceId(
  db: Executor,
  participationId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('race_participations')
    .select('race_id')
    .where('participation_id', '=', participationId)
    .executeTakeFirst();
  return row?.race_id;
}

export async function canoeExists(db: Executor, canoeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('canoes')
    .select('canoe_id')
    .where('canoe_id', '=', canoeId)
    .executeTakeFirst();
  return Boolean(row);
}
