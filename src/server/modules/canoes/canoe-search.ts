/**
 * GET /canoes/search: the registry's filters. Text filters compare folded text (see shared/text.ts) with LIKE,
 * escaping % and _ so they match literally; every canoe appears once (EXISTS, never a multiplying join).
 */
import { z } from 'zod';
import { CANOE_TYPES, MAX_RECORD_ID, MIN_YEAR, YEAR_CONVERSION_LIMIT } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { foldText } from '../../../shared/text.ts';
import { contains } from '../../http/list-sql.ts';
import { pagingQuery } from '../../../shared/schemas.ts';
import type { CanoeFilter, CanoeFilterQuery } from './canoe.repository.ts';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const text = () =>
  z.preprocess(
    blank,
    z
      .string({ error: 'Must be text' })
      .max(200, { error: 'Must be at most 200 characters' })
      .transform((v) => v.normalize('NFC').trim())
      .optional(),
  );

const measure = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label} must be a number` })
      .refine(Number.isFinite, { error: `${label} must be a number` })
      .min(0, { error: `${label} cannot be negative` })
      .optional(),
  );

const year = (label: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label} must be a year` })
      .int({ error: `${label} must be a year` })
      .min(MIN_YEAR, { error: `${label} must be between ${MIN_YEAR} and ${YEAR_CONVERSION_LIMIT}` })
      .max(YEAR_CONVERSION_LIMIT, {
        error: `${label} must be between ${MIN_YEAR} and ${YEAR_CONVERSION_LIMIT}`,
      })
      .optional(),
  );

const typeIds = CANOE_TYPES.map((t) => String(t.type_id));

export const canoeSearchQuery = z.object({
  q: text(),
  type_id: z.preprocess(
    blank,
    z
      .string({ error: messages.canoeType })
      .refine((v) => typeIds.includes(v.trim()), { error: messages.canoeType })
      .transform((v) => Number(v))
      .optional(),
  ),
  hull_id: text(),
  owner: text(),
  origin: text(),
  length_min: measure('Minimum length'),
  length_max: measure('Maximum length'),
  year_min: year('From year'),
  year_max: year('To year'),
  ...pagingQuery,
});
export type CanoeSearch = z.infer<typeof canoeSearchQuery>;

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
