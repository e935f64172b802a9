/** Kysely queries of makers. A maker's displayed name is its person's name. */
import { ofCanoeSeenBy, visibleTo } from '../../db/visibility.ts';
import { VISITOR, type Viewer } from '../../core/viewer.ts';
import { sql, type NotNull } from 'kysely';
import { countReferences, type Executor } from '../../db/records.ts';
import { currentNameId } from '../../db/current-name.ts';
import type { Paging } from '../../http/paging.ts';
import type { MakerType } from '../../../shared/constants.ts';
import { foldText } from '../../../shared/text.ts';
import { contains, nameOrderOf, pageWithTotal } from '../../db/query-helpers.ts';

export interface MakerFilters {
  q?: string;
  maker_type?: MakerType;
  person_id?: number;
}

/**
 * Distinct canoes per maker: linked through canoe_makers, naming the maker in canoes.maker_id, or restored by the
 * maker (or by the maker's person), as the maker's Canoes tab lists them: one count on the card, the badge and the
 * tab. Only the canoes and restorations this viewer may see are counted (decision 020), as the tab lists them.
 */
function canoeCounts(db: Executor, viewer: Viewer) {
  const links = db
    .selectFrom('canoe_makers')
    .select(['maker_id', 'canoe_id'])
    .where(ofCanoeSeenBy(viewer, 'canoe_makers.canoe_id'))
    .union(
      db
        .selectFrom('canoes')
        .select(['maker_id', 'canoe_id'])
        .where('maker_id', 'is not', null)
        .where(visibleTo(viewer, 'canoes.protection_id'))
        .$narrowType<{ maker_id: NotNull }>(),
    )
    .union(
      db
        .selectFrom('restorations')
        .select(['restorer_maker_id as maker_id', 'canoe_id'])
        .where('restorer_maker_id', 'is not', null)
        .where(visibleTo(viewer, 'restorations.protection_id'))
        .where(ofCanoeSeenBy(viewer, 'restorations.canoe_id'))
        .$narrowType<{ maker_id: NotNull }>(),
    )
    .union(
      db
        .selectFrom('restorations as r')
        .innerJoin('makers as rm', 'rm.person_id', 'r.restorer_person_id')
        .select(['rm.maker_id', 'r.canoe_id'])
        .where(visibleTo(viewer, 'r.protection_id'))
        .where(ofCanoeSeenBy(viewer, 'r.canoe_id')),
    );
  return db
    .selectFrom(links.as('u'))
    .select((eb) => ['u.maker_id', eb.fn.countAll<number>().as('canoe_count')])
    .groupBy('u.maker_id')
    .as('cc');
}

function filtered(db: Executor, filters: MakerFilters) {
  let query = db.selectFrom('makers as m').innerJoin('people as p', 'p.person_id', 'm.person_id');
  const folded = foldText(filters.q);
  if (folded) {
    query = query.where((eb) =>
      eb.or([
        contains('p.name_folded', folded),
        contains('m.maker_type', folded),
        contains('m.biography_folded', folded),
      ]),
    );
  }
  if (filters.maker_type) query = query.where('m.maker_type', '=', filters.maker_type);
  if (filters.person_id !== undefined) query = query.where('m.person_id', '=', filters.person_id);
  return query;
}

function withColumns(db: Executor, query: ReturnType<typeof filtered>, viewer: Viewer) {
  return query
    .leftJoin(canoeCounts(db, viewer), 'cc.maker_id', 'm.maker_id')
    .leftJoin('images as pi', 'pi.image_id', 'm.picture_image_id')
    .select([
      'm.maker_id',
      'm.person_id',
      'p.name',
      'm.maker_type',
      'm.biography',
      'm.biography_haw',
      'm.created_at',
      'm.updated_at',
      'pi.etag as picture_etag',
    ])
    .select(sql<number>`coalesce(cc.canoe_count, 0)`.as('canoe_count'));
}

export type MakerRow = Awaited<ReturnType<typeof findMaker>> & object;

