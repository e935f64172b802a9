/**
 * GET /canoes/search: the registry's filters. Text filters compare folded text (see shared/text.ts) with LIKE,
 * escaping % and _ so they match literally; every canoe appears once (EXISTS, never a multiplying join).
 */
import { MAX_RECORD_ID } from '../../../shared/constants.ts';
import type { CanoeSearch } from '../../../shared/api/canoes.ts';
import { foldText } from '../../../shared/text.ts';
import { contains } from '../../db/query-helpers.ts';
import type { CanoeFilter, CanoeFilterQuery } from './canoe.repository.ts';

export function searchFilter(search: CanoeSearch): CanoeFilter {
  return (query: CanoeFilterQuery) => {
    let q = query;
    if (search.q !== undefined) {
      const folded = foldText(search.q);
      const id = /^\d+$/.test(search.q) ? Number(search.q) : null;
      // One uncorrelated list of matching canoe ids (any name, the current steward's name, the id itself):
      // names and stewards are scanned once, and only the matches are joined and sorted.
      q = q.where((eb) => {
        let matches = eb
          .selectFrom('canoe_names as sn')
          .select('sn.canoe_id')
          .where((inner) => contains(inner.ref('sn.name_folded'), folded))
          .union(
            eb
              .selectFrom('ownerships as so')
              .innerJoin('owners as sow', 'sow.owner_id', 'so.owner_id')
              .select('so.canoe_id')
              .where('so.end_date', 'is', null)
              .where((inner) => contains(inner.ref('sow.name_folded'), folded)),
          );
        if (id !== null && id <= MAX_RECORD_ID) {
          matches = matches.union(
            eb.selectFrom('canoes as sc').select('sc.canoe_id').where('sc.canoe_id', '=', id),
          );
        }
        return eb('c.canoe_id', 'in', matches);
      });
    }
    if (search.type_id !== undefined) q = q.where('c.type_id', '=', search.type_id);
    if (search.hull_id !== undefined) {
      const hull = search.hull_id.toLowerCase();
      q = q.where((eb) => contains(eb.fn('lower', [eb.ref('c.hull_id')]), hull));
    }
    if (search.owner !== undefined) {
      const owner = foldText(search.owner);
      q = q.where((eb) => contains(eb.ref('ow.name_folded'), owner));
    }
    if (search.origin !== undefined) {
      const origin = foldText(search.origin);
      q = q.where((eb) => contains(eb.ref('c.origin_folded'), origin));
    }
    if (search.length_min !== undefined) q = q.where('c.length', '>=', search.length_min);
    if (search.length_max !== undefined) q = q.where('c.length', '<=', search.length_max);
    if (search.year_min !== undefined) q = q.where('c.build_date', '>=', `${search.year_min}-01-01`);
    if (search.year_max !== undefined) q = q.where('c.build_date', '<=', `${search.year_max}-12-31`);
    return q;
  };
}
