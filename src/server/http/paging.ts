import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { pagingQuery } from '../../shared/schemas.ts';
import { MAX_RECORD_ID } from '../../shared/constants.ts';
import { notFound, parseInput } from './errors.ts';

export interface Paging {
  limit: number | undefined;
  offset: number;
}

const pagingSchema = z.object(pagingQuery);

/** Read `limit`/`offset` from a query; without a limit, the whole list. */
export function readPaging(query: unknown): Paging {
  const { limit, offset } = parseInput(pagingSchema, query ?? {}, 'query');
  return { limit, offset: offset ?? 0 };
}

export function sendList<T>(reply: FastifyReply, rows: T[], total: number) {
  reply.header('X-Total-Count', String(total));
  return rows;
}

/** Parse a positive integer id from a path parameter, or 404 (an id that cannot exist is simply missing). */
export function idParam(value: string | undefined, what: string): number {
  const id = Number(value);
  if (!value || !/^\d+$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > MAX_RECORD_ID) {
    throw notFound(what);
  }
  return id;
}
