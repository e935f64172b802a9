/**
 * The visibility rule in SQL (decision 020, core/viewer.ts): a condition a query adds for each protected table it
 * reads, so a list, its total and its facets hold only what the viewer may see. A visitor's condition is
 * `protection_id is null`; a member's names the protections they may see; an administrator's is none.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { canSee, type Viewer } from '../core/viewer.ts';
import { compiledById } from './compiled.ts';
import type { Db } from './database.ts';
import type { NameOrder } from './query-helpers.ts';

const ALWAYS = sql<SqlBool>`1 = 1`;

/** The rows of `column` (a `protection_id` column, as `alias.column`) this viewer may see. */
export function visibleTo(viewer: Viewer, column: string): RawBuilder<SqlBool> {
  if (viewer.all) return ALWAYS;
  const ref = sql.ref(column);
  if (viewer.protections.length === 0) return sql<SqlBool>`${ref} is null`;
  return sql<SqlBool>`(${ref} is null or ${ref} in (${sql.join(viewer.protections.map((id) => sql.lit(id)))}))`;
}

/** The viewer's key for queries built for them: the same SQL for every viewer who sees the same. */
export function visibilityKey(viewer: Viewer): string {
  return viewer.all ? 'all' : viewer.protections.join(',');
}

/** Past this many kinds of viewer, a query is built for each call rather than kept. */
const KEPT_VARIANTS = 64;

/**
 * One `make(viewer)` kept for each kind of viewer (a compiled query holds its visibility condition in its text):
 * visitors all share one, each member's set of protections has its own.
 */
export function perVisibility<F>(make: (viewer: Viewer) => F): (viewer: Viewer) => F {
  return perReader(make);
}

/** As `perVisibility`, one for each kind of viewer and each order of names (a list's SQL holds its order). */
export function perReader<F>(
  make: (viewer: Viewer, order: NameOrder) => F,
): (viewer: Viewer, order?: NameOrder) => F {
  const kept = new Map<string, F>();
  return (viewer, order = 'en') => {
    const key = `${order} ${visibilityKey(viewer)}`;
    let made = kept.get(key);
    if (made === undefined) {
      made = make(viewer, order);
      if (kept.size < KEPT_VARIANTS) kept.set(key, made);
    }
    return made;
  };
}

const canoeProtection = compiledById((db, canoeId) =>
  db.selectFrom('canoes').select('protection_id').where('canoe_id', '=', canoeId),
);

/** The kept canoes and their protections, as of a data version, per database. */
const keptCanoesKnown = new WeakMap<Db, { version: string; kept: Map<number, number> }>();

/**
 * Every kept canoe with its protection, read again only when the data has changed (the data version the response
 * cache follows): a handful of rows through the partial index of kept canoes (migration 029), so asking whether a
 * canoe is kept costs no statement. Null while the version cannot be told.
 */
async function keptCanoes(db: Db): Promise<Map<number, number> | null> {
  const version = db.dataVersion();
  if (version === null) return null;
  const known = keptCanoesKnown.get(db);
  if (known?.version === version) return known.kept;
  const rows = await db.kysely
    .selectFrom('canoes')
    .select(['canoe_id', 'protection_id'])
    .where('protection_id', 'is not', null)
    .execute();
  const kept = new Map(rows.map((row) => [row.canoe_id, row.protection_id!]));
  keptCanoesKnown.set(db, { version, kept });
  return kept;
}

/**
 * Is this canoe kept from this viewer (decision 020)? A canoe kept for protocols is, to anyone who may not see
 * it, as if it did not exist: every route under `/api/canoes/:id` answers 404 (the auth plugin asks this once per
 * request, before the route runs). False for a canoe that does not exist: its route says so itself.
 */
export async function canoeKeptFrom(db: Db, viewer: Viewer, canoeId: number): Promise<boolean> {
  if (viewer.all) return false;
  const kept = await keptCanoes(db);
  if (kept) {
    const protection = kept.get(canoeId);
    return protection !== undefined && !canSee(viewer, protection);
  }
  const [row] = await canoeProtection(db.kysely, canoeId);
  return row !== undefined && !canSee(viewer, row.protection_id);
}

/**
 * The rows whose canoe (`column`, a canoe id as `alias.column`) this viewer may see, for a query that does not read
 * the canoe itself: the canoe is not one of the kept canoes hidden from them, found through the partial index of
 * kept canoes (migration 029), which holds only those.
 */
export function ofCanoeSeenBy(viewer: Viewer, column: string): RawBuilder<SqlBool> {
  if (viewer.all) return ALWAYS;
  const seen =
    viewer.protections.length === 0
      ? sql``
      : sql` and kept.protection_id not in (${sql.join(viewer.protections.map((id) => sql.lit(id)))})`;
  return sql<SqlBool>`${sql.ref(column)} not in (select kept.canoe_id from canoes as kept where kept.protection_id is not null${seen})`;
}
