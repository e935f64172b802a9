/** Small pieces the lists share: substring matching, query parameters, paging. */
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { MAX_RECORD_ID } from '../../shared/constants.ts';
import { z } from 'zod';
import { escapeLike } from '../../shared/text.ts';
import type { Paging } from './paging.ts';

/**
 * `column LIKE %needle%`, the needle matched literally (a column name or any expression). Callers fold or
 * lowercase both sides.
 */
export function contains(column: string | Expression<unknown>, needle: string): RawBuilder<boolean> {
  const target = typeof column === 'string' ? sql.ref(column) : column;
  return sql<boolean>`${target} like ${`%${escapeLike(needle)}%`} escape '\\'`;
}

/** `lower(column) LIKE %needle%` for columns without a folded copy (needle already lowercase). */
export function containsLower(column: string, needle: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${`%${escapeLike(needle)}%`} escape '\\'`;
}

/** SQLite needs a LIMIT before an OFFSET; "no limit" is the largest safe number. */
export const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/** Apply limit/offset to a list query (a LIMIT only when there is a limit or an offset). */
export function withPaging<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  paging: Paging,
): SelectQueryBuilder<DB, TB, O> {
  if (paging.limit !== undefined) qb = qb.limit(paging.limit);
  else if (paging.offset > 0) qb = qb.limit(NO_LIMIT);
  return paging.offset > 0 ? qb.offset(paging.offset) : qb;
}

/** An ordered query of a list's rows, to be cut to one page. */
interface PageSource<R> {
  limit(limit: number): { offset(offset: number): { execute(): Promise<R[]> } };
}

/** One page of `rows` (already ordered) and the total `count` reports, queried in parallel. */
export async function pageWithTotal<R>(
  rows: PageSource<R>,
  count: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> },
  paging: Paging,
) {
  const [page, total] = await Promise.all([
    rows
      .limit(paging.limit ?? NO_LIMIT)
      .offset(paging.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: page, total: Number(total.n) };
}

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional search text from the query string. */
export const queryText = () =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: 'q must be text' }).max(200, { error: 'q must be at most 200 characters' }).optional(),
  );

/** An optional whole number (at least `min`) from the query string. */
export const queryInt = (name: string, min: number) =>
  z.preprocess(
    (v) => {
      const b = blankToUndefined(v);
      return typeof b === 'string' && /^-?\d+$/.test(b.trim()) ? Number(b) : b;
    },
    z
      .number({ error: `${name} must be a whole number` })
      .int({ error: `${name} must be a whole number` })
      .min(min, { error: `${name} must be at least ${min}` })
      .max(MAX_RECORD_ID, { error: `${name} is too large` })
      .optional(),
  );

/** An optional choice from the query string. */
export const queryChoice = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` }).optional(),
  );

/** "1 ownership record", "3 ownership records". */
export function count(n: number, singular: string, plural = `${singular}s`) {
  return `${n} ${n === 1 ? singular : plural}`;
}
