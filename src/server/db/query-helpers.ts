/** SQL pieces the list queries share: literal substring matching and cutting a query to one page. */
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { escapeLike } from '../../shared/text.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/** Which slice of a list a query returns (no limit: everything from the offset on). */
export interface PageRequest {
  limit: number | undefined;
  offset: number;
  /** The reader's language: a list of names is in its alphabet's order (migration 035). English when absent. */
  language?: Language;
}

/**
 * The order a list of names is in for its reader (issue 34 item 6): `haw`, the Hawaiian alphabet's (by each row's
 * `name_sort_haw`); `en`, the folded name's byte order, as the archive always listed them.
 */
export type NameOrder = 'en' | 'haw';

export const nameOrderOf = (paging: { language?: Language }): NameOrder =>
  paging.language === 'haw' ? 'haw' : 'en';

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
  paging: PageRequest,
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
  paging: PageRequest,
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
