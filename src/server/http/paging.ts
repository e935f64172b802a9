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
}

/** The page with each row presented. */
export function presentPage<R, T>({ rows, total }: Page<R>, present: (row: R) => T): Page<T> {
  return { rows: rows.map((row) => present(row)), total };
}

/** A page of a list: its rows, with the whole list's length in X-Total-Count. */
export function sendList<T>(reply: FastifyReply, { rows, total }: Page<T>) {
  reply.header('X-Total-Count', String(total));
  return rows;
}
