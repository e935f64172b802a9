import type { FastifyReply } from 'fastify';

export interface Paging {
  limit: number | undefined;
  offset: number;
}

/** `limit`/`offset` of a validated list query; without a limit, the whole list. */
export function pagingOf(query: { limit?: number; offset?: number }): Paging {
  return { limit: query.limit, offset: query.offset ?? 0 };
}

/** A page of a list: its rows, with the whole list's length in X-Total-Count. */
export function sendList<T>(reply: FastifyReply, { rows, total }: { rows: T[]; total: number }) {
  reply.header('X-Total-Count', String(total));
  return rows;
}
