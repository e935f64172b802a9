import type { FastifyReply } from 'fastify';

export interface Paging {
  limit: number | undefined;
  offset: number;
}

/** `limit`/`offset` of a validated list query; without a limit, the whole list. */
export function pagingOf(query: { limit?: number; offset?: number }): Paging {
  return { limit: query.limit, offset: query.offset ?? 0 };
}

export function sendList<T>(reply: FastifyReply, rows: T[], total: number) {
  reply.header('X-Total-Count', String(total));
  return rows;
}
