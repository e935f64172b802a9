/**
 * Kysely queries for canoes: the registry's search, the summary row of lists and detail, and the canoe's own
 * row. Names are written by canoe-name.repository.ts, which keeps the sort key these lists order by.
 */
import {
  expressionBuilder,
  sql,
  type AliasedSelectQueryBuilder,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { MAX_RECORD_ID } from '../../../shared/constants.ts';
import { canoeStoredFields, type CanoeSearch, type CanoeStoredFields } from '../../../shared/api/canoes.ts';
import { escapeLike, foldText } from '../../../shared/text.ts';
import { currentNameId } from '../../db/current-name.ts';
import {
  contains,
  nameOrderOf,
  NO_LIMIT,
  withPaging,
  type NameOrder,
  type PageRequest,
} from '../../db/query-helpers.ts';
import type { CanoesTable, Database, NewRow, Row, ProtectionColumns } from '../../db/tables.ts';
import type { Executor } from '../../db/database.ts';
import { compiledById, compiledByIds, compiledByValues, idIn } from '../../db/compiled.ts';
import { containsIndexed, phrase, runTextSearch } from '../../db/text-search.ts';
import {
  chosenTrigrams,
  sampledShare,
  searchBoxTrigrams,
  rarestTrigrams,
  type FoldedColumn,
} from '../../db/trigram-sample.ts';
import { speedupsOn } from '../../db/speedups.ts';
import { isPostgres } from '../../db/dialect.ts';
import { SEARCH_TEXT_FTS } from '../../db/migrations/030-canoe-search-texts.ts';
import { trackedDelete, trackedInsert, trackedUpdate } from '../../db/history.ts';
import { KIND_TABLES, NOTICED_ROW_KINDS } from '../protocols/protocol.repository.ts';
import { perReader, perVisibility, visibleTo } from '../../db/visibility.ts';
import { EVERYTHING, VISITOR, type Viewer } from '../../core/viewer.ts';
import { hadEvent, yearsToDays } from './canoe-events.repository.ts';

export type { Executor };

/** The canoe's own columns a form writes (ids, the sort key and timestamps are the repository's). */
export type CanoeValues = Partial<
  Omit<
    CanoesTable,
    | 'canoe_id'
    | 'name_sort_group'
    | 'name_sort'
    | 'name_sort_haw'
    | 'created_at'
    | 'updated_at'
    | ProtectionColumns
  >
>;

/** Searches that count at most this many matches: past it, X-Total-Count says "at least" (decision 010). */
export const SEARCH_COUNT_CAP = 1000;

/** A steward filter whose stewards hold more canoes than this answers from a walk (`commonSearch`, decision 034). */
export const STEWARD_WALK_FROM = 2000;

/** A builder for subqueries (no executor: the outer query's plugins apply to them once). */
const subquery = () => expressionBuilder<Database>();

/** The search box's text, as each list it is compared with reads it. */
interface SearchBoxText {
  /** Folded (shared/text.ts), as names are kept. */
  folded: string;
  /** Trimmed and lowercase, as bow numbers are compared. */
  hull: string;
  /** The record id the text is, when it is all digits. */
  id: number | null;
}

/** A search with its texts folded or lowercased once, for every filter and index that reads them. */
interface SearchTerms {
  search: CanoeSearch;
  q?: SearchBoxText;
  /** The steward's name, folded. */
  owner?: string;
  /** The place of origin, folded. */
  origin?: string;
  /** The bow number, lowercase. */
  hull?: string;
}

function searchTerms(search: CanoeSearch): SearchTerms {
  const { q, owner, origin, hull_id } = search;
  return {
    search,
    q:
      q === undefined
        ? undefined
        : { folded: foldText(q), hull: q.trim().toLowerCase(), id: /^\d+$/.test(q) ? Number(q) : null },
    owner: owner === undefined ? undefined : foldText(owner),
    origin: origin === undefined ? undefined : foldText(origin),
    hull: hull_id?.toLowerCase(),
  };
}

/** The rarest trigrams of each folded text a search asks an index for, by column (db/text-search.ts). */
interface SearchTrigrams {
  names?: string[] | null;
  stewards?: string[] | null;
  owner?: string[] | null;
}

/** Chooses the trigrams the search's text filters ask their indexes for. */
async function searchTrigrams(db: Executor, terms: SearchTerms): Promise<SearchTrigrams> {
  const chosen: SearchTrigrams = {};
  if (terms.q !== undefined) {
    chosen.names = await chosenTrigrams(db, 'canoe_names.name_folded', terms.q.folded);
    chosen.stewards = await chosenTrigrams(db, 'owners.name_folded', terms.q.folded);
  }
  if (terms.owner !== undefined) chosen.owner = await chosenTrigrams(db, 'owners.name_folded', terms.owner);
  return chosen;
}

/**
 * Whether a name or ownership finds its canoe in a search (decision 020): a public one, one kept with its canoe (for
 * whoever may see the canoe: the search's own condition), and one kept on its own for a viewer who passes its
 * protection. A visitor's condition names no protection.
 */
function findsItsCanoe(viewer: Viewer, alias: 'sn' | 'so'): RawBuilder<SqlBool> {
  const seen =
    viewer.all || viewer.protections.length > 0
      ? sql` or ${visibleTo(viewer, `${alias}.protection_id`)}`
      : sql``;
  return sql<SqlBool>`(${sql.ref(`${alias}.protection_id`)} is null or ${sql.ref(`${alias}.protection_own`)} = 0${seen})`;
}

/** Canoe ids whose current steward's folded name contains `folded` (an id list through the owners' index). */
function canoesOfStewardsNamed(
  db: Executor,
  viewer: Viewer,
  folded: string,
  trigrams: string[] | null = null,
) {
  return subquery()
    .selectFrom('ownerships as so')
    .select('so.canoe_id')
    .where('so.end_date', 'is', null)
    .where(findsItsCanoe(viewer, 'so'))
    .where('so.owner_id', 'in', (eb) =>
      eb
        .selectFrom('owners as sow')
        .select('sow.owner_id')
        .where(() => containsIndexed(db, 'sow', 'owners.name_folded', folded, trigrams)),
    );
}

/** Whether the canoe's current steward's folded name contains `folded`: tested on the canoe's own row (a walk). */
function stewardOfCanoeNamed(db: Executor, viewer: Viewer, folded: string) {
  return (
    subquery()
      .selectFrom('ownerships as so')
      .select(sql<number>`1`.as('one'))
      .where(sql<SqlBool>`${sql.ref('so.canoe_id')} = ${sql.ref('c.canoe_id')}`)
      .where('so.end_date', 'is', null)
      .where(findsItsCanoe(viewer, 'so'))
      // The stewards of that name, listed once (a few of the owners): each canoe is then asked by key alone, its
      // open ownership by the canoe (on SQLite a unary plus keeps the planner from probing the owners' index once
      // for each steward of that name).
      .where(onTheRow(db, 'so.owner_id'), 'in', (eb: ExpressionBuilder<Database, never>) =>
        eb.selectFrom('owners as sow').select('sow.owner_id').where(contains('sow.name_folded', folded)),
      )
  );
}

/**
 * The canoe has a row of `rows` (a subquery on `c`'s own rows): a scalar subquery with LIMIT 1 rather than EXISTS,
 * which PostgreSQL would turn into one hashed list of every matching canoe (reading them all, 140 ms for `k` at
 * 100,000 canoes) instead of asking each canoe the walk passes by key (1 ms).
 */
function foundInCanoe(rows: { limit(n: number): Expression<unknown> }): RawBuilder<SqlBool> {
  return sql<SqlBool>`${rows.limit(1)} is not null`;
}

/**
 * The search box's text in one canoe (a name, the current steward, the bow number, the id), tested on the canoe's
 * own rows by key instead of through the text indexes: what a walk of the registry in name order asks of each
 * canoe it passes (`commonSearch`). It finds what the lists of `canoesMatching` find.
 */
function textInCanoe(db: Executor, viewer: Viewer, q: SearchBoxText) {
  const name = subquery()
    .selectFrom('canoe_names as sn')
    .select(sql<number>`1`.as('one'))
    .where(sql<SqlBool>`${sql.ref('sn.canoe_id')} = ${sql.ref('c.canoe_id')}`)
    .where(contains('sn.name_folded', q.folded))
    .where(findsItsCanoe(viewer, 'sn'));
  return (eb: ExpressionBuilder<Database & { c: CanoesTable }, 'c'>) => {
    const found: Expression<SqlBool>[] = [
      foundInCanoe(name),
      foundInCanoe(stewardOfCanoeNamed(db, viewer, q.folded)),
      contains(sql`lower(${sql.ref('c.hull_id')})`, q.hull),
    ];
    if (q.id !== null && q.id <= MAX_RECORD_ID) found.push(eb('c.canoe_id', '=', q.id));
    return eb.or(found);
  };
}

/**
 * A column of a row a walk of the registry in name order tests (the canoe's own, or its open ownership's): on SQLite a unary plus, which
 * keeps the planner from choosing that column's index (and sorting every match) over the walk's name index. On
 * PostgreSQL the column itself: its planner weighs the page's LIMIT against the filter's share by statistics.
 */
function onTheRow(db: Executor, column: 'c.length' | 'c.build_date' | 'c.build_date_latest' | 'so.owner_id') {
  return isPostgres(db) ? sql.ref(column) : sql`+${sql.ref(column)}`;
}

/**
 * On PostgreSQL: the canoe's build span (its earliest to latest day) overlaps the years `from`–`to` (either may be
 * open), asked of the GiST index of the spans as ranges (migration 042).
 */
function buildSpanOverlaps(from: number | undefined, to: number | undefined): RawBuilder<SqlBool> {
  const first = from === undefined ? null : from * 10_000 + 101;
  const last = to === undefined ? null : to * 10_000 + 1231;
  return sql<SqlBool>`c.build_date is not null and int4range(build_day(c.build_date),
    build_day(coalesce(c.build_date_latest, c.build_date)), '[]') && int4range(${first}::integer, ${last}::integer, '[]')`;
}

/**
 * The canoes the search matches, as conditions on `canoes as c` alone: text filters compare folded text (see
 * shared/text.ts) through the trigram indexes (db/text-search.ts), each as a list of matching canoe ids, so no
 * join multiplies or widens the rows that are counted and sorted. `nested`: a subquery of another query.
 */
function canoesMatching(
  db: Executor,
  viewer: Viewer,
  terms: SearchTerms,
  trigrams: SearchTrigrams,
  nested = false,
  walk = false,
) {
  const { search, q } = terms;
  // Only the canoes this caller may see (decision 020): a visitor's condition is `protection_id is null`.
  let query = (nested ? subquery().selectFrom('canoes as c') : db.selectFrom('canoes as c')).where(
    visibleTo(viewer, 'c.protection_id'),
  );
  if (q !== undefined && walk) {
    query = query.where(textInCanoe(db, viewer, q));
  } else if (q !== undefined) {
    // One uncorrelated list of matching canoe ids (any name, the current steward's name, the bow number, the id
    // itself): each through its index, and only the matches are sorted.
    query = query.where((eb) => {
      let matches = subquery()
        .selectFrom('canoe_names as sn')
        .select('sn.canoe_id')
        .where(() => containsIndexed(db, 'sn', 'canoe_names.name_folded', q.folded, trigrams.names))
        .where(findsItsCanoe(viewer, 'sn'))
        .union(canoesOfStewardsNamed(db, viewer, q.folded, trigrams.stewards))
        .union(
          subquery()
            .selectFrom('canoes as sh')
            .select('sh.canoe_id')
            .where(() => containsIndexed(db, 'sh', 'canoes.hull_id', q.hull)),
        );
      if (q.id !== null && q.id <= MAX_RECORD_ID) {
        matches = matches.union(
          subquery().selectFrom('canoes as sc').select('sc.canoe_id').where('sc.canoe_id', '=', q.id),
        );
      }
      return eb('c.canoe_id', 'in', matches);
    });
  }
  if (search.type_id !== undefined) query = query.where('c.type_id', '=', search.type_id);
  const { hull, owner, origin } = terms;
  if (hull !== undefined) {
    query = query.where(() =>
      walk
        ? (contains(sql`lower(${sql.ref('c.hull_id')})`, hull) as RawBuilder<SqlBool>)
        : containsIndexed(db, 'c', 'canoes.hull_id', hull),
    );
  }
  if (owner !== undefined && walk) {
    query = query.where(foundInCanoe(stewardOfCanoeNamed(db, viewer, owner)));
  } else if (owner !== undefined) {
    query = query.where('c.canoe_id', 'in', canoesOfStewardsNamed(db, viewer, owner, trigrams.owner));
  }
  if (origin !== undefined) {
    // As typed, or as the place it is (decision 030): "kaunakakai" finds a canoe from the place Kaunakakai.
    query = query.where((eb) =>
      eb.or([
        contains(eb.ref('c.origin_folded'), origin),
        eb(
          'c.origin_place_id',
          'in',
          subquery()
            .selectFrom('places as op')
            .select('op.place_id')
            .where(contains('op.name_folded', origin))
            .where(visibleTo(viewer, 'op.protection_id')),
        ),
      ]),
    );
  }
  if (search.place !== undefined) {
    const place = search.place;
    query = query.where((eb) =>
      eb.and([
        eb.or([eb('c.origin_place_id', '=', place), eb('c.home_place_id', '=', place)]),
        eb.exists(
          subquery()
            .selectFrom('places as sp')
            .select('sp.place_id')
            .where('sp.place_id', '=', place)
            .where(visibleTo(viewer, 'sp.protection_id')),
        ),
      ]),
    );
  }
  if (search.island !== undefined) {
    const onIsland = subquery()
      .selectFrom('places as ip')
      .select('ip.place_id')
      .where('ip.island', '=', search.island)
      .where(visibleTo(viewer, 'ip.protection_id'));
    query = query.where((eb) =>
      eb.or([eb('c.origin_place_id', 'in', onIsland), eb('c.home_place_id', 'in', onIsland)]),
    );
  }
  // In a walk, each canoe's own row is tested (`onTheRow`); otherwise the planner may read the column's index.
  const column = (name: 'c.length' | 'c.build_date' | 'c.build_date_latest') =>
    walk ? onTheRow(db, name) : sql.ref(name);
  if (search.length_min !== undefined) query = query.where(column('c.length'), '>=', search.length_min);
  if (search.length_max !== undefined) query = query.where(column('c.length'), '<=', search.length_max);
  // Build years overlap the range: a canoe built "in the 1960s" is found by 1965–1965. Through the index of the
  // spans (migration 042) when a walk does not test each row; the row's own columns say the same. On SQLite the
  // R-tree is joined (one row a canoe), so a LIMIT stops it early: as a list (`in`) it would be read whole first.
  const years = search.year_min !== undefined || search.year_max !== undefined;
  if (years && !walk && speedupsOn(db)) {
    if (isPostgres(db)) query = query.where(buildSpanOverlaps(search.year_min, search.year_max));
    else {
      query = query.innerJoin(
        'canoe_build_spans as bs',
        'bs.canoe_id',
        'c.canoe_id',
      ) as unknown as typeof query;
      if (search.year_min !== undefined)
        query = query.where(sql.ref('bs.latest'), '>=', search.year_min * 10_000 + 101);
      if (search.year_max !== undefined)
        query = query.where(sql.ref('bs.earliest'), '<=', search.year_max * 10_000 + 1231);
    }
  }
  if (search.year_min !== undefined) {
    query = query.where(
      column('c.build_date_latest'),
      '>=',
      `${String(search.year_min).padStart(4, '0')}-01-01`,
    );
  }
  if (search.year_max !== undefined) {
    query = query.where(column('c.build_date'), '<=', `${String(search.year_max).padStart(4, '0')}-12-31`);
  }
  if (search.protocol !== undefined) {
    query = query.where(keptForProtocol(viewer, search.protocol));
  }
  // Built, renamed, restored or raced in the years: an event's earliest day in them (decision 029), each row as the
  // viewer may see it; what "Through the Years" counts.
  if (search.event !== undefined) {
    query = query.where(hadEvent(viewer, search.event, yearsToDays(search.event_from, search.event_to)));
  }
  return query;
}

/**
 * Every table of a canoe's content that can be kept (KIND_TABLES), besides `canoes` (the canoe and its notes) and
 * `places` (a place belongs to no canoe).
 */
const CONTENT_TABLES = [...new Set(Object.values(KIND_TABLES).map(({ table }) => table))].filter(
  (table) => table !== 'canoes' && table !== 'places',
);

/**
 * The canoe holds content kept for the protocol that this viewer may see: the canoe itself, its notes, or any
 * row of its record (a name, an ownership, a restoration, a race entry, a photo, a story, a source).
 */
function keptForProtocol(viewer: Viewer, protocolId: number): RawBuilder<SqlBool> {
  const protections = sql`(select pp.protection_id from protection_protocols as pp where pp.protocol_id = ${protocolId})`;
  const content = sql.join(
    CONTENT_TABLES.map(
      (table) =>
        sql`select kc.canoe_id from ${sql.table(table)} as kc where kc.protection_id in ${protections} and ${visibleTo(viewer, 'kc.protection_id')}`,
    ),
    sql` union `,
  );
  return sql<SqlBool>`(c.protection_id in ${protections} or (c.notes_protection_id in ${protections} and ${visibleTo(viewer, 'c.notes_protection_id')}) or c.canoe_id in (${content}))`;
}

/** The search's filters (paging aside); none means the whole registry. */
const FILTERS = [
  'q',
  'type_id',
  'hull_id',
  'owner',
  'origin',
  'island',
  'place',
  'length_min',
  'length_max',
  'year_min',
  'year_max',
  'protocol',
  'event',
] as const satisfies readonly (keyof CanoeSearch)[];

/** The canoe's own columns that the API sends as they are (its contract's `canoeStoredFields`). */
const STORED_COLUMNS = Object.keys(canoeStoredFields.shape)
  .filter((field) => field !== 'build_date')
  .map((field) => `c.${field as Exclude<keyof CanoeStoredFields, 'build_date'>}` as const);

/** The canoes' sort key for a reader's order of names (migration 035). */
const sortKey = (order: NameOrder) => (order === 'haw' ? 'c.name_sort_haw' : 'c.name_sort') as 'c.name_sort';

/**
 * One query for canoe summaries: names, type, maker, current owner, photo count and first photo. Type and maker are
 * subqueries so PostgreSQL has few tables to order (its planning was most of an uncached search's summary query).
 */
function selectCanoeSummaries(db: Executor, viewer: Viewer, order: NameOrder = 'en') {
  return (
    db
      .selectFrom('canoes as c')
      // The current steward and name as this viewer may see them (decision 020): a kept ownership shows no steward,
      // a kept current name the latest name the viewer may see.
      .leftJoin('ownerships as o', (join) =>
        join
          .onRef('o.canoe_id', '=', 'c.canoe_id')
          .on('o.end_date', 'is', null)
          .on(visibleTo(viewer, 'o.protection_id')),
      )
      .leftJoin('owners as ow', 'ow.owner_id', 'o.owner_id')
      .leftJoin('canoe_names as cn', (join) =>
        join.on((eb) => eb('cn.canoe_name_id', '=', currentNameId(eb.ref('c.canoe_id'), viewer))),
      )
      .leftJoin('canoe_media as fm', (join) =>
        join.on((eb) =>
          eb(
            'fm.media_id',
            '=',
            eb
              .selectFrom('canoe_media as m2')
              .select((e) => e.fn.min('m2.media_id').as('first_id'))
              .whereRef('m2.canoe_id', '=', 'c.canoe_id')
              .where(visibleTo(viewer, 'm2.protection_id')),
          ),
        ),
      )
      .leftJoin('images as fi', 'fi.image_id', 'fm.image_id')
      .select((eb) => [
        'c.canoe_id',
        ...STORED_COLUMNS,
        // Dates as entered (EDTF): the presenter adds their words and days.
        'c.build_date_edtf as build_date',
        'c.created_at',
        'c.updated_at',
        'cn.name as current_name',
        'cn.language as name_language',
        'cn.start_date_edtf as name_start_date',
        // By key, as subqueries: ordering nine joined tables took PostgreSQL longer than running the query.
        eb
          .selectFrom('canoe_types as t')
          .select('t.name')
          .whereRef('t.type_id', '=', 'c.type_id')
          .as('type_name'),
        eb
          .selectFrom('makers as mk')
          .innerJoin('people as mp', 'mp.person_id', 'mk.person_id')
          .select('mp.name')
          .whereRef('mk.maker_id', '=', 'c.maker_id')
          .as('maker_name'),
        'o.ownership_id as current_ownership_id',
        'o.start_date_edtf as ownership_start_date',
        'ow.owner_id as current_owner_id',
        'ow.name as owner_name',
        'ow.owner_type as owner_type',
        'fm.media_id as first_media_id',
        'fi.etag as first_media_etag',
        'c.protection_id',
        'fm.focal_x as first_media_focal_x',
        'fm.focal_y as first_media_focal_y',
        'fi.focal_x as first_image_focal_x',
        'fi.focal_y as first_image_focal_y',
        eb
          .selectFrom('canoe_media as mc')
          .select((e) => e.fn.countAll<number>().as('n'))
          .whereRef('mc.canoe_id', '=', 'c.canoe_id')
          .where(visibleTo(viewer, 'mc.protection_id'))
          .as('media_count'),
      ])
      // A canoe kept for protocols is summarised only for those who may see it (decision 020).
      .where(visibleTo(viewer, 'c.protection_id'))
      .orderBy('c.name_sort_group')
      .orderBy(sortKey(order))
      .orderBy('c.canoe_id')
  );
}

export type CanoeSummaryRow = Awaited<
  ReturnType<ReturnType<typeof selectCanoeSummaries>['executeTakeFirstOrThrow']>
>;

/** A page of canoe summaries and how many canoes match; `capped`: at least that many (SEARCH_COUNT_CAP). */
export interface CanoeSummaryPage {
  rows: CanoeSummaryRow[];
  total: number;
  capped: boolean;
}

/** How far a search counts: SEARCH_COUNT_CAP, or the end of the requested page when that is further. */
function countCap(paging: PageRequest) {
  return Math.max(SEARCH_COUNT_CAP, paging.offset + (paging.limit ?? 0));
}

/** A search's count of `n` matches, past the cap (or the end of the requested page) reported as capped. */
function cappedTotal(n: number, paging: PageRequest) {
  const cap = countCap(paging);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * How many canoes the search matches: the kept count (migration 012) for the whole registry; for a search, counted
 * up to SEARCH_COUNT_CAP or to just past the requested page, whichever is further, so the next page is known.
 */
async function countMatches(
  db: Executor,
  viewer: Viewer,
  paging: PageRequest,
  terms: SearchTerms,
  trigrams: SearchTrigrams,
) {
  if (FILTERS.every((filter) => terms.search[filter] === undefined)) {
    return { total: await registryTotal(db, viewer), capped: false };
  }
  const cap = countCap(paging);
  const counted = await db
    .selectFrom(
      canoesMatching(db, viewer, terms, trigrams, true)
        .select('c.canoe_id')
        .limit(cap + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return cappedTotal(Number(counted.n), paging);
}

/**
 * How many canoes of the registry this viewer may see: the kept count (migration 012) less the kept canoes they may
 * not see, counted through the partial index of kept canoes (`canoes_kept`, migration 029), which holds only them.
 */
export async function registryTotal(db: Executor, viewer: Viewer = VISITOR): Promise<number> {
  const all = db.selectFrom('row_counts').select('n').where('table_name', '=', 'canoes');
  if (viewer.all) return Number((await all.executeTakeFirstOrThrow()).n);
  let hidden = db
    .selectFrom('canoes as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.protection_id', 'is not', null);
  if (viewer.protections.length > 0) hidden = hidden.where('c.protection_id', 'not in', viewer.protections);
  const [total, unseen] = await Promise.all([
    all.executeTakeFirstOrThrow(),
    hidden.executeTakeFirstOrThrow(),
  ]);
  return Number(total.n) - Number(unseen.n);
}

/**
 * The page of canoes `canoe_search_ids` finds (migration 024) with their summaries and how many match, from the
 * function's eight arguments: one statement, compiled once and named, so one round trip to PostgreSQL for the
 * whole page. The function's rows are few (its `rows` estimate is a page), so each summary is looked up by key.
 */
const searchBoxSummaries = perReader((viewer, order) =>
  compiledByValues(9, (db, values) =>
    selectCanoeSummaries(db, viewer, order)
      .innerJoin(
        sql<{
          canoe_id: number;
          n: string;
        }>`canoe_search_ids(${sql.join(values.slice(0, 8))}, ${values[8]}::integer[], ${sql.lit(order === 'haw')})`.as(
          's',
        ),
        (join) => join.onRef('s.canoe_id', '=', 'c.canoe_id'),
      )
      .select('s.n'),
  ),
);

/**
 * The search box alone on PostgreSQL, through `canoe_search_ids` (migration 024), whose plan is made once per
 * connection instead of for each search, when the text is in the one shape whose plan is right for every value
 * (`searchBoxTrigrams`, db/text-search.ts). It finds what the query built by `canoesMatching` finds (one text, one
 * trigram index per list). Null otherwise (SQLite, the speed-ups off, a record id, a text too short or too common,
 * a page past the last match), and the search is built and planned for its values.
 */
async function searchBoxPage(
  db: Executor,
  viewer: Viewer,
  q: SearchBoxText,
  paging: PageRequest,
): Promise<CanoeSummaryPage | null> {
  if (q.id !== null) return null;
  const hullPattern = `%${escapeLike(q.hull)}%`;
  const trigrams = await searchBoxTrigrams(db, q.folded, hullPattern);
  if (!trigrams) return null;
  const { names, stewards } = trigrams;
  const rows = (await searchBoxSummaries(viewer, nameOrderOf(paging))(db, [
    ...names,
    ...stewards,
    q.folded,
    hullPattern,
    paging.limit ?? NO_LIMIT,
    paging.offset,
    // The protections whose canoes the viewer may see besides public ones; null: every canoe.
    viewer.all ? null : [...viewer.protections],
  ])) as (CanoeSummaryRow & { n: string })[];
  // No row past the first page: how many there are is counted by the search built for its values.
  if (rows.length === 0 && paging.offset > 0) return null;
  const count = rows.length ? cappedTotal(Number(rows[0].n), paging) : { total: 0, capped: false };
  return { rows: rows.map(({ n: _n, ...row }) => row), ...count };
}

/**
 * Whether more than `cap` canoes match a search whose text is common (a speed-up: speedups.ts). A text in a large
 * share of names (`ka`, `kai`, a common steward's word) finds thousands of canoes, and collecting, sorting and
 * counting all of them for one page was most of a search's time. So each of the text's lists is first read on its
 * own with the search's other filters, up to twice `cap` rows: when one list alone finds more than `cap` canoes,
 * the search does (the others only add), and it is reported as capped without counting further; its page comes
 * from a walk of the registry in name order that tests each canoe (`textInCanoe`), which stops once the page is
 * full. A list with fewer rows than that is read whole, so a search that is not common costs what it did.
 * With a text and a steward filter together, or no text, false: the search is collected as before.
 */
async function commonSearch(
  db: Executor,
  viewer: Viewer,
  terms: SearchTerms,
  trigrams: SearchTrigrams,
  cap: number,
): Promise<boolean> {
  if (!speedupsOn(db) || (terms.q !== undefined) === (terms.owner !== undefined)) return false;
  const others = canoesMatching(db, viewer, { ...terms, q: undefined, owner: undefined }, trigrams, true);
  const byName = (folded: string, chosen: string[] | null | undefined) =>
    others
      .innerJoin('canoe_names as sn', 'sn.canoe_id', 'c.canoe_id')
      .select('sn.canoe_id')
      .where(() => containsIndexed(db, 'sn', 'canoe_names.name_folded', folded, chosen ?? null))
      .where(findsItsCanoe(viewer, 'sn'));
  const bySteward = (folded: string, chosen: string[] | null | undefined) =>
    others
      .innerJoin('ownerships as so', 'so.canoe_id', 'c.canoe_id')
      .innerJoin('owners as sow', 'sow.owner_id', 'so.owner_id')
      .select('so.canoe_id')
      .where('so.end_date', 'is', null)
      .where(findsItsCanoe(viewer, 'so'))
      .where(() => containsIndexed(db, 'sow', 'owners.name_folded', folded, chosen ?? null));
  // The steward filter alone walks only past STEWARD_WALK_FROM canoes: its list (the open ownerships of the
  // stewards of that name, one a canoe, through `ownerships_open_owner`) is read and sorted faster than a walk finds
  // a page among a few thousand canoes. Either way its total is capped past `cap`.
  // With other filters the walk reads their index (a type's, in name order), and the list is read only to the cap.
  const filtered = FILTERS.some((filter) => filter !== 'owner' && terms.search[filter] !== undefined);
  const walkFrom = terms.q || filtered ? cap : Math.max(cap, STEWARD_WALK_FROM);
  // A name list holds a canoe once for each of its names; a steward list once (its one open ownership).
  const names = 2 * (cap + 1);
  const stewards = walkFrom + 1;
  // Each list with the column the sample reads and its text: the box's text in names and stewards, or the steward.
  const text = terms.q?.folded ?? terms.owner!;
  const lists: [
    FoldedColumn,
    () => { as(alias: 'l'): AliasedSelectQueryBuilder<{ canoe_id: number }, 'l'> },
  ][] = terms.q
    ? [
        ['canoe_names.name_folded', () => byName(text, trigrams.names).limit(names)],
        ['owners.name_folded', () => bySteward(text, trigrams.stewards).limit(stewards)],
      ]
    : [['owners.name_folded', () => bySteward(text, trigrams.owner).limit(stewards)]];
  let canoes: number | undefined;
  for (const [column, list] of lists) {
    // A list the sample says is far from `cap` canoes is not read: a rare text costs what it did.
    const share = await sampledShare(db, column, text);
    if (!share) continue;
    canoes ??= await registryTotal(db, EVERYTHING);
    if (share * canoes < walkFrom / 2) continue;
    const { n } = await db
      .selectFrom(list().as('l'))
      .select((eb) =>
        (column === 'owners.name_folded'
          ? eb.fn.count<number>('l.canoe_id')
          : eb.fn.count<number>('l.canoe_id').distinct()
        ).as('n'),
      )
      .executeTakeFirstOrThrow();
    if (Number(n) > walkFrom) return true;
  }
  return false;
}

/**
 * The ids of the canoes whose visitor's text (migration 030) holds `folded`. SQLite, three characters or more: its
 * FTS5 trigram table, asked for the text's two rarest trigrams (by the names' sample, `rarestTrigrams`) and the
 * whole text compared on the rows they find (fewer lists read than for every trigram of the text), or for the whole
 * text when it has no more than two; otherwise a LIKE,
 * which PostgreSQL answers from its trigram index (or a scan, as it plans) and SQLite by a scan of the texts.
 */
async function searchTextIds(db: Executor, folded: string): Promise<RawBuilder<{ canoe_id: number }>> {
  const texts = sql.table('canoe_search_texts');
  if (isPostgres(db) || [...folded].length < 3) {
    return sql`select d.canoe_id from ${texts} as d where ${contains('d.text', folded)}`;
  }
  const fts = sql.table(SEARCH_TEXT_FTS);
  const chosen = await rarestTrigrams(db, 'canoe_names.name_folded', folded);
  if (!chosen) return sql`select rowid as canoe_id from ${fts} where ${fts} match ${phrase(folded)}`;
  return sql`select d.canoe_id from ${fts} join ${texts} as d on d.canoe_id = ${fts}.rowid
    where ${fts} match ${chosen.map(phrase).join(' AND ')} and instr(d.text, ${folded}) > 0`;
}

/**
 * A visitor's search box (decision 025): the page's ids in name order and how many canoes match, through each
 * canoe's one text of what a visitor may find it by (`canoe_search_texts`, migration 030, kept by triggers), with
 * the bow number and the record id as in `canoesMatching`. First the canoes whose text holds the search's are
 * counted, up to the cap (`searchTextIds`; a scan of the texts stops at the cap): past it, the search is capped and
 * its page is a walk of the registry in name order testing each canoe's text; within it, the matches are
 * collected, sorted and counted. Null when another way answers: a member's or an administrator's search (what they
 * may see differs per protection), a steward filter, a protocol, no page size, or the speed-ups off.
 */
async function visitorTextSearch(
  db: Executor,
  viewer: Viewer,
  terms: SearchTerms,
  paging: PageRequest,
): Promise<{ ids: number[]; count: { total: number; capped: boolean } } | null> {
  const { q, search } = terms;
  if (q === undefined || q.folded === '' || terms.owner !== undefined || search.protocol !== undefined)
    return null;
  if (viewer.all || viewer.protections.length > 0 || paging.limit === undefined || !speedupsOn(db))
    return null;
  const cap = countCap(paging);
  const filtered = FILTERS.some((filter) => filter !== 'q' && search[filter] !== undefined);
  const others = () => canoesMatching(db, viewer, { ...terms, q: undefined }, {});
  const textIds = await searchTextIds(db, q.folded);

  // The canoes the text alone finds, up to one past the cap.
  const found = (
    filtered
      ? await others()
          .where(
            // A text too short for SQLite's trigram table, with filters: each canoe the filters pass has its own
            // text tested by key, instead of every canoe's text scanned into a list first.
            !isPostgres(db) && [...q.folded].length < 3
              ? sql<SqlBool>`instr((select d.text from canoe_search_texts as d where d.canoe_id = c.canoe_id), ${q.folded}) > 0`
              : sql<SqlBool>`c.canoe_id in (${textIds})`,
          )
          .select('c.canoe_id')
          .limit(cap + 1)
          .execute()
      : // Written as a select (the data version reads a raw statement's first word to tell reads from writes).
        (
          await sql<{ canoe_id: number }>`select t.canoe_id from (${textIds}) as t limit ${cap + 1}`.execute(
            db,
          )
        ).rows
  ).map((row) => Number(row.canoe_id));
  const n = found.length;

  if (n > cap) {
    // Capped: the registry in name order, each canoe's own text tested, until the page is full.
    const ids = await withPaging(
      others()
        .leftJoin('canoe_search_texts as d', 'd.canoe_id', 'c.canoe_id')
        .where((eb) =>
          eb.or([
            isPostgres(db)
              ? sql<SqlBool>`strpos(d.text, ${q.folded}) > 0`
              : sql<SqlBool>`instr(d.text, ${q.folded}) > 0`,
            contains(sql`lower(${sql.ref('c.hull_id')})`, q.hull) as RawBuilder<SqlBool>,
            ...(q.id !== null && q.id <= MAX_RECORD_ID ? [eb('c.canoe_id', '=', q.id)] : []),
          ]),
        )
        .select('c.canoe_id')
        .orderBy('c.name_sort_group')
        .orderBy(sortKey(nameOrderOf(paging)))
        .orderBy('c.canoe_id'),
      paging,
    ).execute();
    return { ids: ids.map((row) => row.canoe_id), count: { total: cap, capped: true } };
  }
  // Within the cap: every match (the text's, found above, the bow number's, the id's), sorted and counted at once.
  // One list of ids (an OR of lists would have PostgreSQL scan every canoe).
  const textFound = isPostgres(db)
    ? sql<{ canoe_id: number }>`select unnest(${found}::int[]) as canoe_id`
    : sql<{ canoe_id: number }>`select value as canoe_id from json_each(${JSON.stringify(found)})`;
  // A bow number text too short for its trigram index, with other filters: tested on the rows the filters pass,
  // instead of a scan of every canoe's bow number for a list.
  const hullOnTheRow = filtered && [...q.hull].length < 3;
  const matching = () =>
    others().where((eb) => {
      if (hullOnTheRow) {
        return eb.or([
          sql<SqlBool>`${sql.ref('c.canoe_id')} in (${textFound})`,
          contains(sql`lower(${sql.ref('c.hull_id')})`, q.hull) as RawBuilder<SqlBool>,
          ...(q.id !== null && q.id <= MAX_RECORD_ID ? [eb('c.canoe_id', '=', q.id)] : []),
        ]);
      }
      let ids = subquery()
        .selectFrom('canoes as sh')
        .select('sh.canoe_id')
        .where(() => containsIndexed(db, 'sh', 'canoes.hull_id', q.hull))
        .union(textFound);
      if (q.id !== null && q.id <= MAX_RECORD_ID) {
        ids = ids.union(
          subquery().selectFrom('canoes as sc').select('sc.canoe_id').where('sc.canoe_id', '=', q.id),
        );
      }
      return eb('c.canoe_id', 'in', ids);
    });
  const rows = await withPaging(
    matching()
      .select(['c.canoe_id', (eb) => eb.fn.countAll<number>().over().as('n')])
      .orderBy('c.name_sort_group')
      .orderBy(sortKey(nameOrderOf(paging)))
      .orderBy('c.canoe_id'),
    paging,
  ).execute();
  if (rows.length)
    return { ids: rows.map((row) => row.canoe_id), count: cappedTotal(Number(rows[0].n), paging) };
  if (!paging.offset) return { ids: [], count: { total: 0, capped: false } };
  // A page past the last match: how many there are.
  const { counted } = await db
    .selectFrom(
      matching()
        .select('c.canoe_id')
        .limit(cap + 1)
        .as('m'),
    )
    .select((eb) => eb.fn.countAll<number>().as('counted'))
    .executeTakeFirstOrThrow();
  return { ids: [], count: cappedTotal(Number(counted), paging) };
}

/** Whether the search is common (`commonSearch`): its page then comes from a walk in name order. */
export async function searchIsCommon(
  db: Executor,
  viewer: Viewer,
  search: CanoeSearch,
  paging: PageRequest,
): Promise<boolean> {
  const terms = searchTerms(search);
  const cap = countCap(paging);
  return commonSearch(db, viewer, terms, await searchTrigrams(db, terms), cap);
}

/** One page of the canoes the search matches (all canoes without one), in name order, and their total. */
export async function listCanoeSummaries(
  db: Executor,
  paging: PageRequest,
  search: CanoeSearch = {},
  viewer: Viewer = VISITOR,
): Promise<CanoeSummaryPage> {
  const terms = searchTerms(search);
  // A visitor's text, through each canoe's one text (decision 025).
  const visitor = await visitorTextSearch(db, viewer, terms, paging);
  if (visitor) {
    return {
      rows: await listCanoeSummariesByIds(db, visitor.ids, viewer, nameOrderOf(paging)),
      ...visitor.count,
    };
  }
  // The search box alone (no other filter), in the shape PostgreSQL plans once: one statement.
  const searchBoxOnly = FILTERS.every((filter) => filter === 'q' || search[filter] === undefined);
  if (terms.q !== undefined && searchBoxOnly) {
    const page = await searchBoxPage(db, viewer, terms.q, paging);
    if (page) return page;
  }
  // First the page's ids, in order, through the sort index; then the summaries of just those canoes.
  const trigrams = await searchTrigrams(db, terms);
  // A common search walks the registry in name order, its total capped (decision 022).
  const walk =
    paging.limit !== undefined && (await commonSearch(db, viewer, terms, trigrams, countCap(paging)));
  const ordered = canoesMatching(db, viewer, terms, trigrams, false, walk)
    .select('c.canoe_id')
    .orderBy('c.name_sort_group')
    .orderBy(sortKey(nameOrderOf(paging)))
    .orderBy('c.canoe_id');
  let ids: { canoe_id: number }[];
  let count: { total: number; capped: boolean };
  if (walk) {
    ids = await withPaging(ordered, paging).execute();
    count = { total: countCap(paging), capped: true };
  } else if (search.q !== undefined) {
    // A text search collects and sorts all its matches for the page anyway: the same pass counts them, instead of
    // a second query collecting them again. Past the cap it is reported as capped, like any search.
    // The search box alone (no other filter) is run by name where it can be (db/text-search.ts).
    const rows = await runTextSearch(
      db,
      withPaging(
        ordered.select((eb) => eb.fn.countAll<number>().over().as('n')),
        paging,
      ),
      searchBoxOnly,
    );
    ids = rows;
    // No row: none match, unless the page starts past the last match (then counting tells how many there are).
    if (rows.length) count = cappedTotal(Number(rows[0].n), paging);
    else
      count = paging.offset
        ? await countMatches(db, viewer, paging, terms, trigrams)
        : { total: 0, capped: false };
  } else {
    // Counted first (up to the cap, through the filters' indexes). Filters more canoes pass than the cap (a type,
    // a wide year or length range, a common bow number prefix): the page is a walk of the registry in name order
    // testing each canoe's own row, which stops once the page is full, instead of collecting and sorting every
    // match. Fewer: those matches, through the filters' indexes, sorted.
    count = await countMatches(db, viewer, paging, terms, trigrams);
    // (A steward filter has chosen already: `commonSearch`.)
    const dense = count.capped && paging.limit !== undefined && speedupsOn(db) && terms.owner === undefined;
    ids = await withPaging(
      dense
        ? canoesMatching(db, viewer, terms, trigrams, false, true)
            .select('c.canoe_id')
            .orderBy('c.name_sort_group')
            .orderBy(sortKey(nameOrderOf(paging)))
            .orderBy('c.canoe_id')
        : ordered,
      paging,
    ).execute();
  }
  const rows = await listCanoeSummariesByIds(
    db,
    ids.map((r) => r.canoe_id),
    viewer,
    nameOrderOf(paging),
  );
  return { rows, ...count };
}

/** The summaries of a list of canoes: one query whatever the list's length (compiled once: see db/compiled.ts). */
const canoeSummariesByIds = perReader((viewer, order) =>
  compiledByIds((db, canoeIds) =>
    selectCanoeSummaries(db, viewer, order).where(() => idIn(db, 'c.canoe_id', canoeIds)),
  ),
);

/** Summary rows of the given canoes, in the reader's order of names (missing ids are left out). */
export function listCanoeSummariesByIds(
  db: Executor,
  canoeIds: number[],
  viewer: Viewer = VISITOR,
  order: NameOrder = 'en',
): Promise<CanoeSummaryRow[]> {
  if (canoeIds.length === 0) return Promise.resolve([]);
  return canoeSummariesByIds(viewer, order)(db, canoeIds);
}

const canoeSummaryById = perVisibility((viewer) =>
  compiledById((db, canoeId) =>
    selectCanoeSummaries(db, viewer)
      .where('c.canoe_id', '=', canoeId)
      .select(['c.notes', 'c.notes_haw', 'c.notes_protection_id', 'c.origin_place_id', 'c.home_place_id'])
      // Whether any of its stories, sources, restorations or results is kept: most canoes keep none, and their
      // page then needs no statement for its notices (keptRowsOfCanoe).
      .select(
        sql<number>`case when ${sql.join(
          NOTICED_ROW_KINDS.map(
            (kind) =>
              sql`exists (select 1 from ${sql.table(KIND_TABLES[kind].table)} as k where k.canoe_id = c.canoe_id and k.protection_id is not null)`,
          ),
          sql` or `,
        )} then 1 else 0 end`.as('holds_kept_rows'),
      ),
  ),
);

/** The canoe page's summary row with its notes (compiled once per kind of viewer: see db/compiled.ts). */
export async function findCanoeSummary(db: Executor, canoeId: number, viewer: Viewer = VISITOR) {
  return (await canoeSummaryById(viewer)(db, canoeId))[0];
}

/** A new canoe without names (its sort key's defaults put it with the unnamed canoes). */
export function insertCanoe(
  db: Executor,
  values: Omit<NewRow<'canoes'>, 'canoe_id' | 'name_sort_group' | 'name_sort' | 'name_sort_haw'>,
): Promise<Row<'canoes'>> {
  return trackedInsert(db, 'canoes', values);
}

/** Change some of the canoe's own columns and touch updated_at. */
export async function updateCanoe(db: Executor, canoeId: number, values: CanoeValues, now: string) {
  await trackedUpdate(db, 'canoes', { canoe_id: canoeId }, { ...values, updated_at: now });
}

/**
 * Delete the canoe; its names, ownerships, maker links, photos, restorations and results go by cascade (the
 * history records them all first, so a restore brings them back).
 */
export async function deleteCanoe(db: Executor, canoeId: number) {
  await trackedDelete(db, 'canoes', { canoe_id: canoeId });
}

/** Image rows of a canoe's photos, to delete with the canoe. */
export async function mediaImageIds(db: Executor, canoeId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('canoe_media')
    .select('image_id')
    .where('canoe_id', '=', canoeId)
    .execute();
  return rows.map((r) => r.image_id);
}

export function listCanoeTypes(db: Executor) {
  return db.selectFrom('canoe_types').select(['type_id', 'name']).orderBy('type_id').execute();
}

/** Ids of the canoes with this bow number, any case (at most `limit`). */
export async function canoeIdsByHull(db: Executor, hullId: string, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('canoes')
    .select('canoe_id')
    .where(sql<boolean>`lower(hull_id) = ${hullId.toLowerCase()}`)
    .limit(limit)
    .execute();
  return rows.map((r) => r.canoe_id);
}
