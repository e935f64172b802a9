import type { Language } from '../../shared/i18n/languages.ts';
import { requestLanguage } from './language.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface Paging {
  limit: number | undefined;
  offset: number;
  /** The reader's language, whose order a list of names is in (db/query-helpers.ts `nameOrderOf`). */
  language?: Language;
}

/**
 * `limit`/`offset` of a validated list query; without a limit, the whole list. Given the request, in the order of
 * its reader's language (Accept-Language, as the web's API client sends its page's).
 */
export function pagingOf(query: { limit?: number; offset?: number }, request?: FastifyRequest): Paging {
  return {
    limit: query.limit,
    offset: query.offset ?? 0,
    ...(request ? { language: requestLanguage(request) } : {}),
  };
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
