/**
 * The records that may share a name with one about to be made: those whose folded name is the same, or starts or
 * ends with the same three characters (the close ones are then picked in name-match.service.ts, the same way on
 * both databases). At most CANDIDATES rows are read.
 */
import { sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { currentNameRow } from '../../db/current-name.ts';
import { escapeLike } from '../../../shared/text.ts';

/** How many candidate rows one question reads at most. */
export const CANDIDATES = 500;

/** `column = folded`, or it starts or ends with the folded name's first or last three characters. */
function nameCandidates<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  column: Expression<string>,
  folded: string,
) {
  const chars = [...folded];
  const head = chars.slice(0, 3).join('');
  const tail = chars.slice(-3).join('');
  return eb.or([
    eb(column, '=', folded),
    sql<boolean>`${column} like ${`${escapeLike(head)}%`} escape '\\'`,
    sql<boolean>`${column} like ${`%${escapeLike(tail)}`} escape '\\'`,
  ]);
}

/** A candidate: its record's id and the folded name compared. */
export interface Candidate {
  id: number;
  name_folded: string;
}

export function ownerCandidates(db: Executor, folded: string): Promise<Candidate[]> {
  return db
    .selectFrom('owners as o')
    .select(['o.owner_id as id', 'o.name_folded'])
    .where((eb) => nameCandidates(eb, eb.ref('o.name_folded'), folded))
    .orderBy('o.owner_id')
    .limit(CANDIDATES)
    .execute();
}

/** What the matched stewards are shown with: type, founding and canoes cared for now. */
export function ownerDetails(db: Executor, ids: number[]) {
  return db
    .selectFrom('owners as o')
    .select((eb) => [
      'o.owner_id as id',
      'o.name',
      'o.owner_type',
      'o.founded_edtf',
      eb
        .selectFrom('ownerships as os')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('os.owner_id', '=', 'o.owner_id')
        .where('os.end_date', 'is', null)
        .as('canoe_count'),
    ])
    .where('o.owner_id', 'in', ids)
    .execute();
}

export function findPerson(db: Executor, personId: number) {
  return db
    .selectFrom('people')
    .select(['person_id', 'name', 'name_folded'])
    .where('person_id', '=', personId)
    .executeTakeFirst();
}

export function makerCandidates(db: Executor, folded: string): Promise<Candidate[]> {
  return db
    .selectFrom('makers as m')
    .innerJoin('people as p', 'p.person_id', 'm.person_id')
    .select(['m.maker_id as id', 'p.name_folded'])
    .where((eb) => nameCandidates(eb, eb.ref('p.name_folded'), folded))
    .orderBy('m.maker_id')
    .limit(CANDIDATES)
    .execute();
}

/** What the matched makers are shown with: their person's name, their role and their canoes. */
export function makerDetails(db: Executor, ids: number[]) {
  return db
    .selectFrom('makers as m')
    .innerJoin('people as p', 'p.person_id', 'm.person_id')
    .select((eb) => [
      'm.maker_id as id',
      'p.name',
      'm.maker_type',
      eb
        .selectFrom('canoe_makers as cm')
        .select((e) => e.fn.countAll<number>().as('n'))
        .whereRef('cm.maker_id', '=', 'm.maker_id')
        .as('canoe_count'),
    ])
    .where('m.maker_id', 'in', ids)
    .execute();
}

/** Races are few: their name, date and place come with the candidates. */
export function raceCandidates(db: Executor, folded: string) {
  return db
    .selectFrom('races as r')
    .select(['r.race_id as id', 'r.name', 'r.name_folded', 'r.date', 'r.date_edtf', 'r.location'])
    .where((eb) => nameCandidates(eb, eb.ref('r.name_folded'), folded))
    .orderBy('r.race_id')
    .limit(CANDIDATES)
    .execute();
}

/** Canoe names, current or earlier: the canoe's id, the name and its folded form. */
export function canoeCandidates(db: Executor, folded: string) {
  return db
    .selectFrom('canoe_names as n')
    .select(['n.canoe_id as id', 'n.name', 'n.name_folded'])
    .where((eb) => nameCandidates(eb, eb.ref('n.name_folded'), folded))
    .orderBy('n.canoe_name_id')
    .limit(CANDIDATES)
    .execute();
}

/** What the matched canoes are shown with: current name, hull number, type (its number and name) and build date. */
export function canoeDetails(db: Executor, ids: number[]) {
  return db
    .selectFrom('canoes as c')
    .leftJoin('canoe_types as ct', 'ct.type_id', 'c.type_id')
    .select((eb) => [
      'c.canoe_id as id',
      'c.hull_id',
      'c.type_id',
      'ct.name as type_name',
      'c.build_date_edtf',
      currentNameRow(eb.ref('c.canoe_id')).select('cur.name').as('current_name'),
    ])
    .where('c.canoe_id', 'in', ids)
    .execute();
}
