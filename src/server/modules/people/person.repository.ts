/** Kysely queries of people (private: names, emails, phones). */
import { sql } from 'kysely';
import { countReferences, type Executor } from '../../db/records.ts';
import type { Paging } from '../../http/paging.ts';
import type { PEOPLE_SORTS } from '../../../shared/api/people.ts';
import { foldText } from '../../../shared/text.ts';
import { contains, containsLower, nameOrderOf, pageWithTotal } from '../../db/query-helpers.ts';

export interface PeopleFilters {
  q?: string;
  sort?: (typeof PEOPLE_SORTS)[number];
  order?: 'asc' | 'desc';
}

function makerCounts(db: Executor) {
  return db
    .selectFrom('makers')
    .select((eb) => ['person_id', eb.fn.countAll<number>().as('maker_count')])
    .groupBy('person_id')
    .as('mc');
}

function filtered(db: Executor, filters: PeopleFilters) {
  let query = db.selectFrom('people as p');
  const text = (filters.q ?? '').normalize('NFC').trim();
  const folded = foldText(text);
  if (text) {
    query = query.where((eb) =>
      eb.or([
        ...(folded ? [contains('p.name_folded', folded)] : []),
        containsLower('p.email', text.toLowerCase()),
        contains('p.phone', text),
      ]),
    );
  }
  return query;
}

function withColumns(db: Executor, query: ReturnType<typeof filtered>) {
  return query
    .leftJoin(makerCounts(db), 'mc.person_id', 'p.person_id')
    .leftJoin('images as pi', 'pi.image_id', 'p.picture_image_id')
    .select([
      'p.person_id',
      'p.name',
      'p.email',
      'p.phone',
      'p.birth_date',
      'p.birthplace',
      'p.created_at',
      'p.updated_at',
      'pi.etag as picture_etag',
    ])
    .select(sql<number>`coalesce(mc.maker_count, 0)`.as('maker_count'));
}

export type PersonRow = Awaited<ReturnType<typeof findPerson>> & object;

export async function listPeople(db: Executor, filters: PeopleFilters, paging: Paging) {
  const dir = filters.order ?? 'asc';
  let query = withColumns(db, filtered(db, filters));
  if (filters.sort === 'email') {
    // People without an email come last in either direction, on both databases.
    query = query.orderBy(sql`case when p.email is null then 1 else 0 end`).orderBy(sql`lower(p.email)`, dir);
  } else if (filters.sort === 'created_at') {
    query = query.orderBy('p.created_at', dir);
  }
  return pageWithTotal(
    query
      .orderBy(nameOrderOf(paging) === 'haw' ? 'p.name_sort_haw' : 'p.name_folded', dir)
      .orderBy('p.person_id', dir),
    filtered(db, filters).select((eb) => eb.fn.countAll<number>().as('n')),
    paging,
  );
}

export function findPerson(db: Executor, personId: number) {
  return withColumns(db, filtered(db, {})).where('p.person_id', '=', personId).executeTakeFirst();
}

export function makerRolesOf(db: Executor, personId: number) {
  return db
    .selectFrom('makers')
    .select(['maker_id', 'maker_type', 'biography', 'created_at'])
    .where('person_id', '=', personId)
    .orderBy('created_at')
    .orderBy('maker_id')
    .execute();
}

/** How many records still point at the person. */
export async function referencesTo(db: Executor, personId: number) {
  const makers = await countReferences(db, 'makers', 'person_id', personId);
  const restorations = await countReferences(db, 'restorations', 'restorer_person_id', personId);
  return { makers, restorations };
}