export function listMakers(db: Executor, filters: MakerFilters, paging: Paging, viewer: Viewer = VISITOR) {
  return pageWithTotal(
    withColumns(db, filtered(db, filters), viewer)
      .orderBy(nameOrderOf(paging) === 'haw' ? 'p.name_sort_haw' : 'p.name_folded')
      .orderBy('m.maker_id'),
    filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('n')),
    paging,
  );
}

export function findMaker(db: Executor, makerId: number, viewer: Viewer = VISITOR) {
  return withColumns(db, filtered(db, {}), viewer).where('m.maker_id', '=', makerId).executeTakeFirst();
}

/**
 * Canoes linked through canoe_makers, then canoes naming the maker directly that have no such link; each under
 * the current name this viewer may see (decision 020).
 */
export async function canoesOf(db: Executor, makerId: number, viewer: Viewer = VISITOR) {
  const base = () =>
    db
      .selectFrom('canoes as c')
      .where(visibleTo(viewer, 'c.protection_id'))
      .leftJoin('canoe_names as n', (join) =>
        join.on((eb) => eb('n.canoe_name_id', '=', currentNameId(eb.ref('c.canoe_id'), viewer))),
      )
      .leftJoin('canoe_types as ct', 'ct.type_id', 'c.type_id');
  const [linked, direct] = await Promise.all([
    base()
      .innerJoin('canoe_makers as cm', 'cm.canoe_id', 'c.canoe_id')
      .select([
        'cm.canoe_maker_id',
        'c.canoe_id',
        'n.name as canoe_name',
        'ct.name as canoe_type',
        'cm.contribution',
      ])
      .where('cm.maker_id', '=', makerId)
      .execute(),
    base()
      .select(['c.canoe_id', 'n.name as canoe_name', 'ct.name as canoe_type'])
      .where('c.maker_id', '=', makerId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('canoe_makers as x')
              .select('x.canoe_maker_id')
              .whereRef('x.canoe_id', '=', 'c.canoe_id')
              .where('x.maker_id', '=', makerId),
          ),
        ),
      )
      .execute(),
  ]);
  return [...linked, ...direct.map((row) => ({ ...row, canoe_maker_id: null, contribution: null }))].sort(
    (a, b) => a.canoe_id - b.canoe_id,
  );
}

/** The restorations of the maker (or of its person) this viewer may see (decision 020), newest first. */
export function restorationsOf(db: Executor, makerId: number, personId: number, viewer: Viewer = VISITOR) {
  return db
    .selectFrom('restorations as r')
    .innerJoin('canoes as rc', 'rc.canoe_id', 'r.canoe_id')
    .where(visibleTo(viewer, 'rc.protection_id'))
    .leftJoin('canoe_names as n', (join) =>
      join.on((eb) => eb('n.canoe_name_id', '=', currentNameId(eb.ref('r.canoe_id'), viewer))),
    )
    .where(visibleTo(viewer, 'r.protection_id'))
    .select([
      'r.restoration_id',
      'r.canoe_id',
      'n.name as canoe_name',
      'r.restoration_date_edtf as restoration_date',
      'r.description',
      'r.description_haw',
    ])
    .where((eb) =>
      eb.or([eb('r.restorer_maker_id', '=', makerId), eb('r.restorer_person_id', '=', personId)]),
    )
    .orderBy('r.restoration_date', 'desc')
    .orderBy('r.restoration_date_latest', 'desc')
    .orderBy('r.restoration_id', 'desc')
    .execute();
}

/** How many records still point at the maker. */
export async function referencesTo(db: Executor, makerId: number) {
  const [links, canoes, restorations] = await Promise.all([
    countReferences(db, 'canoe_makers', 'maker_id', makerId),
    countReferences(db, 'canoes', 'maker_id', makerId),
    countReferences(db, 'restorations', 'restorer_maker_id', makerId),
  ]);
  return { links, canoes, restorations };
}
