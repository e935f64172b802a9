import type { FastifyReply } from 'fastify';

export interface Paging {
  limit: number | undefined;
  offset: number;
}

/** `limit`/`offset` of a validated list query; without a limit, the whole list. */
export function pagingOf(query: { limit?: number; offset?: number }): Paging {
  return { limit: query.limit, offset: query.offset ?? 0 };
}

/** One page of a list, and how many records the whole list has. */
export interface Page<T> {
  rows: T[];
  total: number;
  /** The total is a floor: at least that many match (a search's capped count, decision 010). */
  capped?: boolean;
}

/** The page with each row presented. */
export function presentPage<R, T>({ rows, total, capped }: Page<R>, present: (row: R) => T): Page<T> {
  return { rows: rows.map((row) => present(row)), total, capped };
}

/** The header that says X-Total-Count is a floor ("at least"), sent only then. */
export const TOTAL_CAPPED_HEADER = 'X-Total-Count-Capped';

/**
 * A page of a list: its rows, with the whole list's length in X-Total-Count; when the count stopped early,
 * X-Total-Count-Capped: true and the total is how many were counted (at least that many match).
 */
export function sendList<T>(reply: FastifyReply, { rows, total, capped }: Page<T>) {
  reply.header('X-Total-Count', String(total));
  if (capped) reply.header(TOTAL_CAPPED_HEADER, 'true');
  return rows;
}
