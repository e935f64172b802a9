/**
 * GET /api/canoes/featured: a few random canoes for the home page, canoes with photos first (spec §1).
 * Each item has the registry list's shape (the same summary query and presenter).
 *
 * Choosing at random must stay cheap at 100,000 canoes, so nothing orders the whole table by random():
 * canoes with photos are picked by random offsets into the distinct canoe ids of canoe_media (a small table,
 * read through its canoe_id index); canoes without photos by seeking a random id along the primary key.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import {
  FEATURED_DEFAULT_LIMIT,
  canoeFeaturedQuery,
  canoeSummaryResponse,
} from '../../../shared/api/canoes.ts';
import { presentCanoeSummary } from './canoe.presenter.ts';
import { selectCanoeSummaries, type Executor } from './canoe.repository.ts';

export {
  FEATURED_DEFAULT_LIMIT,
  FEATURED_LIMIT_MESSAGE,
  FEATURED_MAX_LIMIT,
} from '../../../shared/api/canoes.ts';

/** Up to `count` distinct whole numbers in [0, size), in random order. */
function randomOffsets(size: number, count: number): number[] {
  const picked = new Set<number>();
  const wanted = Math.min(size, count);
  while (picked.size < wanted) picked.add(Math.floor(Math.random() * size));
  return [...picked];
}

/** Random canoes that have at least one photo (every media row holds an image). */
async function randomPhotoCanoeIds(db: Executor, count: number): Promise<number[]> {
  const withPhotos = db.selectFrom('canoe_media').select('canoe_id').distinct();
  const { n } = await db
    .selectFrom('canoe_media')
    .select((eb) => eb.fn.count<number>('canoe_id').distinct().as('n'))
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (const offset of randomOffsets(Number(n), count)) {
    const row = await withPhotos.orderBy('canoe_id').limit(1).offset(offset).executeTakeFirst();
    // A photo deleted since the count can shift the offsets; never list a canoe twice.
    if (row && !ids.includes(row.canoe_id)) ids.push(row.canoe_id);
  }
  return ids;
}

/**
 * Random canoes without photos: the first such canoe at or after a random id (wrapping round to the lowest).
 * A canoe that follows a run of missing ids is a little likelier; a fair pick would cost a scan per canoe.
 */
async function randomPhotoLessCanoeIds(db: Executor, count: number): Promise<number[]> {
  const range = await db
    .selectFrom('canoes')
    .select((eb) => [eb.fn.min('canoe_id').as('low'), eb.fn.max('canoe_id').as('high')])
    .executeTakeFirstOrThrow();
  if (range.low == null || range.high == null) return [];
  const low = Number(range.low);
  const high = Number(range.high);
  const ids: number[] = [];
  const candidates = () => {
    let query = db
      .selectFrom('canoes as c')
      .select('c.canoe_id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('canoe_media as m').select('m.media_id').whereRef('m.canoe_id', '=', 'c.canoe_id'),
          ),
        ),
      )
      .orderBy('c.canoe_id')
      .limit(1);
    if (ids.length) query = query.where('c.canoe_id', 'not in', ids);
    return query;
  };
  while (ids.length < count) {
    const pivot = low + Math.floor(Math.random() * (high - low + 1));
    const row =
      (await candidates().where('c.canoe_id', '>=', pivot).executeTakeFirst()) ??
      (await candidates().where('c.canoe_id', '<', pivot).executeTakeFirst());
    if (!row) break;
    ids.push(row.canoe_id);
  }
  return ids;
}

/** Summary rows of the given canoes, in the order of `ids`. */
async function canoeSummariesByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await selectCanoeSummaries(db).where('c.canoe_id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.canoe_id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function featuredCanoes(db: Executor, limit: number) {
  const photoIds = await randomPhotoCanoeIds(db, limit);
  const fillIds = photoIds.length < limit ? await randomPhotoLessCanoeIds(db, limit - photoIds.length) : [];
  const rows = await canoeSummariesByIds(db, [...photoIds, ...fillIds]);
  return rows.map(presentCanoeSummary);
}

export const canoeFeaturedRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/canoes/featured',
    {
      config: { access: 'public' },
      schema: {
        summary: 'A few canoes picked at random for the home page',
        description: 'Canoes with photos first.',
        operationId: 'featuredCanoes',
        tags: ['Canoes'],
        querystring: canoeFeaturedQuery,
        response: { 200: z.array(canoeSummaryResponse) },
      },
    },
    async (request, reply) => {
      // A different pick on every visit: no cache may replay one.
      reply.header('Cache-Control', 'no-store');
      return featuredCanoes(db.kysely, request.query.limit ?? FEATURED_DEFAULT_LIMIT);
    },
  );
};
