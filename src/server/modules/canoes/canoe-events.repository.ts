/**
 * What happened to canoes in which years (decision 029): the registry's filter by event (`canoesMatching` in
 * canoe.repository.ts) and the counts by decade of "Through the Years" read the same rows, built here once, so a
 * bar's link lists exactly the canoes the bar counted.
 *
 * An event's day is the earliest day of its date (decision 013): "the 1960s", "196X" and "about 1965" are of the
 * 1960s; "1950/1960" of the 1950s only; a date without a known start ("before 1900", `../1900`, whose earliest day
 * is the archive's first) of no years at all. Every row passes the visibility rule for the viewer (decision 020):
 * a name, restoration or race result kept from the viewer is not an event for them, and the canoe itself is
 * checked by the query that reads it (`canoesMatching`, `decadeCounts`).
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CanoeEvent } from '../../../shared/canoe-events.ts';
import type { Executor } from '../../db/database.ts';
import { visibleTo } from '../../db/visibility.ts';
import type { Viewer } from '../../core/viewer.ts';

/** A range of days, `YYYY-MM-DD`, both included; an end left out is open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** The days of a range of years: 1960–1969 → 1960-01-01 to 1969-12-31. */
export function yearsToDays(from: number | undefined, to: number | undefined): DayRange {
  const year = (n: number) => String(n).padStart(4, '0');
  return {
    from: from === undefined ? undefined : `${year(from)}-01-01`,
    to: to === undefined ? undefined : `${year(to)}-12-31`,
  };
}

/** The date (its earliest day, and the EDTF it was entered as) has a known start: an open start has none. */
function startKnown(day: string, edtf: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(day)} is not null and (${sql.ref(edtf)} is null or ${sql.ref(edtf)} not like '../%')`;
}

/** The day column within the range (each end through the column's index). */
function inRange(day: string, range: DayRange | undefined): RawBuilder<SqlBool> {
  const bounds = [
    range?.from === undefined ? null : sql`${sql.ref(day)} >= ${range.from}`,
    range?.to === undefined ? null : sql`${sql.ref(day)} <= ${range.to}`,
  ].filter((bound) => bound !== null);
  return bounds.length ? sql<SqlBool>`${sql.join(bounds, sql` and `)}` : sql<SqlBool>`1 = 1`;
}

/**
 * A canoe's name `n` is a renaming when the canoe had another name, seen by the viewer, before it: one that began
 * earlier (on the same day, one recorded first), or one without a start date that had ended by the day `n` began
 * (a first name entered without its date, closed when the canoe was renamed). The first name the viewer sees is
 * not a renaming, so a name kept from them neither counts nor gives its canoe away.
 */
function earlierName(viewer: Viewer): RawBuilder<SqlBool> {
  return sql<SqlBool>`exists (select 1 from canoe_names as m
    where m.canoe_id = n.canoe_id and m.canoe_name_id <> n.canoe_name_id and ${visibleTo(viewer, 'm.protection_id')}
      and (m.start_date < n.start_date
        or (m.start_date = n.start_date and m.canoe_name_id < n.canoe_name_id)
        or (m.start_date is null and m.end_date <= n.start_date)))`;
}

/**
 * The rows of one kind of event other than `built` (which is the canoe's own row) as `(canoe_id, day)`, each
 * passing the visibility rule, within the range when one is given.
 */
function eventRows(
  viewer: Viewer,
  event: Exclude<CanoeEvent, 'built'>,
  range?: DayRange,
): RawBuilder<{ canoe_id: number; day: string }> {
  switch (event) {
    case 'renamed':
      return sql`select n.canoe_id as canoe_id, n.start_date as day from canoe_names as n
        where ${inRange('n.start_date', range)} and ${startKnown('n.start_date', 'n.start_date_edtf')}
          and ${visibleTo(viewer, 'n.protection_id')} and ${earlierName(viewer)}`;
    case 'restored':
      return sql`select r.canoe_id as canoe_id, r.restoration_date as day from restorations as r
        where ${inRange('r.restoration_date', range)}
          and ${startKnown('r.restoration_date', 'r.restoration_date_edtf')}
          and ${visibleTo(viewer, 'r.protection_id')}`;
    case 'raced':
      return sql`select p.canoe_id as canoe_id, ra.date as day
        from races as ra join race_participations as p on p.race_id = ra.race_id
        where ${inRange('ra.date', range)} and ${startKnown('ra.date', 'ra.date_edtf')}
          and ${visibleTo(viewer, 'p.protection_id')}`;
  }
}

/**
 * The registry's filter: the canoe (`c`, whose own visibility the search checks) had the event in the range. Built
 * reads the canoe's row; the others are one uncorrelated list of canoe ids through their date's index.
 */
export function hadEvent(viewer: Viewer, event: CanoeEvent, range: DayRange): RawBuilder<SqlBool> {
  if (event === 'built') {
    return sql<SqlBool>`(${inRange('c.build_date', range)} and ${startKnown('c.build_date', 'c.build_date_edtf')})`;
  }
  return sql<SqlBool>`c.canoe_id in (select e.canoe_id from (${eventRows(viewer, event, range)}) as e)`;
}

/** How many canoes had each kind of event in each decade (its first year), as the viewer may see them. */
export interface DecadeCountRow {
  event: CanoeEvent;
  decade: number;
  canoes: number;
}

/**
 * Per decade and kind of event, the distinct canoes the viewer may see that had it: a canoe renamed twice in the
 * 1960s counts once there. One statement; a decade is the first three digits of the day (`196` → 1960).
 */
export async function decadeCounts(db: Executor, viewer: Viewer): Promise<DecadeCountRow[]> {
  const decade = (day: string) => sql`substr(${sql.ref(day)}, 1, 3)`;
  const built = sql`select 'built' as event, ${decade('c.build_date')} as decade, count(*) as canoes
    from canoes as c
    where ${startKnown('c.build_date', 'c.build_date_edtf')} and ${visibleTo(viewer, 'c.protection_id')}
    group by ${decade('c.build_date')}`;
  const others = (['renamed', 'restored', 'raced'] as const).map(
    (event) => sql`select ${sql.lit(event)} as event, ${decade('e.day')} as decade,
        count(distinct e.canoe_id) as canoes
      from (${eventRows(viewer, event)}) as e join canoes as c on c.canoe_id = e.canoe_id
      where ${visibleTo(viewer, 'c.protection_id')}
      group by ${decade('e.day')}`,
  );
  const { rows } = await sql<{ event: CanoeEvent; decade: string; canoes: number | string }>`${sql.join(
    [built, ...others],
    sql` union all `,
  )}`.execute(db);
  return rows.map((row) => ({
    event: row.event,
    decade: Number(row.decade) * 10,
    canoes: Number(row.canoes),
  }));
}
