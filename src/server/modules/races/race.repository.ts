/** Kysely queries for races. */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Database, Row } from '../../db/tables.ts';
import { contains, nameOrderOf, withPaging } from '../../db/query-helpers.ts';
import { countReferences } from '../../db/records.ts';
import { visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import type { Paging } from '../../http/paging.ts';
import type { Executor } from '../../db/database.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';

/** The database or a transaction. */
export type { Executor };

export interface RaceFilters {
  /** Already folded with foldText. */
  q?: string;
  year?: number;
  dateFrom?: string;
  dateTo?: string;
  canoeId?: number;
}

export interface RaceValues {
  name: string;
  name_folded: string;
  date: string | null;
  location: string | null;
  place_id?: number | null;
  description: string | null;
}

/** Races with how many results this viewer may see (decision 020). */
function selectRaces(db: Executor, viewer: Viewer) {
  return (
    db
      .selectFrom('races')
      // Its place only when this viewer may see it (decision 030).
      .leftJoin('places as rpl', (join) =>
        join.onRef('rpl.place_id', '=', 'races.place_id').on(visibleTo(viewer, 'rpl.protection_id')),
      )
      .select((eb) => [
        'races.race_id',
        'races.name',
        'races.date_edtf as date',
        'races.location',
        'rpl.place_id',
        'rpl.name as place_name',
        'rpl.island as place_island',
        'races.description',
        eb
          .selectFrom('race_participations as rp')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('rp.race_id', '=', 'races.race_id')
          .where(visibleTo(viewer, 'rp.protection_id'))
          .as('participant_count'),
      ])
  );
}

export type RaceRow = NonNullable<Awaited<ReturnType<typeof findRace>>>;

function applyFilters<O>(qb: SelectQueryBuilder<Database, 'races', O>, f: RaceFilters, viewer: Viewer) {
  if (f.q) qb = qb.where(contains('races.name_folded', f.q));
  if (f.year !== undefined) {
    // Every race whose date can fall in the year: "the 1960s" is found by 1965.
    qb = qb.where('races.date_latest', '>=', `${f.year}-01-01`).where('races.date', '<=', `${f.year}-12-31`);
  }
  if (f.dateFrom) qb = qb.where('races.date_latest', '>=', f.dateFrom);
  if (f.dateTo) qb = qb.where('races.date', '<=', f.dateTo);
  if (f.canoeId !== undefined) {
    const canoeId = f.canoeId;
    qb = qb.where('races.race_id', 'in', (eb) =>
      eb
        .selectFrom('race_participations as cp')
        .select('cp.race_id')
        .where('cp.canoe_id', '=', canoeId)
        .where(visibleTo(viewer, 'cp.protection_id')),
    );
  }
  return qb;
}

/** One page of races, newest first, with participant counts and the total matching (one query). */
export async function listRaces(
  db: Executor,
  filters: RaceFilters,
  paging: Paging,
  viewer: Viewer = VISITOR,
) {
  const query = applyFilters(selectRaces(db, viewer), filters, viewer)
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .orderBy(sql`case when races.date is null then 1 else 0 end`)
    .orderBy('races.date', 'desc')
    .orderBy('races.date_latest', 'desc')
    .orderBy(nameOrderOf(paging) === 'haw' ? 'races.name_sort_haw' : 'races.name_folded')
    .orderBy('races.race_id');
  const rows = await withPaging(query, paging).execute();
  let total = rows.length ? Number(rows[0].total_count) : 0;
  if (!rows.length && paging.offset > 0) {
    const counted = await applyFilters(db.selectFrom('races'), filters, viewer)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return { rows, total };
}

export function findRace(db: Executor, raceId: number, viewer: Viewer = VISITOR) {
  return selectRaces(db, viewer).where('races.race_id', '=', raceId).executeTakeFirst();
}

export function insertRace(db: Executor, values: RaceValues): Promise<Row<'races'>> {
  return trackedInsert(db, 'races', values);
}

export async function updateRace(db: Executor, raceId: number, values: RaceValues): Promise<boolean> {
  return (await trackedUpdate(db, 'races', { race_id: raceId }, values)).length > 0;
}

export async function deleteRace(db: Executor, raceId: number): Promise<void> {
  await trackedDelete(db, 'races', { race_id: raceId });
}

export function countRaceResults(db: Executor, raceId: number): Promise<number> {
  return countReferences(db, 'race_participations', 'race_id', raceId);
}
