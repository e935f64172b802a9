/**
 * A canoe's current name, written once for every query that shows it: the canoe_names row without an end date,
 * else the most recent by start date (undated names last), else the newest row. Among the names its viewer may
 * see (decision 020): when the current name is kept for a protocol, a visitor sees the canoe under its latest
 * public name, or under none.
 */
import { expressionBuilder, sql, type Expression } from 'kysely';
import type { Database } from './tables.ts';
import { VISITOR, type Viewer } from '../core/viewer.ts';
import { visibleTo } from './visibility.ts';

/**
 * The canoe's current canoe_names row (aliased `cur`), ordered and limited to one; the caller selects the columns.
 * `canoeId` is a value or a reference to the outer query's canoe id column (e.g. `eb.ref('c.canoe_id')`).
 */
export function currentNameRow(canoeId: number | Expression<number>, viewer: Viewer = VISITOR) {
  return expressionBuilder<Database>()
    .selectFrom('canoe_names as cur')
    .where('cur.canoe_id', '=', canoeId)
    .where(visibleTo(viewer, 'cur.protection_id'))
    .orderBy(sql`case when cur.end_date is null then 0 else 1 end`)
    .orderBy(sql`case when cur.start_date is null then 1 else 0 end`)
    .orderBy('cur.start_date', 'desc')
    .orderBy('cur.canoe_name_id', 'desc')
    .limit(1);
}

/** Subquery: the id of the canoe's current name (to join canoe_names on), as `viewer` may see it. */
export function currentNameId(canoeId: number | Expression<number>, viewer: Viewer = VISITOR) {
  return currentNameRow(canoeId, viewer).select('cur.canoe_name_id');
}
